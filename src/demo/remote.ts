// The demo against a real server (PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY set):
// synth, init, plan, then apply if asked for, and drift detection; it changes nothing unless
// apply is asked for.
// The stack directory is kept (it holds Terraform's state after an apply).
import { resolve } from "node:path";
import { detectDrift, formatReport, NoStateError } from "../drift";
import { Progress } from "./progress";
import { synthExample } from "./synth";
import { StackRunner } from "./terraform-steps";
import { DemoWorkspace, packageRoot } from "./workspace";

export interface RemoteDemoOptions {
  apply: boolean;
  /** Where the stack is synthesized (default ./cdktf.out). */
  outDir: string;
}

export async function runRemoteDemo(options: RemoteDemoOptions, write: (text: string) => void): Promise<void> {
  const baseUrl = process.env.PHPANALYTICS_BASE_URL!;
  if (!process.env.TF_VAR_shop_password) {
    throw new Error("set TF_VAR_shop_password: the example stack's shop website is password-protected");
  }
  const progress = new Progress(write);
  write(`phpanalytics demo: the CDKTF example stack against ${baseUrl} (${options.apply ? "with --apply: changes will be made" : "read-only: no --apply"})\n`);
  const workspace = await progress.step(async () => {
    const ws = new DemoWorkspace();
    return { line: `installed the provider into a temporary filesystem mirror; TF_CLI_CONFIG_FILE=${ws.cliConfig}`, value: ws };
  });
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, TF_CLI_CONFIG_FILE: workspace.cliConfig, CHECKPOINT_DISABLE: "1" };
    const stackDir = await progress.step(async () => {
      const dir = await synthExample({ root: packageRoot(), outDir: resolve(options.outDir), env });
      return { line: `synthesized examples/cdktf/main.ts -> ${dir}/cdk.tf.json`, value: dir };
    });
    const tf = new StackRunner(stackDir, env);
    await progress.step(async () => {
      await tf.init();
      return { line: "terraform init (provider from the local mirror, offline)", value: undefined };
    });
    await progress.step(async () => ({ line: `terraform plan: ${(await tf.plan()).summary}`, value: undefined }));
    if (options.apply) {
      await progress.step(async () => ({ line: `terraform apply: ${await tf.apply()}`, value: undefined }));
      await progress.step(async () => ({ line: `terraform plan: ${(await tf.plan()).summary}`, value: undefined }));
    }
    const report = await progress.step(async () => {
      try {
        const r = await detectDrift({ stackDir, env });
        return { line: `drift detection: ${r.drifted ? `${r.resources.length} drifted` : "none"}`, value: r };
      } catch (error) {
        if (!(error instanceof NoStateError)) throw error;
        return { line: "drift detection: skipped, as the stack has no state here yet (it was never applied from this directory)", value: undefined };
      }
    });
    if (report) progress.detail(formatReport(report));
    if (!options.apply) progress.say("nothing applied (pass --apply to apply the stack)");
  } finally {
    workspace.dispose();
  }
  progress.say(`done in ${progress.elapsed()}; the stack and its state stay in ${resolve(options.outDir)}`);
}
