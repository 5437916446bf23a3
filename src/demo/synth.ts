// Synthesizes the example stack by running its app command (examples/cdktf/synth.mjs), the
// same command cdktf.json gives the cdktf CLI.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const EXAMPLE_STACK = "websites";

export interface SynthOptions {
  root: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
}

/** Returns the synthesized stack's directory. */
export function synthExample(options: SynthOptions): Promise<string> {
  const script = join(options.root, "examples", "cdktf", "synth.mjs");
  if (!existsSync(script)) return Promise.reject(new Error(`${script} is missing`));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: options.root,
      env: { ...options.env, CDKTF_OUTDIR: options.outDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (output += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (output += c));
    child.on("error", reject);
    child.on("close", (code) => {
      const stackDir = join(options.outDir, "stacks", EXAMPLE_STACK);
      if (code === 0 && existsSync(join(stackDir, "cdk.tf.json"))) resolve(stackDir);
      else reject(new Error(`synth of examples/cdktf failed (exit ${code}):\n${output.trim()}`));
    });
  });
}
