// The client's zod schemas of a website and an account, as the package exports them. The
// client itself builds them only when a body needs zod (see ./zod.ts), so it does not
// import this module.
import { lazyAccountSchema, lazyWebsiteSchema } from "./models";

export const websiteSchema = lazyWebsiteSchema();
export const accountSchema = lazyAccountSchema();
