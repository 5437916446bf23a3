// Targets 7 to 9: our provider against the floor of any out-of-process provider: gofloor,
// a do-nothing provider in Go with the same RPCs, built with phpanalytics_website's exact
// schema (../shared/bench/gofloor's own schema lags ours: bench/gofloor.mjs adds what it
// lacks). Emulator rate limit off.
//  7. plan with no changes over N websites: wall time <= 1.2x the floor's;
//  8. provider CPU over that whole plan (every launch, every thread) <= 1.0 s;
//     7 and 8 at 1,000 and at 5,000 websites, with the growth from one to the other;
//  9. apply of 1,000 creates: wall time <= 1.2x the floor's.
// The floor carries our exact schema because Terraform's own work per resource grows with
// every attribute, and a floor with fewer would charge that work to our provider: gofloor
// as shipped is measured alongside ("as shipped" rows, with the Terraform CPU the missing
// attributes cost), and so is terraform_data (built into Terraform, no provider process).
// Runs are interleaved (the order rotates every round), since the machine is shared: a
// figure is the median of its rounds, and a ratio judged against a limit is taken both as
// the ratio of medians and as the median of the rounds' own ratios (ratios in
// bench/lib.mjs), and must meet it both ways; CPU time is the steadier figure. The plans' rounds also run target 10's
// Node floors (bench/nodefloor.mjs, judged in bench/node-floor-rows.mjs): nodefloor, and the
// reads floors (READS_FLOORS), which read the same account's websites as ours; the emulator's
// counters must show every page of it read (runReadsFloor), or the run fails.
import { chmodSync, copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { takeProviderCpu, terraformTimed, wrapProvider } from "./cpu.mjs";
import { ensureGofloor, ensureSchemaMatchedGofloor } from "./gofloor.mjs";
import { ensureNodefloor } from "./nodefloor.mjs";
import { floorRows } from "./floor-rows.mjs";
import {
  API_KEY,
  PLAN,
  PROVIDER_BLOCK,
  READS_FLOORS,
  TerraformHome,
  fmtMs,
  fmtS,
  loadDist,
  log,
  terraformDataConfig,
  websiteSchemaAttributes,
} from "./lib.mjs";

export const APPLY = ["apply", "-input=false", "-auto-approve", "-lock=false", "-no-color"];
export const INIT = ["init", "-input=false", "-no-color"];
/** The matched floor is installed as bench/gofloormatched, under the local name gofloor. */
const gofloorBlock = (source) => `terraform {
  required_providers {
    gofloor = {
      source = "${source}"
    }
  }
}
`;
const GOFLOOR_SOURCE = { gofloor: "bench/gofloor", matched: "bench/gofloormatched" };
/** nodefloor (bench/nodefloor.mjs) in its four builds, each under the local name nodefloor. */
const NODEFLOOR_SOURCE = {
  nodefloor: "bench/nodefloor",
  nodefloorh2: "bench/nodefloorh2",
  nodefloorreads: "bench/nodefloorreads",
  nodefloorprotobuf: "bench/nodefloorprotobuf",
  nodefloorwork: "bench/nodefloorwork",
};

/** The nodefloor builds that compare each state with the website listed under its id: they manage the seeded websites, as ours does. */
const COMPARING_FLOORS = new Set(["nodefloorwork"]);

const nodefloorBlock = (source) => gofloorBlock(source).replace("gofloor =", "nodefloor =");

function websites(kind, count, prefix) {
  const [head, type] =
    kind === "ours"
      ? [PROVIDER_BLOCK, "phpanalytics_website"]
      : kind in NODEFLOOR_SOURCE
        ? [nodefloorBlock(NODEFLOOR_SOURCE[kind]), "nodefloor_website"]
        : [gofloorBlock(GOFLOOR_SOURCE[kind]), "gofloor_website"];
  let out = head;
  for (let i = 1; i <= count; i++) out += `\nresource "${type}" "w${i}" {\n  domain = "${prefix}-${i}.example.org"\n}\n`;
  return out;
}

/** A Terraform home whose mirror holds ours, the gofloors and the nodefloors, each behind a CPU-recording wrapper. */
export async function floorHome(matchedAttributes) {
  const home = new TerraformHome();
  const { mirror } = ensureGofloor();
  cpSync(mirror, home.pluginDir, { recursive: true });
  const nodefloor = await ensureNodefloor();
  cpSync(nodefloor.mirror, home.pluginDir, { recursive: true });
  const gofloorPath = join(home.pluginDir, "registry.terraform.io/bench/gofloor/0.0.1/linux_amd64/terraform-provider-gofloor_v0.0.1");
  const matched = ensureSchemaMatchedGofloor(matchedAttributes);
  const matchedDir = join(home.pluginDir, "registry.terraform.io/bench/gofloormatched/0.0.1/linux_amd64");
  mkdirSync(matchedDir, { recursive: true });
  const matchedPath = join(matchedDir, "terraform-provider-gofloormatched_v0.0.1");
  copyFileSync(join(matched.out, "terraform-provider-gofloor"), matchedPath);
  chmodSync(matchedPath, 0o755);
  home.matchedAdded = matched.added;
  // BENCH_PROVIDER: another build of the provider executable, to compare builds
  if (process.env.BENCH_PROVIDER) copyFileSync(process.env.BENCH_PROVIDER, home.providerPath);
  home.cpuLog = join(home.root, "provider-cpu");
  wrapProvider(home.providerPath, join(home.root, "real"), home.cpuLog);
  wrapProvider(gofloorPath, join(home.root, "real"), home.cpuLog);
  wrapProvider(matchedPath, join(home.root, "real"), home.cpuLog);
  for (const path of Object.values(nodefloor.paths)) wrapProvider(path.replace(nodefloor.mirror, home.pluginDir), join(home.root, "real"), home.cpuLog);
  const include = '["registry.terraform.io/phpanalytics/*", "registry.terraform.io/bench/*"]';
  writeFileSync(
    home.cliConfig,
    `provider_installation {\n  filesystem_mirror ` +
      `{\n    path    = ${JSON.stringify(home.pluginDir)}\n    include = ${include}\n  }\n  direct {\n    exclude = ${include}\n  }\n}\n`,
  );
  return home;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

/** A state file of `count` websites as Terraform stores it, `attributes(i)` for each. */
export function stateFile(type, provider, count, attributes, prefix = "w") {
  const resources = [];
  for (let i = 1; i <= count; i++) {
    resources.push({
      mode: "managed",
      type,
      name: `${prefix}${i}`,
      provider: `provider["${provider}"]`,
      instances: [{ schema_version: 0, attributes: attributes(i), sensitive_attributes: [] }],
    });
  }
  return JSON.stringify({
    version: 4,
    terraform_version: "1.11.4",
    serial: 1,
    lineage: "5c4bd9a8-0a43-4c2c-9c5e-bench0000000",
    outputs: {},
    resources,
    check_results: null,
  });
}

/** The list turned by `round` places, so that each kind runs first in turn. */
export const rotated = (list, round) => [...list.slice(round % list.length), ...list.slice(0, round % list.length)];

/**
 * `run(kind, n, op, dir, args, env)`: one terraform command, which must exit 0, timed with
 * its CPU and each provider launch's CPU, added to `results` under `${kind}/${n}/${op}`.
 */
export function runner(home, results) {
  return async (kind, n, op, dir, args, env = {}) => {
    takeProviderCpu(home.cpuLog);
    const r = await terraformTimed(home, dir, args, { env });
    if (r.code !== 0)
      throw new Error(`${kind} ${op} x${n} exited ${r.code}${r.code === 2 ? " (changes planned)" : ""}\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
    const launches = takeProviderCpu(home.cpuLog);
    // terraformS: Terraform's own CPU (and the wrappers' sh, a millisecond or two): all of it but the providers'
    const run = { wallMs: r.wallMs, cpuS: r.cpuS, providerS: sum(launches), terraformS: r.cpuS - sum(launches), launches };
    (results[`${kind}/${n}/${op}`] ??= []).push(run);
    const providerPart = kind === "terraform_data" ? "" : `, provider CPU ${fmtS(run.providerS)} (${launches.map((s) => s.toFixed(2)).join(" + ")})`;
    log(`${op} ${kind} x${n}: ${fmtMs(r.wallMs)}, CPU ${fmtS(r.cpuS)}${providerPart}`);
  };
}

/** The route of the website list, as the emulator counts requests (src/emulator/request-counts.ts). */
const LIST_ROUTE = "GET /api/v1/websites";

/**
 * `run` of a reads floor (READS_FLOORS: bench/nodefloor/main-reads.ts, main-protobuf.ts, main-work.ts) over
 * an account of `n` websites, with the emulator's counters reset first. It fails unless the
 * floor read every page of 100 once, answered 200, and sent nothing else: a floor that read
 * nothing must fail the benchmark, not pass it. The run records the requests counted.
 */
export async function runReadsFloor(run, results, emulator, kind, n, op, dir, args, env) {
  emulator.stats.reset();
  await run(kind, n, op, dir, args, env);
  const { total, byRoute, byStatus } = emulator.stats.snapshot();
  const pages = Math.max(1, Math.ceil(n / 100));
  if (byRoute[LIST_ROUTE] !== pages || total !== pages || byStatus["200"] !== pages)
    throw new Error(
      `${kind} ${op} of ${n} websites sent ${total} requests (${JSON.stringify(byRoute)}, by status ${JSON.stringify(byStatus)}), ` +
        `not the ${pages} list reads answered 200 that reading the account takes`,
    );
  results[`${kind}/${n}/${op}`].at(-1).requests = total;
}

/**
 * Initialized workspaces of `n` websites with no changes to plan: ours (its websites
 * seeded in the emulator under `key`), gofloor, gofloor with our schema, terraform_data and
 * each nodefloor build of `nodefloors` (the READS_FLOORS, run with ours' environment, read
 * the same account; nodefloorwork, which compares each state with the website listed under
 * its id, manages the seeded websites as ours does).
 * The state is written directly (an apply of N takes Terraform itself minutes of state
 * writes at 5,000), and completed for ours by one refresh against the emulator.
 */
/** The kinds whose code caches an untimed plan has written in this run (see planWorkspaces). */
const warmed = new Set();

export async function planWorkspaces(home, emulator, key, n, run, nodefloors = ["nodefloor"]) {
  const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: key };
  const seeded = emulator.store.seed(key, n, `plan${n}`);
  const dirs = {
    ours: home.workspace(`ours-${n}`, { "main.tf": websitesFromSeed(seeded) }),
    gofloor: home.workspace(`gofloor-${n}`, { "main.tf": websites("gofloor", n, "floor") }),
    matched: home.workspace(`matched-${n}`, { "main.tf": websites("matched", n, "floor") }),
    terraform_data: home.workspace(`data-${n}`, { "main.tf": terraformDataConfig(n) }),
    ...Object.fromEntries(
      nodefloors.map((kind) => [
        kind,
        home.workspace(`${kind}-${n}`, { "main.tf": COMPARING_FLOORS.has(kind) ? seededWebsites(kind, seeded) : websites(kind, n, "floor") }),
      ]),
    ),
  };
  const ours = (i) => ({ id: String(seeded[i - 1].id), domain: seeded[i - 1].domain });
  const floor = (i) => ({
    id: String(i),
    domain: `floor-${i}.example.org`,
    privacy: "public",
    password: null,
    email_reports: false,
    exclude_bots: true,
    exclude_params: [],
    exclude_ips: [],
    favorite: false,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  });
  const input = (i) => ({ value: `site-${i}.example.com`, type: "string" });
  const data = (i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, input: input(i), output: input(i), triggers_replace: null });
  writeFileSync(join(dirs.ours, "terraform.tfstate"), stateFile("phpanalytics_website", "registry.terraform.io/phpanalytics/phpanalytics", n, ours));
  writeFileSync(join(dirs.gofloor, "terraform.tfstate"), stateFile("gofloor_website", "registry.terraform.io/bench/gofloor", n, floor));
  const matched = (i) => ({ ...floor(i), ...Object.fromEntries(home.matchedAdded.map((name) => [name, null])) });
  writeFileSync(join(dirs.matched, "terraform.tfstate"), stateFile("gofloor_website", "registry.terraform.io/bench/gofloormatched", n, matched));
  const seededFloor = (i) => ({ ...matched(i), ...ours(i) });
  for (const kind of nodefloors) {
    const attributes = COMPARING_FLOORS.has(kind) ? seededFloor : matched;
    writeFileSync(join(dirs[kind], "terraform.tfstate"), stateFile("nodefloor_website", `registry.terraform.io/${NODEFLOOR_SOURCE[kind]}`, n, attributes));
  }
  writeFileSync(join(dirs.terraform_data, "terraform.tfstate"), stateFile("terraform_data", "terraform.io/builtin/terraform", n, data, "d"));
  for (const dir of Object.values(dirs)) await terraformTimed(home, dir, INIT, { env });
  await run("ours", n, "setup", dirs.ours, ["apply", "-refresh-only", "-input=false", "-auto-approve", "-lock=false", "-no-color"], env);
  // Ours and the floors that load their handlers as ours loads its runtime, with a code cache,
  // write their caches in one untimed plan each (a refresh plans nothing), so that no timed
  // round compiles cold. Once a run: the caches then hold what any size's plan runs.
  for (const kind of ["ours", "nodefloorprotobuf", "nodefloorwork"].filter((k) => k === "ours" || nodefloors.includes(k))) {
    if (warmed.has(kind)) continue;
    await run(kind, n, "setup", dirs[kind], PLAN, env);
    warmed.add(kind);
  }
  return dirs;
}

export async function benchFloor({ quick, only }) {
  const want = (name) => !only || only === name;
  const planSizes = quick ? [1000] : [1000, 5000];
  const planRounds = (n) => (quick ? 2 : n === 1000 ? 7 : 3);
  const applyRounds = quick ? 1 : 3;
  const { startEmulator } = loadDist();
  const home = await floorHome(websiteSchemaAttributes());
  const keys = Array.from({ length: applyRounds }, (_, i) => `${API_KEY}-r${i}`);
  const planKeys = planSizes.map((n) => `${API_KEY}-plan${n}`);
  const emulator = await startEmulator({ rateLimit: 0, apiKeys: [...keys, ...planKeys], quiet: true });
  const envFor = (key) => ({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: key });
  const results = {}; // `${kind}/${n}/${op}` -> runs

  const run = runner(home, results);

  try {
    // --- plans with no changes
    for (const [index, n] of planSizes.entries()) {
      if (!want("floor-plan")) break;
      const env = envFor(planKeys[index]);
      const dirs = await planWorkspaces(home, emulator, planKeys[index], n, run, ["nodefloor", ...READS_FLOORS]);
      for (let i = 0; i < planRounds(n); i++) {
        const plans = [
          ["ours", dirs.ours, env],
          ["gofloor", dirs.gofloor, {}],
          ["matched", dirs.matched, {}],
          ["nodefloor", dirs.nodefloor, {}],
          ["nodefloorreads", dirs.nodefloorreads, env],
          ["nodefloorprotobuf", dirs.nodefloorprotobuf, env],
          ["nodefloorwork", dirs.nodefloorwork, env],
          ["terraform_data", dirs.terraform_data, {}],
        ];
        for (const [kind, dir, e] of rotated(plans, i)) {
          if (READS_FLOORS.includes(kind)) await runReadsFloor(run, results, emulator, kind, n, "plan", dir, PLAN, e);
          else await run(kind, n, "plan", dir, PLAN, e);
        }
      }
    }

    // --- applies of 1,000 creates, a fresh state and account every round
    if (want("floor-apply")) {
      const n = 1000;
      const kinds = ["ours", "gofloor", "matched"];
      const dirs = Object.fromEntries(kinds.map((kind) => [kind, home.workspace(`${kind}-apply`, {})]));
      for (let i = 0; i < applyRounds; i++) {
        for (const kind of kinds) {
          rmSync(join(dirs[kind], "terraform.tfstate"), { force: true });
          writeFileSync(join(dirs[kind], "main.tf"), websites(kind, n, `r${i}`));
          if (i === 0) await terraformTimed(home, dirs[kind], INIT, { env: envFor(keys[i]) });
        }
        const applies = [
          ["ours", dirs.ours, envFor(keys[i])],
          ["gofloor", dirs.gofloor, {}],
          ["matched", dirs.matched, {}],
        ];
        for (const [kind, dir, e] of rotated(applies, i)) await run(kind, n, "apply", dir, APPLY, e);
      }
    }
  } finally {
    await emulator.close();
    if (!process.env.BENCH_KEEP) home.dispose();
    else log(`kept ${home.root}`);
  }
  return floorRows(results, want("floor-plan") ? planSizes : [], want("floor-apply"), home.matchedAdded);
}

export function websitesFromSeed(seeded) {
  let out = PROVIDER_BLOCK;
  seeded.forEach((w, i) => (out += `\nresource "phpanalytics_website" "w${i + 1}" {\n  domain = "${w.domain}"\n}\n`));
  return out;
}

/** A nodefloor build's configuration of the seeded websites (for the COMPARING_FLOORS). */
function seededWebsites(kind, seeded) {
  let out = nodefloorBlock(NODEFLOOR_SOURCE[kind]);
  seeded.forEach((w, i) => (out += `\nresource "nodefloor_website" "w${i + 1}" {\n  domain = "${w.domain}"\n}\n`));
  return out;
}
