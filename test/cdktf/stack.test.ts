// The example stack, synthesized by the real cdktf CLI, through the real terraform against
// the emulator: apply, a clean second plan, drift found by `phpanalytics drift`, converge,
// destroy.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { bundleCli, runCdktf, runCli } from "./helpers";

const API_KEY = "cdktf-stack-key";
const PASSWORD = "shop-pass-7f3a9c";
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let cli: string;
let env: NodeJS.ProcessEnv;
let stackDir: string;
let legacyId: number;

async function tf(args: string[], expected = 0): Promise<RunResult> {
  const [command, ...rest] = args;
  const flags = command === "output" ? ["-no-color"] : ["-no-color", "-input=false"];
  const result = await run(TERRAFORM, [command!, ...flags, ...rest], { cwd: stackDir, env });
  if (result.code !== expected) throw new Error(`terraform ${args.join(" ")} exited ${result.code}, expected ${expected}\n${result.stdout}\n${result.stderr}`);
  return result;
}

function expectNoSecrets(text: string): void {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(API_KEY);
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  cli = await bundleCli();
  legacyId = (await api.createWebsite({ domain: "legacy.example.com", excludeBots: true })).id;
  env = home.env({
    PHPANALYTICS_BASE_URL: emulator.url,
    PHPANALYTICS_API_KEY: API_KEY,
    TF_VAR_shop_password: PASSWORD,
    PHPANALYTICS_ADOPT_DOMAIN: "legacy.example.com",
    PHPANALYTICS_ADOPT_ID: String(legacyId),
  });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("the CDKTF example stack with the real cdktf and terraform", () => {
  it("synthesizes with `cdktf synth` and cdktf.json, with no secret in the JSON", async () => {
    const out = join(home.root, "cdktf.out");
    const synth = await runCdktf(["synth", "--output", out], env);
    expect(synth.code, synth.stdout + synth.stderr).toBe(0);
    stackDir = join(out, "stacks", "websites");
    const json = readFileSync(join(stackDir, "cdk.tf.json"), "utf8");
    expectNoSecrets(json);
    expect(json).not.toContain(emulator.url);
    const parsed = JSON.parse(json) as {
      provider: Record<string, unknown[]>;
      import: { to: string; id: string }[];
      resource: { phpanalytics_website: Record<string, Record<string, unknown>> };
      variable: Record<string, { sensitive?: boolean }>;
      output: Record<string, unknown>;
    };
    expect(parsed.provider.phpanalytics).toEqual([{}]);
    expect(parsed.import).toEqual([{ to: "phpanalytics_website.legacy", id: String(legacyId) }]);
    expect(Object.keys(parsed.resource.phpanalytics_website).sort()).toEqual(["blog", "intranet", "legacy", "marketing", "shop"]);
    expect(parsed.resource.phpanalytics_website.shop).toMatchObject({ privacy: "password", password: "${var.shop_password}" });
    expect(parsed.variable.shop_password?.sensitive).toBe(true);
    expect(Object.keys(parsed.output).sort()).toEqual(["favourite_domains", "plan_name", "website_limit", "websites_used"]);
  });

  it("applies (adopting the existing website), then plans no changes", async () => {
    await tf(["init"]);
    const apply = await tf(["apply", "-auto-approve"]);
    expect(apply.stdout).toContain("Resources: 1 imported, 4 added, 0 changed, 0 destroyed");
    expectNoSecrets(apply.stdout + apply.stderr);
    const outputs = JSON.parse((await tf(["output", "-json"])).stdout) as Record<string, { value: unknown }>;
    expect(outputs.plan_name?.value).toBe("Default");
    expect(outputs.website_limit?.value).toBe(-1);
    expect(outputs.websites_used?.value).toBe(5);
    expect(outputs.favourite_domains?.value).toEqual(["example.com", "shop.example.com"]);
    await tf(["plan", "-detailed-exitcode"], 0);

    const sites = (await api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites;
    expect(sites.map((w) => w.domain)).toEqual(["blog.example.com", "example.com", "intranet.example.com", "legacy.example.com", "shop.example.com"]);
    expect(sites.find((w) => w.domain === "shop.example.com")).toMatchObject({ privacy: "password", hasPassword: true, emailReports: true, favorite: true });
    expect(sites.find((w) => w.domain === "legacy.example.com")?.id).toBe(legacyId);
  });

  it("reports drift made through the API: exit 2, naming the website and the attribute", async () => {
    const drift0 = await runCli(cli, ["drift", "--stack", stackDir], stackDir, env);
    expect(drift0.code, drift0.stderr).toBe(0);
    expect(drift0.stdout).toContain("No drift");

    const blog = (await api.findWebsiteByDomain("blog.example.com"))!;
    await api.updateWebsite(blog.id, { excludeBots: false, excludeIps: ["198.51.100.1"] });
    const drift = await runCli(cli, ["drift", "--stack", stackDir], stackDir, env);
    expect(drift.code, drift.stderr).toBe(2);
    expect(drift.stdout).toMatch(/phpanalytics_website\.blog\s+blog\.example\.com\s+exclude_bots\s+true -> false/);
    expect(drift.stdout).toMatch(/exclude_ips\s+\["203\.0\.113\.7","10\.0\.0\.0\/8"\] -> \["198\.51\.100\.1"\]/);
    expect(drift.stdout).not.toContain("updated_at");
    expectNoSecrets(drift.stdout + drift.stderr);

    const json = await runCli(cli, ["drift", "--json", "--stack", join(stackDir, "../..")], stackDir, env);
    expect(json.code).toBe(2);
    expectNoSecrets(json.stdout + json.stderr);
    const report = JSON.parse(json.stdout) as { drifted: boolean; resources: { address: string; domain: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[] };
    expect(report.drifted).toBe(true);
    expect(report.resources).toHaveLength(1);
    expect(report.resources[0]).toMatchObject({ address: "phpanalytics_website.blog", domain: "blog.example.com" });
    expect(report.resources[0]!.attributes).toContainEqual({ attribute: "exclude_bots", old: true, new: false, sensitive: false });
  });

  it("masks sensitive values and reports a website deleted outside Terraform", async () => {
    const shop = (await api.findWebsiteByDomain("shop.example.com"))!;
    // The API cannot clear a password; an administrator in the web interface can.
    emulator.store.update(API_KEY, shop.id, { password: null });
    const intranet = (await api.findWebsiteByDomain("intranet.example.com"))!;
    await api.deleteWebsite(intranet.id);
    const json = await runCli(cli, ["drift", "--json", "--stack", stackDir], stackDir, env);
    expect(json.code, json.stderr).toBe(2);
    expectNoSecrets(json.stdout + json.stderr);
    const report = JSON.parse(json.stdout) as { resources: { address: string; action: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[] };
    const byAddress = new Map(report.resources.map((r) => [r.address, r]));
    expect(byAddress.get("phpanalytics_website.intranet")?.action).toBe("delete");
    // the removed password shows as unset, the one before it as masked
    const password = byAddress.get("phpanalytics_website.shop")?.attributes.find((a) => a.attribute === "password");
    expect(password && [password.old, password.new]).toEqual(["(sensitive)", null]);
    const table = await runCli(cli, ["drift", "--stack", stackDir], stackDir, env);
    expect(table.stdout).toContain("deleted outside Terraform");
    expectNoSecrets(table.stdout + table.stderr);
  });

  it("converges with a new apply, after which drift exits 0; destroy removes everything", async () => {
    await tf(["apply", "-auto-approve"]);
    const drift = await runCli(cli, ["drift", "--stack", stackDir], stackDir, env);
    expect(drift.code, drift.stdout + drift.stderr).toBe(0);
    await tf(["plan", "-detailed-exitcode"], 0);
    // the adopted website is protected: a destroy is refused until that is set to false and applied
    const refused = await tf(["destroy", "-auto-approve"], 1);
    expect(refused.stderr).toContain("Website protected from deletion");
    expect((await api.listAllWebsites()).websites).toHaveLength(5);
    const stack = join(stackDir, "cdk.tf.json");
    writeFileSync(stack, readFileSync(stack, "utf8").replace('"deletion_protection": true', '"deletion_protection": false'));
    await tf(["apply", "-auto-approve"]);
    await tf(["destroy", "-auto-approve"]);
    expect((await api.listAllWebsites()).websites).toEqual([]);
  });

  it("exits 1 with a clear message when there is no stack", async () => {
    const result = await runCli(cli, ["drift", "--stack", join(home.root, "missing")], home.root, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is not a directory");
  });
});
