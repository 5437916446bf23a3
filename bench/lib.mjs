// Shared helpers of the benchmarks: the built emulator and installer from dist/, a
// Terraform home with a filesystem-mirror CLI config, terraform runs, medians and a
// sampler of the provider processes' peak memory. Plain ESM, no TypeScript.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const PROVIDER_BUNDLE = join(ROOT, "dist", "terraform-provider-phpanalytics.js");
export const TERRAFORM = process.env.TERRAFORM_BINARY ?? "terraform";
export const API_KEY = "bench-key";

const require = createRequire(import.meta.url);
export const MAGIC_COOKIE = loadBuilt("dist/tfplugin/transport/handshake.js").MAGIC_COOKIE_VALUE;

function built(file) {
  if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  return join(ROOT, file);
}

function loadBuilt(file) {
  return require(built(file));
}

export function loadDist() {
  built("dist/terraform-provider-phpanalytics.js");
  const emulator = loadBuilt("dist/emulator/index.js");
  const install = loadBuilt("dist/install/index.js");
  return { startEmulator: emulator.startEmulator, installProvider: install.installProvider, mirrorCliConfig: install.mirrorCliConfig };
}

/** phpanalytics_website's attributes as `terraform providers schema -json` gives them. */
export function websiteSchemaAttributes() {
  const { createProvider } = loadBuilt("dist/provider/index.js");
  const { schemaToJson } = loadBuilt("dist/tfplugin/framework/schema-json.js");
  return schemaToJson(createProvider("0.0.0").resources.phpanalytics_website.schema).block.attributes;
}

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** A temporary root with the provider installed in a filesystem mirror and a CLI config. */
export class TerraformHome {
  constructor() {
    const { installProvider, mirrorCliConfig } = loadDist();
    this.root = mkdtempSync(join(tmpdir(), "phpa-bench-"));
    this.pluginDir = join(this.root, "plugins");
    this.cliConfig = join(this.root, "terraform.rc");
    this.providerPath = installProvider(this.pluginDir);
    writeFileSync(this.cliConfig, mirrorCliConfig(this.pluginDir));
  }

  env(extra = {}) {
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith("TF_") || key.startsWith("PHPANALYTICS_")) delete env[key];
    return { ...env, TF_CLI_CONFIG_FILE: this.cliConfig, CHECKPOINT_DISABLE: "1", TF_IN_AUTOMATION: "1", NO_COLOR: "1", ...extra };
  }

  workspace(name, files) {
    const dir = join(this.root, name);
    mkdirSync(dir, { recursive: true });
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
    return dir;
  }

  dispose() {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * Runs terraform in `dir`; resolves with code, output, wall time (ms) and, when
 * `sampleMemory` is set, the peak VmHWM (kB) of the provider processes it started.
 */
export function terraform(home, dir, args, { env = {}, sampleMemory = false, timeoutMs = 15 * 60_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = nowMs();
    const child = spawn(TERRAFORM, [`-chdir=${dir}`, ...args], { cwd: dir, env: home.env(env), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c) => (stderr += c));
    const sampler = sampleMemory ? new ProviderMemorySampler(child.pid) : undefined;
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      const wallMs = nowMs() - started;
      clearTimeout(timer);
      sampler?.stop();
      resolvePromise({ code: code ?? -1, stdout, stderr, wallMs, peakKb: sampler?.peakKb ?? 0, providers: sampler?.pids.size ?? 0 });
    });
  });
}

export async function terraformOk(home, dir, args, options) {
  const result = await terraform(home, dir, args, options);
  if (result.code !== 0) {
    throw new Error(`terraform ${args.join(" ")} exited ${result.code}\n--- stdout\n${result.stdout.slice(-4000)}\n--- stderr\n${result.stderr.slice(-4000)}`);
  }
  return result;
}

/**
 * Polls /proc for children of one terraform process whose command line names the
 * provider, keeping the highest VmHWM seen (VmHWM only grows, so the last sample of each
 * process before it exits is its peak, give or take the polling interval).
 */
