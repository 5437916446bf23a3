// The demo on the embedded emulator: the whole lifecycle of the example stack, from an empty
// account to a detected and repaired drift, in a few seconds.
import { randomBytes } from "node:crypto";
import { createClient, type PhpAnalyticsClient } from "../api";
import { detectDrift, formatReport, type DriftReport } from "../drift";
import { startEmulator, type EmulatorHandle } from "../emulator";
import { demoEnv, ignoredSettings } from "./environment";
import { showDeletionSafety } from "./history-steps";
import { Progress } from "./progress";
import { initializedExampleStack } from "./stack-steps";
import { DemoWorkspace } from "./workspace";

const LEGACY_DOMAIN = "legacy.example.com";
/** The website the demo changes behind Terraform's back, and how. */
const DRIFT_TARGET = {
  address: "phpanalytics_website.intranet",
  domain: "intranet.example.com",
  attribute: "privacy",
  from: "private",
  to: "public",
} as const;

export interface EmbeddedDemoOptions {
  /** The emulator's port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Keeps the demo's temporary directory (the stack and its state) instead of removing it. */
  keep: boolean;
}

export async function runEmbeddedDemo(options: EmbeddedDemoOptions, write: (text: string) => void): Promise<void> {
  const progress = new Progress(write);
  const apiKey = `demo-${randomBytes(9).toString("hex")}`;
  const workspace = new DemoWorkspace();
  write(`phpanalytics demo: the CDKTF example stack against its own emulator, with the real terraform, in ${workspace.root}\n`);
  const ignored = ignoredSettings(process.env);
  if (ignored.length > 0)
    write(`ignoring ${ignored.join(", ")}: the demo never uses your settings (for a server of your own: --base-url URL --api-key-env NAME)\n`);
  progress.say(`installed the provider into a temporary filesystem mirror; TF_CLI_CONFIG_FILE=${workspace.cliConfig}`);

  let emulator: EmulatorHandle | undefined;
  let api: PhpAnalyticsClient | undefined;
  try {
    // Terraform runs the provider 10+ times and each process paces itself to the 60/min the
    // stock server announces; with the limit on, the demo would take minutes instead of seconds.
    const emu = (emulator = await progress.step(async () => {
      const e = await startDemoEmulator(apiKey, options.port);
      return { line: `emulator listening on ${e.url} (rate limit off, so the demo runs in seconds)`, value: e };
    }));
    const client = (api = createClient({ baseUrl: emu.url, apiKey, requestsPerMinute: 0 }));
    const legacy = await progress.step(async () => {
      const w = await client.createWebsite({ domain: LEGACY_DOMAIN, excludeBots: true });
      return { line: `seeded ${w.domain} (id ${w.id}): an existing website the stack adopts with importFrom`, value: w };
    });

    const env = demoEnv(process.env, {
      TF_CLI_CONFIG_FILE: workspace.cliConfig,
      PHPANALYTICS_BASE_URL: emu.url,
      PHPANALYTICS_API_KEY: apiKey,
      PHPANALYTICS_ADOPT_DOMAIN: legacy.domain,
      PHPANALYTICS_ADOPT_ID: String(legacy.id),
      TF_VAR_shop_password: `shop-${randomBytes(12).toString("hex")}`,
    });
    await runLifecycle(emu, client, env, workspace.outDir, progress);
  } finally {
    await api?.close();
    await emulator?.close();
    progress.say(`${emulator ? "stopped the emulator; " : ""}${workspace.finish(options.keep)}`);
  }
  progress.say(`done in ${progress.elapsed()}.`);
}

async function startDemoEmulator(apiKey: string, port: number): Promise<EmulatorHandle> {
  try {
    return await startEmulator({ apiKeys: [apiKey], rateLimit: 0, quiet: true, port });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE")
      throw new Error(`--port ${port}: the port is in use on 127.0.0.1; pick another, or 0 for a free one`, { cause: err });
    throw err;
  }
}

/** Synth, init, apply, a change behind Terraform's back, drift, converge, and deletion safety. */
async function runLifecycle(emulator: EmulatorHandle, api: PhpAnalyticsClient, env: NodeJS.ProcessEnv, outDir: string, progress: Progress): Promise<void> {
  const tf = await initializedExampleStack(env, outDir, progress);
  await progress.step(async () => ({ line: `terraform apply: ${await tf.apply()}`, value: undefined }));
  const outputs = await progress.step(async () => ({ line: "outputs:", value: await tf.outputs() }));
  progress.detail(
    Object.entries(outputs)
      .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
      .join("\n"),
  );

  await progress.step(async () => {
    const target = await api.findWebsiteByDomain(DRIFT_TARGET.domain);
    if (!target) throw new Error(`${DRIFT_TARGET.domain} is not on the server after apply`);
    await api.updateWebsite(target.id, { privacy: DRIFT_TARGET.to });
    return {
      line: `changed ${DRIFT_TARGET.domain} behind Terraform's back: ${DRIFT_TARGET.attribute} ${DRIFT_TARGET.from} -> ${DRIFT_TARGET.to} (API call)`,
      value: undefined,
    };
  });

  const report = await progress.step(async () => {
    const r = await detectDrift({ stackDir: tf.stackDir, env });
    return { line: `drift detection (terraform plan -refresh-only): ${r.drifted ? `${r.resources.length} drifted` : "none"}`, value: r };
  });
  progress.detail(formatReport(report));
  assertExpectedDrift(report);

  await progress.step(async () => ({ line: `terraform apply again to converge: ${await tf.apply()}`, value: undefined }));
  await progress.step(async () => {
    const plan = await tf.plan();
    if (plan.changes) throw new Error(`the plan after converging is not clean: ${plan.summary}`);
    const drift = await detectDrift({ stackDir: tf.stackDir, env });
    if (drift.drifted) throw new Error("drift remains after converging");
    return { line: `clean: terraform plan says "${plan.summary}", drift detection finds none`, value: undefined };
  });
  await showDeletionSafety(tf, emulator, api, progress);
}

function assertExpectedDrift(report: DriftReport): void {
  const hit = report.resources.find((r) => r.address === DRIFT_TARGET.address)?.attributes.find((a) => a.attribute === DRIFT_TARGET.attribute);
  if (!hit || hit.old !== DRIFT_TARGET.from || hit.new !== DRIFT_TARGET.to) {
    throw new Error(`drift detection did not report ${DRIFT_TARGET.address} ${DRIFT_TARGET.attribute} ${DRIFT_TARGET.from} -> ${DRIFT_TARGET.to}`);
  }
}
