#!/usr/bin/env node
// The app command of cdktf.json: bundles main.ts with esbuild and runs it. ts-node and tsx
// are not dependencies of this package; esbuild is, and takes a few milliseconds.
//
// "cdktf-provider-phpanalytics" is the package's own name; node resolves a package's own
// name only through an "exports" field, so the bundle aliases it to the sources
// (src/index.ts). cdktf and constructs stay external and load from node_modules, so the
// stack and the bindings share one copy of them.
//
// Writes to $CDKTF_OUTDIR (set by the cdktf CLI) or ./cdktf.out.
import { createRequire, Module } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");

const result = await build({
  stdin: {
    contents: 'require("./main.ts").main(process.env);',
    resolveDir: here,
    sourcefile: "synth-entry.ts",
    loader: "ts",
  },
  bundle: true,
  write: false,
  platform: "node",
  target: "node20",
  format: "cjs",
  external: ["cdktf", "constructs"],
  alias: { "cdktf-provider-phpanalytics": join(root, "src/index.ts") },
  logLevel: "warning",
});

// Compiled as if it were a file in this directory, so require("cdktf") finds node_modules.
const filename = join(here, "main.bundle.js");
const mod = new Module(filename);
mod.filename = filename;
mod.paths = Module._nodeModulePaths(here);
mod.require = createRequire(filename);
mod._compile(result.outputFiles[0].text, filename);
