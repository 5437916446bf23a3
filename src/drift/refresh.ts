// Drift detection of one stack: a refresh-only plan of a synthesized stack, read back as JSON.
// Nothing is written: the plan goes to a private temporary file that is removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { websiteImportIds } from "./imports";
import { configuredWebsiteBlocks, managedWebsites, WEBSITE_TYPE, type ManagedWebsites } from "./managed";
import { parsePlanJson } from "./plan-json";
import { failedChecks, type FailedCheck } from "./failed-checks";
import { buildReport, type DriftReport } from "./report";
import { initStack, needsInit } from "./init";
import { terraformIn } from "./terraform";

export interface DetectDriftOptions {
  stackDir: string;
  env: NodeJS.ProcessEnv;
  /** Progress lines, e.g. "running terraform init". */
  log?: (line: string) => void;
}

export async function detectDrift(options: DetectDriftOptions): Promise<DriftReport> {
  return (await refreshStack(options)).report;
}

/** What one stack's refresh-only plan tells: its drift, the websites it manages, its failed checks. */
export interface StackRefresh {
  report: DriftReport;
  managed: ManagedWebsites;
  failedChecks: FailedCheck[];
}

/** The drift of one stack, the websites it manages and its failed checks. */
export async function refreshStack(options: DetectDriftOptions): Promise<StackRefresh> {
  const tf = terraformIn(options.stackDir, options.env);
  if (needsInit(options.stackDir)) await initStack(tf, options.log);
  const scratch = mkdtempSync(join(tmpdir(), "phpa-drift-"));
  try {
    const planFile = join(scratch, "refresh.tfplan");
    options.log?.("running terraform plan -refresh-only");
    await tf(["plan", "-refresh-only", "-input=false", "-no-color", `-out=${planFile}`], "plan -refresh-only");
    const shown = await tf(["show", "-json", "-no-color", planFile], "show -json");
    const plan = parsePlanJson(shown.stdout);
    const importIds = websiteImportIds(options.stackDir);
    const managed = managedWebsites(plan, importIds);
    const declared = configuredWebsiteBlocks(plan);
    // Without this, a job that cannot see the state, or sees one emptied by a destroy, would
    // report "no drift" every night. A state that holds no website is fine when the
    // configuration may declare none (count = 0) or every website was deleted outside
    // Terraform, which resource_drift reports.
    if (declared.blocks > 0 && managed.ids.size === 0 && importIds.length === 0) {
      const state = await tf(["state", "pull"], "state pull");
      if (state.stdout.trim() === "") throw new NoStateError(noStateMessage(options.stackDir, declared.blocks));
      const deletedOutside = (plan.resource_drift ?? []).some((change) => change.type === WEBSITE_TYPE);
      if (declared.certain > 0 && !deletedOutside) throw new NoStateError(emptyStateMessage(options.stackDir, declared.certain));
    }
    return { report: buildReport(options.stackDir, plan.resource_drift ?? []), managed, failedChecks: failedChecks(plan.checks) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The stack's configuration declares websites but it has no state at all: nothing to compare. */
export class NoStateError extends Error {
  override name = "NoStateError";
}

function noStateMessage(stackDir: string, declared: number): string {
  const blocks = declared === 1 ? "1 phpanalytics_website resource" : `${declared} phpanalytics_website resources`;
  return (
    `${stackDir}: the configuration declares ${blocks}, but there is no state, so there is nothing to compare with the service. ` +
    "Either the stack was never deployed, or this run does not see the state the deploys wrote: without a backend, a CDKTF stack keeps " +
    "its state in a file beside where `cdktf deploy` ran, which a fresh CI runner does not have. Give the stack a remote backend " +
    "(see the shared state guide, docs/guides/shared-state.md in the package), or run drift where the state is."
  );
}

function emptyStateMessage(stackDir: string, declared: number): string {
  const websites = declared === 1 ? "1 website (phpanalytics_website instance)" : `${declared} websites (phpanalytics_website instances)`;
  return (
    `${stackDir}: the state holds no website, while the configuration declares ${websites}, so there is nothing to compare with the service. ` +
    "The stack was destroyed, or this run reads another state than the deploys wrote (a lost or replaced state file, another workspace or backend). " +
    "Deploy the stack to create its websites, or point the run at the state that manages them."
  );
}
