// Every file of this repository that its docs or comments name still exists: a move or a
// rename must take the pointers to the file along. Read are the markdown files (all of their
// text) and the comments of the code (a `//` line or a line of a `/* */` block), where a
// path is a pointer; string literals are left alone, since a test may name a file that must
// not exist. A path outside the repository (../shared, another project's files) is not ours.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./markdown";

/** A path under one of the repository's own folders, to a file with an extension. */
const PATH = /(?<![\w./-])((?:src|scripts|bench|test|examples)\/[\w./-]+\.(?:ts|mts|mjs|js|json|md|sh|hcl|tf))\b/g;
const CODE = /\.(?:ts|mts|mjs|js)$/;

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(?:md|ts|mts|mjs|js)$/.test(file) && !/(^|\/)(generated|bindings(-cdktn)?)\//.test(file));

/** The lines of `text` that may hold a pointer: all of a markdown file, the comments of code. */
function pointerLines(file: string, text: string): Array<{ line: number; text: string }> {
  const lines = text.split("\n").map((line, index) => ({ line: index + 1, text: line }));
  if (!CODE.test(file)) return lines;
  let inBlock = false;
  return lines.filter(({ text: line }) => {
    const trimmed = line.trim();
    const wasInBlock = inBlock;
    if (trimmed.startsWith("/*")) inBlock = !trimmed.includes("*/");
    else if (inBlock && trimmed.includes("*/")) inBlock = false;
    return wasInBlock || trimmed.startsWith("/*") || trimmed.startsWith("//") || /\s\/\/\s/.test(line);
  });
}

describe("paths named in the docs and in comments", () => {
  it("name files that exist", () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of tracked) {
      for (const { line, text } of pointerLines(file, readFileSync(join(ROOT, file), "utf8"))) {
        for (const [, path] of text.matchAll(PATH)) {
          // a comment's own text after `//`, so a path inside a string before it does not count
          if (CODE.test(file) && text.indexOf(path!) < text.indexOf("//") && !text.trim().startsWith("*")) continue;
          // a placeholder segment (examples/resources/TYPE/resource.tf) names a pattern, not a file
          if (/\/[A-Z_]+\//.test(path!)) continue;
          named += 1;
          if (!existsSync(join(ROOT, path!))) missing.push(`${file}:${line}: ${path}`);
        }
      }
    }
    expect(missing, "rename or remove these pointers").toEqual([]);
    expect(named).toBeGreaterThan(100);
  });
});
