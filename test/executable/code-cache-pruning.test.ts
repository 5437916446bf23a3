import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MARK_USED_AFTER_MS, PARTIAL_AFTER_MS, PRUNE_AFTER_MS, markUsed, pruneCodeCaches } from "../../src/executable/code-cache-pruning";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const DAY = 24 * 60 * 60_000;
let dir: string;

/** A file in the cache directory, last written `age` ms before NOW. */
function file(name: string, age: number): string {
  const path = join(dir, name);
  writeFileSync(path, "x");
  const at = (NOW - age) / 1000;
  utimesSync(path, at, at);
  return name;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "code-cache-pruning-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("pruneCodeCaches", () => {
  it("removes caches not written for 30 days, and partial files of stopped writes older than a day", () => {
    const oldCache = file("0123456789abcdef-v20.20.2-x64.v8cache", PRUNE_AFTER_MS + DAY);
    const oldOtherNode = file("0123456789abcdef-v22.23.3-arm64.v8cache", PRUNE_AFTER_MS + 1000);
    const oldPartial = file("fedcba9876543210-v20.20.2-x64.v8cache.4242", PARTIAL_AFTER_MS + 1000);
    expect(pruneCodeCaches(dir, "aaaaaaaaaaaaaaaa-v20.20.2-x64.v8cache", NOW).sort()).toEqual([oldCache, oldOtherNode, oldPartial].sort());
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps recent caches and partial files, the file just written, and files of other names", () => {
    const kept = [
      file("0123456789abcdef-v20.20.2-x64.v8cache", PRUNE_AFTER_MS - DAY),
      file("fedcba9876543210-v20.20.2-x64.v8cache.4242", PARTIAL_AFTER_MS - 1000),
      file("aaaaaaaaaaaaaaaa-v20.20.2-x64.v8cache", PRUNE_AFTER_MS * 2),
      file("notes.txt", PRUNE_AFTER_MS * 2),
      file("something.v8cache", PRUNE_AFTER_MS * 2),
      file("0123456789ABCDEF-v20.20.2-x64.v8cache", PRUNE_AFTER_MS * 2),
    ];
    expect(pruneCodeCaches(dir, "aaaaaaaaaaaaaaaa-v20.20.2-x64.v8cache", NOW)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(kept.sort());
  });

  it("says nothing when the directory is missing", () => {
    const missing = join(dir, "missing");
    expect(pruneCodeCaches(missing, "x", NOW)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
  });
});

describe("markUsed", () => {
  it("marks a cache last written or marked more than a week ago, so that pruning keeps it", () => {
    const name = file("0123456789abcdef-v20.20.2-x64.v8cache", PRUNE_AFTER_MS + DAY);
    markUsed(join(dir, name), NOW);
    expect(statSync(join(dir, name)).mtimeMs).toBe(NOW);
    expect(pruneCodeCaches(dir, "other", NOW + PRUNE_AFTER_MS - DAY)).toEqual([]);
  });

  it("leaves a cache marked within the week as it is", () => {
    const name = file("0123456789abcdef-v20.20.2-x64.v8cache", MARK_USED_AFTER_MS - DAY);
    markUsed(join(dir, name), NOW);
    expect(statSync(join(dir, name)).mtimeMs).toBe(NOW - MARK_USED_AFTER_MS + DAY);
  });

  it("says nothing when the file is missing", () => {
    expect(() => markUsed(join(dir, "missing.v8cache"), NOW)).not.toThrow();
  });
});
