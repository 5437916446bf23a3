// The provider's acceptance path with the real terraform against the emulator:
// create -> no-op plan -> update -> replace -> drift -> import -> destroy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

const API_KEY = "e2e-key";
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let home: TerraformHome;
let api: PhpAnalyticsClient;
let ws: Workspace;
let env: NodeJS.ProcessEnv;

const websites = (blog: { domain: string; excludeBots?: boolean }) => `${PROVIDER_BLOCK}
variable "shop_password" {
  type      = string
  sensitive = true
}

resource "phpanalytics_website" "blog" {
  domain         = "${blog.domain}"
  exclude_bots   = ${blog.excludeBots ?? true}
  exclude_ips    = ["203.0.113.7", "10.0.0.0/8"]
  exclude_params = ["utm_source", "fbclid"]
}

resource "phpanalytics_website" "shop" {
  domain        = "shop.example.org"
  privacy       = "password"
  password      = var.shop_password
  email_reports = true
  favorite      = true
}
`;

async function serverWebsites() {
  return (await api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites;
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_shop_password: "s3cret-pass" };
  ws = home.workspace({ "main.tf": websites({ domain: "blog.example.com" }) });
  await ws.expect(["init", "-input=false"], 0, env);
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("phpanalytics_website with the real terraform", () => {
  it("creates websites with every setting and then plans no changes", async () => {
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("2 to add, 0 to change, 0 to destroy");
    expect(plan.stdout).not.toContain("s3cret-pass");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);

    const [blog, shop] = await serverWebsites();
    expect(blog).toMatchObject({
      domain: "blog.example.com",
      privacy: "public",
      excludeBots: true,
      excludeIps: ["203.0.113.7", "10.0.0.0/8"],
      favorite: false,
    });
    expect(shop).toMatchObject({ domain: "shop.example.org", privacy: "password", hasPassword: true, emailReports: true, favorite: true });
  });

  it("updates in place, sending only the changed setting", async () => {
    ws.write({ "main.tf": websites({ domain: "blog.example.com", excludeBots: false }) });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("will be updated in-place");
    expect(plan.stdout).toMatch(/~ exclude_bots\s+= true -> false/);
    expect(plan.stdout).toContain("0 to add, 1 to change, 0 to destroy");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    const [blog] = await serverWebsites();
    expect(blog.excludeBots).toBe(false);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("keeps a domain written in another spelling without a perpetual diff", async () => {
    ws.write({ "main.tf": websites({ domain: "https://WWW.Blog.Example.com", excludeBots: false }) });
    const plan = await ws.expect(["plan", "-input=false"], 0, env);
    expect(plan.stdout).not.toContain("must be replaced");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
    expect((await serverWebsites()).map((w) => w.domain)).toEqual(["blog.example.com", "shop.example.org"]);
  });

  it("replaces the website when the domain changes", async () => {
    const before = (await serverWebsites())[0]!;
    ws.write({ "main.tf": websites({ domain: "news.example.com", excludeBots: false }) });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("must be replaced");
    expect(plan.stdout).toContain("# forces replacement");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    const domains = (await serverWebsites()).map((w) => w.domain);
    expect(domains).toEqual(["news.example.com", "shop.example.org"]);
    await expect(api.getWebsite(before.id)).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("shows a change made through the API in the next plan, naming the attribute", async () => {
    const shop = (await serverWebsites()).find((w) => w.domain === "shop.example.org")!;
    await api.updateWebsite(shop.id, { emailReports: false });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toMatch(/~ email_reports\s+= false -> true/);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    expect((await api.getWebsite(shop.id)).emailReports).toBe(true);
  });

  it("plans a password removed outside Terraform as an update", async () => {
    const shop = (await serverWebsites()).find((w) => w.domain === "shop.example.org")!;
    // The API cannot clear a password, but an administrator in the web interface can.
    emulator.store.update(API_KEY, shop.id, { password: null });
    expect((await api.getWebsite(shop.id)).hasPassword).toBe(false);
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("phpanalytics_website.shop will be updated in-place");
    expect(plan.stdout).not.toContain("s3cret-pass");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    expect((await api.getWebsite(shop.id)).hasPassword).toBe(true);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("plans a website deleted through the API for creation", async () => {
    const news = (await serverWebsites()).find((w) => w.domain === "news.example.com")!;
    await api.deleteWebsite(news.id);
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("phpanalytics_website.blog will be created");
    expect(plan.stdout + plan.stderr).toContain("Website news.example.com deleted outside Terraform");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("answers an update of a website deleted after the plan like a 404", async () => {
    ws.write({ "main.tf": websites({ domain: "news.example.com", excludeBots: true }) });
    await ws.expect(["plan", "-input=false", "-out=update.plan"], 0, env);
    const news = (await serverWebsites()).find((w) => w.domain === "news.example.com")!;
    await api.deleteWebsite(news.id);
    const apply = await ws.expect(["apply", "-input=false", "update.plan"], 1, env);
    expect(apply.stderr).toContain("Website not found");
    expect(apply.stderr).toContain("deleted outside Terraform");
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("phpanalytics_website.blog will be created");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    ws.write({ "main.tf": websites({ domain: "news.example.com", excludeBots: false }) });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
  });

  it("imports existing websites by id and by domain with import blocks", async () => {
    const byId = await api.createWebsite({ domain: "legacy-one.example.net", excludeIps: ["198.51.100.1"] });
    await api.createWebsite({ domain: "legacy-two.example.net", privacy: "private" });
    const imports = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
import {
  to = phpanalytics_website.one
  id = "${byId.id}"
}
import {
  to = phpanalytics_website.two
  id = "WWW.Legacy-Two.example.net"
}
resource "phpanalytics_website" "one" {
  domain              = "legacy-one.example.net"
  exclude_ips         = ["198.51.100.1"]
  deletion_protection = true
}
resource "phpanalytics_website" "two" {
  domain              = "legacy-two.example.net"
  privacy             = "private"
  deletion_protection = true
}
`,
    });
    await imports.expect(["init", "-input=false"], 0, env);
    const plan = await imports.expect(["plan", "-input=false"], 0, env);
    expect(plan.stdout).toContain("2 to import, 0 to add, 0 to change, 0 to destroy");
    await imports.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await imports.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("imports with terraform import by domain", async () => {
    await api.createWebsite({ domain: "cli-import.example.net" });
    const imports = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
resource "phpanalytics_website" "cli" {
  domain              = "cli-import.example.net"
  deletion_protection = true
}
`,
    });
    await imports.expect(["init", "-input=false"], 0, env);
    const result = await imports.expect(["import", "-input=false", "phpanalytics_website.cli", "cli-import.example.net"], 0, env);
    expect(result.stdout).toContain("Import successful");
    await imports.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });

  it("generates configuration for an import that plans no changes", async () => {
    const existing = await api.createWebsite({ domain: "generated.example.net", excludeBots: false, excludeIps: ["192.0.2.0/24"], emailReports: true });
    const generated = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
import {
  to = phpanalytics_website.generated
  id = "${existing.id}"
}
`,
    });
    await generated.expect(["init", "-input=false"], 0, env);
    await generated.expect(["plan", "-input=false", "-generate-config-out=generated.tf"], 0, env);
    const plan = await generated.expect(["plan", "-input=false"], 0, env);
    expect(plan.stdout).toContain("1 to import, 0 to add, 0 to change, 0 to destroy");
  });

  it("explains a domain that is already taken and how to adopt it", async () => {
    await api.createWebsite({ domain: "taken.example.net" });
    const taken = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "taken" {\n  domain = "www.taken.example.net"\n}\n` });
    await taken.expect(["init", "-input=false"], 0, env);
    const apply = await taken.expect(["apply", "-input=false", "-auto-approve"], 1, env);
    const message = apply.stderr.replace(/\s+/g, " "); // terraform wraps long lines
    // the account's own website is found while planning, before anything is sent
    expect(message).toContain("Website already exists");
    expect(message).toContain('already has a website with the domain "taken.example.net"');
    expect(message).toMatch(/terraform import 'ADDRESS' \d+/);
    const state = await taken.terraform(["state", "list"], env);
    expect(state.stdout.trim()).toBe("");
  });

  it("reports the schema that the provider declares", async () => {
    const { stdout } = await ws.expect(["providers", "schema", "-json"], 0, env);
    const { providerSchemasJson } = await import("../../src/tfplugin/framework/schema-json");
    const { createProvider, PROVIDER_ADDRESS } = await import("../../src/provider");
    const declared = providerSchemasJson(PROVIDER_ADDRESS, createProvider("0.0.0"));
    const reported = JSON.parse(stdout);
    expect(reported.provider_schemas[PROVIDER_ADDRESS]).toEqual(declared.provider_schemas[PROVIDER_ADDRESS]);
  });

  it("destroys everything it manages", async () => {
    await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env);
    const remaining = (await serverWebsites()).map((w) => w.domain);
    expect(remaining).not.toContain("news.example.com");
    expect(remaining).not.toContain("shop.example.org");
  });
});
