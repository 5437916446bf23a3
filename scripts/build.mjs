// Build: type-check and emit the library with tsc, then bundle the provider executable
// with esbuild into one file so Terraform's 3-5 launches per command start fast.
import { execFileSync } from "node:child_process";
import { chmodSync, renameSync } from "node:fs";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${root}tsconfig.json`], {
  stdio: "inherit",
});

// Written beside and renamed into place, so a provider being launched never sees half a file.
const providerOut = `${root}dist/terraform-provider-phpanalytics.js`;
const partial = `${providerOut}.partial`;
await build({
  entryPoints: [`${root}src/cli/terraform-provider.ts`],
  outfile: partial,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  legalComments: "none",
  banner: { js: "#!/usr/bin/env node" },
  logLevel: "warning",
});
chmodSync(partial, 0o755);
renameSync(partial, providerOut);
chmodSync(`${root}dist/cli/phpanalytics.js`, 0o755);
