// The committed bindings must be exactly what the generator makes from the current schema.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OUT_DIR, generateBindings, listFiles } from "../../scripts/generate-bindings.mjs";
import * as pkg from "../../src/index";

const STALE = "bindings are stale: run npm run generate";

describe("generated bindings", () => {
  let fresh: string;
  let freshFiles: string[];

  beforeAll(async () => {
    fresh = mkdtempSync(join(tmpdir(), "phpanalytics-bindings-test-"));
    freshFiles = await generateBindings(fresh);
  });
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it("has one folder per resource and data source plus the provider", () => {
    const folders = new Set(freshFiles.filter((f) => f.includes("/")).map((f) => f.split("/")[0]));
    expect([...folders].sort()).toEqual([
      "data-phpanalytics-account",
      "data-phpanalytics-website",
      "data-phpanalytics-websites",
      "provider",
      "website",
    ]);
  });

  it("are up to date with the provider schema", () => {
    const committed = listFiles(DEFAULT_OUT_DIR);
    const problems: string[] = [];
    for (const file of freshFiles.filter((f) => !committed.includes(f))) problems.push(`missing: src/bindings/${file}`);
    for (const file of committed.filter((f) => !freshFiles.includes(f))) problems.push(`not generated: src/bindings/${file}`);
    for (const file of freshFiles.filter((f) => committed.includes(f))) {
      if (readFileSync(join(fresh, file), "utf8") !== readFileSync(join(DEFAULT_OUT_DIR, file), "utf8")) {
        problems.push(`differs: src/bindings/${file}`);
      }
    }
    expect(problems, `${STALE}\n${problems.join("\n")}`).toEqual([]);
  });

  it("are all exported from the package's main module", () => {
    const index = readFileSync(join(fresh, "index.ts"), "utf8");
    const namespaces = [...index.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)';$/gm)].map(([, name, dir]) => ({ name, dir }));
    expect(namespaces.length).toBe(5);
    const main = readFileSync(join(__dirname, "../../src/index.ts"), "utf8");
    for (const { name, dir } of namespaces) {
      expect(main, `src/index.ts must export ${name} from ./bindings/${dir}`).toContain(
        `export * as ${name} from "./bindings/${dir}";`,
      );
    }
    expect(Object.keys(pkg).sort()).toEqual(namespaces.map((n) => n.name).sort());
  });
});
