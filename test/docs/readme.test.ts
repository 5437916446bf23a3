// The README as a front door: short, with the guides it promises, and the one figure it
// gives taken from bench/RESULTS.md, where every figure lives.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDoc, REPOSITORY, ROOT } from "./markdown";

const README = readDoc("README.md");

describe("README.md", () => {
  it("is at most 300 lines", () => {
    expect(README.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("links every guide in docs/guides", () => {
    const guides = README.match(/\(docs\/guides\/[\w-]+\.md\)/g) ?? [];
    for (const guide of new Set(guides)) expect(existsSync(join(ROOT, guide.slice(1, -1)))).toBe(true);
    expect(new Set(guides).size).toBeGreaterThanOrEqual(12);
  });

  it("gives the plan-at-scale ratio of the last benchmark run, and links the results by repository URL", () => {
    const results = readFileSync(join(ROOT, "bench", "RESULTS.md"), "utf8");
    const row = /^\| 7\. plan 1000 websites \(no changes\) \/ gofloor\s*\|\s*([\d.]+x)/m.exec(results);
    expect(row, "bench/RESULTS.md has no row for target 7 at 1,000 websites").not.toBeNull();
    const section = README.slice(README.indexOf("## Performance"));
    expect(section, `the README's performance section must say ${row![1]}, as bench/RESULTS.md does`).toContain(row![1]);
    expect(section).toContain(`(${REPOSITORY}/blob/main/bench/RESULTS.md)`);
    // Figures live in bench/RESULTS.md: no other measurement (milliseconds, seconds, ratios).
    const figures = README.replace(row![1]!, "").match(/\b\d+(\.\d+)?\s?(ms|s)\b|\b\d+\.\d+x\b/g) ?? [];
    expect(figures).toEqual([]);
  });

  it("has no commit hashes", () => {
    expect(README.match(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g) ?? []).toEqual([]);
  });
});
