// The npm executable's runtime requires zod from a comment of its own (src/executable/held-runtime.ts):
// loaded on the runtime's first require("zod"), once, with every other require left to the
// executable's own.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commentHolding, HELD_RUNTIME, HELD_ZOD } from "../../src/executable/embedded-module";
import { loadHeldRuntime } from "../../src/executable/held-runtime";
import { PLAIN_START } from "../../src/executable/switch";

const RUNTIME = `
exports.path = require("node:path").basename("/a/b.txt");
exports.zod = () => require("zod");
exports.filename = __filename;
`;
const ZOD = `globalThis.heldZodLoads = (globalThis.heldZodLoads ?? 0) + 1; module.exports = { z: "held zod" };`;

interface Runtime {
  path: string;
  zod(): { z: string };
  filename: string;
}

const loads = () => (globalThis as { heldZodLoads?: number }).heldZodLoads ?? 0;

function heldRuntime(zodHolder: string) {
  const required: string[] = [];
  const runtime = loadHeldRuntime({
    runtime: { text: () => commentHolding(RUNTIME, "aa11", HELD_RUNTIME), hash: "aa11" },
    zod: { text: () => zodHolder, hash: "bb22" },
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
    delete (globalThis as { heldZodLoads?: number }).heldZodLoads;
  });
  afterEach(() => {
    delete process.env[PLAIN_START];
  });

  it("loads zod from its own comment on the first require, once", () => {
    const { runtime, required } = heldRuntime(commentHolding(ZOD, "bb22", HELD_ZOD));
    expect(runtime.path).toBe("b.txt");
    expect(runtime.filename).toBe("/opt/provider.js#runtime");
    expect(loads()).toBe(0);
    expect(runtime.zod()).toEqual({ z: "held zod" });
    expect(runtime.zod()).toBe(runtime.zod());
    expect(loads()).toBe(1);
    expect(required).toEqual(["node:path"]);
  });

  it("says the executable is damaged when zod's comment is missing, on the require that needs it", () => {
    const { runtime } = heldRuntime("");
    expect(runtime.path).toBe("b.txt");
    expect(() => runtime.zod()).toThrow(/damaged.*reinstall/);
  });
});
