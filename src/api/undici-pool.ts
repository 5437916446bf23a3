// undici's Pool without the rest of undici. The package's index also loads fetch, WebSocket,
// the mock agents and caches, and (through its cookie helpers) Node's own copy of undici:
// loaded in every provider process that talks to the API, and a large part of the
// provider's bundle, all for one class. Pool's request() is the one method of the api mixin
// (request, stream, pipeline, upgrade, connect) that the index would install on every
// dispatcher and that the client uses.
// Those modules are undici's private ones: a version that moves or changes them must not
// break the provider, so when one is missing or not what it was, the public index is loaded
// instead, slower to load and the same to use.
import type { Pool, buildConnector } from "undici";

export interface UndiciPool {
  Pool: typeof Pool;
  /** The connector Pool builds by default, for a `connect` function of our own. */
  buildConnector: typeof buildConnector;
}

/** Where each module comes from: undici's own files, or stand-ins in the tests. */
export interface UndiciModules {
  dispatcher(): unknown;
  request(): unknown;
  pool(): unknown;
  connect(): unknown;
  /** The public index, the way out when the others moved or changed. */
  index(): unknown;
}

/**
 * The private modules by the ids the client requires them under. The provider's bundles take
 * them in (literal requires below): the standalone executable's within its runtime, the npm
 * executable's apart from it, in a bundle made from this list (scripts/build.mjs), which a
 * test holds to the requires below. The index is named so that no bundle takes it in too,
 * and is loaded from node_modules when the library (dist/) runs on another undici.
 */
export const UNDICI_MODULES = [
  "undici/lib/dispatcher/dispatcher",
  "undici/lib/api/api-request",
  "undici/lib/dispatcher/pool",
  "undici/lib/core/connect",
] as const;
const PUBLIC_INDEX = "undici";
const fromPackage: UndiciModules = {
  dispatcher: () => require("undici/lib/dispatcher/dispatcher"),
  request: () => require("undici/lib/api/api-request"),
  pool: () => require("undici/lib/dispatcher/pool"),
  connect: () => require("undici/lib/core/connect"),
  index: () => require(PUBLIC_INDEX),
};

/** How Node says a module is not where it was: gone, or no longer exported by the package. */
const MOVED = new Set(["MODULE_NOT_FOUND", "ERR_PACKAGE_PATH_NOT_EXPORTED"]);

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === "function";

/**
 * The private modules, or null when one is missing or has changed shape. Nothing is changed
 * in undici until all of them are found as expected.
 */
function privateModules(modules: UndiciModules): UndiciPool | null {
  let dispatcher: unknown, request: unknown, pool: unknown, connect: unknown;
  try {
    dispatcher = modules.dispatcher();
    request = modules.request();
    pool = modules.pool();
    connect = modules.connect();
  } catch (error) {
    // moved, or hidden by the package's exports; anything else (the npm executable's held
    // undici damaged, say) is not undici's to fall back from, and must be seen
    if (MOVED.has((error as { code?: unknown } | null)?.code as string)) return null;
    throw error;
  }
  if (!isFunction(dispatcher) || !isFunction(request) || !isFunction(pool) || !isFunction(connect)) return null;
  if (!(pool.prototype instanceof dispatcher)) return null;
  Object.assign(dispatcher.prototype as object, { request });
  return { Pool: pool as unknown as typeof Pool, buildConnector: connect as unknown as typeof buildConnector };
}

/** undici's Pool and connector: from its private modules, or from its public index when they changed. */
export function loadUndiciPool(modules: UndiciModules = fromPackage): UndiciPool {
  const found = privateModules(modules);
  if (found) return found;
  const index = modules.index() as UndiciPool;
  return { Pool: index.Pool, buildConnector: index.buildConnector };
}

let loaded: UndiciPool | undefined;

/**
 * Loaded on the first call, not with the client: undici's modules take a while to
 * initialise, which ConfigureProvider would otherwise spend while Terraform waits for its
 * answer. The provider's early connection, right after that answer, loads them.
 */
export function undici(): UndiciPool {
  return (loaded ??= loadUndiciPool());
}
