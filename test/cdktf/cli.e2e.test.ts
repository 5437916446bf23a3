// `cdktf diff` and `cdktf deploy` (cdktf-cli 0.21) run offline against the emulator.
// cdktf runs `terraform init` itself and then, without a lock file, `terraform providers
// lock -platform=linux_amd64`, which asks registry.terraform.io and fails offline (it
// ignores the CLI config's filesystem_mirror): --skip-provider-lock prevents that.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { TerraformHome } from "../e2e/harness";
import { runCdktf, stripAnsi } from "./helpers";

const API_KEY = "cdktf-cli-key";
const PASSWORD = "deploy-pass-51c0";
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let out: string;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  out = join(home.root, "cdktf.out");
  env = home.env({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_shop_password: PASSWORD });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("cdktf diff and deploy, offline", () => {
  it("diff shows the websites to create", async () => {
    const diff = await runCdktf(["diff", "--output", out, "--skip-provider-lock", "--no-color"], env);
    const text = stripAnsi(diff.stdout + diff.stderr);
    expect(diff.code, text).toBe(0);
    expect(text).toContain("Plan: 4 to add, 0 to change, 0 to destroy");
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(API_KEY);
  });

  it("deploy --auto-approve creates them, and a second diff finds nothing to do", async () => {
    const deploy = await runCdktf(["deploy", "--auto-approve", "--output", out, "--skip-provider-lock", "--no-color"], env);
    const text = stripAnsi(deploy.stdout + deploy.stderr);
    expect(deploy.code, text).toBe(0);
    expect(text).toContain("Apply complete! Resources: 4 added, 0 changed, 0 destroyed");
    expect(text).not.toContain(PASSWORD);
    expect((await api.listAllWebsites()).websites).toHaveLength(4);

    const again = await runCdktf(["diff", "--output", out, "--skip-provider-lock", "--no-color", "--skip-synth"], env);
    const againText = stripAnsi(again.stdout + again.stderr);
    expect(again.code, againText).toBe(0);
    expect(againText).toContain("No changes.");
  });
});
