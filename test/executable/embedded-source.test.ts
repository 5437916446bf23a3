// The npm executable holds its runtime in a comment at its end (src/executable/embedded-module.ts).
import { describe, expect, it } from "vitest";
import { commentHolding, HELD_RUNTIME, HELD_ZOD, sourceInComment } from "../../src/executable/embedded-module";

const executable = (source: string, hash: string) => `#!/usr/bin/env node\nconst hash = "${hash}";\n${commentHolding(source, hash)}\n`;

describe("the runtime held in a comment", () => {
  it("gives back the source exactly, comment ends and \\x01 included", () => {
    for (const source of ['a="*/*";b=/x*\\//g;', "\x01*/\x01\x02*\x01/", "", "*/", "plain();", "a*/b*/c\x01d*/", "*\x01\x02/\x01\x01", "\x01"]) {
      const text = executable(source, "0123abcd");
      expect(sourceInComment(text, "0123abcd")).toBe(source);
      // the comment never ends before the end of the file
      expect(text.indexOf("*/", text.indexOf("/*embedded-runtime"))).toBe(text.lastIndexOf("*/"));
    }
  });

  it("gives back the source from the text of the function that holds it, which is what the holder's byte range holds", () => {
    for (const source of ['a="*/*";b=/x*\\//g;', "\x01*/\x01\x02*\x01/", "", "plain();"]) {
      const text = executable(source, "0123abcd");
      const held = new Function(`${text.replace(/^#!.*\n/, "")}\nreturn ${HELD_RUNTIME.holder}.toString();`)() as string;
      expect(held.length).toBeLessThan(text.length);
      expect(sourceInComment(held, "0123abcd")).toBe(source);
    }
  });

  it("gives back each of two held sources, from its holder's text and from the whole file", () => {
    for (const [runtime, zod] of [
      ['a="*/";', 'z="*/";'],
      ["\x01*/", "plain();"],
      ["", "*/"],
    ] as const) {
      const text = `${commentHolding(runtime, "aa11", HELD_RUNTIME)}\n${commentHolding(zod, "bb22", HELD_ZOD)}\n`;
      expect(sourceInComment(text, "aa11", HELD_RUNTIME)).toBe(runtime);
      expect(sourceInComment(text, "bb22", HELD_ZOD)).toBe(zod);
      const holders = new Function(`${text}\nreturn [${HELD_RUNTIME.holder}.toString(), ${HELD_ZOD.holder}.toString()];`)() as [string, string];
      expect(sourceInComment(holders[0], "aa11", HELD_RUNTIME)).toBe(runtime);
      expect(sourceInComment(holders[1], "bb22", HELD_ZOD)).toBe(zod);
      // one held source is not found under the other's mark
      expect(() => sourceInComment(holders[0], "bb22", HELD_ZOD)).toThrow(/damaged/);
    }
  });

  it("is valid JavaScript that runs nothing of the held source", () => {
    const text = executable('throw new Error("ran");/*x*/', "ff");
    expect(() => new Function(text.replace(/^#!.*\n/, ""))()).not.toThrow();
  });

  it("refuses a source that is not ASCII, and says when the runtime is missing", () => {
    expect(() => commentHolding("é", "ff")).toThrow(/ASCII/);
    expect(() => sourceInComment("#!/usr/bin/env node\n", "ff")).toThrow(/damaged.*reinstall/);
    expect(() => sourceInComment(executable("x", "aa"), "bb")).toThrow(/damaged/);
  });
});
