// The HCL example stack as a nightly drift job runs it: apply once, then a refresh-only
// plan with -detailed-exitcode must exit 0 while nothing changed (its outputs use the
// account's numeric attributes), and exit 2 once a website changes outside Terraform.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { TerraformHome, type Workspace } from "./harness";

const API_KEY = "example-stack-key";
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let home: TerraformHome;
let api: PhpAnalyticsClient;
let ws: Workspace;
let env: NodeJS.ProcessEnv;
/** Moves the emulator's clock ahead, so a change made now gets a later updated_at (its dates are whole seconds). */
let skewMs = 0;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true, now: () => Date.now() + skewMs });
  home = new TerraformHome();
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_shop_password: "example-pass" };
  const mainTf = readFileSync(join(__dirname, "../../examples/terraform/main.tf"), "utf8");
  ws = home.workspace({ "main.tf": mainTf });
  await ws.expect(["init", "-input=false"], 0, env);
  // one apply: the account is read after the websites are in place
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("the example stack under a nightly drift job", () => {
  it("exits 0 from a refresh-only plan while nothing changed, numeric outputs included", async () => {
    const outputs = JSON.parse((await ws.expect(["output", "-json"], 0, env)).stdout) as Record<string, { value: unknown }>;
    expect(outputs.websites_used?.value).toBe(4);
    expect(outputs.website_limit?.value).toBe(-1);
    const refresh = await ws.expect(["plan", "-input=false", "-refresh-only", "-detailed-exitcode"], 0, env);
    expect(refresh.stdout).toContain("No changes");
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("exits 0 after a change outside Terraform that was undone, which moved only the server's updated_at", async () => {
    const intranet = (await api.listAllWebsites({ search: "intranet.example.com" })).websites[0]!;
    skewMs += 5_000;
    await api.updateWebsite(intranet.id, { favorite: true });
    await api.updateWebsite(intranet.id, { favorite: false });
    expect((await api.getWebsite(intranet.id)).updatedAt).not.toBe(intranet.updatedAt);
    const refresh = await ws.expect(["plan", "-input=false", "-refresh-only", "-detailed-exitcode"], 0, env);
    expect(refresh.stdout).toContain("No changes");
    // the kept time is also what an apply that sends nothing (a respelled domain) returns
    const mainTf = readFileSync(join(__dirname, "../../examples/terraform/main.tf"), "utf8");
    const respelled = mainTf.replace('domain       = "intranet.example.com"', 'domain       = "www.intranet.example.com"');
    expect(respelled).not.toBe(mainTf);
    ws.write({ "main.tf": respelled });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("applies a saved plan as planned when a setting changed outside Terraform after planning", async () => {
    const mainTf = readFileSync(join(__dirname, "../../examples/terraform/main.tf"), "utf8");
    const respelled = mainTf.replace('domain       = "intranet.example.com"', 'domain       = "www.intranet.example.com"');
    const intranet = (await api.listAllWebsites({ search: "intranet.example.com" })).websites[0]!;
    // one plan that changes a setting, one that sends nothing (the domain spelled back)
    for (const config of [respelled.replace("exclude_bots = false", "exclude_bots = true"), mainTf.replace("exclude_bots = false", "exclude_bots = true")]) {
      ws.write({ "main.tf": config });
      await ws.expect(["plan", "-input=false", "-out=saved.tfplan"], 0, env);
      skewMs += 5_000;
      await api.updateWebsite(intranet.id, { favorite: true, emailReports: true });
      await ws.expect(["apply", "-input=false", "saved.tfplan"], 0, env);
      expect(await api.getWebsite(intranet.id)).toMatchObject({ favorite: false, emailReports: false });
    }
    expect((await api.getWebsite(intranet.id)).excludeBots).toBe(true);
    // the configuration says exclude_bots = false again
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("exits 2 once a website changed outside Terraform", async () => {
    const blog = (await api.listAllWebsites({ search: "blog.example.com" })).websites[0]!;
    await api.updateWebsite(blog.id, { privacy: "private" });
    const refresh = await ws.expect(["plan", "-input=false", "-refresh-only", "-detailed-exitcode"], 2, env);
    expect(refresh.stdout).toContain("phpanalytics_website.blog");
  });
});
