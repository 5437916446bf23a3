// A long wait for the server's rate-limit window is shown at Terraform's default log level
// (issue 9.5): as a warning in the command's output, not only in a TF_LOG trace.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome } from "./harness";

const KEY = "rate-limit-notice-key";
let home: TerraformHome;
let dataDir: string;

beforeAll(() => {
  home = new TerraformHome();
  dataDir = mkdtempSync(join(tmpdir(), "phpa-wait-"));
});
afterAll(() => {
  home?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

// Pacing off, so the provider meets the server's limit as 429 answers and waits out the
// Retry-After of the window (with pacing on it would wait the same way before sending).
const config =
  PROVIDER_BLOCK.replace('provider "phpanalytics" {}', 'provider "phpanalytics" {\n  requests_per_minute = 0\n}') +
  ["a", "b", "c"].map((n) => `\nresource "phpanalytics_website" "${n}" {\n  domain = "${n}.wait.example.com"\n}\n`).join("");

describe("waiting for the rate limit", () => {
  it("tells the user at the default log level when a command waited for the next window", async () => {
    const dataFile = join(dataDir, "store.json");
    const ws = home.workspace({ "main.tf": config });
    // the websites are made without a limit, then the same data is served with a small one
    const open = await startEmulator({ apiKeys: [KEY], rateLimit: 0, dataFile, quiet: true });
    const openEnv = { PHPANALYTICS_BASE_URL: open.url, PHPANALYTICS_API_KEY: KEY };
    await ws.expect(["init", "-input=false"], 0, openEnv);
    const quiet = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, openEnv);
    expect(quiet.stdout + quiet.stderr).not.toContain("rate limit");
    // the destroy is planned without a limit too: its plan reads each website's statistics
    await ws.expect(["plan", "-destroy", "-input=false", "-out=destroy.tfplan"], 0, openEnv);
    await open.close();

    // 2 requests per 7 s window for the saved plan's apply, whose every request comes from one
    // provider process: its three deletes cannot all go in one window, so the third waits out
    // nearly the whole window, over the notice's threshold (5 s) with seconds to spare.
    const limited = await startEmulator({ apiKeys: [KEY], rateLimit: 2, rateLimitWindowMs: 7_000, dataFile, quiet: true });
    try {
      const env = { PHPANALYTICS_BASE_URL: limited.url, PHPANALYTICS_API_KEY: KEY };
      const destroy = await ws.expect(["apply", "-input=false", "destroy.tfplan"], 0, env);
      const output = (destroy.stdout + destroy.stderr).replace(/\s+/g, " ");
      expect(output).toContain("Warning: Waited for the API rate limit");
      expect(output).toMatch(/waited for its next turn (once|\d+ times), up to \d+ s/);
      expect(limited.store.list(KEY)).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it("tells it at plan too, when the plan's own checks of new websites waited", async () => {
    // 1 request per 7 s window: the checks of new websites read the account and list its
    // websites, one right after the other, which cannot both go in one window
    const limited = await startEmulator({ apiKeys: [KEY], rateLimit: 1, rateLimitWindowMs: 7_000, quiet: true });
    try {
      const env = { PHPANALYTICS_BASE_URL: limited.url, PHPANALYTICS_API_KEY: KEY };
      const ws = home.workspace({ "main.tf": config.replace(/\.wait\./g, ".plan-wait.") });
      await ws.expect(["init", "-input=false"], 0, env);
      const plan = await ws.expect(["plan", "-input=false"], 0, env);
      const output = (plan.stdout + plan.stderr).replace(/\s+/g, " ");
      expect(output).toContain("Warning: Waited for the API rate limit");
      expect(output).toContain("The server limits how many API requests");
      expect(output).toContain("Plan: 3 to add");
    } finally {
      await limited.close();
    }
  });
});
