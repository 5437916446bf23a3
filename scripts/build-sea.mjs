// Builds the standalone provider executable, build/sea/terraform-provider-phpanalytics:
// Node's single executable application support on the Node that runs this script (the host
// platform only; see docs/guides/standalone-and-network-mirror.md), with a V8 startup snapshot of src/executable/standalone-snapshot.ts.
// Steps: esbuild bundles the snapshot entry, `node --experimental-sea-config` runs it in the
// snapshot builder and writes the blob, postject injects the blob into a copy of node.
// Skipped when the inputs (the bundle and the node binary) are unchanged since the last build.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "build", "sea");
const executable = join(outDir, "terraform-provider-phpanalytics");
const require = createRequire(import.meta.url);
// The fuse postject flips so that node looks for the injected blob (from node's own docs).
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

// Node 20's snapshot builder cannot serialize node:http, node:http2, node:https or node:tls
// (their bindings hold native handles). In the snapshot they are stand-ins with the real module's
// export names, whose properties load the real module on first use at run time; a module
// that touches one while the snapshot is built fails the build with this message.
const DEFERRED_BUILTINS = /^(node:)?(http|http2|https|tls)$/;
const deferBuiltins = {
  name: "defer-builtins",
  setup(b) {
    b.onResolve({ filter: DEFERRED_BUILTINS }, (args) =>
      args.namespace === "deferred-builtin" ? { path: args.path, external: true } : { path: args.path.replace(/^node:/, ""), namespace: "deferred-builtin" },
    );
    b.onLoad({ filter: /.*/, namespace: "deferred-builtin" }, (args) => {
      const names = Object.keys(require(`node:${args.path}`));
      return {
        loader: "js",
        contents: `const { startupSnapshot } = require("node:v8");
let real;
function load() {
  if (startupSnapshot.isBuildingSnapshot()) {
    throw new Error("node:${args.path} was used while the startup snapshot was built; " +
      "Node 20 cannot snapshot it, so use it only inside functions that run at launch");
  }
  return (real ??= require("node:${args.path}"));
}
module.exports = Object.defineProperties({}, Object.fromEntries(${JSON.stringify(names)}.map((name) => [name, { enumerable: true, get: () => load()[name] }])));
`,
      };
    });
  },
};

mkdirSync(outDir, { recursive: true });
const entry = join(outDir, "standalone-snapshot.js");
const bundle = await build({
  plugins: [deferBuiltins],
  entryPoints: [join(root, "src/executable/standalone-snapshot.ts")],
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  write: false,
});
const source = bundle.outputFiles[0].text;

const node = statSync(process.execPath);
const inputs = createHash("sha256").update(source).update(`${process.execPath} ${process.version} ${node.size} ${node.mtimeMs}`).digest("hex");
const stamp = join(outDir, ".inputs");
if (existsSync(executable) && existsSync(stamp) && readFileSync(stamp, "utf8") === inputs) {
  console.log(`build-sea: ${executable} is up to date`);
  process.exit(0);
}

writeFileSync(entry, source);
const blob = join(outDir, "sea-prep.blob");
const config = join(outDir, "sea-config.json");
writeFileSync(config, JSON.stringify({ main: entry, output: blob, disableExperimentalSEAWarning: true, useSnapshot: true }, null, 2));
try {
  execFileSync(process.execPath, ["--experimental-sea-config", config], { cwd: outDir, stdio: "pipe" });
} catch (error) {
  throw new Error(`node --experimental-sea-config failed:\n${error.stderr}`, { cause: error });
}

const partial = `${executable}.partial`;
rmSync(partial, { force: true });
copyFileSync(process.execPath, partial);
chmodSync(partial, 0o755);
const { inject } = require("postject");
// postject warns about every ELF note section it does not know; nothing is wrong.
const warn = console.warn;
console.warn = () => undefined;
try {
  await inject(partial, "NODE_SEA_BLOB", readFileSync(blob), { sentinelFuse: SEA_FUSE });
} finally {
  console.warn = warn;
}

// Smoke check: started by hand, the provider must explain itself and exit 1.
try {
  execFileSync(partial, [], { stdio: "pipe", env: { PATH: "/nonexistent" } });
  throw new Error("the standalone executable exited 0 when started by hand");
} catch (error) {
  const stderr = String(error.stderr ?? "");
  if (error.status !== 1 || !stderr.includes("is a Terraform provider plugin")) {
    throw new Error(`the standalone executable failed its smoke check (exit ${error.status}):\n${stderr}`, { cause: error });
  }
}
renameSync(partial, executable);
rmSync(blob, { force: true });
writeFileSync(stamp, inputs);
console.log(
  `build-sea: ${executable} (${(statSync(executable).size / 1024 / 1024).toFixed(1)} MB, ${process.platform}_${process.arch}, node ${process.version})`,
);
