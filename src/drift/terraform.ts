// Runs the terraform binary (TERRAFORM_BINARY or `terraform` on PATH) and collects its output.
import { spawn } from "node:child_process";
import { maskAll, wholeOccurrences } from "../tfplugin/framework/log";

export interface TerraformResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TerraformRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export class TerraformError extends Error {
  override name = "TerraformError";
  constructor(
    message: string,
    readonly result?: TerraformResult,
  ) {
    super(message);
  }
}

function terraformBinary(env: NodeJS.ProcessEnv): string {
  return env.TERRAFORM_BINARY?.trim() || "terraform";
}

export function runTerraform(args: string[], options: TerraformRunOptions): Promise<TerraformResult> {
  const binary = terraformBinary(options.env);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (err: NodeJS.ErrnoException) => {
      reject(
        new TerraformError(
          err.code === "ENOENT"
            ? `cannot run "${binary}": not found on PATH (install Terraform >= 1.5 or set TERRAFORM_BINARY)`
            : `cannot run "${binary}": ${err.message}`,
        ),
      );
    });
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Terraform's own environment for unattended runs: no colours, no prompts, no phoning home. */
export function automationEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, TF_IN_AUTOMATION: "1", TF_INPUT: "0", CHECKPOINT_DISABLE: "1", NO_COLOR: "1" };
}

/**
 * Values that must never be echoed: the API key and every TF_VAR_ value. Used to scrub
 * terraform's output before any of it is shown, on top of Terraform's own masking.
 */
export function secretsOf(env: NodeJS.ProcessEnv): string[] {
  const secrets: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    if (!value || value.length < 4) continue;
    if (key === "PHPANALYTICS_API_KEY" || key.startsWith("TF_VAR_")) secrets.push(value);
  }
  return secrets.sort((a, b) => b.length - a.length);
}

/** Every whole occurrence of a secret, as the provider masks its own messages (not "prod" in "production"). */
export function redact(text: string, secrets: readonly string[]): string {
  const pattern = wholeOccurrences(secrets);
  return pattern ? maskAll(text, pattern, "(sensitive)") : text;
}

/**
 * A terraform runner for one directory, with the environment for unattended runs: a failed
 * command throws a TerraformError naming it and the directory, with its diagnostics scrubbed.
 */
export function terraformIn(dir: string, env: NodeJS.ProcessEnv): TerraformRunner {
  const runEnv = automationEnv(env);
  const secrets = secretsOf(runEnv);
  return async (args, what) => {
    const result = await runTerraform(args, { cwd: dir, env: runEnv });
    if (result.code !== 0) throw new TerraformError(`terraform ${what} failed in ${dir}:\n${failureText(result, secrets)}`, result);
    return result;
  };
}

/** Runs `terraform ARGS` (`what` names the command in errors) and resolves with its output. */
export type TerraformRunner = (args: string[], what: string) => Promise<TerraformResult>;

/** The diagnostics of a failed command, scrubbed, for an error message. */
export function failureText(result: TerraformResult, secrets: readonly string[]): string {
  const text = (result.stderr.trim() || result.stdout.trim()).replace(/\n{3,}/g, "\n\n");
  return redact(text, secrets);
}
