// Which client events count as a long wait for the rate limit, and the warning they make.
import { describe, expect, it } from "vitest";
import type { ClientEvent } from "../../src/api";
import { WaitNotice } from "../../src/provider/wait-notice";
import { Diagnostics } from "../../src/tfplugin/framework/types";

const warnings: string[] = [];
const log = { trace() {}, debug() {}, info() {}, warn: (m: string) => void warnings.push(m), error() {} };
const paced = (waitedMs: number, limitedBy: "client" | "server" = "server"): ClientEvent => ({
  type: "paced",
  operation: "read website",
  method: "GET",
  path: "/api/v1/websites",
  waitedMs,
  limitedBy,
});

describe("WaitNotice", () => {
  it("warns once per report about pacing waits of several seconds, with the longest", () => {
    const notice = new WaitNotice();
    notice.observe(paced(1_200), log);
    const quiet = new Diagnostics();
    notice.report(quiet);
    expect(quiet.items).toEqual([]);

    notice.observe(paced(58_000), log);
    notice.observe(paced(31_000), log);
    const loud = new Diagnostics();
    notice.report(loud);
    expect(loud.items).toHaveLength(1);
    expect(loud.items[0]).toMatchObject({ severity: "warning", summary: "Waited for the API rate limit" });
    expect(loud.items[0]!.detail).toContain("2 times, up to 58 s");
    expect(warnings).toEqual(["Waiting for the API rate limit", "Waiting for the API rate limit"]);

    const after = new Diagnostics();
    notice.report(after);
    expect(after.items).toEqual([]);
  });

  it("counts a 429's Retry-After but not a retry after a server error", () => {
    const notice = new WaitNotice();
    const retry = (reason: string): ClientEvent => ({
      type: "retry",
      operation: "delete website",
      method: "DELETE",
      path: "/api/v1/websites/1",
      attempt: 1,
      delayMs: 9_000,
      reason,
    });
    notice.observe(retry("HTTP 503"), log);
    const none = new Diagnostics();
    notice.report(none);
    expect(none.items).toEqual([]);
    notice.observe(retry("HTTP 429"), log);
    const one = new Diagnostics();
    notice.report(one);
    expect(one.items[0]!.detail).toContain("once, up to 9 s");
  });

  it("blames the provider's own requests_per_minute when that was the limit, and the server otherwise", () => {
    const notice = new WaitNotice();
    notice.observe(paced(12_000, "client"), log);
    const own = new Diagnostics();
    notice.report(own);
    expect(own.items[0]!.detail).toContain("The provider's own requests_per_minute setting caps how many API requests it sends a minute");
    expect(own.items[0]!.detail).toContain("once, up to 12 s");
    expect(own.items[0]!.detail).toContain("Raise requests_per_minute");
    expect(own.items[0]!.detail).not.toContain("The server limits");

    notice.observe(paced(7_000, "server"), log);
    const theirs = new Diagnostics();
    notice.report(theirs);
    expect(theirs.items[0]!.detail).toContain("The server limits how many API requests");
    expect(theirs.items[0]!.detail).not.toContain("requests_per_minute");
  });
});
