// Adoption: turn the websites an account already has, and no other stack manages, into a
// CDKTF stack that imports them.
export { renderAdoptionStack, planAdoption, stackClassName, checkStackName, DEFAULT_STACK_NAME, DEFAULT_API_KEY_ENV } from "./render";
export type { AdoptionOptions, AdoptedWebsite } from "./render";
export { baseConstructId, IdAllocator, PROVIDER_CONSTRUCT_ID } from "./ids";
export { readAllWebsites, formatProgress, type ReadProgress, type WebsiteLister } from "./read";
export { splitByOwner, describeLeftOut, type LeftOutWebsite, type OwnedSplit, type WebsiteOwner } from "./owners";
export {
  findOwnerSources,
  readOwner,
  ownerLabel,
  shownPath,
  ManagedByError,
  OwnerReadError,
  type OwnerSource,
  type OwnerSearch,
  type FoundOwners,
} from "./owner-sources";
