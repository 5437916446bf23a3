// The readers of drift findings that the lifecycle's front ends use (test/support/findings.ts)
// read each form the same way, so a lifecycle check means the same on every front end.
import { describe, expect, it } from "vitest";
import { formatReport, type DriftReport } from "../../src/drift";
import { planFindings, reportFindings, tableFindings, type Finding } from "./findings";

const REPORT: DriftReport = {
  stack: "/tmp/stack",
  drifted: true,
  resources: [
    {
      address: "phpanalytics_website.blog",
      type: "phpanalytics_website",
      id: "2",
      domain: "blog.example.com",
      action: "update",
      attributes: [
        { attribute: "exclude_bots", old: true, new: false, sensitive: false },
        { attribute: "exclude_ips", old: ["203.0.113.7", "10.0.0.0/8"], new: [], sensitive: false },
        { attribute: "password", old: "(sensitive)", new: null, sensitive: true },
      ],
    },
    { address: "phpanalytics_website.intranet", type: "phpanalytics_website", id: "4", domain: "intranet.example.com", action: "delete", attributes: [] },
  ],
};

const FINDINGS: Finding[] = [
  { address: "phpanalytics_website.blog", attribute: "exclude_bots", old: true, new: false },
  { address: "phpanalytics_website.blog", attribute: "exclude_ips", old: ["203.0.113.7", "10.0.0.0/8"], new: [] },
  { address: "phpanalytics_website.blog", attribute: "password", old: "(sensitive)", new: null },
  { address: "phpanalytics_website.intranet", attribute: "(whole resource)", old: "exists", new: "deleted outside Terraform" },
];

describe("drift findings", () => {
  it("are read alike from phpanalytics drift's table and from its --json report", () => {
    expect(tableFindings(formatReport(REPORT))).toEqual(FINDINGS);
    expect(reportFindings(JSON.stringify(REPORT))).toEqual({ drifted: true, findings: FINDINGS });
    expect(tableFindings(formatReport({ stack: "/tmp/stack", drifted: false, resources: [] }))).toEqual([]);
  });

  it("are read from a refresh-only plan's resource_drift, sensitive values masked", () => {
    const plan = {
      resource_drift: [
        {
          address: "phpanalytics_website.blog",
          change: {
            actions: ["update"],
            before: { domain: "blog.example.com", exclude_bots: true, exclude_ips: ["203.0.113.7", "10.0.0.0/8"], password: "old" },
            after: { domain: "blog.example.com", exclude_bots: false, exclude_ips: [], password: null },
            before_sensitive: { password: true },
            after_sensitive: {},
          },
        },
        { address: "phpanalytics_website.intranet", change: { actions: ["delete"], before: { domain: "intranet.example.com" }, after: null } },
      ],
    };
    expect(planFindings(JSON.stringify(plan))).toEqual(FINDINGS);
    expect(planFindings(JSON.stringify({ format_version: "1.2" }))).toEqual([]);
  });
});
