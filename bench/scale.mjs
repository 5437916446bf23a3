// Targets 3, 4 and 6: plan/refresh at scale (target 2, against terraform_data, gave way
// to 7 and 8 in ./floor.mjs, against the floor provider).
//  3. requests the emulator sees for a refresh of N of N websites, and of 1 of 5,000.
//  4. the same plan against an emulator limiting 60 requests a minute.
//  6. the provider processes' peak VmHWM during the plans of target 2.
// Setup (untimed): the emulator is seeded through its store; Terraform state comes from
// one `terraform apply` of import blocks; terraform_data from one `terraform apply`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { API_KEY, PLAN, TerraformHome, fmtMs, loadDist, log, median, providerEnv, terraform, terraformOk, websitesConfig } from "./lib.mjs";

const BIG_KEY = "bench-key-big";

function summarizePlan(result) {
  // -detailed-exitcode: 0 no changes, 2 changes present, 1 error.
  return result.code === 0 ? "no changes" : result.code === 2 ? "CHANGES PLANNED" : `exit ${result.code}`;
}

export async function benchScale({ quick, only }) {
  const n = quick ? 200 : 1000;
  const big = quick ? 1000 : 5000;
  const planRuns = quick ? 1 : 3;
  const want = (name) => !only || only === name;
  const { startEmulator } = loadDist();
  const home = new TerraformHome();
  const rows = [];
  const emulator = await startEmulator({ rateLimit: 0, apiKeys: [API_KEY, BIG_KEY], quiet: true });
  let limited;
  try {
    const websites = emulator.store.seed(API_KEY, n, "site");
    const bigSites = emulator.store.seed(BIG_KEY, big, "big");
    const env = providerEnv(emulator);

    // --- setup: state for N websites by import
    const web = home.workspace("websites", { "main.tf": websitesConfig(websites) });
    let t = Date.now();
    await terraformOk(home, web, ["init", "-input=false", "-no-color"], { env });
    await terraformOk(home, web, ["apply", "-input=false", "-auto-approve", "-no-color"], { env });
    writeFileSync(join(web, "main.tf"), websitesConfig(websites, { imports: false }));
    log(`setup: imported ${n} websites in ${fmtMs(Date.now() - t)} (${emulator.stats.total} requests)`);

    // --- targets 3a, 6: plans
    const webPlans = [];
    const requestCounts = [];
    let worstRoutes = {};
    for (let i = 0; i < planRuns; i++) {
      const runWeb = async () => {
        emulator.stats.reset();
        const r = await terraform(home, web, PLAN, { env, sampleMemory: true });
        if (r.code === 1) throw new Error(`website plan failed\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
        r.requests = emulator.stats.total;
        if (r.requests >= Math.max(0, ...requestCounts)) worstRoutes = emulator.stats.snapshot().byRoute;
        webPlans.push(r);
        requestCounts.push(r.requests);
        log(
          `plan websites x${n}: ${fmtMs(r.wallMs)}, ${summarizePlan(r)}, ${r.requests} requests, provider peak ` +
            `${(r.peakKb / 1024).toFixed(1)} MB over ${r.providers} processes`,
        );
      };
      await runWeb();
    }
    if (want("requests")) {
      const worst = Math.max(...requestCounts);
      rows.push({
        target: `3a. requests: refresh ${n} of ${n} websites`,
        measured: `${worst} worst of ${requestCounts.join("/")} (worst run: ${Object.entries(worstRoutes)
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")})`,
        limit: "<= 12",
        pass: worst <= 12,
      });
    }
    if (want("memory")) {
      const peak = Math.max(...webPlans.map((r) => r.peakKb)) / 1024;
      rows.push({
        target: `6. provider peak RSS (VmHWM), plan of ${n}`,
        measured: `${peak.toFixed(1)} MB`,
        limit: "<= 150 MB",
        pass: peak > 0 && peak <= 150,
      });
    }

    // --- target 3b: 1 managed website on an account holding `big`
    if (want("requests")) {
      const target = bigSites[bigSites.length - 1]; // the last id: not on the first list page
      const bigEnv = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: BIG_KEY };
      const one = home.workspace("one-of-many", { "main.tf": websitesConfig([target]) });
      await terraformOk(home, one, ["init", "-input=false", "-no-color"], { env: bigEnv });
      await terraformOk(home, one, ["apply", "-input=false", "-auto-approve", "-no-color"], { env: bigEnv });
      writeFileSync(join(one, "main.tf"), websitesConfig([target], { imports: false }));
      const counts = [];
      let routes = {};
      for (let i = 0; i < planRuns; i++) {
        emulator.stats.reset();
        const r = await terraform(home, one, PLAN, { env: bigEnv });
        if (r.code === 1) throw new Error(`one-of-many plan failed\n${r.stderr.slice(-3000)}`);
        if (emulator.stats.total >= Math.max(0, ...counts)) routes = emulator.stats.snapshot().byRoute;
        counts.push(emulator.stats.total);
      }
      const worst = Math.max(...counts);
      log(`plan 1 of ${big}: ${counts.join(", ")} requests`);
      rows.push({
        target: `3b. requests: refresh 1 of ${big} websites`,
        measured: `${worst} worst of ${counts.join("/")} (${Object.entries(routes)
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")})`,
        limit: "<= 2",
        pass: worst <= 2,
      });
    }

    // --- target 4: the same plan at 60 requests a minute (a copy of the same store)
    if (want("ratelimit-plan")) {
      const dataFile = join(home.root, "store.json");
      writeFileSync(dataFile, JSON.stringify(emulator.store.snapshot()));
      limited = await startEmulator({ rateLimit: 60, apiKeys: [API_KEY, BIG_KEY], dataFile, quiet: true });
      const limitedEnv = providerEnv(limited);
      const runs = [];
      for (let i = 0; i < planRuns; i++) {
        limited.resetRateLimits();
        limited.stats.reset();
        const r = await terraform(home, web, PLAN, { env: limitedEnv });
        r.rateLimited = limited.stats.rateLimited;
        r.requests = limited.stats.total;
        runs.push(r);
        log(`plan websites x${n} at 60/min: ${fmtMs(r.wallMs)}, ${summarizePlan(r)}, ${r.requests} requests, ${r.rateLimited} answered 429`);
      }
      const ms = median(runs.map((r) => r.wallMs));
      const worstMs = Math.max(...runs.map((r) => r.wallMs));
      const r429 = Math.max(...runs.map((r) => r.rateLimited));
      const exits = [...new Set(runs.map((r) => r.code))].join("/");
      const ok = runs.every((r) => r.code === 0 || r.code === 2);
      rows.push({
        target: `4. plan ${n} websites at 60 req/min`,
        measured: `${fmtMs(ms)} median (worst ${fmtMs(worstMs)}); 429s: ${r429}; exit ${exits}; ${runs[0].requests} requests`,
        limit: "<= 30 s, 0 x 429, exit 0",
        pass: worstMs <= 30_000 && r429 === 0 && ok,
      });
    }
    return rows;
  } finally {
    await emulator.close();
    await limited?.close();
    if (!process.env.BENCH_KEEP) home.dispose();
    else log(`kept ${home.root}`);
  }
}
