// What import-blocks reads from `terraform plan -json`: the plan checks' "Website already
// exists" errors, with the address Terraform puts beside each. The detail is the provider's
// own, made here by the plan checks themselves, so a change of its wording fails this test.
import { describe, expect, it } from "vitest";
import type { PhpAnalyticsClient } from "../../src/api";
import { PlanChecks } from "../../src/provider/website/plan-checks";
import type { WebsiteReader } from "../../src/provider/website/reader";
import { ALREADY_EXISTS, CHECKS_SKIPPED, readPlanOutput } from "../../src/recovery";
import { Diagnostics } from "../../src/tfplugin/framework/types";

/** The plan checks' diagnostic for `domain`, held by the account as website `id`. */
async function providerDiagnostic(domain: string, id: number): Promise<{ summary: string; detail: string }> {
  const client = {
    getAccount: async () => ({ plan: { limits: { websites: -1 } } }),
    listWebsites: async () => ({ total: 1 }),
  } as unknown as PhpAnalyticsClient;
  const reader = { websiteCount: async () => 1, findByDomain: async () => ({ id }) } as unknown as WebsiteReader;
  const diagnostics = new Diagnostics();
  await new PlanChecks(client, reader).checkCreate(domain, diagnostics, new AbortController().signal);
  const [item] = diagnostics.items;
  return { summary: item!.summary, detail: item!.detail ?? "" };
}

/** One line of `terraform plan -json`, as Terraform 1.11 writes a diagnostic. */
const line = (diagnostic: Record<string, unknown>): string =>
  JSON.stringify({
    "@level": "error",
    "@message": `Error: ${String(diagnostic.summary)}`,
    "@module": "terraform.ui",
    type: "diagnostic",
    diagnostic: { severity: "error", ...diagnostic },
  });

describe("readPlanOutput", () => {
  it("reads each refused create's address, canonical domain and id", async () => {
    const shop = await providerDiagnostic("https://WWW.Shop.example.com", 12);
    expect(shop.summary).toBe(ALREADY_EXISTS);
    const blog = await providerDiagnostic("blog.example.com", 3);
    const stdout = [
      JSON.stringify({ "@level": "info", "@message": "Terraform 1.11.4", type: "version", terraform: "1.11.4", ui: "1.2" }),
      JSON.stringify({ "@level": "info", type: "change_summary", changes: { add: 0, change: 0, import: 0, remove: 0, operation: "plan" } }),
      line({ ...shop, address: 'module.eu.phpanalytics_website.keyed["shop \\"main\\""]' }),
      line({ ...blog, address: "phpanalytics_website.counted[1]" }),
      "",
    ].join("\n");
    const findings = readPlanOutput(stdout);
    expect(findings.otherErrors).toEqual([]);
    expect(findings.checksSkipped).toBe(false);
    expect(findings.held).toEqual([
      {
        address: { modules: [{ name: "eu" }], type: "phpanalytics_website", name: "keyed", key: 'shop "main"' },
        addressText: 'module.eu.phpanalytics_website.keyed["shop \\"main\\""]',
        domain: "shop.example.com",
        providerId: 12,
      },
      {
        address: { modules: [], type: "phpanalytics_website", name: "counted", key: 1 },
        addressText: "phpanalytics_website.counted[1]",
        domain: "blog.example.com",
        providerId: 3,
      },
    ]);
  });

  it("keeps every other error, and passes over warnings and lines that are not JSON", async () => {
    const held = await providerDiagnostic("held.example.com", 4);
    const stdout = [
      "not json",
      line({ summary: "Website limit reached", detail: "The account's plan allows 3 websites", address: "phpanalytics_website.c" }),
      line({ summary: "Unsupported argument", detail: 'An argument named "domian" is not expected here.' }),
      JSON.stringify({ type: "diagnostic", diagnostic: { severity: "warning", summary: "Deprecated", detail: "x" } }),
      // without an address Terraform gave nothing to import into
      line({ ...held }),
    ].join("\n");
    const findings = readPlanOutput(stdout);
    expect(findings.held).toEqual([]);
    expect(findings.checksSkipped).toBe(false);
    expect(findings.otherErrors).toEqual([
      "Website limit reached (phpanalytics_website.c): The account's plan allows 3 websites",
      'Unsupported argument: An argument named "domian" is not expected here.',
      `${held.summary}: ${held.detail}`,
    ]);
  });

  it("tells when the provider skipped its checks, which leaves held websites unreported", () => {
    const warning = JSON.stringify({
      type: "diagnostic",
      diagnostic: { severity: "warning", summary: CHECKS_SKIPPED, detail: "The service is unavailable (503)." },
    });
    expect(readPlanOutput(warning)).toEqual({ held: [], otherErrors: [], checksSkipped: true });
  });
});
