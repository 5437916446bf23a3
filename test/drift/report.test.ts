// What counts as drift in a refresh-only plan's resource_drift: settings changed on the
// server, not what the server or the provider set of their own accord.
import { describe, expect, it } from "vitest";
import { buildReport } from "../../src/drift/report";
import type { ResourceChangeJson } from "../../src/drift/plan-json";

const website = { id: "7", domain: "blog.example.com", privacy: "public", updated_at: "2026-11-21T19:35:21.000000Z", account_id: "3" };
const drift = (before: Record<string, unknown>, after: Record<string, unknown>): ResourceChangeJson => ({
  address: "phpanalytics_website.blog",
  type: "phpanalytics_website",
  name: "blog",
  mode: "managed",
  change: { actions: ["update"], before, after, before_sensitive: {}, after_sensitive: {} },
});

describe("buildReport", () => {
  it("a state of an earlier version gaining its account on refresh is not drift", () => {
    const report = buildReport("websites", [drift({ ...website, account_id: null }, website)]);
    expect(report).toEqual({ stack: "websites", drifted: false, resources: [] });
  });

  it("an account that changed is drift, and so is a setting", () => {
    const moved = buildReport("websites", [drift(website, { ...website, account_id: "4" })]);
    expect(moved.drifted).toBe(true);
    expect(moved.resources[0]!.attributes).toEqual([{ attribute: "account_id", old: "3", new: "4", sensitive: false }]);
    const changed = buildReport("websites", [drift({ ...website, account_id: null }, { ...website, privacy: "private" })]);
    expect(changed.resources[0]!.attributes.map((a) => a.attribute)).toEqual(["privacy"]);
  });
});
