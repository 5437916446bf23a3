// `phpanalytics demo` against a server of one's own (PHPANALYTICS_BASE_URL set): read-only
// first, on a stack never applied, then with --apply; drift detection runs after the apply.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run } from "../e2e/harness";
import { builtCli } from "../support/cli";

const API_KEY = "demo-remote-key";
let emulator: EmulatorHandle;
let cwd: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  cwd = mkdtempSync(join(tmpdir(), "phpa-demo-remote-"));
  env = { ...process.env, PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_shop_password: "demo-remote-pass", CHECKPOINT_DISABLE: "1" };
});

afterAll(async () => {
  await emulator?.close();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

describe("phpanalytics demo against a server of one's own", () => {
  it("read-only on a stack never applied: plans, skips drift detection, changes nothing", async () => {
    const result = await run(process.execPath, [builtCli(), "demo"], { cwd, env });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain("drift detection: skipped");
    expect(result.stdout).toContain("nothing applied");
    expect(emulator.store.list(API_KEY)).toHaveLength(0);
  }, 120_000);

  it("with --apply: applies, plans no changes, and finds no drift", async () => {
    const result = await run(process.execPath, [builtCli(), "demo", "--apply"], { cwd, env });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/terraform apply: [^\n]*\n[^\n]*terraform plan: no changes[^\n]*\n[^\n]*drift detection: none/i);
    expect(emulator.store.list(API_KEY).length).toBeGreaterThan(0);
  }, 180_000);
});
