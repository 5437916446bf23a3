// The emulator is the real server's double, written from docs/internals/api-behaviour.md: it imports nothing from
// the rest of the project (in particular not the API client's rules), only Node and itself.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(__dirname, "../../src/emulator");

describe("the emulator's independence", () => {
  it("imports only node: modules and its own files", () => {
    const outside: string[] = [];
    const files = readdirSync(DIR).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(join(DIR, file), "utf8");
      // Not after a quote or a letter: the string "from" (a query parameter) names no module.
      for (const m of text.matchAll(/(?<!["'\w])(?:from|import|require\()\s*["']([^"']+)["']/g)) {
        const spec = m[1] ?? "";
        if (!spec.startsWith("node:") && !/^\.\/[^/]+$/.test(spec)) outside.push(`${file}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
