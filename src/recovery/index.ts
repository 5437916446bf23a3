// Recovery of a lost or emptied state: import blocks, with the real resource addresses, for
// every planned create whose domain the account already holds (`phpanalytics import-blocks`).
export { AddressSyntaxError, formatAddress, parseAddress, quoteKey, type ResourceAddress } from "./address";
export { ALREADY_EXISTS, CHECKS_SKIPPED, readPlanOutput, type HeldCreate } from "./plan-output";
export { AccountMismatchError, matchWebsites } from "./match";
export { renderCdktf, renderHcl } from "./render";
export { findHeldCreates } from "./plan";
export { resolveRecoveryStack, type RecoveryStack } from "./stack-dir";
