// The protocol layer's three layers and the one way their imports go (src/tfplugin/index.ts,
// issue 27): the framework imports neither other layer; the protocol imports the framework;
// the transport imports neither; the top level (index.ts, serve.ts) wires all three, and no
// layer imports it back. Nothing in src/tfplugin imports the rest of src/ (the provider, the
// API client): the layer knows nothing of websites. Packages and node: modules are free.
// Every import form counts: import and export ... from, require(), import(), typeof import().
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceImports, type Import } from "../support/source-imports";

type Layer = "framework" | "protocol" | "transport" | "top level";

/** The layers each layer may import besides itself. */
const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  framework: [],
  protocol: ["framework"],
  transport: [],
  "top level": ["framework", "protocol", "transport"],
};

/** The layer of a path under src/ (a file, or a folder that stands for its index), or null outside src/tfplugin. */
function layerOf(path: string): Layer | null {
  const [top, first, ...rest] = path.split("/");
  if (top !== "tfplugin") return null;
  if (first === "framework" || first === "protocol" || first === "transport") return first;
  if (first === undefined || rest.length === 0) return "top level"; // "tfplugin" itself, index.ts, serve.ts
  throw new Error(`${path} is in no layer: src/tfplugin holds framework/, protocol/, transport/ and the top level's files`);
}

/** Each import that goes against the arrows, as a line that says which and why. */
function violations(imports: readonly Import[]): string[] {
  const found: string[] = [];
  for (const { file, specifier } of imports) {
    if (!specifier.startsWith(".")) continue; // a package or a node: module
    const from = layerOf(file);
    if (from === null) throw new Error(`${file} is not under src/tfplugin`);
    const target = posix.join(posix.dirname(file), specifier);
    const to = layerOf(target);
    if (to === null) found.push(`${file} imports ${specifier}: src/tfplugin imports nothing else of src/ (src/${target})`);
    else if (to !== from && !ALLOWED[from].includes(to)) found.push(`${file} imports ${specifier}: the ${from} may not import the ${to}`);
  }
  return found;
}

describe("the arrows between the protocol layer's layers", () => {
  const imports = sourceImports("tfplugin");

  it("hold for every import under src/tfplugin", () => {
    expect(violations(imports)).toEqual([]);
  });

  it("are checked over every layer and every form of import", () => {
    const layers = new Set(imports.map((i) => layerOf(i.file)));
    expect([...layers].sort()).toEqual(["framework", "protocol", "top level", "transport"]);
    // a require() (the lazy server modules) and a typeof import() (their types) are seen too
    expect(imports).toContainEqual({ file: "tfplugin/index.ts", specifier: "./protocol/protobuf-methods" });
    expect(imports).toContainEqual({ file: "tfplugin/transport/launch.ts", specifier: "./grpc-server" });
    expect(imports).toContainEqual({ file: "tfplugin/serve.ts", specifier: "./protocol/services/provider-server" });
  });

  it("fail on an import that goes back, or out of src/tfplugin", () => {
    const against: Array<[file: string, specifier: string, why: string]> = [
      ["tfplugin/framework/plan.ts", "../protocol/codec", "the framework may not import the protocol"],
      ["tfplugin/framework/types.ts", "../transport/launch", "the framework may not import the transport"],
      ["tfplugin/framework/model.ts", "..", "the framework may not import the top level"],
      ["tfplugin/transport/launch.ts", "../protocol/services/provider-server", "the transport may not import the protocol"],
      ["tfplugin/transport/launch.ts", "../framework/log", "the transport may not import the framework"],
      ["tfplugin/protocol/protobuf-methods.ts", "../transport/grpc-server", "the protocol may not import the transport"],
      ["tfplugin/protocol/services/provider-server.ts", "../../serve", "the protocol may not import the top level"],
      ["tfplugin/protocol/codec.ts", "../../provider", "src/tfplugin imports nothing else of src/ (src/provider)"],
      ["tfplugin/index.ts", "../api/client", "src/tfplugin imports nothing else of src/ (src/api/client)"],
    ];
    const allowed: Import[] = [
      { file: "tfplugin/protocol/services/objects.ts", specifier: "../../framework" },
      { file: "tfplugin/protocol/codec.ts", specifier: "./msgpack" },
      { file: "tfplugin/serve.ts", specifier: "./transport/launch" },
      { file: "tfplugin/index.ts", specifier: "./framework/types" },
      { file: "tfplugin/transport/http2-grpc.ts", specifier: "node:tls" },
      { file: "tfplugin/protocol/generated/proto.js", specifier: "protobufjs/minimal" },
    ];
    const found = violations([...against.map(([file, specifier]) => ({ file, specifier })), ...allowed]);
    expect(found).toEqual(against.map(([file, specifier, why]) => `${file} imports ${specifier}: ${why}`));
  });
});
