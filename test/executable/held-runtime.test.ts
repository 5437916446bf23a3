// The npm executable's runtime requires zod and undici's modules from comments of their own
// (src/executable/held-runtime.ts): a library loads on the runtime's first require of one of
// its modules, once, with every other require left to the executable's own.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commentHolding, HELD_RUNTIME, HELD_UNDICI, HELD_ZOD } from "../../src/executable/embedded-module";
import { loadHeldRuntime } from "../../src/executable/held-runtime";
import { PLAIN_START } from "../../src/executable/switch";

const RUNTIME = `
exports.path = require("node:path").basename("/a/b.txt");
exports.zod = () => require("zod");
exports.pool = () => require("undici/lib/dispatcher/pool");
exports.connect = () => require("undici/lib/core/connect");
exports.other = () => require("undici/lib/other");
exports.filename = __filename;
`;
/** A held library as the build makes it: a function per module id it holds (one module each, as require gives), counting its loads. */
const library = (name: string, modules: Record<string, string>) =>
  `globalThis.heldLoads = [...(globalThis.heldLoads ?? []), ${JSON.stringify(name)}];\n` +
  `const modules = {${Object.entries(modules)
    .map(([id, value]) => `${JSON.stringify(id)}: ${value}`)
    .join(", ")}};\n` +
  `module.exports = Object.fromEntries(Object.keys(modules).map((id) => [id, () => modules[id]]));`;
const ZOD = library("zod", { zod: '{ z: "held zod" }' });
const UNDICI = library("undici", { "undici/lib/dispatcher/pool": '"held pool"', "undici/lib/core/connect": '"held connect"' });

interface Runtime {
  path: string;
  zod(): { z: string };
  pool(): string;
  connect(): string;
  other(): unknown;
  filename: string;
}

const loads = () => (globalThis as { heldLoads?: string[] }).heldLoads ?? [];

function heldRuntime(zodHolder: string, undiciModules = ["undici/lib/dispatcher/pool", "undici/lib/core/connect"]) {
  const required: string[] = [];
  const runtime = loadHeldRuntime({
    runtime: { text: () => commentHolding(RUNTIME, "aa11", HELD_RUNTIME), hash: "aa11" },
    libraries: [
      { held: HELD_ZOD, name: "zod", modules: ["zod"], text: () => zodHolder, hash: "bb22" },
      { held: HELD_UNDICI, name: "undici", modules: undiciModules, text: () => commentHolding(UNDICI, "cc33", HELD_UNDICI), hash: "cc33" },
    ],
    filename: "/opt/provider.js",
    workDone: () => 1,
    require: (id) => {
      required.push(id);
      return require(id) as unknown;
    },
  }) as Runtime;
  return { runtime, required };
}

describe("the held runtime", () => {
  // no code cache read or written: the held bundles are compiled from their text
  beforeEach(() => {
    process.env[PLAIN_START] = "1";
    delete (globalThis as { heldLoads?: string[] }).heldLoads;
  });
  afterEach(() => {
    delete process.env[PLAIN_START];
  });

  it("loads each library from its own comment on the first require of one of its modules, once", () => {
    const { runtime, required } = heldRuntime(commentHolding(ZOD, "bb22", HELD_ZOD));
    expect(runtime.path).toBe("b.txt");
    expect(runtime.filename).toBe("/opt/provider.js#runtime");
    expect(loads()).toEqual([]);
    expect(runtime.zod()).toEqual({ z: "held zod" });
    expect(runtime.zod()).toBe(runtime.zod());
    expect(loads()).toEqual(["zod"]);
    expect(runtime.pool()).toBe("held pool");
    expect(runtime.connect()).toBe("held connect");
    expect(loads()).toEqual(["zod", "undici"]);
    expect(required).toEqual(["node:path"]);
  });

  it("says the executable is damaged when a library's comment is missing, on the require that needs it", () => {
    const { runtime } = heldRuntime("");
    expect(runtime.path).toBe("b.txt");
    expect(runtime.pool()).toBe("held pool");
    expect(() => runtime.zod()).toThrow(/damaged.*reinstall/);
  });

  it("says the executable is damaged when a library lacks a module it is said to hold", () => {
    const { runtime } = heldRuntime(commentHolding(ZOD, "bb22", HELD_ZOD), ["undici/lib/dispatcher/pool", "undici/lib/core/connect", "undici/lib/other"]);
    expect(runtime.pool()).toBe("held pool");
    expect(() => runtime.other()).toThrow(/damaged: its held undici lacks undici\/lib\/other; reinstall/);
  });
});
