// Loads the phpanalytics provider straight from its TypeScript sources, for the binding
// and docs generators.
//
// The sources are bundled with esbuild's JS API into one CommonJS file in a fresh temp
// dir under node_modules/.cache (so the bundle's external npm imports resolve from this
// repository's node_modules) and required from there. This works whether or not
// `npm run build` passes at the moment (tsc type-checks the whole tree; esbuild only
// strips types), needs no dist/, and reads exactly the schema objects the provider
// executable serves.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The package version; the provider's version and the bindings' version constraint. */
export function packageVersion() {
  return JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
}

/**
 * Returns { provider, address, localName, version, schemaJson } where provider is the
 * Provider object (schemas with defaults, validators, plan modifiers) and schemaJson the
 * output `terraform providers schema -json` would give for it.
 */
export async function loadProvider() {
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "phpanalytics-schema-"));
  try {
    const outfile = join(dir, "provider.cjs");
    await build({
      stdin: {
        contents: [
          'export { createProvider, PROVIDER_ADDRESS } from "./src/provider/index";',
          'export { providerSchemasJson } from "./src/tfplugin/framework/schema-json";',
        ].join("\n"),
        resolveDir: ROOT,
        sourcefile: "load-provider.ts",
        loader: "ts",
      },
      outfile,
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      packages: "external",
      logLevel: "silent",
    });
    const { createProvider, PROVIDER_ADDRESS, providerSchemasJson } = createRequire(outfile)(outfile);
    const version = packageVersion();
    // An empty environment: the schema must not depend on the machine generating it.
    const provider = createProvider(version, {});
    return {
      provider,
      address: PROVIDER_ADDRESS,
      localName: provider.typeName,
      version,
      schemaJson: providerSchemasJson(PROVIDER_ADDRESS, provider),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
