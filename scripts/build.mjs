// Build: type-check and emit the library with tsc, then bundle the provider executable
// with esbuild into one file so Terraform's 3-5 launches per command start fast.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${root}tsconfig.json`], {
  stdio: "inherit",
});
// A module whose source was deleted or moved would otherwise stay in dist/ and ship in the
// package: every compiled file without a source in src/ goes, except the bundles written below.
const bundles = new Set([`${root}dist/terraform-provider-phpanalytics.js`, `${root}dist/demo/example-app.js`]);
const built = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? built(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
for (const file of built(`${root}dist`).filter((f) => !bundles.has(f))) {
  const source = file.replace(`${root}dist/`, `${root}src/`).replace(/(\.d)?\.ts$|\.js$/, "");
  if (!existsSync(`${source}.ts`) && !existsSync(`${source}.js`) && !existsSync(`${source}.mjs`)) rmSync(file);
}
// tsc emits no .js sources: the generated protobuf code is copied beside its importers.
const generated = "tfplugin/protocol/generated";
mkdirSync(`${root}dist/${generated}`, { recursive: true });
for (const file of ["proto.js", "proto.d.ts"]) copyFileSync(`${root}src/${generated}/${file}`, `${root}dist/${generated}/${file}`);

// The provider executable is one file in two stages: a small outer bundle that prints the
// handshake line and serves gRPC, and the rest (the provider, protobuf, the HTTP client) held
// in a comment at its end, which src/executable/embedded-module.ts reads and compiles, with a V8
// code cache, on the first call that needs it (src/executable/index.ts lists the start-up
// measures). zod and undici's modules are each held in a comment of their own, loaded when
// the runtime requires one of their modules (src/executable/held-runtime.ts).
const { commentHolding, HELD_RUNTIME, HELD_UNDICI, HELD_ZOD } = createRequire(import.meta.url)(`${root}dist/executable/embedded-module.js`);
const { placeHeldRanges, rangeMark } = createRequire(import.meta.url)(`${root}dist/executable/held-ranges.js`);
const { UNDICI_MODULES } = createRequire(import.meta.url)(`${root}dist/api/undici-pool.js`);
const common = { bundle: true, platform: "node", target: "node20", format: "cjs", minify: true, legalComments: "none", logLevel: "warning" };
// undici's client loads its HTTP/2 code, and with it node:http2, when it is loaded; the API
// client speaks HTTP/1.1, so in the provider that code loads on its first call.
const lazyUndiciH2 = {
  name: "lazy-undici-h2",
  setup(b) {
    b.onResolve({ filter: /^\.\/client-h2\.js$/ }, (args) =>
      args.importer.endsWith("/undici/lib/dispatcher/client.js") ? { path: `${args.resolveDir}/client-h2.js`, namespace: "lazy-undici-h2" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "lazy-undici-h2" }, (args) => ({
      loader: "js",
      resolveDir: args.path.replace(/\/[^/]*$/, ""),
      contents: `let real;\nmodule.exports = (client, socket) => (real ??= require("./client-h2.js"))(client, socket);\n`,
    }));
  },
};
const hashOf = (source) => createHash("sha256").update(source).digest("hex").slice(0, 16);
// Each held library: the module ids the runtime requires it under (src/executable/held-runtime.ts).
const libraries = [
  { held: HELD_ZOD, name: "zod", package: "zod", modules: ["zod"], plugins: [] },
  { held: HELD_UNDICI, name: "undici", package: "undici", modules: [...UNDICI_MODULES], plugins: [lazyUndiciH2] },
];
for (const library of libraries) {
  const table = library.modules.map((id) => `${JSON.stringify(id)}: () => require(${JSON.stringify(id)})`).join(",\n");
  const contents = `module.exports = {\n${table}\n};\n`;
  const built = await build({
    ...common,
    stdin: { contents, resolveDir: root, sourcefile: `held-${library.name}.js` },
    plugins: library.plugins,
    write: false,
  });
  library.source = built.outputFiles[0].text;
  library.hash = hashOf(library.source);
}
const runtime = await build({
  ...common,
  entryPoints: [`${root}src/executable/provider-runtime.ts`],
  write: false,
  external: libraries.flatMap((library) => library.modules),
  metafile: true,
});
// A require of another module of a held library would bundle that library into the runtime too.
for (const library of libraries) {
  const bundled = Object.keys(runtime.metafile.inputs).find((input) => input.includes(`node_modules/${library.package}/`));
  if (bundled)
    throw new Error(
      `the runtime bundles ${bundled}: require ${library.modules.join(", ")} only, which the executable holds apart (src/executable/held-runtime.ts)`,
    );
}
const runtimeSource = runtime.outputFiles[0].text;
const buildHash = hashOf(runtimeSource);

// GetProviderSchema's response, made here from the provider just compiled, so that a launch
// that only asks for the schema (the first of each Terraform command) never loads the runtime.
const dist = (module) => createRequire(import.meta.url)(`${root}dist/${module}`);
const { version } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
const { ProviderServer, encodeProviderSchema } = dist("tfplugin/protocol/index.js");
const builtProvider = new ProviderServer(dist("provider/index.js").createProvider(version));
const providerSchema = encodeProviderSchema(builtProvider);

const embedRuntime = {
  name: "embed-provider-runtime",
  setup(b) {
    b.onResolve({ filter: /^\.\/(provider-runtime|built-provider-schema)$/ }, (args) => ({ path: args.path.replace(/^.*\//, ""), namespace: "embedded" }));
    b.onLoad({ filter: /^provider-runtime$/, namespace: "embedded" }, () => ({
      resolveDir: `${root}src/executable`,
      loader: "js",
      contents:
        `const { loadHeldRuntime } = require("./held-runtime");\n` +
        `const { readHeldRange } = require("./held-ranges");\n` +
        `const { routesServed } = require("../tfplugin/transport/http2-grpc");\n` +
        // the ranges of the functions that commentHolding declares at the end of this file, placed below
        `const readRange = (mark) => () => readHeldRange(__filename, mark);\n` +
        `module.exports = loadHeldRuntime({\n` +
        `  runtime: { text: readRange(${JSON.stringify(rangeMark(HELD_RUNTIME))}), hash: ${JSON.stringify(buildHash)} },\n` +
        `  libraries: [\n` +
        libraries
          .map(
            ({ held, name, modules, hash }) =>
              `    { held: ${JSON.stringify(held)}, name: ${JSON.stringify(name)}, modules: ${JSON.stringify(modules)}, ` +
              `text: readRange(${JSON.stringify(rangeMark(held))}), hash: ${JSON.stringify(hash)} },\n`,
          )
          .join("") +
        `  ],\n` +
        `  filename: __filename,\n` +
        `  workDone: routesServed,\n` +
        `  require,\n` +
        `});`,
    }));
    b.onLoad({ filter: /^built-provider-schema$/, namespace: "embedded" }, () => ({
      loader: "js",
      contents: `exports.builtProviderSchema = () => Buffer.from(${JSON.stringify(Buffer.from(providerSchema).toString("base64"))}, "base64");`,
    }));
  },
};

// The executable's first two lines are a sh launcher that JavaScript reads as a string and a
// comment: it keeps Node from parsing NODE_EXTRA_CA_CERTS at every launch (src/executable/launcher.ts).
const launcher = createRequire(import.meta.url)(`${root}dist/executable/launcher.js`).npmExecutableHeader();

// Written beside and renamed into place, so a provider being launched never sees half a file.
const providerOut = `${root}dist/terraform-provider-phpanalytics.js`;
const partial = `${providerOut}.partial`;
await build({
  ...common,
  entryPoints: [`${root}src/executable/npm-executable.ts`],
  outfile: partial,
  banner: { js: launcher },
  footer: { js: [commentHolding(runtimeSource, buildHash, HELD_RUNTIME), ...libraries.map((l) => commentHolding(l.source, l.hash, l.held))].join("\n") },
  plugins: [embedRuntime],
});
// The launcher has Node read the executable as latin1 (ONE_BYTE_MAIN, src/executable/launcher.ts),
// which is the same text only while every byte is ASCII.
const nonAscii = readFileSync(partial).findIndex((byte) => byte > 0x7f);
if (nonAscii >= 0) throw new Error(`${partial}: byte ${nonAscii} is not ASCII, and the launcher reads the executable as latin1`);
// Then only the head is compiled, and each held bundle read from its range (src/executable/held-ranges.ts).
const written = readFileSync(partial, "latin1");
if (!written.startsWith(launcher)) throw new Error(`${partial} does not start with the launcher's lines`);
writeFileSync(partial, placeHeldRanges(written, [HELD_RUNTIME, ...libraries.map((l) => l.held)], launcher.length), "latin1");
chmodSync(partial, 0o755);
renameSync(partial, providerOut);
chmodSync(`${root}dist/cli/phpanalytics.js`, 0o755);

// The demo's app: examples/cdktf/main.ts compiled once, so `phpanalytics demo` synthesizes
// it from an installed package without esbuild or ts-node. The package's own name, cdktf and
// constructs stay external: the stack uses the same bindings and cdktf as everything else.
await build({
  ...common,
  minify: false,
  stdin: { contents: 'require("./main.ts").main(process.env);', resolveDir: `${root}examples/cdktf`, sourcefile: "example-app.ts", loader: "ts" },
  outfile: `${root}dist/demo/example-app.js`,
  external: ["cdktf", "constructs"],
  plugins: [
    {
      name: "own-package",
      setup(b) {
        b.onResolve({ filter: /^cdktf-provider-phpanalytics$/ }, () => ({ path: "../index", external: true }));
      },
    },
  ],
});
