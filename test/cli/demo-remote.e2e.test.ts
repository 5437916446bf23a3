// `phpanalytics demo --base-url URL --api-key-env NAME`, against a server of one's own:
// read-only first, on a stack never applied, then with --apply; drift detection runs after
// the apply. PHPANALYTICS_* variables name a trap server: the flags alone choose the server.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run } from "../e2e/harness";
import { builtCli } from "../support/cli";

const API_KEY = "demo-remote-key";
let emulator: EmulatorHandle;
let trap: Server;
const trapRequests: string[] = [];
let cwd: string;
let temp: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  trap = createServer((req, res) => {
    trapRequests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  cwd = mkdtempSync(join(tmpdir(), "phpa-demo-remote-"));
  temp = mkdtempSync(join(cwd, "tmp-"));
  env = {
    ...process.env,
    TMPDIR: temp,
    DEMO_SERVER_KEY: API_KEY,
    PHPANALYTICS_BASE_URL: `http://127.0.0.1:${(trap.address() as AddressInfo).port}`,
    PHPANALYTICS_API_KEY: "trap-key",
    TF_VAR_shop_password: "demo-remote-pass",
    CHECKPOINT_DISABLE: "1",
  };
});

afterAll(async () => {
  await emulator?.close();
  await new Promise<void>((resolve) => (trap ? trap.close(() => resolve()) : resolve()));
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

const demo = (args: string[]) =>
  run(process.execPath, [builtCli(), "demo", "--base-url", emulator.url, "--api-key-env", "DEMO_SERVER_KEY", ...args], { cwd, env });

describe("phpanalytics demo against a server of one's own", () => {
  it("read-only on a stack never applied: plans, skips drift detection, changes nothing, removes its directory", async () => {
    const result = await demo([]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain(`against ${emulator.url} (read-only`);
    expect(result.stdout).toContain("drift detection: skipped");
    expect(result.stdout).toContain("nothing applied");
    expect(result.stdout).toContain("ignoring PHPANALYTICS_API_KEY, PHPANALYTICS_BASE_URL");
    expect(emulator.store.list(API_KEY)).toHaveLength(0);
    expect(trapRequests).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
    expect(existsSync(join(cwd, "cdktf.out"))).toBe(false);
  }, 120_000);

  it("refuses --apply without --out or --keep, as the state would be removed", async () => {
    const result = await demo(["--apply"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--apply needs --out DIR or --keep");
    expect(emulator.store.list(API_KEY)).toHaveLength(0);
  });

  it("with --apply --out DIR: applies, plans no changes, finds no drift, and leaves the stack in DIR", async () => {
    const out = join(cwd, "demo-out");
    const result = await demo(["--apply", "--out", out]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/terraform apply: [^\n]*\n[^\n]*terraform plan: no changes[^\n]*\n[^\n]*drift detection: none/i);
    expect(result.stdout).toContain(`the stack and its state stay in ${out}`);
    expect(existsSync(join(out, "stacks", "websites", "terraform.websites.tfstate"))).toBe(true);
    expect(emulator.store.list(API_KEY).length).toBeGreaterThan(0);
    expect(trapRequests).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
  }, 180_000);
});
