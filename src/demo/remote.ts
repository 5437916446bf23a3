// The demo against a server of the user's own, named by flags (--base-url, --api-key-env),
// never by PHPANALYTICS_* variables: synth, init, plan, then apply if asked for, and drift
// detection; it changes nothing unless apply is asked for. It works in its own temporary
// directory, or in the directory --out names.
import { resolve } from "node:path";
import { detectDrift, formatReport, NoStateError } from "../drift";
import { demoEnv, ignoredSettings } from "./environment";
import { Progress } from "./progress";
import { initializedExampleStack } from "./stack-steps";
import { DemoWorkspace } from "./workspace";

export interface RemoteDemoOptions {
  baseUrl: string;
  apiKey: string;
  /** The example stack's shop password (TF_VAR_shop_password). */
  shopPassword: string;
  apply: boolean;
  /** Where the stack is synthesized and its state kept; default: the demo's temporary directory. */
  outDir?: string;
  /** Keeps the temporary directory instead of removing it. */
  keep: boolean;
}

export async function runRemoteDemo(options: RemoteDemoOptions, write: (text: string) => void): Promise<void> {
  const progress = new Progress(write);
  const workspace = new DemoWorkspace();
  const outDir = options.outDir === undefined ? workspace.outDir : resolve(options.outDir);
  const mode = options.apply ? "with --apply: changes will be made" : "read-only: no --apply";
  write(`phpanalytics demo: the CDKTF example stack against ${options.baseUrl} (${mode}), in ${workspace.root}; the stack in ${outDir}\n`);
  const ignored = ignoredSettings(process.env);
  if (ignored.length > 0) write(`ignoring ${ignored.join(", ")}: the demo uses --base-url and --api-key-env only\n`);
  progress.say(`installed the provider into a temporary filesystem mirror; TF_CLI_CONFIG_FILE=${workspace.cliConfig}`);
  try {
    const env = demoEnv(process.env, {
      TF_CLI_CONFIG_FILE: workspace.cliConfig,
      PHPANALYTICS_BASE_URL: options.baseUrl,
      PHPANALYTICS_API_KEY: options.apiKey,
      TF_VAR_shop_password: options.shopPassword,
    });
    const tf = await initializedExampleStack(env, outDir, progress);
    await progress.step(async () => ({ line: `terraform plan: ${(await tf.plan()).summary}`, value: undefined }));
    if (options.apply) {
      await progress.step(async () => ({ line: `terraform apply: ${await tf.apply()}`, value: undefined }));
      await progress.step(async () => ({ line: `terraform plan: ${(await tf.plan()).summary}`, value: undefined }));
    }
    const report = await progress.step(async () => {
      try {
        const r = await detectDrift({ stackDir: tf.stackDir, env });
        return { line: `drift detection: ${r.drifted ? `${r.resources.length} drifted` : "none"}`, value: r };
      } catch (error) {
        if (!(error instanceof NoStateError)) throw error;
        return { line: "drift detection: skipped, as the stack has no state here yet (it was never applied from this directory)", value: undefined };
      }
    });
    if (report) progress.detail(formatReport(report));
    if (!options.apply) progress.say("nothing applied (pass --apply to apply the stack)");
  } finally {
    progress.say(workspace.finish(options.keep));
  }
  progress.say(`done in ${progress.elapsed()}${options.outDir === undefined ? "" : `; the stack and its state stay in ${outDir}`}`);
}
