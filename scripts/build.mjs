// Build: type-check and emit the library with tsc, then bundle the provider executable
// with esbuild into one file so Terraform's 3-5 launches per command start fast.
import { execFileSync } from "node:child_process";
import { chmodSync, rmSync } from "node:fs";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
rmSync(`${root}dist`, { recursive: true, force: true });
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, "-p", `${root}tsconfig.json`], {
  stdio: "inherit",
});

const providerOut = `${root}dist/terraform-provider-phpanalytics.js`;
await build({
  entryPoints: [`${root}src/cli/terraform-provider.ts`],
  outfile: providerOut,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  legalComments: "none",
  banner: { js: "#!/usr/bin/env node" },
  logLevel: "warning",
});
chmodSync(providerOut, 0o755);
chmodSync(`${root}dist/cli/phpanalytics.js`, 0o755);
