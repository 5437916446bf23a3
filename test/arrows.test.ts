// The arrows between the top-level folders of src/ (CONTRIBUTING.md, "Layout"): each folder
// imports only the folders its row names, so the lower layers (api, emulator, tfplugin)
// import nothing above them and the CLI sits on top. The layers inside src/tfplugin have
// their own test (test/tfplugin/arrows.test.ts). Every import form counts: import and
// export ... from, require(), import(), typeof import(); packages and node: modules are free.
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceImports, type Import } from "./support/source-imports";

/** The folders each top-level folder of src/ may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  api: [],
  emulator: [],
  tfplugin: [],
  bindings: [],
  "bindings-cdktn": [],
  provider: ["api", "tfplugin"],
  executable: ["provider", "tfplugin", "api"],
  release: ["executable"],
  install: [],
  drift: ["api", "install", "tfplugin"],
  adopt: ["api", "drift"],
  recovery: ["api", "drift"],
  demo: ["api", "drift", "emulator", "install"],
  cli: ["adopt", "api", "demo", "drift", "emulator", "executable", "install", "provider", "recovery", "release", "tfplugin"],
  // the package's entry points: the bindings of each line
  "index.ts": ["bindings"],
  "cdktn.ts": ["bindings-cdktn", "cdktn-peer.ts"],
  "cdktn-peer.ts": [],
};

/** The top-level folder (or root file) a path under src/ belongs to. */
function areaOf(path: string): string {
  const [top, ...rest] = path.split("/");
  if (rest.length > 0) return top!;
  const file = /\.(ts|js)$/.test(top!) ? top! : `${top}.ts`;
  return file in ALLOWED ? file : top!;
}

function violations(imports: readonly Import[]): string[] {
  const found: string[] = [];
  for (const { file, specifier } of imports) {
    if (!specifier.startsWith(".")) continue;
    const from = areaOf(file);
    const target = posix.join(posix.dirname(file), specifier);
    if (target.startsWith("..")) {
      // the package's own manifest (its version) is free, like a package
      if (target !== "../package.json") found.push(`${file} imports ${specifier}: outside src/`);
      continue;
    }
    const to = areaOf(target);
    const allowed = ALLOWED[from];
    if (allowed === undefined) found.push(`${file}: src/${from} has no row in the table of arrows (test/arrows.test.ts, CONTRIBUTING.md)`);
    else if (to !== from && !allowed.includes(to)) found.push(`${file} imports ${specifier}: src/${from} may not import src/${to}`);
  }
  return found;
}

describe("the arrows between the folders of src/", () => {
  const imports = sourceImports("");

  it("hold for every import", () => {
    expect(violations(imports)).toEqual([]);
  });

  it("cover every folder of src/", () => {
    const areas = [...new Set(imports.map((i) => areaOf(i.file)))].sort();
    expect(areas.filter((area) => !(area in ALLOWED))).toEqual([]);
  });

  it("fail on an import that goes up", () => {
    const against: Array<[file: string, specifier: string, why: string]> = [
      ["api/http.ts", "../executable/switch", "src/api may not import src/executable"],
      ["provider/index.ts", "../executable/deferred-ca-certs", "src/provider may not import src/executable"],
      ["emulator/server.ts", "../api/domain", "src/emulator may not import src/api"],
      ["tfplugin/index.ts", "../provider", "src/tfplugin may not import src/provider"],
      ["release/mirror.ts", "../cli/args", "src/release may not import src/cli"],
    ];
    const allowed: Import[] = [
      { file: "cli/commands/drift.ts", specifier: "../../drift" },
      { file: "executable/provider-runtime.ts", specifier: "../provider" },
      { file: "provider/index.ts", specifier: "../api/errors" },
      { file: "executable/npm-executable.ts", specifier: "../../package.json" },
    ];
    const found = violations([...against.map(([file, specifier]) => ({ file, specifier })), ...allowed]);
    expect(found).toEqual(against.map(([file, specifier, why]) => `${file} imports ${specifier}: ${why}`));
  });
});
