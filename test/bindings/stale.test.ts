// The committed bindings of both CDK lines must be exactly what their generators make from
// the current schema: cdktf's in src/bindings (the main entry), cdktn's in
// src/bindings-cdktn (the ./cdktn entry).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBindings, LINES, listFiles } from "../../scripts/generate-bindings.mjs";
import { loadProvider } from "../../scripts/provider-schema.mjs";
import * as pkg from "../../src/index";
import * as cdktnEntry from "../../src/cdktn";

const STALE = "bindings are stale: run npm run generate";
const ROOT = join(__dirname, "../..");

// The generators' naming: a resource phpanalytics_x lives in folder "x", a data source
// phpanalytics_y in "data-phpanalytics-y"; each folder is exported as its camel-cased name.
let folders: string[];
let namespaces: string[];
let hasFunctions = false;
beforeAll(async () => {
  const { provider, localName } = await loadProvider();
  const dashed = (s: string) => s.replace(/_/g, "-");
  folders = [
    "provider",
    ...Object.keys(provider.resources).map((type) => dashed(type.slice(localName.length + 1))),
    ...Object.keys(provider.dataSources).map((type) => `data-${dashed(type)}`),
  ].sort();
  namespaces = folders.map((f) => f.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())).sort();
  hasFunctions = Object.keys(provider.functions ?? {}).length > 0;
});

/** cdktn's generator adds the provider functions' folder; cdktf 0.21's has no provider functions. */
const withFunctions = (line: "cdktf" | "cdktn", names: string[], folder: string): string[] =>
  line === "cdktn" && hasFunctions ? [...names, folder].sort() : names;

describe.each([
  { line: "cdktf" as const, entry: pkg },
  { line: "cdktn" as const, entry: cdktnEntry },
])("generated $line bindings", ({ line, entry }) => {
  const committedDir = LINES[line].outDir;
  const shown = relative(ROOT, committedDir);
  let fresh: string;
  let freshFiles: string[];

  beforeAll(async () => {
    fresh = mkdtempSync(join(tmpdir(), `phpanalytics-bindings-${line}-test-`));
    freshFiles = await generateBindings(fresh, line);
  });
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it("have one folder per resource and data source of the schema, plus the provider", () => {
    const generated = new Set(freshFiles.filter((f) => f.includes("/")).map((f) => f.split("/")[0]));
    expect([...generated].sort()).toEqual(withFunctions(line, folders, "provider-functions"));
  });

  it("import their own CDK library only", () => {
    const other = line === "cdktf" ? "cdktn" : "cdktf";
    const website = readFileSync(join(fresh, "website", "index.ts"), "utf8");
    expect(website).toContain(`import * as ${line} from '${line}';`);
    expect(website).not.toContain(`from '${other}'`);
  });

  it("are up to date with the provider schema", () => {
    const committed = listFiles(committedDir);
    const problems: string[] = [];
    for (const file of freshFiles.filter((f) => !committed.includes(f))) problems.push(`missing: ${shown}/${file}`);
    for (const file of committed.filter((f) => !freshFiles.includes(f))) problems.push(`not generated: ${shown}/${file}`);
    for (const file of freshFiles.filter((f) => committed.includes(f))) {
      if (readFileSync(join(fresh, file), "utf8") !== readFileSync(join(committedDir, file), "utf8")) {
        problems.push(`differs: ${shown}/${file}`);
      }
    }
    expect(problems, `${STALE}\n${problems.join("\n")}`).toEqual([]);
  });

  it("are all exported from the line's entry point", () => {
    const index = readFileSync(join(fresh, "index.ts"), "utf8");
    const exported = [...index.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)(?:\/index)?';$/gm)].map(([, name]) => name);
    expect(exported.sort()).toEqual(withFunctions(line, namespaces, "providerFunctions"));
    expect(Object.keys(entry).sort()).toEqual(withFunctions(line, namespaces, "providerFunctions"));
  });
});
