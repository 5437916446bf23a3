// Drift detection: a refresh-only plan of a synthesized stack, read back as JSON.
// Nothing is written: the plan goes to a private temporary file that is removed afterwards.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePlanJson } from "./plan-json";
import { buildReport, type DriftReport } from "./report";
import { automationEnv, failureText, runTerraform, secretsOf, TerraformError } from "./terraform";

export { resolveStackDir } from "./stack";
export { formatReport, formatValue } from "./format";
export { SENSITIVE, type DriftedAttribute, type DriftedResource, type DriftReport, type ReportValue } from "./report";
export { automationEnv, redact, runTerraform, secretsOf, TerraformError, type TerraformResult } from "./terraform";

export interface DetectDriftOptions {
  stackDir: string;
  env: NodeJS.ProcessEnv;
  /** Progress lines, e.g. "running terraform init". */
  log?: (line: string) => void;
}

/** Whether `terraform init` has to run before a plan can. */
export function needsInit(stackDir: string): boolean {
  return !existsSync(join(stackDir, ".terraform")) || !existsSync(join(stackDir, ".terraform.lock.hcl"));
}

export async function detectDrift(options: DetectDriftOptions): Promise<DriftReport> {
  const env = automationEnv(options.env);
  const secrets = secretsOf(env);
  const tf = async (args: string[], what: string) => {
    const result = await runTerraform(args, { cwd: options.stackDir, env });
    if (result.code !== 0) throw new TerraformError(`terraform ${what} failed in ${options.stackDir}:\n${failureText(result, secrets)}`, result);
    return result;
  };

  if (needsInit(options.stackDir)) {
    options.log?.("running terraform init");
    await tf(["init", "-input=false", "-no-color"], "init");
  }
  const scratch = mkdtempSync(join(tmpdir(), "phpa-drift-"));
  try {
    const planFile = join(scratch, "refresh.tfplan");
    options.log?.("running terraform plan -refresh-only");
    await tf(["plan", "-refresh-only", "-input=false", "-no-color", `-out=${planFile}`], "plan -refresh-only");
    const shown = await tf(["show", "-json", "-no-color", planFile], "show -json");
    const plan = parsePlanJson(shown.stdout);
    return buildReport(options.stackDir, plan.resource_drift ?? []);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
