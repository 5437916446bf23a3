// `phpanalytics release --out DIR` served over HTTPS as a provider network mirror: terraform
// installs the standalone provider from it and runs init, apply and plan with a PATH that
// holds no node; the lock file records the published h1: hash, and an init in a clean directory
// (fresh plugin cache, no .terraform) verifies them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, run } from "../e2e/harness";
import { nodeOnPath, terraformOnlyPath } from "../sea/no-node-path";
import { requireSeaExecutable } from "../sea/sea-executable";
import { makeThrowawayCa, serveDirectory, type StaticHttpsServer } from "./https-mirror";

const ROOT = join(__dirname, "..", "..");
const API_KEY = "mirror-key";
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const MIRROR_DIR = join("registry.terraform.io", "phpanalytics", "phpanalytics");
const ZIP = `terraform-provider-phpanalytics_${VERSION}_linux_amd64.zip`;

let tmp: string;
let releaseDir: string;
let mirror: StaticHttpsServer;
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let baseEnv: NodeJS.ProcessEnv;
let published: { h1: string; zh: string };

const MAIN_TF = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "site" {
  domain       = "mirror.example.com"
  exclude_bots = true
}
`;

function workspace(name: string, files: Record<string, string>): string {
  const dir = join(tmp, name);
  mkdirSync(dir);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

async function terraform(dir: string, args: string[], expected: number, env: NodeJS.ProcessEnv = {}) {
  const result = await run("terraform", [`-chdir=${dir}`, args[0]!, "-no-color", ...args.slice(1)], { cwd: dir, env: { ...baseEnv, ...env } });
  if (result.code !== expected) {
    throw new Error(`terraform ${args.join(" ")} exited ${result.code} (expected ${expected})\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  }
  return result;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "phpa-mirror-"));
  releaseDir = join(tmp, "release");
  // The release as users make it: the built CLI, run by the node that runs the tests.
  const release = await run(
    process.execPath,
    [join(ROOT, "dist", "cli", "phpanalytics.js"), "release", "--out", releaseDir, "--binary", requireSeaExecutable()],
    {
      cwd: tmp,
      env: process.env,
    },
  );
  if (release.code !== 0) throw new Error(`phpanalytics release failed:\n${release.stderr}`);
  const versionJson = JSON.parse(readFileSync(join(releaseDir, MIRROR_DIR, `${VERSION}.json`), "utf8"));
  const [h1, zh] = versionJson.archives.linux_amd64.hashes as string[];
  published = { h1: h1!, zh: zh! };

  const ca = makeThrowawayCa(tmp);
  mirror = await serveDirectory(releaseDir, ca);
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  const cliConfig = join(tmp, "terraform.rc");
  writeFileSync(cliConfig, `provider_installation {\n  network_mirror {\n    url = "${mirror.url}"\n  }\n}\n`);
  const env: NodeJS.ProcessEnv = {};
  for (const key of ["HOME", "TMPDIR", "LANG"]) if (process.env[key]) env[key] = process.env[key];
  baseEnv = {
    ...env,
    PATH: terraformOnlyPath(tmp),
    SSL_CERT_FILE: ca.caFile,
    TF_CLI_CONFIG_FILE: cliConfig,
    CHECKPOINT_DISABLE: "1",
    TF_IN_AUTOMATION: "1",
    PHPANALYTICS_BASE_URL: emulator.url,
    PHPANALYTICS_API_KEY: API_KEY,
  };
}, 600_000);

afterAll(async () => {
  await mirror?.close();
  await emulator?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the release served as a provider network mirror", () => {
  it("writes the zip, SHA256SUMS, index.json and VERSION.json", () => {
    const dir = join(releaseDir, MIRROR_DIR);
    expect(JSON.parse(readFileSync(join(dir, "index.json"), "utf8"))).toEqual({ versions: { [VERSION]: {} } });
    expect(readFileSync(join(dir, `terraform-provider-phpanalytics_${VERSION}_SHA256SUMS`), "utf8")).toBe(`${published.zh.slice(3)}  ${ZIP}\n`);
    expect(published.h1).toMatch(/^h1:[A-Za-z0-9+/]{43}=$/);
  });

  it("installs from the mirror and runs apply and plan with no node on PATH", async () => {
    expect(nodeOnPath(baseEnv.PATH!)).toBeUndefined();
    const dir = workspace("first", { "main.tf": MAIN_TF });
    const init = await terraform(dir, ["init", "-input=false"], 0, { TF_PLUGIN_CACHE_DIR: mkdtempSync(join(tmp, "cache-")) });
    expect(init.stdout).toContain(`Installed phpanalytics/phpanalytics v${VERSION}`);
    expect(mirror.requests).toContain(`/${MIRROR_DIR}/${ZIP}`);
    await terraform(dir, ["apply", "-input=false", "-auto-approve"], 0);
    expect(emulator.store.domainTaken("mirror.example.com")).toBe(true);
    await terraform(dir, ["plan", "-input=false", "-detailed-exitcode"], 0);

    const lock = readFileSync(join(dir, ".terraform.lock.hcl"), "utf8");
    expect(lock).toContain(`"${published.h1}"`);
    // Terraform records the hash it computes itself (h1:, over the unpacked package); it must
    // be the one the mirror published. The mirror's zh: is checked at download, not recorded.
    expect(lock).toMatch(new RegExp(`hashes = \\[\\s*"${published.h1.replace(/[+/=]/g, "\\$&")}",\\s*\\]`));
    writeFileSync(join(tmp, "lock.hcl"), lock);
  });

  it("verifies the locked hashes on an init in a clean directory", async () => {
    const lock = readFileSync(join(tmp, "lock.hcl"), "utf8");
    const downloads = mirror.requests.filter((p) => p.endsWith(ZIP)).length;
    // Another website, so that the plan of this stateless directory is a plain create.
    const clean = workspace("clean", { "main.tf": MAIN_TF.replace("mirror.example.com", "mirror-clean.example.com"), ".terraform.lock.hcl": lock });
    await terraform(clean, ["init", "-input=false"], 0, { TF_PLUGIN_CACHE_DIR: mkdtempSync(join(tmp, "cache-")) });
    expect(mirror.requests.filter((p) => p.endsWith(ZIP)).length).toBeGreaterThan(downloads);
    expect(readFileSync(join(clean, ".terraform.lock.hcl"), "utf8")).toBe(lock);
    await terraform(clean, ["plan", "-input=false", "-detailed-exitcode"], 2);

    // The same check fails when the lock file holds other hashes: they are really compared.
    const otherHash = (hash: string) => hash.replace(/.(?=["=]?$)/, (c) => (c === "A" ? "B" : "A"));
    const tampered = lock.replace(published.h1, otherHash(published.h1)).replace(published.zh, otherHash(published.zh));
    const mismatch = workspace("mismatch", { "main.tf": MAIN_TF, ".terraform.lock.hcl": tampered });
    const failed = await terraform(mismatch, ["init", "-input=false"], 1, { TF_PLUGIN_CACHE_DIR: mkdtempSync(join(tmp, "cache-")) });
    expect(failed.stderr.replace(/\s+/g, " ")).toContain("checksum");
  });
});
