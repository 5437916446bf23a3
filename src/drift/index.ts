// Drift detection: refresh-only plans of synthesized stacks, reported as the websites and
// attributes that changed outside Terraform, and the account's websites no stack manages.
export { detectDrift, NoStateError, refreshStack, type DetectDriftOptions } from "./refresh";
export { initStack, needsInit } from "./init";
export { checkStacks, combine, exitCodeOf, type CheckStacksOptions, type DriftCheck } from "./check";
export { isStackDir, resolveStackDir, resolveStackDirs } from "./stack";
export { stackWebsites, type StackStateOptions } from "./stack-state";
export { StateFormatError, websitesInState } from "./state-file";
export { formatCheck, formatReport, formatValue } from "./format";
export { formatMarkdown } from "./markdown";
export { managedWebsites, type ManagedWebsites } from "./managed";
export { manages, unmanagedWebsites, type UnmanagedWebsite } from "./unmanaged";
export { SENSITIVE, type DriftedAttribute, type DriftedResource, type DriftReport, type ReportValue } from "./report";
export { automationEnv, redact, runTerraform, secretsOf, TerraformError, type TerraformResult } from "./terraform";
