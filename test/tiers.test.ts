// A test file's name says its tier (test/tiers.mts), and what it reaches agrees: a unit
// test (`NAME.test.ts`) reaches nothing a build makes, not the terraform harness, the
// terraform binary, the built CLI, dist/ or the standalone executable, by itself or through
// the test helpers it imports; an e2e or heavy test (`NAME.e2e.test.ts`, `NAME.heavy.test.ts`)
// reaches one of them, or it belongs in the unit tier.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tierOf } from "./tiers.mjs";

const ROOT = resolve(__dirname, "..");
/** What only a built tree has, or what runs terraform against the built provider. */
const NEEDS_BUILD = /e2e\/harness|support\/cli\b|sea-executable|cdktf\/helpers|cdktn\/helpers|builtCli|["'/.]dist["'/]|build:sea|bin\/terraform/;
/** `NAME.test.ts`, `NAME.e2e.test.ts` or `NAME.heavy.test.ts`, NAME without dots. */
const TEST_NAME = /^[^.]+(\.e2e|\.heavy)?\.test\.ts$/;
/** This file names those things to describe them. */
const SELF = "test/tiers.test.ts";

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
}
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const testFiles = files("test").filter((f) => f.endsWith(".test.ts") && f !== SELF);

/** The test-local modules a file imports, directly or through other test-local modules. */
function localImports(file: string, text: string, seen = new Set<string>()): Set<string> {
  for (const [, spec] of text.matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)) {
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec!)).replace(/\.m?js$/, "");
    const path = [".ts", ".mts", ""].map((ext) => `${target}${ext}`).find((p) => p.startsWith("test/") && existsSync(join(ROOT, p)));
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    localImports(path, read(path), seen);
  }
  return seen;
}

/** The file itself and the helpers it imports that need a build, as `file` or `file (through helper)`. */
function buildNeeds(file: string, text = read(file)): string[] {
  const needs = NEEDS_BUILD.test(text) ? [file] : [];
  for (const m of localImports(file, text)) if (NEEDS_BUILD.test(read(m))) needs.push(`${file} (through ${m})`);
  return needs;
}

/** Why a file's name puts it in the wrong tier, or nothing when it is right. */
function misnamed(file: string, text = read(file)): string[] {
  const needs = buildNeeds(file, text);
  if (tierOf(file) === "unit") return needs.map((n) => `${n} needs a build: rename it NAME.e2e.test.ts or NAME.heavy.test.ts`);
  return needs.length === 0 ? [`${file} needs no build: rename it NAME.test.ts (unit)`] : [];
}

describe("the test tiers", () => {
  it("name every test file NAME.test.ts, NAME.e2e.test.ts or NAME.heavy.test.ts", () => {
    expect(testFiles.filter((f) => !TEST_NAME.test(basename(f)))).toEqual([]);
  });

  it("keep unit tests off everything a build makes, and e2e and heavy tests on it", () => {
    expect(testFiles.flatMap((f) => misnamed(f))).toEqual([]);
  });

  it("have tests in all three tiers", () => {
    expect(new Set(testFiles.map(tierOf))).toEqual(new Set(["unit", "e2e", "heavy"]));
  });

  it("would catch a test that needs a build and lacks the suffix, directly or through a helper", () => {
    expect(misnamed("test/e2e/new-feature.test.ts", 'import { TerraformHome } from "./harness";')).toEqual([
      "test/e2e/new-feature.test.ts (through test/e2e/harness.ts) needs a build: rename it NAME.e2e.test.ts or NAME.heavy.test.ts",
    ]);
    expect(misnamed("test/tfplugin/new-toy.test.ts", 'spawnSync("/usr/local/bin/terraform", ["init"]);')).toEqual([
      "test/tfplugin/new-toy.test.ts needs a build: rename it NAME.e2e.test.ts or NAME.heavy.test.ts",
    ]);
    expect(misnamed("test/e2e/new-feature.e2e.test.ts", 'import { TerraformHome } from "./harness";')).toEqual([]);
    expect(misnamed("test/api/new-client.e2e.test.ts", 'import { startEmulator } from "../../src/emulator";')).toEqual([
      "test/api/new-client.e2e.test.ts needs no build: rename it NAME.test.ts (unit)",
    ]);
  });

  it("would catch the built CLI, dist/ and the terraform binary, not the sources", () => {
    expect(NEEDS_BUILD.test('import { builtCli } from "../support/cli";')).toBe(true);
    expect(NEEDS_BUILD.test('const EXECUTABLE = join(root, "dist", "x.js");')).toBe(true);
    expect(NEEDS_BUILD.test('const terraform = "/usr/local/bin/terraform";')).toBe(true);
    expect(NEEDS_BUILD.test('import { startEmulator } from "../../src/emulator";')).toBe(false);
    expect(NEEDS_BUILD.test('import { openClients } from "../support/clients";')).toBe(false);
  });
});
