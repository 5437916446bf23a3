// The provider function in the bindings: cdktn 0.24's generator writes
// `provider.functions.canonicalDomain(...)` (a TerraformProviderFunction), which synthesizes
// to the provider::phpanalytics::canonical_domain call Terraform evaluates; cdktf 0.21's
// generator has no provider functions, so the cdktf line has none.
import { TerraformOutput, TerraformStack, Testing } from "cdktn";
import { describe, expect, it } from "vitest";
import * as cdktf from "../../src/bindings";
import { provider, website } from "../../src/bindings-cdktn";

describe("canonical_domain in the bindings", () => {
  it("cdktn: provider.functions.canonicalDomain synthesizes to the function call", () => {
    const stack = new TerraformStack(Testing.app(), "functions");
    const phpanalytics = new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
    const written = "https://WWW.Shop.example.com";
    new website.Website(stack, "shop", { domain: written });
    new TerraformOutput(stack, "stored", { value: phpanalytics.functions.canonicalDomain(written) });
    const parsed = JSON.parse(Testing.synth(stack)) as { output: Record<string, { value: string }> };
    expect(parsed.output.stored!.value).toBe(`\${provider::phpanalytics::canonical_domain("${written}")}`);
  });

  it("cdktf: the generator makes no functions (cdktf 0.21 has no provider functions)", () => {
    expect(Object.keys(cdktf)).not.toContain("providerFunctions");
    expect(Object.getOwnPropertyNames(cdktf.provider.PhpanalyticsProvider.prototype)).not.toContain("functions");
  });
});
