// Generates the bindings of both CDK lines from the provider's own schema:
//   cdktf (@cdktf/provider-generator)  -> src/bindings        (the package's main entry)
//   cdktn (@cdktn/provider-generator)  -> src/bindings-cdktn  (the `./cdktn` entry, CDK Terrain)
//
//   node scripts/generate-bindings.mjs                           both lines, default folders
//   node scripts/generate-bindings.mjs --line cdktn [--out DIR]  one line (--out needs one line;
//                                                                without --line it is cdktf)
//
// How: the provider's schema objects are loaded from the TypeScript sources (see
// ./provider-schema.mjs) and converted to the JSON of `terraform providers schema -json`
// by src/tfplugin/framework/schema-json.ts. That JSON goes straight into @cdktf/provider-generator's
// TerraformProviderGenerator, which writes TypeScript through a codemaker CodeMaker.
//
// Why not `cdktf get`: it would need a Terraform binary, the provider built and installed
// in a plugin mirror, `terraform init` in a scratch dir, and then it only reads back the
// very schema we already hold in memory. Calling the generator directly needs no Terraform,
// no network and no build, and is deterministic, so a test can regenerate into a temp dir
// and compare (test/bindings/stale.test.ts). The constraint handed to the generator is
// the one `cdktf get` would build from `"terraformProviders": ["phpanalytics/phpanalytics@VERSION"]`
// in cdktf.json, and `provider_versions` plays the part of the lock file, so the output is
// the same as `cdktf get` would produce: in a stack, required_providers.phpanalytics gets
// source "phpanalytics/phpanalytics" and version = the package version.
//
// The generator writes providers/phpanalytics/{index.ts,lazy-index.ts,<namespace>/...};
// that folder's content becomes src/bindings (the prebuilt-provider layout), less
// lazy-index.ts, which nothing imports.
// CDK Terrain's generator is a fork with the same API; its output differs only in importing
// `cdktn` instead of `cdktf`, so both lines go through the same code below.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadProvider, ROOT } from "./provider-schema.mjs";

/** The CDK lines: the generator package, its commons package and the committed folder. */
export const LINES = {
  cdktf: { generator: "@cdktf/provider-generator", commons: "@cdktf/commons", outDir: join(ROOT, "src", "bindings") },
  cdktn: { generator: "@cdktn/provider-generator", commons: "@cdktn/commons", outDir: join(ROOT, "src", "bindings-cdktn") },
};
export const DEFAULT_OUT_DIR = LINES.cdktf.outDir;
/** The `source` a stack's required_providers block carries. */
export const PROVIDER_SOURCE = "phpanalytics/phpanalytics";

function lineOf(name) {
  const line = LINES[name];
  if (!line) throw new Error(`unknown line ${JSON.stringify(name)}: use one of ${Object.keys(LINES).join(", ")}`);
  return line;
}

function loadGenerator(line) {
  // Loading the commons package (under the generator) runs `terraform version` in the
  // background (harmless; without terraform it merely fails) and would report such failures
  // to HashiCorp's checkpoint service, which has no business in a code generator.
  process.env.CHECKPOINT_DISABLE ??= "1";
  const require = createRequire(join(ROOT, "package.json"));
  const generator = require(line.generator);
  // The commons package is the generator's own dependency; resolve it from there.
  const commons = createRequire(require.resolve(line.generator))(line.commons);
  return { ...generator, ConstructsMakerProviderTarget: commons.ConstructsMakerProviderTarget, LANGUAGES: commons.LANGUAGES };
}

/**
 * Writes the bindings of one line ("cdktf" or "cdktn") into outDir (emptied first; default:
 * the line's committed folder) and returns the written files, relative to outDir, sorted.
 */
export async function generateBindings(outDir, lineName = "cdktf") {
  const line = lineOf(lineName);
  outDir ??= line.outDir;
  const { address, localName, version, schemaJson } = await loadProvider();
  const { CodeMaker, TerraformProviderGenerator, TerraformProviderConstraint, ConstructsMakerProviderTarget, LANGUAGES } = loadGenerator(line);

  const schema = { ...schemaJson, provider_versions: { [address]: version } };
  const code = new CodeMaker();
  const generator = new TerraformProviderGenerator(code, schema);
  const constraint = new TerraformProviderConstraint(`${PROVIDER_SOURCE}@${version}`);
  if (constraint.name !== localName) throw new Error(`provider source ${PROVIDER_SOURCE} does not name ${localName}`);
  generator.generate(new ConstructsMakerProviderTarget(constraint, LANGUAGES[0]));

  const scratch = mkdtempSync(join(tmpdir(), "phpanalytics-bindings-"));
  try {
    await code.save(scratch);
    const generated = join(scratch, "providers", localName);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    // lazy-index.ts (the generator's lazily-loading index) is used by nothing here.
    cpSync(generated, outDir, { recursive: true, filter: (source) => !source.endsWith("lazy-index.ts") });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return listFiles(outDir);
}

/** Files under dir, relative to it, sorted. */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

const USAGE = "usage: node scripts/generate-bindings.mjs [--line cdktf|cdktn] [--out DIR]";

/** Returns the jobs to run: [{ line, out }], both lines when neither --line nor --out is given. */
function parseArgs(argv) {
  let line;
  let out;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out" && argv[i + 1]) out = resolve(argv[++i]);
    else if (arg.startsWith("--out=")) out = resolve(arg.slice("--out=".length));
    else if (arg === "--line" && argv[i + 1]) line = argv[++i];
    else if (arg.startsWith("--line=")) line = arg.slice("--line=".length);
    else throw new Error(`unknown argument ${arg}; ${USAGE}`);
  }
  if (line !== undefined) lineOf(line);
  if (line === undefined && out === undefined) return Object.keys(LINES).map((name) => ({ line: name, out: LINES[name].outDir }));
  line ??= "cdktf";
  return [{ line, out: out ?? LINES[line].outDir }];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const { line, out } of parseArgs(process.argv.slice(2))) {
    const files = await generateBindings(out, line);
    console.log(`${line}: wrote ${files.length} files to ${relative(process.cwd(), out) || "."}`);
  }
}
