// The provider's acceptance path with the real terraform against the emulator and the npm
// build: create -> no-op plan -> update -> replace -> drift -> import -> destroy. The steps
// the standalone executable repeats (test/sea/website.heavy.test.ts) are in website-lifecycle.ts.
import { describe, expect, it } from "vitest";
import { PROVIDER_BLOCK } from "./harness";
import {
  API_KEY,
  SHOP_PASSWORD,
  itCreatesAndPlansNoChanges,
  itDestroysEverythingItManages,
  itImportsWithImportBlocks,
  itReportsTheDeclaredSchema,
  itUpdatesInPlace,
  useWebsiteAcceptance,
} from "./website-lifecycle";

const site = useWebsiteAcceptance();

describe("phpanalytics_website with the real terraform", () => {
  itCreatesAndPlansNoChanges(site);

  itUpdatesInPlace(site);

  it("keeps a domain written in another spelling without a perpetual diff", async () => {
    site.writeBlog({ domain: "https://WWW.Blog.Example.com", excludeBots: false });
    const plan = await site.ws.expect(["plan", "-input=false"], 0, site.env);
    expect(plan.stdout).not.toContain("must be replaced");
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, site.env);
    expect((await site.serverWebsites()).map((w) => w.domain)).toEqual(["blog.example.com", "shop.example.org"]);
  });

  it("replaces the website when the domain changes", async () => {
    const before = (await site.serverWebsites())[0]!;
    site.writeBlog({ domain: "news.example.com", excludeBots: false });
    const plan = await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, site.env);
    expect(plan.stdout).toContain("must be replaced");
    expect(plan.stdout).toContain("# forces replacement");
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    const domains = (await site.serverWebsites()).map((w) => w.domain);
    expect(domains).toEqual(["news.example.com", "shop.example.org"]);
    await expect(site.api.getWebsite(before.id)).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("shows a change made through the API in the next plan, naming the attribute", async () => {
    const shop = (await site.serverWebsites()).find((w) => w.domain === "shop.example.org")!;
    await site.api.updateWebsite(shop.id, { emailReports: false });
    const plan = await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, site.env);
    expect(plan.stdout).toMatch(/~ email_reports\s+= false -> true/);
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    expect((await site.api.getWebsite(shop.id)).emailReports).toBe(true);
  });

  it("plans a password removed outside Terraform as an update", async () => {
    const shop = (await site.serverWebsites()).find((w) => w.domain === "shop.example.org")!;
    // The API cannot clear a password, but an administrator in the web interface can.
    site.emulator.store.update(API_KEY, shop.id, { password: null });
    expect((await site.api.getWebsite(shop.id)).hasPassword).toBe(false);
    const plan = await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, site.env);
    expect(plan.stdout).toContain("phpanalytics_website.shop will be updated in-place");
    expect(plan.stdout).not.toContain(SHOP_PASSWORD);
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    expect((await site.api.getWebsite(shop.id)).hasPassword).toBe(true);
    await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, site.env);
  });

  it("plans a website deleted through the API for creation", async () => {
    const news = (await site.serverWebsites()).find((w) => w.domain === "news.example.com")!;
    await site.api.deleteWebsite(news.id);
    const plan = await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, site.env);
    expect(plan.stdout).toContain("phpanalytics_website.blog will be created");
    expect(plan.stdout + plan.stderr).toContain("Website news.example.com deleted outside Terraform");
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, site.env);
  });

  it("answers an update of a website deleted after the plan like a 404", async () => {
    site.writeBlog({ domain: "news.example.com", excludeBots: true });
    await site.ws.expect(["plan", "-input=false", "-out=update.plan"], 0, site.env);
    const news = (await site.serverWebsites()).find((w) => w.domain === "news.example.com")!;
    await site.api.deleteWebsite(news.id);
    const apply = await site.ws.expect(["apply", "-input=false", "update.plan"], 1, site.env);
    expect(apply.stderr).toContain("Website not found");
    expect(apply.stderr).toContain("deleted outside Terraform");
    const plan = await site.ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, site.env);
    expect(plan.stdout).toContain("phpanalytics_website.blog will be created");
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
    site.writeBlog({ domain: "news.example.com", excludeBots: false });
    await site.ws.expect(["apply", "-input=false", "-auto-approve"], 0, site.env);
  });

  itImportsWithImportBlocks(site);

  it("imports with terraform import by domain", async () => {
    await site.api.createWebsite({ domain: "cli-import.example.net" });
    const imports = site.home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
resource "phpanalytics_website" "cli" {
  domain              = "cli-import.example.net"
  deletion_protection = true
}
`,
    });
    await imports.expect(["init", "-input=false"], 0, site.env);
    const result = await imports.expect(["import", "-input=false", "phpanalytics_website.cli", "cli-import.example.net"], 0, site.env);
    expect(result.stdout).toContain("Import successful");
    await imports.expect(["plan", "-input=false", "-detailed-exitcode"], 0, site.env);
  });

  it("generates configuration for an import that plans no changes", async () => {
    const existing = await site.api.createWebsite({ domain: "generated.example.net", excludeBots: false, excludeIps: ["192.0.2.0/24"], emailReports: true });
    const generated = site.home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
import {
  to = phpanalytics_website.generated
  id = "${existing.id}"
}
`,
    });
    await generated.expect(["init", "-input=false"], 0, site.env);
    await generated.expect(["plan", "-input=false", "-generate-config-out=generated.tf"], 0, site.env);
    const plan = await generated.expect(["plan", "-input=false"], 0, site.env);
    expect(plan.stdout).toContain("1 to import, 0 to add, 0 to change, 0 to destroy");
  });

  it("explains a domain that is already taken and how to adopt it", async () => {
    await site.api.createWebsite({ domain: "taken.example.net" });
    const taken = site.home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "taken" {\n  domain = "www.taken.example.net"\n}\n` });
    await taken.expect(["init", "-input=false"], 0, site.env);
    const apply = await taken.expect(["apply", "-input=false", "-auto-approve"], 1, site.env);
    const message = apply.stderr.replace(/\s+/g, " "); // terraform wraps long lines
    // the account's own website is found while planning, before anything is sent
    expect(message).toContain("Website already exists");
    expect(message).toContain('already has a website with the domain "taken.example.net"');
    expect(message).toMatch(/terraform import 'ADDRESS' \d+/);
    const state = await taken.terraform(["state", "list"], site.env);
    expect(state.stdout.trim()).toBe("");
  });

  itReportsTheDeclaredSchema(site);

  itDestroysEverythingItManages(site);
});