export class ProviderMemorySampler {
  constructor(parentPid, intervalMs = 25) {
    this.parentPid = parentPid;
    this.peakKb = 0;
    this.pids = new Set();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample() {
    let entries;
    try {
      entries = readdirSync("/proc");
    } catch {
      return;
    }
    for (const name of entries) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (ppid !== this.parentPid) continue;
        if (!readFileSync(`/proc/${name}/cmdline`, "utf8").includes("terraform-provider-phpanalytics")) continue;
        const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${name}/status`, "utf8"));
        if (!match) continue;
        this.pids.add(name);
        this.peakKb = Math.max(this.peakKb, Number(match[1]));
      } catch {
        // The process ended between listing and reading.
      }
    }
  }

  stop() {
    clearInterval(this.timer);
  }
}

/** A self-signed client certificate PEM like the one Terraform passes (made once, by openssl). */
export function clientCertPem(dir) {
  const key = join(dir, "client-key.pem");
  const cert = join(dir, "client-cert.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return readFileSync(cert, "utf8");
}

export const PROVIDER_BLOCK = `terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
}

provider "phpanalytics" {}
`;

/** Config managing the given websites (from the emulator store), with import blocks. */
export function websitesConfig(websites, { imports = true } = {}) {
  let out = PROVIDER_BLOCK;
  for (const w of websites) {
    out += `\nresource "phpanalytics_website" "w${w.id}" {\n  domain = "${w.domain}"\n}\n`;
    if (imports) out += `\nimport {\n  to = phpanalytics_website.w${w.id}\n  id = "${w.id}"\n}\n`;
  }
  return out;
}

export function createConfig(count, prefix) {
  let out = PROVIDER_BLOCK;
  for (let i = 1; i <= count; i++) out += `\nresource "phpanalytics_website" "c${i}" {\n  domain = "${prefix}-${i}.example.org"\n}\n`;
  return out;
}

export function terraformDataConfig(count) {
  let out = "";
  for (let i = 1; i <= count; i++) out += `resource "terraform_data" "d${i}" {\n  input = "site-${i}.example.com"\n}\n\n`;
  return out;
}

export function providerEnv(emulator) {
  return { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
}

export const PLAN = ["plan", "-input=false", "-lock=false", "-no-color", "-detailed-exitcode"];

export function fmtMs(ms) {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

export const fmtS = (s) => `${s.toFixed(2)} s`;
export const ratio = (a, b) => `${(a / b).toFixed(2)}x`;

/**
 * The median over rounds of `value` of `a`'s run over that of `b`'s run in the same round
 * (stats' `runs`, in round order; both kinds ran in every round). Interleaved rounds run each kind seconds apart, so a
 * ratio within a round cancels the load that this shared machine shifts from one minute to
 * the next, which a ratio of two medians, taken from different rounds, keeps.
 */
export function pairedRatio(a, b, value) {
  if (a.runs.length !== b.runs.length) throw new Error(`rounds do not pair: ${a.runs.length} runs against ${b.runs.length}`);
  return median(a.runs.map((run, i) => value(run) / value(b.runs[i])));
}

/**
 * `a` over `b` by both statistics: the rounds' ratios' median (pairedRatio) and the ratio of
 * the medians. A limit is met only when both are within it (`higher`), and a floor misses it
 * only when both are over it (`lower`), so that neither statistic alone decides a verdict.
 */
export function ratios(a, b, value) {
  const paired = pairedRatio(a, b, value);
  const ofMedians = value(a) / value(b);
  return { paired, ofMedians, higher: Math.max(paired, ofMedians), lower: Math.min(paired, ofMedians) };
}

/** How a row gives both statistics of a judged ratio. */
export const bothRatios = (r) => `medians' ratio ${r.ofMedians.toFixed(2)}x, rounds' ratios' median ${r.paired.toFixed(2)}x`;

/** Medians of a kind's runs (as bench/floor.mjs's runner records them): wall, CPU and each launch's provider CPU; `runs` in round order. */
export function stats(runs) {
  return {
    runs,
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuS: median(runs.map((r) => r.cpuS)),
    terraformS: median(runs.map((r) => r.terraformS)),
    providerS: median(runs.map((r) => r.providerS)),
    launches: runs[0].launches.map((_, i) => median(runs.map((r) => r.launches[i] ?? 0))),
    count: runs.length,
  };
}

/** The nodefloors that read every website in a plan, on the account ours plans against (bench/floor.mjs, runReadsFloor). */
export const READS_FLOORS = ["nodefloorreads", "nodefloorprotobuf", "nodefloorwork"];
