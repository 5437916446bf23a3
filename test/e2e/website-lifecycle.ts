// The lifecycle of phpanalytics_website under the real terraform against the emulator, one
// test a step: create -> no-op plan -> update -> import -> schema -> destroy. Two files run it:
// test/e2e/website.e2e.test.ts with the npm build, adding its other cases between the steps,
// and test/sea/website.heavy.test.ts with the standalone executable, the steps alone. The two
// builds share the handlers and differ in how the provider starts (the startup snapshot, the
// launcher, CA handling), so one lifecycle there starts the provider for every kind of call.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

export const API_KEY = "e2e-key";
export const SHOP_PASSWORD = "s3cret-pass";

/** The settings of the `blog` website that the steps change; `shop` stays as it is. */
export interface BlogSettings {
  domain: string;
  excludeBots?: boolean;
}

const websites = (blog: BlogSettings) => `${PROVIDER_BLOCK}
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

/** The emulator, the API client and the initialised workspace every step of a file shares. */
export class WebsiteAcceptance {
  emulator!: Awaited<ReturnType<typeof startEmulator>>;
  home!: TerraformHome;
  api!: PhpAnalyticsClient;
  ws!: Workspace;
  env!: NodeJS.ProcessEnv;
  /** What main.tf declares for `blog` now. */
  blog: BlogSettings = { domain: "blog.example.com" };

  /** Rewrites main.tf with these settings for `blog`. */
  writeBlog(blog: BlogSettings): void {
    this.blog = blog;
    this.ws.write({ "main.tf": websites(blog) });
  }

  /** Every website of the account, by domain. */
  async serverWebsites() {
    return (await this.api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites;
  }
}

/** One emulator, terraform home and `terraform init`-ed workspace for the file's tests. */
export function useWebsiteAcceptance(): WebsiteAcceptance {
  const site = new WebsiteAcceptance();
  beforeAll(async () => {
    site.emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
    site.home = new TerraformHome();
    site.api = createClient({ baseUrl: site.emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
    site.env = { PHPANALYTICS_BASE_URL: site.emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_shop_password: SHOP_PASSWORD };
    site.ws = site.home.workspace();
    site.writeBlog(site.blog);
    await site.ws.expect(["init", "-input=false"], 0, site.env);
  });
  afterAll(async () => {
    await site.api?.close();
    await site.emulator?.close();
    site.home?.dispose();
  });
  return site;
}

export function itCreatesAndPlansNoChanges(site: WebsiteAcceptance): void {
  it("creates websites with every setting and then plans no changes", async () => {
    const { ws, env } = site;
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("2 to add, 0 to change, 0 to destroy");
    expect(plan.stdout).not.toContain(SHOP_PASSWORD);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);

    const [blog, shop] = await site.serverWebsites();
    expect(blog).toMatchObject({
      domain: "blog.example.com",
      privacy: "public",
      excludeBots: true,
      excludeIps: ["203.0.113.7", "10.0.0.0/8"],
      favorite: false,
    });
    expect(shop).toMatchObject({ domain: "shop.example.org", privacy: "password", hasPassword: true, emailReports: true, favorite: true });
  });
}

export function itUpdatesInPlace(site: WebsiteAcceptance): void {
  it("updates in place, sending only the changed setting", async () => {
    const { ws, env } = site;
    site.writeBlog({ domain: "blog.example.com", excludeBots: false });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(plan.stdout).toContain("will be updated in-place");
    expect(plan.stdout).toMatch(/~ exclude_bots\s+= true -> false/);
    expect(plan.stdout).toContain("0 to add, 1 to change, 0 to destroy");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    const [blog] = await site.serverWebsites();
    expect(blog.excludeBots).toBe(false);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
  });
}

export function itImportsWithImportBlocks(site: WebsiteAcceptance): void {
  it("imports existing websites by id and by domain with import blocks", async () => {
    const { api, env } = site;
    const byId = await api.createWebsite({ domain: "legacy-one.example.net", excludeIps: ["198.51.100.1"] });
    await api.createWebsite({ domain: "legacy-two.example.net", privacy: "private" });
    const imports = site.home.workspace({
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
}

export function itReportsTheDeclaredSchema(site: WebsiteAcceptance): void {
  it("reports the schema that the provider declares", async () => {
    const { stdout } = await site.ws.expect(["providers", "schema", "-json"], 0, site.env);
    const { providerSchemasJson } = await import("../../src/tfplugin/framework/schema-json");
    const { createProvider, PROVIDER_ADDRESS } = await import("../../src/provider");
    const declared = providerSchemasJson(PROVIDER_ADDRESS, createProvider("0.0.0"));
    const reported = JSON.parse(stdout);
    expect(reported.provider_schemas[PROVIDER_ADDRESS]).toEqual(declared.provider_schemas[PROVIDER_ADDRESS]);
  });
}

export function itDestroysEverythingItManages(site: WebsiteAcceptance): void {
  it("destroys everything it manages", async () => {
    const managed = [site.blog.domain, "shop.example.org"];
    expect((await site.serverWebsites()).map((w) => w.domain)).toEqual(expect.arrayContaining(managed));
    await site.ws.expect(["destroy", "-input=false", "-auto-approve"], 0, site.env);
    const remaining = (await site.serverWebsites()).map((w) => w.domain);
    expect(remaining.filter((domain) => managed.includes(domain))).toEqual([]);
  });
}
