// The provider block's settings as `terraform validate` checks them (ValidateProviderConfig).
import { describe, expect, it } from "vitest";
import { validateSettings } from "../../src/provider/settings";
import { Diagnostics, type TfObject } from "../../src/tfplugin/framework/types";

function problems(config: TfObject): string[] {
  const diagnostics = new Diagnostics();
  validateSettings(config, diagnostics);
  return diagnostics.items.map((d) => `${d.summary}: ${d.detail}`);
}

describe("numeric provider settings", () => {
  it("take whole numbers in their range", () => {
    expect(problems({ max_retries: 0, requests_per_minute: 1, timeout_seconds: 600 })).toEqual([]);
  });

  it("refuse a fraction, which would otherwise be rounded down silently (0.001 requests a minute became 1)", () => {
    expect(problems({ requests_per_minute: 0.001, max_retries: 2.5 })).toEqual([
      "Invalid max_retries: max_retries must be a whole number from 0 to 20 (got 2.5).",
      "Invalid requests_per_minute: requests_per_minute must be a whole number from 0 to 100000 (got 0.001).",
    ]);
  });

  it("refuse values out of range, naming the value given", () => {
    expect(problems({ timeout_seconds: 0 })).toEqual(["Invalid timeout_seconds: timeout_seconds must be a whole number from 1 to 600 (got 0)."]);
  });
});
