// How many websites a configuration surely declares, read from the plan's JSON: what decides
// whether an empty state means "nothing to compare" (src/drift/refresh.ts).
import { describe, expect, it } from "vitest";
import { configuredWebsiteBlocks, constantInstances } from "../../src/drift/managed";
import { parsePlanJson } from "../../src/drift/plan-json";

const website = (repetition: Record<string, unknown> = {}) => ({
  address: "phpanalytics_website.w",
  mode: "managed",
  type: "phpanalytics_website",
  ...repetition,
});

function declared(rootModule: unknown) {
  return configuredWebsiteBlocks(parsePlanJson(JSON.stringify({ format_version: "1.2", configuration: { root_module: rootModule } })));
}

describe("the websites a configuration surely declares", () => {
  it("counts a plain block as one, a constant count as its value and a constant for_each as its keys", () => {
    const resources = [
      website(),
      website({ count_expression: { constant_value: 3 } }),
      website({ for_each_expression: { constant_value: { a: "a.example.com", b: "b.example.com" } } }),
    ];
    expect(declared({ resources })).toEqual({ blocks: 3, certain: 6 });
  });

  it("counts nothing for a count or for_each that depends on a variable, and zero for count = 0", () => {
    const resources = [
      website({ count_expression: { references: ["var.n"] } }),
      website({ for_each_expression: { references: ["var.sites"] } }),
      website({ count_expression: { constant_value: 0 } }),
    ];
    expect(declared({ resources })).toEqual({ blocks: 3, certain: 0 });
  });

  it("multiplies by a module's constant repetition, and counts nothing in a module repeated by a variable", () => {
    const inner = { resources: [website(), website({ count_expression: { constant_value: 2 } })] };
    const module_calls = {
      twice: { module: inner, count_expression: { constant_value: 2 } },
      unknown: { module: inner, for_each_expression: { references: ["var.regions"] } },
    };
    expect(declared({ module_calls })).toEqual({ blocks: 4, certain: 6 });
  });

  it("ignores other resource types and data sources", () => {
    const resources = [
      { type: "terraform_data", mode: "managed" },
      { ...website(), mode: "data" },
    ];
    expect(declared({ resources })).toEqual({ blocks: 0, certain: 0 });
  });

  it("reads only whole, non-negative constants as a count", () => {
    expect(constantInstances({ constant_value: 1.5 })).toBeUndefined();
    expect(constantInstances({ constant_value: -1 })).toBeUndefined();
    expect(constantInstances({ constant_value: "2" })).toBe(2);
    expect(constantInstances({ constant_value: "two" })).toBeUndefined();
    expect(constantInstances({ constant_value: ["a", "b", "a"] })).toBe(2);
    expect(constantInstances({})).toBeUndefined();
  });
});
