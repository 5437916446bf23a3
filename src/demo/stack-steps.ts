// The demo's first steps, the same against its own emulator and a server of the user's: the
// example stack synthesized into the demo's directory, and terraform init in it.
import type { Progress } from "./progress";
import { synthExample } from "./synth";
import { StackRunner } from "./terraform-steps";
import { packageRoot } from "./workspace";

export async function initializedExampleStack(env: NodeJS.ProcessEnv, outDir: string, progress: Progress): Promise<StackRunner> {
  const stackDir = await progress.step(async () => {
    const dir = await synthExample({ root: packageRoot(), outDir, env });
    return { line: `synthesized examples/cdktf/main.ts -> ${dir}/cdk.tf.json`, value: dir };
  });
  const tf = new StackRunner(stackDir, env);
  await progress.step(async () => {
    await tf.init();
    return { line: "terraform init (provider from the local mirror, offline)", value: undefined };
  });
  return tf;
}
