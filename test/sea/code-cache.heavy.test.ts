// The npm executable's V8 code cache (src/executable/embedded-module.ts) must never break the
// provider: a damaged file (bytes flipped, same length) is ignored and rewritten, and a
// cache directory that cannot be created is only slower. Terraform launches the provider. The
// launch that only gives the schema never loads the runtime (test/executable/schema-launch.e2e.test.ts),
// so the launches here validate.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRUNE_AFTER_MS } from "../../src/executable/code-cache-pruning";
import { openCache } from "../../src/executable/embedded-module";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "../e2e/harness";

let home: TerraformHome;
let ws: Workspace;
let cacheHome: string;
let validated: string;

const validate = (cache: string, workspace = ws) => workspace.expect(["validate", "-no-color"], 0, { XDG_CACHE_HOME: cache });

function cacheFiles(): string[] {
  const dir = join(cacheHome, "terraform-provider-phpanalytics");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".v8cache"))
    .map((f) => join(dir, f));
}

function flipBytes(bytes: Buffer, at: number, count: number): Buffer {
  const out = Buffer.from(bytes);
  for (let i = at; i < at + count; i++) out[i] = out[i]! ^ 0xff;
  return out;
}

beforeAll(async () => {
  delete process.env.PHPANALYTICS_TEST_PROVIDER;
  home = new TerraformHome();
  cacheHome = mkdtempSync(join(home.root, "cache-"));
  ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "w" {\n  domain = "example.com"\n}\n` });
  await ws.expect(["init", "-input=false"], 0);
  validated = (await validate(cacheHome)).stdout; // ValidateResourceConfig
});

afterAll(() => home?.dispose());

describe("the npm executable's code cache", () => {
  it("is written with a checksum after a launch", () => {
    const [file, ...others] = cacheFiles();
    expect(others).toEqual([]);
    expect(openCache(readFileSync(file!))?.data.length).toBeGreaterThan(1000);
  });

  it("is rewritten by a launch that does work its code has not done, and then no more", async () => {
    const [file] = cacheFiles();
    const before = openCache(readFileSync(file!))!;
    const withAccount = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\ndata "phpanalytics_account" "a" {}\n` });
    await withAccount.expect(["init", "-input=false"], 0);
    await validate(cacheHome, withAccount); // ValidateDataResourceConfig: code the first launch never ran
    const after = openCache(readFileSync(file!))!;
    expect(after.work & before.work).toBe(before.work);
    expect(after.work).not.toBe(before.work);
    expect(after.data.length).toBeGreaterThan(before.data.length);
    const bytes = readFileSync(file!);
    await validate(cacheHome, withAccount);
    await validate(cacheHome);
    expect(readFileSync(file!).equals(bytes)).toBe(true);
  });

  it("ignores and rewrites a file whose bytes were flipped", async () => {
    const [file] = cacheFiles();
    const good = readFileSync(file!);
    const corrupt = flipBytes(good, Math.floor(good.length / 2), 64);
    expect(corrupt.length).toBe(good.length);
    writeFileSync(file!, corrupt);
    expect(openCache(corrupt)).toBeUndefined();

    expect((await validate(cacheHome)).stdout).toBe(validated);
    const rewritten = readFileSync(file!);
    expect(rewritten.equals(corrupt)).toBe(false);
    expect(openCache(rewritten)).toBeDefined();
  });

  it("ignores a damaged file that lacks the checksum header", async () => {
    const [file] = cacheFiles();
    const data = openCache(readFileSync(file!))!.data;
    writeFileSync(file!, flipBytes(data, Math.floor(data.length / 3), 64));
    expect((await validate(cacheHome)).stdout).toBe(validated);
    expect(openCache(readFileSync(file!))).toBeDefined();
  });

  it("is written by a launch that then removes the caches no launch has used for 30 days", async () => {
    const dir = join(cacheHome, "terraform-provider-phpanalytics");
    const foreign = (name: string, age: number): string => {
      const path = join(dir, name);
      writeFileSync(path, "an earlier build's cache");
      const at = (Date.now() - age) / 1000;
      utimesSync(path, at, at);
      return path;
    };
    const old = foreign("0000000000000000-v20.0.0-x64.v8cache", PRUNE_AFTER_MS + 60_000);
    const recent = foreign("1111111111111111-v20.0.0-x64.v8cache", PRUNE_AFTER_MS - 60 * 60_000);
    try {
      const [file] = cacheFiles().filter((f) => f !== old && f !== recent);
      rmSync(file!); // so the next launch writes it again
      expect((await validate(cacheHome)).stdout).toBe(validated);
      expect(openCache(readFileSync(file!))).toBeDefined();
      expect(existsSync(old)).toBe(false);
      expect(existsSync(recent)).toBe(true);
    } finally {
      rmSync(old, { force: true });
      rmSync(recent, { force: true });
    }
  });

  it("is marked used by a launch that reads it, so that pruning keeps it", async () => {
    const [file] = cacheFiles();
    const longAgo = (Date.now() - PRUNE_AFTER_MS - 60_000) / 1000;
    utimesSync(file!, longAgo, longAgo);
    const bytes = readFileSync(file!);
    expect((await validate(cacheHome)).stdout).toBe(validated);
    expect(readFileSync(file!).equals(bytes)).toBe(true); // read, not written
    expect(Date.now() - statSync(file!).mtimeMs).toBeLessThan(PRUNE_AFTER_MS / 2);
  });

  it("does not matter when the cache directory cannot be created", async () => {
    const notADirectory = join(home.root, "a-file");
    writeFileSync(notADirectory, "");
    expect((await validate(notADirectory)).stdout).toBe(validated);
  });
});
