// The README and the guides against the provider's schema: a name they give an argument,
// attribute, resource or data source must be the schema's, and a default they state must
// be the schema's default. The reference itself (docs/index.md, docs/resources/,
// docs/data-sources/) is generated from the schema; test/bindings/docs.test.ts checks it.
import { beforeAll, describe, expect, it } from "vitest";
import { loadProvider } from "../../scripts/provider-schema.mjs";
import { handWrittenDocs, readDoc } from "./markdown";
import { checkDoc, normaliseValue, vocabularyOf, type SchemaVocabulary } from "./schema-names";

let v: SchemaVocabulary;

beforeAll(async () => {
  v = vocabularyOf((await loadProvider()).provider);
}, 60_000);

const messages = (text: string) => checkDoc(text, v).map((f) => f.message);

describe("README.md and docs/guides against the schema", () => {
  it("covers the README and a guide per task", () => {
    const docs = handWrittenDocs();
    expect(docs).toContain("README.md");
    expect(docs.filter((f) => f.startsWith("docs/guides/")).length).toBeGreaterThanOrEqual(12);
  });

  it("name only arguments and attributes the schema has, and state only its defaults", () => {
    const findings = handWrittenDocs().flatMap((file) => checkDoc(readDoc(file), v).map((f) => `${file}:${f.line}: ${f.message}`));
    expect(findings, findings.join("\n")).toEqual([]);
  });
});

describe("the check itself", () => {
  it("reads the schema's defaults, from the attribute or from its description", () => {
    expect(v.resources.get("phpanalytics_website")?.get("privacy")).toEqual({ default: "public" });
    expect(v.resources.get("phpanalytics_website")?.get("exclude_ips")).toEqual({ default: "[]" });
    expect(v.provider.get("timeout_seconds")).toEqual({ default: "30" });
    expect(v.provider.get("requests_per_minute")).toEqual({});
    expect(normaliseValue('"public"')).toBe("public");
  });

  it("fails an HCL argument the schema lacks, in the provider, a resource, a data source or a nested block", () => {
    const doc = [
      "```hcl",
      'provider "phpanalytics" {',
      '  base_url   = "https://analytics.example.com"',
      "  max_retry  = 3",
      "}",
      'resource "phpanalytics_website" "shop" {',
      '  domain        = "shop.example.com"',
      "  email_report  = true",
      "  lifecycle { prevent_destroy = true }",
      "  protection { enabled = true }",
      "}",
      'data "phpanalytics_websites" "all" { favourites = true }',
      'resource "phpanalytics_site" "x" {}',
      'resource "terraform_data" "free" { anything = 1 }',
      "```",
    ].join("\n");
    expect(messages(doc)).toEqual([
      'provider "phpanalytics" has no argument "max_retry"',
      'resource "phpanalytics_website" has no argument "email_report"',
      'resource "phpanalytics_website" has no block "protection"',
      'data "phpanalytics_websites" has no argument "favourites"',
      'resource type "phpanalytics_site" is not in the schema',
      "type phpanalytics_site is not in the schema",
    ]);
  });

  it("fails a binding key, a reference or a name in prose that the schema lacks", () => {
    const doc = [
      "```ts",
      'new website.Website(this, "blog", { domain: "blog.example.com", excludeIp: ["10.0.0.0/8"], dependsOn: [] });',
      'new provider.PhpanalyticsProvider(this, "p", { baseURL: "x" });',
      "```",
      "",
      "Read `data.phpanalytics_account.current.website_limits`, or `phpanalytics_website.blog.created`.",
      "Set `max_retrys` in the provider block; `prevent_destroy` and `shop_password` are not the provider's.",
      "",
      '```hcl\nvariable "shop_password" {}\n```',
    ].join("\n");
    expect(messages(doc)).toEqual([
      'resource phpanalytics_website has no argument "exclude_ip" (written excludeIp)',
      'the provider has no argument "base_u_r_l" (written baseURL)',
      'data.phpanalytics_account has no attribute "website_limits"',
      'phpanalytics_website has no attribute "created"',
      "`max_retrys` is not an argument or attribute of the schema (if it is not meant to be one, add it to NOT_SCHEMA in test/docs/schema-vocabulary.ts)",
    ]);
  });

  it("fails a stated default that is not the schema's, in prose or in a table", () => {
    const doc = [
      "`privacy` defaults to `private`, and `exclude_bots` to `true`.",
      "",
      "- `timeout_seconds`: how long a request may take (default: 60).",
      "- `requests_per_minute` defaults to 60.",
      "- `favorite` (default `false`) and `max_retries` (default 5) are right.",
      "",
      "| argument | default |",
      "|---|---|",
      "| `email_reports` | `true` |",
      "| `--port N` | `0` |",
    ].join("\n");
    expect(messages(doc)).toEqual([
      "`privacy` is said to default to private, but the schema's default is public",
      "`timeout_seconds` is said to default to 60, but the schema's default is 30",
      "`requests_per_minute` is said to default to 60, but the schema states no default for it",
      "`email_reports` is said to default to true, but the schema's default is false",
    ]);
  });

  it("lets ordinary prose be: plain words, Terraform's own names, CLI options and other defaults", () => {
    const doc = [
      "The `domain` is kept as written. Use `prevent_destroy`, `for_each` and `--skip-provider-lock`.",
      "The default location is `~/.terraform.d/plugins`; `--page-size N` gives the page size (default 10).",
      "`TF_VAR_shop_password` and `PHPANALYTICS_API_KEY` come from the environment.",
      "The release zip is `terraform-provider-phpanalytics_0.1.0_linux_amd64.zip`, built on `linux_amd64`.",
      '```hcl\nprovider "phpanalytics" {\n  api_key = var.phpanalytics_api_key\n}\n```',
    ].join("\n");
    expect(messages(doc)).toEqual([]);
  });
});
