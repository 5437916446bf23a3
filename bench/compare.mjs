#!/usr/bin/env node
// Compares provider builds on the measures of issue 12, against the emulator with its rate
// limit off: `terraform plan` with no changes over N websites (--op plan), `terraform
// validate` of the same configuration (--op validate), or an apply that creates N websites
// in a fresh account (--op apply). Interleaved rounds; medians of wall
// time, total CPU and the provider's CPU per launch (every thread, kernel children times),
// and the CPU of this process, which runs the emulator.
//   node bench/compare.mjs [--op plan|validate|apply] [--n 1000] [--rounds 5] BUILD [BUILD ...]
// BENCH_TF_LOG_PATH=FILE adds the provider's debug log (per-call durations) to FILE.
// A BUILD is a provider executable: dist/terraform-provider-phpanalytics.js of some checkout
// (copy it aside before rebuilding), the standalone executable, or a wrapper script that
// runs one with other node flags. Each build gets its own code-cache directory.
import { copyFileSync, cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { takeProviderCpu, terraformTimed, wrapProvider } from "./cpu.mjs";
import { APPLY, stateFile, websitesFromSeed } from "./floor.mjs";
import { API_KEY, PLAN, PROVIDER_BLOCK, TerraformHome, fmtMs, loadDist, log, median } from "./lib.mjs";

const { values, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: { op: { type: "string", default: "plan" }, n: { type: "string", default: "1000" }, rounds: { type: "string", default: "5" } },
});
if (builds.length === 0 || !["plan", "validate", "apply"].includes(values.op)) {
  console.error("Usage: node bench/compare.mjs [--op plan|validate|apply] [--n 1000] [--rounds 5] BUILD [BUILD ...]");
  process.exit(2);
}
const apply = values.op === "apply";
const n = Number(values.n);

const { startEmulator } = loadDist();
const home = new TerraformHome();
const cpuLog = join(home.root, "provider-cpu");
wrapProvider(home.providerPath, join(home.root, "real"), cpuLog);
const real = join(home.root, "real", home.providerPath.split("/").pop());
const rounds = Number(values.rounds);
const applyKeys = Array.from({ length: rounds * builds.length }, (_, i) => `${API_KEY}-apply${i}`);
const emulator = await startEmulator({ rateLimit: 0, apiKeys: [API_KEY, ...applyKeys], quiet: true });
const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };

/** Installs `build` as the provider, with a code cache of its own. */
function use(build, index, apiKey = API_KEY) {
  const cache = join(home.root, `cache-${index}`);
  mkdirSync(cache, { recursive: true });
  copyFileSync(build, real);
  const extra = process.env.BENCH_TF_LOG_PATH ? { TF_LOG_PROVIDER: "debug", TF_LOG_PATH: process.env.BENCH_TF_LOG_PATH } : {};
  return { ...env, PHPANALYTICS_API_KEY: apiKey, XDG_CACHE_HOME: cache, ...extra };
}

/** An apply of N creates: a fresh directory (empty state) and a fresh account each time. */
function applyRun(round, index) {
  let config = PROVIDER_BLOCK;
  for (let i = 1; i <= n; i++) config += `\nresource "phpanalytics_website" "w${i}" {\n  domain = "r${round}-b${index}-${i}.example.org"\n}\n`;
  const dir = home.workspace(`apply-${round}-${index}`, { "main.tf": config });
  cpSync(join(home.root, "plan", ".terraform"), join(dir, ".terraform"), { recursive: true });
  cpSync(join(home.root, "plan", ".terraform.lock.hcl"), join(dir, ".terraform.lock.hcl"));
  return { dir, args: APPLY, env: use(builds[index], index, applyKeys[round * builds.length + index]) };
}

try {
  const seeded = emulator.store.seed(API_KEY, n, "cmp");
  const dir = home.workspace("plan", {
    "main.tf": websitesFromSeed(seeded),
    "terraform.tfstate": stateFile("phpanalytics_website", "registry.terraform.io/phpanalytics/phpanalytics", n, (i) => ({
      id: String(seeded[i - 1].id),
      domain: seeded[i - 1].domain,
    })),
  });
  await terraformTimed(home, dir, ["init", "-input=false", "-no-color"], { env });
  // Each build plans its own copy of the state, completed by its own refresh (which also
  // warms its code cache): a state refreshed by a build with another schema would make the
  // next build upgrade every resource and find drift in each, and measure that instead.
  const planDirs = builds.map((_, index) => {
    const copy = join(home.root, `plan-${index}`);
    cpSync(dir, copy, { recursive: true });
    return copy;
  });
  for (const [index, build] of builds.entries()) {
    const r = await terraformTimed(home, planDirs[index], ["apply", "-refresh-only", "-input=false", "-auto-approve", "-lock=false", "-no-color"], {
      env: use(build, index),
    });
    if (r.code !== 0) throw new Error(`refresh with ${build} exited ${r.code}\n${r.stderr.slice(-2000)}`);
  }
  takeProviderCpu(cpuLog);
  const runs = builds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = builds.map((_, i) => (i + round) % builds.length);
    for (const index of order) {
      const args = values.op === "validate" ? ["validate", "-no-color"] : PLAN;
      const run = apply ? applyRun(round, index) : { dir: planDirs[index], args, env: use(builds[index], index) };
      const before = process.cpuUsage();
      const r = await terraformTimed(home, run.dir, run.args, { env: run.env });
      const own = process.cpuUsage(before);
      const emulatorS = (own.user + own.system) / 1e6;
      if (r.code !== 0) throw new Error(`${values.op} with ${builds[index]} exited ${r.code}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
      const launches = takeProviderCpu(cpuLog);
      runs[index].push({ wallMs: r.wallMs, cpuS: r.cpuS, launches, emulatorS });
      log(
        `${builds[index]}: ${fmtMs(r.wallMs)}, CPU ${r.cpuS.toFixed(2)} s, provider ${launches.map((s) => s.toFixed(2)).join(" + ")}, emulator ` +
          `${emulatorS.toFixed(2)} s`,
      );
    }
  }
  const what = { apply: `apply of ${n} creates`, plan: `plan of ${n} websites, no changes`, validate: `validate of ${n} websites` }[values.op];
  console.log(`\n${what}; medians of ${rounds} interleaved rounds\n`);
  console.log("| build | wall | total CPU | provider CPU | per launch | emulator CPU |");
  console.log("|---|---|---|---|---|---|");
  for (const [index, build] of builds.entries()) {
    const r = runs[index];
    const launches = r[0].launches.map((_, i) => median(r.map((x) => x.launches[i] ?? 0)));
    const provider = median(r.map((x) => x.launches.reduce((a, b) => a + b, 0)));
    console.log(
      `| ${build} | ${fmtMs(median(r.map((x) => x.wallMs)))} | ${median(r.map((x) => x.cpuS)).toFixed(2)} s | ` +
        `${provider.toFixed(2)} s | ${launches.map((s) => s.toFixed(2)).join(" + ")} | ${median(r.map((x) => x.emulatorS)).toFixed(2)} s |`,
    );
  }
} finally {
  await emulator.close();
  if (process.env.BENCH_KEEP) log(`kept ${home.root}`);
  else home.dispose();
}
