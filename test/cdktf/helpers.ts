// Shared by the cdktf tests: the phpanalytics CLI bundled from source, the cdktf CLI, and
// the repository root.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { run, type RunResult } from "../e2e/harness";

export const ROOT = resolve(__dirname, "../..");
export const CDKTF = join(ROOT, "node_modules", ".bin", "cdktf");

/**
 * Bundles src/cli/phpanalytics.ts into a temporary directory. `__dirname` is pinned to the
 * sources' location, so installProvider() finds dist/terraform-provider-phpanalytics.js and
 * the demo finds examples/cdktf as they do from dist/cli/commands.
 */
export async function bundleCli(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "phpa-cli-"));
  const outfile = join(dir, "phpanalytics.js");
  await build({
    entryPoints: [join(ROOT, "src/cli/phpanalytics.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    logLevel: "silent",
    define: { __dirname: JSON.stringify(join(ROOT, "src/cli/commands")) },
  });
  return outfile;
}

export function runCli(bundle: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(process.execPath, [bundle, ...args], { cwd, env });
}

/** The cdktf CLI from the repository root (where cdktf.json is), without colours or prompts. */
export function runCdktf(args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(CDKTF, args, { cwd: ROOT, env: { ...env, CI: "1", FORCE_COLOR: "0", CHECKPOINT_DISABLE: "1", DISABLE_VERSION_CHECK: "true" } });
}

export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
}
