// Runs the stack's plan in its directory (terraform init first when needed) and reads which
// creates the account already holds. The plan changes nothing and writes no plan file.
import { initStack, needsInit } from "../drift/init";
import { automationEnv, failureText, runTerraform, secretsOf, terraformIn, TerraformError, redact } from "../drift/terraform";
import { readPlanOutput, type PlanFindings } from "./plan-output";

export interface PlanStackOptions {
  stackDir: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export async function findHeldCreates(options: PlanStackOptions): Promise<PlanFindings> {
  const env = automationEnv(options.env);
  const secrets = secretsOf(env);
  // the same init as drift and adopt: run where missing, explained where the provider is not installed
  if (needsInit(options.stackDir)) await initStack(terraformIn(options.stackDir, options.env), options.log);
  options.log?.("running terraform plan");
  // No refresh: what the state holds is not in question, only what the configuration creates.
  const plan = await runTerraform(["plan", "-json", "-input=false", "-refresh=false", "-no-color"], { cwd: options.stackDir, env });
  const findings = readPlanOutput(plan.stdout);
  if (plan.code !== 0 && findings.held.length === 0 && findings.otherErrors.length === 0) {
    throw new TerraformError(`terraform plan failed in ${options.stackDir}:\n${failureText(plan, secrets)}`, plan);
  }
  return { ...findings, otherErrors: findings.otherErrors.map((text) => redact(text, secrets)) };
}
