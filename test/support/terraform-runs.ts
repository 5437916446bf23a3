// Terraform runs a test can interrupt, expect an exit code from, or repeat until they
// converge, in a workspace of the e2e harness.
import { spawn, type ChildProcess } from "node:child_process";
import { TERRAFORM, type RunResult, type Workspace } from "../e2e/harness";

export const TF_ARGS = {
  plan: ["plan", "-input=false", "-detailed-exitcode"],
  apply: ["apply", "-input=false", "-auto-approve"],
} as const;

/** A terraform process the test can signal, with its output so far. */
export interface RunningTerraform {
  child: ChildProcess;
  output: () => string;
  done: Promise<RunResult>;
}

/**
 * Starts terraform in the workspace with the harness's environment. Unlike the harness's
 * runner, stdin is not a pipe: a terraform that exits early cannot make writing to it
 * fail with EPIPE (an uncaught error in the test process).
 */
export function startTerraform(ws: Workspace, args: string[], env: NodeJS.ProcessEnv): RunningTerraform {
  const [command, ...rest] = args;
  const noColor = command === "state" || command === "providers" || command === "version" ? args : [command!, "-no-color", ...rest];
  const child = spawn(TERRAFORM, ["-chdir=" + ws.dir, ...noColor], { cwd: ws.dir, env: ws.home.env(env), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const done = new Promise<RunResult>((resolvePromise, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout, stderr }));
  });
  return { child, output: () => stdout + stderr, done };
}

export function tf(ws: Workspace, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return startTerraform(ws, args, env).done;
}

/** Runs terraform and fails with its output when the exit code is not the expected one. */
export async function tfExpect(ws: Workspace, args: string[], expectedCode: number, env: NodeJS.ProcessEnv): Promise<RunResult> {
  const result = await tf(ws, args, env);
  if (result.code !== expectedCode) {
    throw new Error(`terraform ${args.join(" ")} exited ${result.code} (expected ${expectedCode})\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  }
  return result;
}

/** Applies until Terraform exits 0, at most `attempts` times; returns every run. */
export async function applyUntilConverged(ws: Workspace, env: NodeJS.ProcessEnv, attempts: number, extraArgs: string[] = []): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (let i = 0; i < attempts; i++) {
    const result = await tf(ws, [...TF_ARGS.apply, ...extraArgs], env);
    runs.push(result);
    if (result.code === 0) return runs;
  }
  const last = runs[runs.length - 1]!;
  throw new Error(`apply did not converge in ${attempts} runs\n--- last stdout\n${last.stdout.slice(-4000)}\n--- last stderr\n${last.stderr.slice(-4000)}`);
}
