// nodefloor: gofloor's do-nothing provider (../shared/bench/gofloor) in Node, with
// phpanalytics_website's exact schema as nodefloor_website (bench/nodefloor/handlers.ts). It
// is the floor of any Node provider: a launch that answers as little as gofloor does, so
// what separates it from gofloor is Node's own start, its TLS and its gRPC, and what
// separates ours from it is ours. Five builds, each an esbuild bundle behind a sh line:
// - nodefloor: on the provider's own transport (src/tfplugin/transport);
// - nodefloorh2: on Node's node:tls and node:http2, gRPC's framing by hand;
// - nodefloorreads: nodefloor that also reads every website of the account on its first
//   ReadResource (bench/nodefloor/read-websites.ts: pages of 100 over one keep-alive
//   node:http connection, each body through JSON.parse), the work a plan asks of any real
//   provider to see drift, which gofloor and nodefloor skip, taking the base URL and the key
//   from PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY as ours does in the benchmarks;
// - nodefloorprotobuf: nodefloorreads that reads each request and writes each answer with
//   protobufjs (bench/nodefloor/protobuf-handlers.ts), through the tfplugin6 code the provider
//   is generated with, where the others split their messages by hand: what a Node provider
//   on this project's protocol library pays per call. Its handlers are a second bundle in
//   the build's directory, loaded with a code cache on the first call that needs them, as
//   ours loads its runtime (bench/nodefloor/handlers-bundle.ts);
// - nodefloorwork: nodefloorprotobuf doing what a plan asks of any provider on this
//   project's libraries (bench/nodefloor/work-handlers.ts): its reads on undici, loaded
//   as the provider loads it, and every configuration and state it must look at decoded.
//   It is the floor of a Node provider that does the plan's required work, which judges the
//   plans; its reads and undici are in its handlers bundle, with its code cache.
// nodefloor and nodefloorh2 never call out, so their sh line drops NODE_EXTRA_CA_CERTS;
// the reads floors call out, so they start behind the npm executable's own line
// (src/executable/launcher.ts), which moves the variable aside for an https API to load.
// Built into the temporary directory under a hash of every file the builds read, this script,
// tsconfig.json, esbuild's version, the sh lines and the schema.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, version as esbuildVersion } from "esbuild";
import { ROOT, log } from "./lib.mjs";

const SOURCES = join(ROOT, "bench", "nodefloor");
/** How every build is made, the pass that lists their inputs too (bundleInputs). */
const BUILD_OPTIONS = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  write: false,
  absWorkingDir: ROOT,
};
/** The floors whose handlers are a bundle of their own (bench/nodefloor/handlers-bundle.ts): its source, and its file in the build's directory. */
const HANDLERS_BUNDLES = {
  nodefloorprotobuf: { source: "protobuf-handlers.ts", file: "protobuf-handlers.cjs" },
  nodefloorwork: { source: "work-handlers.ts", file: "work-handlers.cjs" },
};
const DROPPING_EXTRA_CA_CERTS = `#!/bin/sh\n':' //; unset NODE_EXTRA_CA_CERTS; exec node "$0" "$@"\n`;
/** Provider address (under registry.terraform.io/bench) -> entry point. All are used under the local name nodefloor. */
export const NODEFLOORS = {
  nodefloor: "main.ts",
  nodefloorh2: "main-node-http2.ts",
  nodefloorreads: "main-reads.ts",
  nodefloorprotobuf: "main-protobuf.ts",
  nodefloorwork: "main-work.ts",
};

/** GetProviderSchema's and GetMetadata's responses, encoded by the provider's own protocol code. */
async function encodedAnswers() {
  const dist = (module) => createRequire(import.meta.url)(join(ROOT, "dist", module));
  const { ProviderServer, tfplugin6 } = dist("tfplugin/protocol/index.js");
  const ours = dist("provider/index.js").createProvider("0.0.1");
  const provider = {
    ...ours,
    typeName: "nodefloor",
    schema: { version: 0, description: "", attributes: {} },
    resources: { nodefloor_website: ours.resources.phpanalytics_website },
    dataSources: {},
    functions: {},
  };
  const server = new ProviderServer(provider);
  // gofloor's capabilities: none
  const schema = tfplugin6.GetProviderSchema.Response.encode({ ...server.providerSchema(), serverCapabilities: {} }).finish();
  const metadata = tfplugin6.GetMetadata.Response.encode({ ...(await server.getMetadata()), serverCapabilities: {} }).finish();
  return { schema: Buffer.from(schema).toString("base64"), metadata: Buffer.from(metadata).toString("base64") };
}

