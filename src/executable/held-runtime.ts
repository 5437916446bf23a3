// What the npm executable holds in comments (./embedded-module.ts), and how the runtime finds
// them: the provider runtime, and apart from it the libraries that only some launches run,
// each in a comment of its own with a code cache of its own, loaded on the runtime's first
// require of a module it holds. A code cache holds every function that any launch has
// compiled: held in the runtime, a library's compiled code would be read back by every
// launch, those that never run it included.
// - zod, half the runtime's size: only a launch whose answers need its schemas runs it
//   (src/api/bodies/parse.ts: an account, the statistics, a body the quick readers refuse);
// - undici's modules (src/api/undici-pool.ts), half of the rest: only a launch that talks to
//   the API runs them, never one that validates.
import { HELD_RUNTIME, loadEmbeddedModule, sourceInComment, type Held } from "./embedded-module";

/** A held bundle as the build wrote it: its holder function's text ("" when missing) and its hash. */
export interface HeldBundle {
  text: () => string;
  hash: string;
}

/**
 * A library held apart: its bundle exports, for each module id in `modules`, a function that
 * returns that module (scripts/build.mjs), so that the ids the runtime requires map to it.
 */
export interface HeldLibrary extends HeldBundle {
  held: Held;
  /** Names its code in stacks and profiles. */
  name: string;
  modules: readonly string[];
}

export interface HeldRuntime {
  runtime: HeldBundle;
  libraries: readonly HeldLibrary[];
  /** The executable's path, which names the held bundles' code in stacks and profiles. */
  filename: string;
  /** The kinds of work this process has done, as bits (see loadEmbeddedModule). */
  workDone: () => number;
  /** The executable's own require. */
  require: (id: string) => unknown;
}

type Require = (id: string) => unknown;

function load(bundle: HeldBundle, held: Held, name: string, options: HeldRuntime, requireFor: Require): unknown {
  return loadEmbeddedModule(sourceInComment(bundle.text(), bundle.hash, held), bundle.hash, `${options.filename}#${name}`, options.workDone, requireFor);
}

/** The runtime's exports; its require of a held library's module loads that library, once, on the first such call. */
export function loadHeldRuntime(options: HeldRuntime): unknown {
  const holding = new Map<string, HeldLibrary>();
  for (const library of options.libraries) for (const id of library.modules) holding.set(id, library);
  const loaded = new Map<HeldLibrary, Record<string, () => unknown>>();
  const requireFor = (id: string): unknown => {
    const library = holding.get(id);
    if (!library) return options.require(id);
    let modules = loaded.get(library);
    if (!modules) {
      modules = load(library, library.held, library.name, options, options.require) as Record<string, () => unknown>;
      loaded.set(library, modules);
    }
    const module = modules[id];
    if (typeof module !== "function") throw new Error(`the provider executable is damaged: its held ${library.name} lacks ${id}; reinstall it`);
    return module();
  };
  return load(options.runtime, HELD_RUNTIME, "runtime", options, requireFor);
}
