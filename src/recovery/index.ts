// Recovery of a lost or emptied state: import blocks, with the real resource addresses, for
// every planned create whose domain the account already holds (`phpanalytics import-blocks`).
export { AddressSyntaxError, formatAddress, parseAddress, quoteKey, type InstanceKey, type ModuleStep, type ResourceAddress } from "./address";
export { ALREADY_EXISTS, CHECKS_SKIPPED, readPlanOutput, type HeldCreate, type PlanFindings } from "./plan-output";
export { AccountMismatchError, matchWebsites, type ImportBlock, type Matching } from "./match";
export { renderCdktf, renderHcl } from "./render";
export { findHeldCreates, type PlanStackOptions } from "./plan";
export { resolveRecoveryStack, type RecoveryStack } from "./stack-dir";
