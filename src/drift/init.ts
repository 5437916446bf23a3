// `terraform init` of a stack directory, for the commands that read a stack (drift, adopt):
// run only where it is missing, and with a hint where Terraform cannot find our provider.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { TerraformError, type TerraformRunner } from "./terraform";

/** Whether `terraform init` has to run before a plan can. */
export function needsInit(stackDir: string): boolean {
  return !existsSync(join(stackDir, ".terraform")) || !existsSync(join(stackDir, ".terraform.lock.hcl"));
}

/** `terraform init`, its failure explained where the provider is not installed. */
export async function initStack(tf: TerraformRunner, log?: (line: string) => void): Promise<void> {
  log?.("running terraform init");
  try {
    await tf(["init", "-input=false", "-no-color"], "init");
  } catch (err) {
    throw withInstallHint(err);
  }
}

/** Terraform's registry error for our provider means it was never installed here: say so. */
function withInstallHint(err: unknown): unknown {
  if (!(err instanceof TerraformError) || !/phpanalytics\/phpanalytics/.test(err.message)) return err;
  if (
    !/Failed to (query available provider packages|install provider)|provider registry|could not connect to registry|Failed to resolve provider packages/i.test(
      err.message,
    )
  )
    return err;
  return new TerraformError(
    `${err.message}\n\nThe phpanalytics provider is not installed where Terraform looks: run \`npx --yes -p cdktf-provider-phpanalytics ` +
      `phpanalytics install\` ` +
      "(or with `--dir DIR --cli-config FILE`, and export TF_CLI_CONFIG_FILE=FILE), then run the command again.",
    err.result,
  );
}
