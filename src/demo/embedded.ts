// The demo on the embedded emulator: the whole lifecycle of the example stack, from an empty
// account to a detected and repaired drift, in a few seconds.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createClient } from "../api";
import { detectDrift, formatReport, type DriftReport } from "../drift";
import { startEmulator } from "../emulator";
import { showDeletionSafety } from "./history-steps";
import { Progress } from "./progress";
import { synthExample } from "./synth";
import { StackRunner } from "./terraform-steps";
import { DemoWorkspace, packageRoot } from "./workspace";

const LEGACY_DOMAIN = "legacy.example.com";
/** The website the demo changes behind Terraform's back, and how. */
export const DRIFT_TARGET = { address: "phpanalytics_website.intranet", domain: "intranet.example.com", attribute: "privacy", from: "private", to: "public" } as const;

/** Environment without the caller's Terraform and phpanalytics settings: the demo brings its own. */
function cleanEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (!k.startsWith("TF_") && !k.startsWith("PHPANALYTICS_")) out[k] = v;
  return out;
}

export async function runEmbeddedDemo(write: (text: string) => void): Promise<void> {
  const progress = new Progress(write);
  const apiKey = `demo-${randomBytes(9).toString("hex")}`;
  write("phpanalytics demo: the CDKTF example stack against the embedded emulator, with the real terraform\n");

  // Terraform runs the provider 10+ times and each process paces itself to the 60/min the
  // stock server announces; with the limit on, the demo would take minutes instead of seconds.
  const emulator = await progress.step(async () => {
    const e = await startEmulator({ apiKeys: [apiKey], rateLimit: 0, quiet: true });
    return { line: `emulator listening on ${e.url} (rate limit off, so the demo runs in seconds)`, value: e };
  });
  const api = createClient({ baseUrl: emulator.url, apiKey, requestsPerMinute: 0 });
  let workspace: DemoWorkspace | undefined;
  try {
    const legacy = await progress.step(async () => {
      const w = await api.createWebsite({ domain: LEGACY_DOMAIN, excludeBots: true });
      return { line: `seeded ${w.domain} (id ${w.id}): an existing website the stack adopts with importFrom`, value: w };
    });

    workspace = await progress.step(async () => {
      const ws = new DemoWorkspace();
      return { line: `installed the provider into a temporary filesystem mirror; TF_CLI_CONFIG_FILE=${ws.cliConfig}`, value: ws };
    });

    const env: NodeJS.ProcessEnv = {
      ...cleanEnv(process.env),
      TF_CLI_CONFIG_FILE: workspace.cliConfig,
      CHECKPOINT_DISABLE: "1",
      PHPANALYTICS_BASE_URL: emulator.url,
      PHPANALYTICS_API_KEY: apiKey,
      PHPANALYTICS_ADOPT_DOMAIN: legacy.domain,
      PHPANALYTICS_ADOPT_ID: String(legacy.id),
      TF_VAR_shop_password: `shop-${randomBytes(12).toString("hex")}`,
    };
    const outDir = join(workspace.root, "cdktf.out");
    const stackDir = await progress.step(async () => {
      const dir = await synthExample({ root: packageRoot(), outDir, env });
      return { line: `synthesized examples/cdktf/main.ts -> ${dir}/cdk.tf.json`, value: dir };
    });
    const tf = new StackRunner(stackDir, env);

    await progress.step(async () => {
      await tf.init();
      return { line: "terraform init (provider from the local mirror, offline)", value: undefined };
    });
    await progress.step(async () => ({ line: `terraform apply: ${await tf.apply()}`, value: undefined }));
    const outputs = await progress.step(async () => ({ line: "outputs:", value: await tf.outputs() }));
    progress.detail(Object.entries(outputs).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join("\n"));

    await progress.step(async () => {
      const target = await api.findWebsiteByDomain(DRIFT_TARGET.domain);
      if (!target) throw new Error(`${DRIFT_TARGET.domain} is not on the server after apply`);
      await api.updateWebsite(target.id, { privacy: DRIFT_TARGET.to });
      return { line: `changed ${DRIFT_TARGET.domain} behind Terraform's back: ${DRIFT_TARGET.attribute} ${DRIFT_TARGET.from} -> ${DRIFT_TARGET.to} (API call)`, value: undefined };
    });

    const report = await progress.step(async () => {
      const r = await detectDrift({ stackDir, env });
      return { line: `drift detection (terraform plan -refresh-only): ${r.drifted ? `${r.resources.length} drifted` : "none"}`, value: r };
    });
    progress.detail(formatReport(report));
    assertExpectedDrift(report);

    await progress.step(async () => ({ line: `terraform apply again to converge: ${await tf.apply()}`, value: undefined }));
    await progress.step(async () => {
      const plan = await tf.plan();
      if (plan.changes) throw new Error(`the plan after converging is not clean: ${plan.summary}`);
      const drift = await detectDrift({ stackDir, env });
      if (drift.drifted) throw new Error("drift remains after converging");
      return { line: `clean: terraform plan says "${plan.summary}", drift detection finds none`, value: undefined };
    });
    await showDeletionSafety(tf, emulator, api, progress);
  } finally {
    await api.close();
    await emulator.close();
    workspace?.dispose();
  }
  progress.say(`stopped the emulator and removed the temporary files. Done in ${progress.elapsed()}.`);
}

function assertExpectedDrift(report: DriftReport): void {
  const hit = report.resources.find((r) => r.address === DRIFT_TARGET.address)?.attributes.find((a) => a.attribute === DRIFT_TARGET.attribute);
  if (!hit || hit.old !== DRIFT_TARGET.from || hit.new !== DRIFT_TARGET.to) {
    throw new Error(`drift detection did not report ${DRIFT_TARGET.address} ${DRIFT_TARGET.attribute} ${DRIFT_TARGET.from} -> ${DRIFT_TARGET.to}`);
  }
}
