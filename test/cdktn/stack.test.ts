// The cdktn example stack (examples/cdktn) end to end: the real cdktn CLI on Node 22 and the
// real terraform against the emulator, offline: synth, deploy, a clean diff, drift made
// through the API and caught three ways, converge, destroy.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";
import { stripAnsi } from "../cdktf/helpers";
import { runCdktn, withNode22 } from "./helpers";

const API_KEY = "cdktn-stack-key";
const PASSWORD = "cdktn-shop-pass-4e1b";
const SLOW = 240_000;
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let out: string;
let stackDir: string;

// Offline: without --skip-provider-lock cdktn (like cdktf) runs `terraform providers lock`,
// which asks the registry even for a provider installed in a local mirror.
async function cdktn(args: string[]): Promise<string> {
  const result = await runCdktn([...args, "--output", out, "--skip-provider-lock", "--no-color"], env);
  const text = stripAnsi(result.stdout + result.stderr);
  expect(result.code, `cdktn ${args.join(" ")}\n${text}`).toBe(0);
  expectNoSecrets(text);
  return text;
}

function expectNoSecrets(text: string): void {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(API_KEY);
}

async function terraform(args: string[]): Promise<RunResult> {
  return run(TERRAFORM, [...args, "-no-color", "-input=false"], { cwd: stackDir, env: withNode22(env) });
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  out = join(home.root, "cdktf.out");
  stackDir = join(out, "stacks", "websites");
  env = home.env({
    PHPANALYTICS_BASE_URL: emulator.url,
    PHPANALYTICS_API_KEY: API_KEY,
    TF_VAR_shop_password: PASSWORD,
    // cdktn keeps its own files (telemetry ids, caches) there instead of ~/.cdktf.
    CDKTF_HOME: join(home.root, "cdktn-home"),
  });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("the cdktn example stack with the real cdktn CLI and terraform", () => {
  it("synthesizes through the package's ./cdktn entry, with no secret in the JSON", { timeout: SLOW }, async () => {
    await cdktn(["synth"]);
    const json = readFileSync(join(stackDir, "cdk.tf.json"), "utf8");
    expectNoSecrets(json);
    expect(json).not.toContain(emulator.url);
    const parsed = JSON.parse(json) as {
      "//": { metadata: { version: string } };
      terraform: { required_providers: Record<string, { source: string; version: string }> };
      provider: Record<string, unknown[]>;
      resource: { phpanalytics_website: Record<string, Record<string, unknown>> };
    };
    // Written by cdktn 0.24, not by cdktf 0.21.
    expect(parsed["//"].metadata.version).toMatch(/^0\.24\./);
    const version = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;
    expect(parsed.terraform.required_providers.phpanalytics).toEqual({ source: "phpanalytics/phpanalytics", version });
    expect(parsed.provider.phpanalytics).toEqual([{}]);
    expect(Object.keys(parsed.resource.phpanalytics_website).sort()).toEqual(["blog", "intranet", "shop"]);
    expect(parsed.resource.phpanalytics_website.shop).toMatchObject({ privacy: "password", password: "${var.shop_password}" });
  });

  it("deploys the websites, and a second diff finds nothing to do", { timeout: SLOW }, async () => {
    const deploy = await cdktn(["deploy", "--auto-approve", "--skip-synth"]);
    expect(deploy).toContain("Apply complete! Resources: 3 added, 0 changed, 0 destroyed");
    const sites = (await api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites;
    expect(sites.map((w) => w.domain)).toEqual(["blog.example.com", "intranet.example.com", "shop.example.com"]);
    expect(sites.find((w) => w.domain === "shop.example.com")).toMatchObject({ privacy: "password", hasPassword: true, emailReports: true });
    expect(sites.find((w) => w.domain === "blog.example.com")).toMatchObject({ excludeBots: true, favorite: true });

    const diff = await cdktn(["diff", "--skip-synth"]);
    expect(diff).toContain("No changes.");
  });

  it("catches a change made through the API: cdktn diff, terraform -refresh-only and phpanalytics drift", { timeout: SLOW }, async () => {
    const blog = (await api.findWebsiteByDomain("blog.example.com"))!;
    await api.updateWebsite(blog.id, { excludeBots: false });

    const diff = await cdktn(["diff", "--refresh-only", "--skip-synth"]);
    expect(diff).toContain("phpanalytics_website.blog (blog) has changed");
    expect(diff).toMatch(/exclude_bots\s+= true -> false/);

    const plan = await terraform(["plan", "-refresh-only", "-detailed-exitcode"]);
    expect(plan.code, plan.stdout + plan.stderr).toBe(2);
    expect(plan.stdout).toMatch(/exclude_bots\s+= true -> false/);

    // The phpanalytics CLI on the suite's Node, given cdktn's output folder as it is.
    const drift = await run(process.execPath, [builtCli(), "drift", "--json", "--stack", out], { cwd: home.root, env });
    expect(drift.code, drift.stderr).toBe(2);
    expectNoSecrets(drift.stdout + drift.stderr);
    const report = JSON.parse(drift.stdout) as { resources: { address: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[] };
    expect(report.resources.map((r) => r.address)).toEqual(["phpanalytics_website.blog"]);
    expect(report.resources[0]!.attributes).toContainEqual({ attribute: "exclude_bots", old: true, new: false, sensitive: false });
  });

  it("deploy converges the drift, and destroy removes every website", { timeout: SLOW }, async () => {
    const deploy = await cdktn(["deploy", "--auto-approve", "--skip-synth"]);
    expect(deploy).toContain("Apply complete! Resources: 0 added, 1 changed, 0 destroyed");
    expect((await api.findWebsiteByDomain("blog.example.com"))?.excludeBots).toBe(true);

    const destroy = await cdktn(["destroy", "--auto-approve", "--skip-synth"]);
    expect(destroy).toContain("Destroy complete! Resources: 3 destroyed");
    expect((await api.listAllWebsites()).websites).toEqual([]);
  });
});
