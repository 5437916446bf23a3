// Drift detection: refresh-only plans of synthesized stacks, reported as the websites and
// attributes that changed outside Terraform, and the account's websites no stack manages.
export { detectDrift, NoStateError } from "./refresh";

export { checkStacks, exitCodeOf, type DriftCheck } from "./check";
export { isStackDir, resolveStackDirs } from "./stack";
export { stackWebsites } from "./stack-state";
export { StateFormatError, websitesInState } from "./state-file";
export { formatCheck, formatReport } from "./format";
export { formatMarkdown } from "./markdown";
export { type ManagedWebsites } from "./managed";
export { manages } from "./unmanaged";
export { type DriftReport } from "./report";
export { automationEnv, redact, runTerraform, secretsOf, TerraformError, type TerraformResult } from "./terraform";
