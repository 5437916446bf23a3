// The health-check guide's HCL, as a user copies it: once, and again for a second website
// with the guide's advice (replace `shop` with the website's name throughout). Real
// terraform validates both; data source names are module-wide, even inside `check` blocks.
import { describe, expect, it, afterAll } from "vitest";
import { PROVIDER_BLOCK, TerraformHome } from "../e2e/harness";
import { readDoc, splitFences } from "./markdown";

const home = new TerraformHome();
afterAll(() => home.dispose());

const example = (): string => {
  const hcl = splitFences(readDoc("docs/guides/health-checks.md")).blocks.filter((b) => b.language === "terraform");
  expect(hcl).toHaveLength(1);
  return hcl[0]!.code;
};

describe("the health-check guide's example", () => {
  it("validates once, and copied for a second website", async () => {
    const shop = example();
    const ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\n${shop}\n${shop.replaceAll("shop", "blog")}\n` });
    await ws.expect(["init", "-input=false"], 0);
    const validated = await ws.expect(["validate"], 0);
    expect(validated.stdout).toContain("The configuration is valid.");
  });
});
