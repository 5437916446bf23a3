// The generated bindings, used the way a stack uses them, synthesize the Terraform JSON the
// provider expects: names, snake_case properties, references, the provider's source/version.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TerraformOutput, TerraformStack, TerraformVariable, Testing } from "cdktf";
import type { Construct } from "constructs";
import { afterAll, describe, expect, it } from "vitest";
import {
  dataPhpanalyticsAccount,
  dataPhpanalyticsWebsite,
  dataPhpanalyticsWebsites,
  dataPhpanalyticsWebsiteStatistics,
  provider,
  website,
} from "../../src/index";

const VERSION: string = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")).version;

// Testing.app() alone makes a cdktf.outdir.* directory in the system temp dir and leaves it.
const outdir = mkdtempSync(join(tmpdir(), "phpa-synth-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));
const testApp = () => Testing.app({ outdir });

interface Synthesized {
  terraform: { required_providers: Record<string, { source: string; version: string }> };
  provider: Record<string, Array<Record<string, unknown>>>;
  variable: Record<string, Record<string, unknown>>;
  resource: Record<string, Record<string, Record<string, unknown>>>;
  data: Record<string, Record<string, Record<string, unknown>>>;
  output: Record<string, { value: unknown; sensitive?: boolean }>;
  import?: Array<{ to: string; id: string; provider?: string }>;
}

class WebsitesStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const apiKey = new TerraformVariable(this, "api_key", { type: "string", sensitive: true });
    const shopPassword = new TerraformVariable(this, "shop_password", { type: "string", sensitive: true });

    new provider.PhpanalyticsProvider(this, "phpanalytics", {
      baseUrl: "http://127.0.0.1:8080",
      apiKey: apiKey.stringValue,
      maxRetries: 3,
      requestsPerMinute: 30,
    });
    const secondary = new provider.PhpanalyticsProvider(this, "secondary", {
      alias: "secondary",
      baseUrl: "https://analytics.example.com",
    });

    const blog = new website.Website(this, "blog", {
      domain: "blog.example.com",
      emailReports: true,
      excludeIps: ["203.0.113.7", "10.0.0.0/8"],
      excludeParams: ["utm_source", "&"],
    });
    new website.Website(this, "shop", {
      domain: "shop.example.com",
      privacy: "password",
      password: shopPassword.stringValue,
      favorite: true,
      excludeBots: false,
    });
    const docs = new website.Website(this, "docs", { domain: "docs.example.com", provider: secondary });
    docs.privacy = "private";

    const account = new dataPhpanalyticsAccount.DataPhpanalyticsAccount(this, "account", {});
    const lookup = new dataPhpanalyticsWebsite.DataPhpanalyticsWebsite(this, "blog_lookup", { domain: blog.domain });
    const favourites = new dataPhpanalyticsWebsites.DataPhpanalyticsWebsites(this, "favourites", {
      favorite: true,
      sortBy: "domain",
      sort: "asc",
      maxItems: 10,
    });

    new TerraformOutput(this, "website_limit", { value: account.websiteLimit });
    new TerraformOutput(this, "blog_privacy", { value: lookup.privacy });
    new TerraformOutput(this, "first_favourite", { value: favourites.websites.get(0).domain });
    new TerraformOutput(this, "blog_id", { value: blog.id });
  }
}

function synth(): { json: string; parsed: Synthesized } {
  const stack = new WebsitesStack(testApp(), "test");
  const json = Testing.synth(stack);
  return { json, parsed: JSON.parse(json) as Synthesized };
}

