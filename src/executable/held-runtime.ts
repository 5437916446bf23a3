// What the npm executable holds in comments (./embedded-module.ts), and how the runtime finds
// them: the provider runtime, and apart from it zod. zod is half the runtime's size, and only
// a launch whose answers need its schemas runs it (src/api/bodies/parse.ts: an account, the
// statistics, a body the quick readers refuse), but a code cache holds every function that
// any launch has compiled: held in the runtime, zod's compiled code would be read back by
// every launch, validation and schema-less plans included. Held apart, it has a cache of its
// own, read only by a launch that requires it.
import { HELD_RUNTIME, HELD_ZOD, loadEmbeddedModule, sourceInComment, type Held } from "./embedded-module";

/** A held bundle as the build wrote it: its holder function's text ("" when missing) and its hash. */
export interface HeldBundle {
  text: () => string;
  hash: string;
}

export interface HeldRuntime {
  runtime: HeldBundle;
  zod: HeldBundle;
  /** The executable's path, which names the held bundles' code in stacks and profiles. */
  filename: string;
  /** The kinds of work this process has done, as bits (see loadEmbeddedModule). */
  workDone: () => number;
  /** The executable's own require. */
  require: (id: string) => unknown;
}

function load(bundle: HeldBundle, held: Held, name: string, options: HeldRuntime, requireFor: (id: string) => unknown): unknown {
  return loadEmbeddedModule(sourceInComment(bundle.text(), bundle.hash, held), bundle.hash, `${options.filename}#${name}`, options.workDone, requireFor);
}

/** The runtime's exports; its require("zod") loads the held zod, once, on the first call. */
export function loadHeldRuntime(options: HeldRuntime): unknown {
  let zod: unknown;
  const requireFor = (id: string): unknown => (id === "zod" ? (zod ??= load(options.zod, HELD_ZOD, "zod", options, options.require)) : options.require(id));
  return load(options.runtime, HELD_RUNTIME, "runtime", options, requireFor);
}
