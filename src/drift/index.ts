// Drift detection: refresh-only plans of synthesized stacks, reported as the websites and
// attributes that changed outside Terraform, and the account's websites no stack manages.
export { detectDrift, needsInit, NoStateError, refreshStack, type DetectDriftOptions } from "./refresh";
export { checkStacks, combine, exitCodeOf, type CheckStacksOptions, type DriftCheck } from "./check";
export { resolveStackDir, resolveStackDirs } from "./stack";
export { formatCheck, formatReport, formatValue } from "./format";
export { formatMarkdown } from "./markdown";
export { managedWebsites, type ManagedWebsites } from "./managed";
export { unmanagedWebsites, type UnmanagedWebsite } from "./unmanaged";
export { SENSITIVE, type DriftedAttribute, type DriftedResource, type DriftReport, type ReportValue } from "./report";
export { automationEnv, redact, runTerraform, secretsOf, TerraformError, type TerraformResult } from "./terraform";
