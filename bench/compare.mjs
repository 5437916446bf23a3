#!/usr/bin/env node
// Compares provider builds on the measure of issue 12: `terraform plan` with no changes over
// N websites (emulator, rate limit off), interleaved rounds, medians of wall time, total CPU
// and the provider's CPU per launch (every thread, from the kernel's children times).
//   node bench/compare.mjs [--n 1000] [--rounds 5] BUILD [BUILD ...]
// A BUILD is a provider executable: dist/terraform-provider-phpanalytics.js of some checkout
// (copy it aside before rebuilding), the standalone executable, or a wrapper script that
// runs one with other node flags. Each build gets its own code-cache directory.
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { takeProviderCpu, terraformTimed, wrapProvider } from "./cpu.mjs";
import { stateFile, websitesFromSeed } from "./floor.mjs";
import { API_KEY, PLAN, TerraformHome, fmtMs, loadDist, log, median } from "./lib.mjs";

const { values, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: { n: { type: "string", default: "1000" }, rounds: { type: "string", default: "5" } },
});
if (builds.length === 0) {
  console.error("Usage: node bench/compare.mjs [--n 1000] [--rounds 5] BUILD [BUILD ...]");
  process.exit(2);
}
const n = Number(values.n);
const rounds = Number(values.rounds);

const { startEmulator } = loadDist();
const home = new TerraformHome();
const cpuLog = join(home.root, "provider-cpu");
wrapProvider(home.providerPath, join(home.root, "real"), cpuLog);
const real = join(home.root, "real", home.providerPath.split("/").pop());
const emulator = await startEmulator({ rateLimit: 0, apiKeys: [API_KEY], quiet: true });
const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };

/** Installs `build` as the provider, with a code cache of its own. */
function use(build, index) {
  const cache = join(home.root, `cache-${index}`);
  mkdirSync(cache, { recursive: true });
  copyFileSync(build, real);
  return { ...env, XDG_CACHE_HOME: cache };
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
  // completes the state written above, and warms each build's code cache
  for (const [index, build] of builds.entries()) {
    const r = await terraformTimed(home, dir, ["apply", "-refresh-only", "-input=false", "-auto-approve", "-lock=false", "-no-color"], { env: use(build, index) });
    if (r.code !== 0) throw new Error(`refresh with ${build} exited ${r.code}\n${r.stderr.slice(-2000)}`);
  }
  takeProviderCpu(cpuLog);
  const runs = builds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = builds.map((_, i) => (i + round) % builds.length);
    for (const index of order) {
      const r = await terraformTimed(home, dir, PLAN, { env: use(builds[index], index) });
      if (r.code !== 0) throw new Error(`plan with ${builds[index]} exited ${r.code}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
      const launches = takeProviderCpu(cpuLog);
      runs[index].push({ wallMs: r.wallMs, cpuS: r.cpuS, launches });
      log(`${builds[index]}: ${fmtMs(r.wallMs)}, CPU ${r.cpuS.toFixed(2)} s, provider ${launches.map((s) => s.toFixed(2)).join(" + ")}`);
    }
  }
  console.log(`\nplan of ${n} websites, no changes; medians of ${rounds} interleaved rounds\n`);
  console.log("| build | wall | total CPU | provider CPU | per launch |");
  console.log("|---|---|---|---|---|");
  for (const [index, build] of builds.entries()) {
    const r = runs[index];
    const launches = r[0].launches.map((_, i) => median(r.map((x) => x.launches[i] ?? 0)));
    const provider = median(r.map((x) => x.launches.reduce((a, b) => a + b, 0)));
    console.log(`| ${build} | ${fmtMs(median(r.map((x) => x.wallMs)))} | ${median(r.map((x) => x.cpuS)).toFixed(2)} s | ${provider.toFixed(2)} s | ${launches.map((s) => s.toFixed(2)).join(" + ")} |`);
  }
} finally {
  await emulator.close();
  if (process.env.BENCH_KEEP) log(`kept ${home.root}`);
  else home.dispose();
}
