// Adoption: turn the websites an account already has into a CDKTF stack that imports them.
export { renderAdoptionStack, planAdoption, stackClassName, checkStackName, DEFAULT_STACK_NAME, DEFAULT_API_KEY_ENV } from "./render";
export type { AdoptionOptions, AdoptedWebsite } from "./render";
export { baseConstructId, IdAllocator, PROVIDER_CONSTRUCT_ID } from "./ids";
export { readAllWebsites, formatProgress, type ReadProgress, type WebsiteLister } from "./read";
