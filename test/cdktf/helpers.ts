// Shared by the cdktf tests: running the built phpanalytics CLI, the cdktf CLI, and
// the repository root.
import { join, resolve } from "node:path";
import { run, type RunResult } from "../e2e/harness";

export const ROOT = resolve(__dirname, "../..");
export const CDKTF = join(ROOT, "node_modules", ".bin", "cdktf");

/** Runs the built CLI (`builtCli()` from test/support/cli.ts) with node. */
export function runCli(cli: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(process.execPath, [cli, ...args], { cwd, env });
}

/**
 * The cdktf CLI from the repository root (where cdktf.json is), without colours or prompts,
 * and without its default plugin cache (~/.terraform.d/plugin-cache), which every terraform
 * init on the machine shares and Terraform does not guard against concurrent writers.
 */
export function runCdktf(args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(CDKTF, args, {
    cwd: ROOT,
    env: { ...env, CI: "1", FORCE_COLOR: "0", CHECKPOINT_DISABLE: "1", DISABLE_VERSION_CHECK: "true", CDKTF_DISABLE_PLUGIN_CACHE_ENV: "true" },
  });
}

export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
}