describe("CDKTF bindings", () => {
  it("require the provider by its registry source and the package version", () => {
    const { parsed } = synth();
    expect(parsed.terraform.required_providers.phpanalytics).toEqual({
      source: "phpanalytics/phpanalytics",
      version: VERSION,
    });
  });

  it("configure the provider with snake_case arguments and aliases", () => {
    const { json, parsed } = synth();
    expect(
      Testing.toHaveProviderWithProperties(json, provider.PhpanalyticsProvider.tfResourceType, {
        base_url: "http://127.0.0.1:8080",
        api_key: "${var.api_key}",
        max_retries: 3,
        requests_per_minute: 30,
      }),
    ).toBe(true);
    expect(parsed.provider.phpanalytics).toHaveLength(2);
    expect(parsed.provider.phpanalytics![1]).toEqual({ alias: "secondary", base_url: "https://analytics.example.com" });
  });

  it("synthesize websites with their properties, keeping false and empty values", () => {
    const { json, parsed } = synth();
    expect(website.Website.tfResourceType).toBe("phpanalytics_website");
    expect(
      Testing.toHaveResourceWithProperties(json, "phpanalytics_website", {
        domain: "blog.example.com",
        email_reports: true,
        exclude_ips: ["203.0.113.7", "10.0.0.0/8"],
        exclude_params: ["utm_source", "&"],
      }),
    ).toBe(true);
    expect(Testing.toHaveResourceWithProperties(json, "phpanalytics_website", { domain: "nope.example.com" })).toBe(false);

    const websites = Object.values(parsed.resource.phpanalytics_website!);
    expect(websites).toHaveLength(3);
    const shop = websites.find((w) => w.domain === "shop.example.com")!;
    expect(shop).toMatchObject({ privacy: "password", favorite: true, exclude_bots: false });
    // Unset optional arguments are left out, so the provider's defaults apply.
    const blog = websites.find((w) => w.domain === "blog.example.com")!;
    expect(blog).not.toHaveProperty("privacy");
    expect(blog).not.toHaveProperty("password");
    // A setter after construction, and a resource on the aliased provider.
    const docs = websites.find((w) => w.domain === "docs.example.com")!;
    expect(docs).toMatchObject({ privacy: "private", provider: "phpanalytics.secondary" });
  });

  it("take a sensitive password from a variable, by reference only", () => {
    const { json, parsed } = synth();
    expect(parsed.variable.shop_password).toEqual({ type: "string", sensitive: true });
    expect(parsed.variable.api_key).toEqual({ type: "string", sensitive: true });
    expect(
      Testing.toHaveResourceWithProperties(json, "phpanalytics_website", {
        domain: "shop.example.com",
        password: "${var.shop_password}",
      }),
    ).toBe(true);
  });

  it("take a write-only password from a variable, by reference only, with its version", () => {
    const stack = new TerraformStack(testApp(), "write-only");
    new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
    const secret = new TerraformVariable(stack, "intranet_password", { type: "string", sensitive: true });
    new website.Website(stack, "intranet", {
      domain: "intranet.example.com",
      privacy: "password",
      passwordWo: secret.stringValue,
      passwordWoVersion: 2,
    });
    const parsed = JSON.parse(Testing.synth(stack)) as Synthesized;
    const [intranet, ...others] = Object.values(parsed.resource.phpanalytics_website!);
    expect(others).toEqual([]);
    expect(intranet).toEqual({ domain: "intranet.example.com", privacy: "password", password_wo: "${var.intranet_password}", password_wo_version: 2 });
  });

  it("synthesize the data sources and references to their attributes", () => {
    const { json, parsed } = synth();
    expect(Testing.toHaveDataSource(json, dataPhpanalyticsAccount.DataPhpanalyticsAccount.tfResourceType)).toBe(true);
    const blogKey = Object.keys(parsed.resource.phpanalytics_website!).find((k) => k.startsWith("blog"))!;
    expect(Testing.toHaveDataSourceWithProperties(json, "phpanalytics_website", { domain: `\${phpanalytics_website.${blogKey}.domain}` })).toBe(true);
    expect(
      Testing.toHaveDataSourceWithProperties(json, "phpanalytics_websites", {
        favorite: true,
        sort_by: "domain",
        sort: "asc",
        max_items: 10,
      }),
    ).toBe(true);
    const accountKey = Object.keys(parsed.data.phpanalytics_account!)[0]!;
    const favouritesKey = Object.keys(parsed.data.phpanalytics_websites!)[0]!;
    const lookupKey = Object.keys(parsed.data.phpanalytics_website!)[0]!;
    expect(parsed.output.website_limit!.value).toBe(`\${data.phpanalytics_account.${accountKey}.website_limit}`);
    expect(parsed.output.blog_privacy!.value).toBe(`\${data.phpanalytics_website.${lookupKey}.privacy}`);
    expect(parsed.output.first_favourite!.value).toBe(`\${data.phpanalytics_websites.${favouritesKey}.websites[0].domain}`);
    expect(parsed.output.blog_id!.value).toBe(`\${phpanalytics_website.${blogKey}.id}`);
  });

  it("synthesize the statistics data source with a reference to the website and to its sum", () => {
    const stack = new TerraformStack(testApp(), "statistics");
    new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
    const shop = new website.Website(stack, "shop", { domain: "shop.example.com", deletionProtection: true });
    const recent = new dataPhpanalyticsWebsiteStatistics.DataPhpanalyticsWebsiteStatistics(stack, "recent", {
      websiteId: shop.id,
      name: "pageviews",
      from: "2024-03-01",
      maxItems: 10,
    });
    new TerraformOutput(stack, "recent_sum", { value: recent.sum });
    const parsed = JSON.parse(Testing.synth(stack)) as Synthesized;
    const shopKey = Object.keys(parsed.resource.phpanalytics_website!)[0]!;
    const [config] = Object.values(parsed.data.phpanalytics_website_statistics!);
    expect(config).toEqual({ website_id: `\${phpanalytics_website.${shopKey}.id}`, name: "pageviews", from: "2024-03-01", max_items: 10 });
    const recentKey = Object.keys(parsed.data.phpanalytics_website_statistics!)[0]!;
    expect(parsed.output.recent_sum!.value).toBe(`\${data.phpanalytics_website_statistics.${recentKey}.sum}`);
    expect(parsed.resource.phpanalytics_website![shopKey]).toMatchObject({ deletion_protection: true });
  });

  it("import an existing website by id or by domain", () => {
    const stack = new TerraformStack(testApp(), "import");
    new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
    new website.Website(stack, "blog", { domain: "blog.example.com" }).importFrom("42");
    website.Website.generateConfigForImport(stack, "shop", "shop.example.com");
    const parsed = JSON.parse(Testing.synth(stack)) as Synthesized;
    expect(parsed.import).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: expect.stringMatching(/^phpanalytics_website\.blog/), id: "42" }),
        expect.objectContaining({ to: expect.stringMatching(/^phpanalytics_website\.shop/), id: "shop.example.com" }),
      ]),
    );
  });

  it("synthesize HCL too", () => {
    const stack = new WebsitesStack(testApp(), "hcl");
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toMatch(/source\s*=\s*"phpanalytics\/phpanalytics"/);
    expect(hcl).toMatch(/resource "phpanalytics_website" "blog"/);
    expect(hcl).toMatch(/password\s*=\s*("\$\{var\.shop_password\}"|var\.shop_password)/);
  });
});
