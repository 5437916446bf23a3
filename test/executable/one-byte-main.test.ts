// ONE_BYTE_MAIN (src/executable/launcher.ts) must run a file as Node's own loader runs a main
// module: the same __filename, __dirname (the file's real path, whether it was named by a
// relative path, as Terraform names an installed provider, or through a link), module and
// exports, a require relative to the file, the arguments after the file, a #! first line, and a function's text given back as written.
// A real node runs one file both ways and the two reports must be equal. With the head's
// length placed (src/executable/held-ranges.ts), it compiles that much of the file only.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAD_MARK, MARK_DIGITS, ONE_BYTE_FLAGS, ONE_BYTE_MAIN } from "../../src/executable/launcher";

const MAIN = `#!/bin/sh
'use strict';
const report = {
  filename: __filename,
  dirname: __dirname,
  moduleFilename: module.filename,
  exportsAreModules: exports === module.exports && this === module.exports,
  sibling: require("./sibling.js").value,
  builtin: typeof require("node:path").join,
  args: process.argv.slice(2),
  held: typeof held === "function" ? held.toString() : "missing",
};
process.stdout.write(JSON.stringify(report));
function held() {/* text kept as written: *\x01/ ~ \\u00e9 */}
`;

let dir: string;

beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "phpa-one-byte-main-")));
  writeFileSync(join(dir, "main.js"), MAIN);
  mkdirSync(join(dir, "links"));
  symlinkSync(join(dir, "main.js"), join(dir, "links", "provider"));
  writeFileSync(join(dir, "sibling.js"), "exports.value = 'beside the main file';\n");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], env: NodeJS.ProcessEnv = process.env): Record<string, unknown> =>
  JSON.parse(execFileSync(process.execPath, args, { cwd: dir, env, encoding: "utf8" })) as Record<string, unknown>;
const oneByte = (file: string, ...args: string[]): string[] => [...ONE_BYTE_FLAGS, ONE_BYTE_MAIN, file, ...args];

describe("ONE_BYTE_MAIN", () => {
  it("runs a file as Node's loader runs a main module", () => {
    const file = join(dir, "main.js");
    const byLoader = run([file, "first arg", "--debug"]);
    const byOneByteMain = run(oneByte(file, "first arg", "--debug"));
    expect(byOneByteMain).toEqual(byLoader);
    for (const named of ["main.js", join("links", "provider")]) {
      expect(run(oneByte(named, "first arg", "--debug")), named).toEqual(run([named, "first arg", "--debug"]));
    }
    expect(run(oneByte(join("links", "provider")))).toMatchObject({ filename: file });
    expect(byLoader).toMatchObject({
      filename: file,
      dirname: dir,
      exportsAreModules: true,
      sibling: "beside the main file",
      args: ["first arg", "--debug"],
      held: "function held() {/* text kept as written: *\x01/ ~ \\u00e9 */}",
    });
  });

  it("compiles only the head when its length is placed", () => {
    const file = join(dir, "headed.js");
    const tail = "\n}) this is not JavaScript (\n";
    writeFileSync(file, MAIN + tail);
    const placed = ONE_BYTE_MAIN.replace(HEAD_MARK, `head@${String(MAIN.length).padStart(MARK_DIGITS, "0")}`);
    expect(placed).not.toBe(ONE_BYTE_MAIN);
    const report = run(oneByte(join(dir, "main.js"), "first arg"));
    expect(run([...ONE_BYTE_FLAGS, placed, file, "first arg"])).toEqual({ ...report, filename: file, moduleFilename: file });
    // the whole file is not JavaScript
    const whole = spawnSync(process.execPath, oneByte(file), { cwd: dir, encoding: "utf8" });
    expect(whole.status).not.toBe(0);
    expect(whole.stderr).toContain("SyntaxError");
  });

  it("says the file is damaged when it is shorter than its placed head", () => {
    const placed = ONE_BYTE_MAIN.replace(HEAD_MARK, `head@${String(MAIN.length + 100).padStart(MARK_DIGITS, "0")}`);
    const cut = spawnSync(process.execPath, [...ONE_BYTE_FLAGS, placed, join(dir, "main.js")], { cwd: dir, encoding: "utf8" });
    expect(cut.status).not.toBe(0);
    expect(cut.stderr).toMatch(/main\.js is damaged: shorter than its head; reinstall it/);
  });

  it("runs the file as CommonJS when NODE_OPTIONS makes input an ES module", () => {
    const file = join(dir, "main.js");
    const env = { ...process.env, NODE_OPTIONS: "--input-type=module" };
    expect(run(oneByte(file, "first arg"), env)).toEqual(run([file, "first arg"], env));
  });
});
