// zod, loaded on the first schema that is needed. A provider launch that only lists and reads
// plainly well-formed websites (see plainWebsite) never needs it, and loading zod and
// building the schemas would otherwise be done in ConfigureProvider, on Terraform's critical
// path.
import type * as Zod from "zod";

export type Z = typeof Zod.z;

let loaded: Z | undefined;

export function zod(): Z {
  return (loaded ??= (require("zod") as typeof Zod).z);
}

/** A value built with zod on its first use and kept. */
export function lazily<T>(build: (z: Z) => T): () => T {
  let value: T | undefined;
  return () => (value ??= build(zod()));
}
