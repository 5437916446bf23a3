// Shared by the cdktf tests: running the built phpanalytics CLI, the cdktf CLI, a set-up
// deploy without it, and the repository root.
import { join, resolve } from "node:path";
import { run, TERRAFORM, type RunResult } from "../e2e/harness";

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

/**
 * The deploy a test's set-up needs, of a cdktf app whose cdktf.json runs `node main.js`,
 * without the cdktf CLI and its seconds of start-up: the app's own synth into cdktf.out (a
 * local backend's state beside main.js, as under the CLI), then terraform init and apply in
 * the stack. A test that reads what `cdktf deploy` prints runs the CLI for that step.
 */
export async function deployForSetUp(dir: string, stack: string, env: NodeJS.ProcessEnv): Promise<void> {
  const stackDir = join(dir, "cdktf.out", "stacks", stack);
  const steps: [string, string[], string][] = [
    [process.execPath, ["main.js"], dir],
    [TERRAFORM, ["init", "-input=false", "-no-color"], stackDir],
    [TERRAFORM, ["apply", "-input=false", "-auto-approve", "-no-color"], stackDir],
  ];
  for (const [command, args, cwd] of steps) {
    const result = await run(command, args, { cwd, env });
    if (result.code !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  }
}

export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
}
