// Synthesizes the example stack (examples/cdktf/main.ts) by running its app, compiled by the
// build into dist/demo/example-app.js, so it runs the same from a clone and from an
// installed package. cdktf and constructs come from the app that installed the package.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const EXAMPLE_STACK = "websites";

export interface SynthOptions {
  root: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
}

/** Returns the synthesized stack's directory. */
export function synthExample(options: SynthOptions): Promise<string> {
  const app = join(options.root, "dist", "demo", "example-app.js");
  if (!existsSync(app)) return Promise.reject(new Error(`${app} is missing: run npm run build first`));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [app], {
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
      else
        reject(
          new Error(
            `synth of the example stack failed (exit ${code}):\n${output.trim()}${
              /Cannot find module '(cdktf|constructs)'/.test(output)
                ? "\nInstall cdktf and constructs beside this package (they are " + "its peer dependencies)."
                : ""
            }`,
          ),
        );
    });
  });
}