/** Each build's sh line: the npm executable's own for the reads floors, which call out. */
function headers() {
  const { npmExecutableHeader } = createRequire(import.meta.url)(join(ROOT, "dist", "executable", "launcher.js"));
  const ours = `${npmExecutableHeader()}\n`;
  return { nodefloor: DROPPING_EXTRA_CA_CERTS, nodefloorh2: DROPPING_EXTRA_CA_CERTS, nodefloorreads: ours, nodefloorprotobuf: ours, nodefloorwork: ours };
}

/** Writes a file whole or not at all: a build cut short must not leave a file that a later run reuses. */
function writeWhole(path, text, mode = 0o644) {
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, text, { mode });
  renameSync(partial, path);
}

/**
 * Every file the builds read (sources, the parts of src/ they share, protobufjs), as esbuild
 * finds them: a change to any of them, or to this script or esbuild, makes a new build.
 */
async function bundleInputs() {
  const entries = [...Object.values(NODEFLOORS), ...Object.values(HANDLERS_BUNDLES).map((b) => b.source)].map((entry) => join(SOURCES, entry));
  const defined = ["NODEFLOOR_SCHEMA", "NODEFLOOR_METADATA", "NODEFLOOR_HANDLERS_BUNDLE", "NODEFLOOR_HANDLERS_HASH"];
  const { metafile } = await build({
    ...BUILD_OPTIONS,
    entryPoints: entries,
    metafile: true,
    outdir: tmpdir(),
    define: Object.fromEntries(defined.map((name) => [name, '""'])),
  });
  return Object.keys(metafile.inputs).sort();
}

/** Builds the nodefloors if needed; returns a filesystem mirror holding them. */
export async function ensureNodefloor() {
  const answers = await encodedAnswers();
  const header = headers();
  const hash = createHash("sha256").update(JSON.stringify(answers)).update(JSON.stringify(header));
  const hashFile = (file) => hash.update(`\0${file}\0`).update(readFileSync(join(ROOT, file)));
  hash.update(esbuildVersion);
  for (const file of ["bench/nodefloor.mjs", "tsconfig.json", ...(await bundleInputs())]) hashFile(file);
  const out = join(tmpdir(), `phpa-nodefloor-${hash.digest("hex").slice(0, 12)}`);
  const mirror = join(out, "mirror");
  const paths = Object.fromEntries(
    Object.keys(NODEFLOORS).map((name) => [name, join(mirror, `registry.terraform.io/bench/${name}/0.0.1/linux_amd64/terraform-provider-${name}_v0.0.1`)]),
  );
  const handlersFiles = Object.values(HANDLERS_BUNDLES).map((b) => join(out, b.file));
  if ([...Object.values(paths), ...handlersFiles].every((p) => existsSync(p))) return { mirror, paths };
  log(`building nodefloor into ${out}`);
  const define = { NODEFLOOR_SCHEMA: JSON.stringify(answers.schema), NODEFLOOR_METADATA: JSON.stringify(answers.metadata) };
  const bundle = async (entry, moreDefines = {}) => {
    const result = await build({ ...BUILD_OPTIONS, entryPoints: [join(SOURCES, entry)], define: { ...define, ...moreDefines } });
    return result.outputFiles[0].text;
  };
  mkdirSync(out, { recursive: true });
  const handlersDefines = {};
  for (const [name, { source, file }] of Object.entries(HANDLERS_BUNDLES)) {
    const text = await bundle(source);
    writeWhole(join(out, file), text);
    handlersDefines[name] = {
      NODEFLOOR_HANDLERS_BUNDLE: JSON.stringify(join(out, file)),
      // 16 hex digits, as the provider's bundles: a cache name the provider's pruning knows
      NODEFLOOR_HANDLERS_HASH: JSON.stringify(createHash("sha256").update(text).digest("hex").slice(0, 16)),
    };
  }
  for (const [name, entry] of Object.entries(NODEFLOORS)) {
    const text = await bundle(entry, handlersDefines[name] ?? {});
    mkdirSync(join(paths[name], ".."), { recursive: true });
    writeWhole(paths[name], header[name] + text, 0o755);
  }
  return { mirror, paths };
}
