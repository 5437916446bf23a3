// Target 5: `terraform apply` creating 120 websites against the emulator's stock limit of
// 60 requests a minute, against the same apply with the limit off, in the same run.
//
// The ideal: the emulator's window is fixed and starts at a client's first request, so R
// requests need ceil(R / 60) - 1 waits of one full window (60 s) between the first and the
// (60k+1)-th request. Everything else (Terraform's provider launches, its plan, the
// creates themselves) costs what the unlimited apply of the same configuration cost. So
//     ideal = (ceil(R / 60) - 1) * 60 s + T(unlimited apply)
// with R the requests the unlimited apply sent (120 when the provider sends one POST per
// website and nothing else). This is slightly generous to the provider: the first 60
// creates could overlap the window wait.
//
// The emulator answers with the real server's latency (100-300 ms, requests carried out at
// once and answered late, many at a time), so answers arrive late and out of order. The
// destroy of the same websites runs after the apply and must meet no 429 either.

import { API_KEY, TerraformHome, createConfig, fmtMs, loadDist, log, providerEnv, terraform, terraformOk } from "./lib.mjs";

const WINDOW_MS = 60_000;
/** The real server's answers take roughly 100-300 ms (docs/internals/api-behaviour.md, "Latency and concurrency"). */
const LATENCY_MS = [100, 300];

async function applyCreates(home, startEmulator, { name, count, rateLimit }) {
  const emulator = await startEmulator({ rateLimit, apiKeys: [API_KEY], quiet: true, faults: { latencyMs: LATENCY_MS, seed: 5 } });
  try {
    const env = providerEnv(emulator);
    const dir = home.workspace(name, { "main.tf": createConfig(count, name) });
    await terraformOk(home, dir, ["init", "-input=false", "-no-color"], { env });
    emulator.resetRateLimits();
    emulator.stats.reset();
    const r = await terraform(home, dir, ["apply", "-input=false", "-auto-approve", "-no-color"], { env, timeoutMs: 10 * 60_000 });
    const stats = emulator.stats.snapshot();
    const created = emulator.store.count(API_KEY);
    const stateList = await terraform(home, dir, ["state", "list"], { env });
    const inState = stateList.stdout.split("\n").filter((l) => l.startsWith("phpanalytics_website.")).length;
    const failed = (r.stdout + r.stderr).match(/Error: /g)?.length ?? 0;
    log(
      `apply ${count} creates, limit ${rateLimit || "off"}: ${fmtMs(r.wallMs)}, exit ${r.code}, ` +
        `${stats.total} requests, ${stats.rateLimited} x 429, ${created} on server, ${inState} in state, ${failed} errors`,
    );
    if (r.code !== 0) log(`apply output tail:\n${(r.stdout + r.stderr).slice(-2000)}`);
    emulator.stats.reset();
    const d = await terraform(home, dir, ["destroy", "-input=false", "-auto-approve", "-no-color"], { env, timeoutMs: 10 * 60_000 });
    const destroy = { ...emulator.stats.snapshot(), code: d.code, wallMs: d.wallMs, left: emulator.store.count(API_KEY) };
    log(
      `destroy ${count}, limit ${rateLimit || "off"}: ${fmtMs(d.wallMs)}, exit ${d.code}, ${destroy.total} requests, ` +
        `${destroy.rateLimited} x 429, ${destroy.left} left on server`,
    );
    if (d.code !== 0) log(`destroy output tail:\n${(d.stdout + d.stderr).slice(-2000)}`);
    return { ...r, stats, created, inState, failed, destroy };
  } finally {
    await emulator.close();
  }
}

export async function benchApplyRateLimit({ quick }) {
  if (quick) return [{ target: "5. apply 120 creates at 60 req/min", measured: "skipped (--quick)", limit: "<= 1.15x ideal", pass: null }];
  const count = 120;
  const { startEmulator } = loadDist();
  const home = new TerraformHome();
  try {
    const free = await applyCreates(home, startEmulator, { name: "free", count, rateLimit: 0 });
    if (free.code !== 0) throw new Error("the unlimited apply failed; see the log above");
    const limited = await applyCreates(home, startEmulator, { name: "limited", count, rateLimit: 60 });
    const waits = Math.max(0, Math.ceil(free.stats.total / 60) - 1);
    const ideal = waits * WINDOW_MS + free.wallMs;
    const ratio = limited.wallMs / ideal;
    const noFailure = limited.code === 0 && limited.inState === count && limited.created === count && limited.failed === 0;
    const destroyed = limited.destroy.code === 0 && limited.destroy.left === 0;
    const no429 = limited.stats.rateLimited === 0 && limited.destroy.rateLimited === 0;
    return [
      {
        target: `5. apply ${count} creates at 60 req/min / ideal`,
        measured:
          `${ratio.toFixed(2)}x (${fmtMs(limited.wallMs)} vs ideal ${fmtMs(ideal)} = ${waits} x 60 s + unlimited ${fmtMs(free.wallMs)}; ` +
          `${limited.stats.total} requests, ${limited.stats.rateLimited} x 429, ${limited.inState}/${count} in state, exit ${limited.code}; ` +
          `destroy ${fmtMs(limited.destroy.wallMs)}, ${limited.destroy.total} requests, ${limited.destroy.rateLimited} x 429, exit ${limited.destroy.code}; ` +
          `answers 100-300 ms late)`,
        limit: "<= 1.15x, none failed, 0 x 429 in apply and destroy",
        pass: ratio <= 1.15 && noFailure && destroyed && no429,
      },
    ];
  } finally {
    if (!process.env.BENCH_KEEP) home.dispose();
  }
}
