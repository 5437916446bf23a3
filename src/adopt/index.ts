// Adoption: turn the websites an account already has, and no other stack manages, into a
// CDKTF stack that imports them.
export { renderAdoptionStack, planAdoption, stackClassName, checkStackName, DEFAULT_STACK_NAME, DEFAULT_API_KEY_ENV } from "./render";

export { baseConstructId, IdAllocator } from "./ids";
export { readAllWebsites, formatProgress } from "./read";
export { splitByOwner, describeLeftOut, type WebsiteOwner } from "./owners";
export { findOwnerSources, readOwner, shownPath, ManagedByError, OwnerReadError } from "./owner-sources";
