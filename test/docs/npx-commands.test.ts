// `npx -p PACKAGE phpanalytics ...` fetches the package when it is not installed, and npm 11
// asks first: outside a terminal (a CI step, a script) it stops with "npx canceled due to
// missing packages and no YES option". Every such command the docs give, in a code block or
// inline, carries --yes, and so do the commands the CLI's own messages suggest.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { handWrittenDocs, inlineCode, readDoc, ROOT, splitFences } from "./markdown";

const FETCHES = /\bnpx\b(?=.*\s(-p|--package)(\s|=))/;
const AGREES = /\s(--yes|-y)(\s|$)/;

/** The npx commands of a markdown text that fetch a package without --yes. */
function withoutYes(text: string): string[] {
  const { blocks, prose } = splitFences(text);
  const lines = [...blocks.flatMap((block) => block.code.split("\n")), ...inlineCode(prose).map((span) => span.code)];
  return lines.map((line) => line.replace(/\s+#.*$/, "")).filter((line) => FETCHES.test(line) && !AGREES.test(line) && !line.trimStart().startsWith("#"));
}

describe("npx commands that fetch the package", () => {
  it("pass --yes in every hand-written doc", () => {
    const missing = handWrittenDocs().flatMap((file) => withoutYes(readDoc(file)).map((line) => `${file}: ${line.trim()}`));
    expect(missing).toEqual([]);
  });

  it("pass --yes where the CLI's messages suggest one", () => {
    const sources = (readdirSync(join(ROOT, "src"), { recursive: true }) as string[]).filter((file) => file.endsWith(".ts") && !file.startsWith("bindings"));
    const suggested = sources.flatMap((file) => [...readFileSync(join(ROOT, "src", file), "utf8").matchAll(/`(npx [^`\\]*)\\?`/g)].map((m) => m[1]!));
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.filter((command) => FETCHES.test(command) && !AGREES.test(command))).toEqual([]);
  });

  it("would catch one that does not", () => {
    const text =
      "```sh\nnpx -p cdktf-provider-phpanalytics phpanalytics install\nnpx --yes -p x phpanalytics drift\nnpx phpanalytics install\n```\n" +
      "Run `npx --package=x phpanalytics` here.\n";
    expect(withoutYes(text)).toEqual(["npx -p cdktf-provider-phpanalytics phpanalytics install", "npx --package=x phpanalytics"]);
  });
});
