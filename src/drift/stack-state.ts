// The websites a stack directory manages, read without a plan (so without the provider or
// the API): its state, as `terraform state pull` prints it, and its import blocks.
import { websiteImportIds } from "./imports";
import { initStack, needsInit } from "./init";
import { addImportIds, type ManagedWebsites } from "./managed";
import { websitesInState } from "./state-file";
import { TerraformError, terraformIn } from "./terraform";

export interface StackStateOptions {
  stackDir: string;
  env: NodeJS.ProcessEnv;
  /** Progress lines, e.g. "running terraform init". */
  log?: (line: string) => void;
}

/** The websites the stack's state holds, and those its import blocks are about to adopt. */
export async function stackWebsites(options: StackStateOptions): Promise<ManagedWebsites> {
  const tf = terraformIn(options.stackDir, options.env);
  const pull = async (): Promise<string> => (await tf(["state", "pull"], "state pull")).stdout;
  let state: string;
  try {
    state = await pull();
  } catch (err) {
    // A backend block must be initialized before its state can be read (an implicit local
    // state need not be, which spares the provider download): init once, then read again.
    if (!(err instanceof TerraformError) || err.result === undefined || !needsInit(options.stackDir)) throw err;
    await initStack(tf, options.log);
    state = await pull();
  }
  return addImportIds(websitesInState(state, `the state of ${options.stackDir}`), websiteImportIds(options.stackDir));
}
