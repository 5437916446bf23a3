// The tiers of test/tiers.mts stay true: every listed entry names test files, no file is in
// two tiers, and a unit test (any file not listed) reaches nothing a build makes: not the
// terraform harness, the built CLI, dist/ or the standalone executable, by itself or through
// the test helpers it imports.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { E2E, HEAVY } from "./tiers.mjs";

const ROOT = resolve(__dirname, "..");
/** What only a built tree has, or what runs terraform against the built provider. */
const NEEDS_BUILD = /e2e\/harness|support\/cli|sea-executable|cdktf\/helpers|cdktn\/helpers|builtCli|["'/.]dist["'/]|build:sea/;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
}

/** The globs the tiers use: `**\/` for any folders, `*` within a name. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:[^/]+/)*" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`);
}

const testFiles = files("test").filter((f) => f.endsWith(".test.ts"));
const matching = (globs: readonly string[]) => testFiles.filter((f) => globs.some((g) => globToRegExp(g).test(f)));

/** The test-local modules a file imports, directly or through other test-local modules. */
function localImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, spec] of readFileSync(join(ROOT, file), "utf8").matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)) {
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec!)).replace(/\.m?js$/, "");
    const path = [".ts", ".mts", ""].map((ext) => `${target}${ext}`).find((p) => p.startsWith("test/") && existsSync(join(ROOT, p)));
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    localImports(path, seen);
  }
  return seen;
}

describe("the test tiers", () => {
  it("name only test files that exist, each glob at least one", () => {
    for (const glob of [...E2E, ...HEAVY]) expect(matching([glob]), glob).not.toEqual([]);
  });

  it("put no file in both e2e and heavy", () => {
    const heavy = new Set(matching(HEAVY));
    expect(matching(E2E).filter((f) => heavy.has(f))).toEqual([]);
  });

  it("keep unit tests off everything a build makes", () => {
    // this file and the tier lists name those things to describe them
    const listed = new Set([...matching(E2E), ...matching(HEAVY), "test/tiers.test.ts"]);
    const offenders = testFiles
      .filter((f) => !listed.has(f))
      .flatMap((f) => [f, ...localImports(f)].filter((m) => NEEDS_BUILD.test(readFileSync(join(ROOT, m), "utf8"))).map((m) => (m === f ? f : `${f} (through ${m})`)));
    expect(offenders, "these need `npm run build`: list them in test/tiers.mts").toEqual([]);
  });

  it("would catch a unit test that runs the built CLI", () => {
    expect(NEEDS_BUILD.test('import { builtCli } from "../support/cli";')).toBe(true);
    expect(NEEDS_BUILD.test('const EXECUTABLE = join(root, "dist", "x.js");')).toBe(true);
    expect(NEEDS_BUILD.test('import { startEmulator } from "../../src/emulator";')).toBe(false);
  });
});
