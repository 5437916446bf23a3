// undici's Pool without the rest of undici. The package's index also loads fetch, WebSocket,
// the mock agents and caches, and (through its cookie helpers) Node's own copy of undici:
// loaded in every provider process that talks to the API, and a large part of the
// provider's bundle, all for one class. Pool's request() is the one method of the api mixin
// (request, stream, pipeline, upgrade, connect) that the index would install on every
// dispatcher and that the client uses.
import type { Pool, buildConnector } from "undici";

export interface UndiciPool {
  Pool: typeof Pool;
  /** The connector Pool builds by default, for a `connect` function of our own. */
  buildConnector: typeof buildConnector;
}

let loaded: UndiciPool | undefined;

/**
 * Loaded on the first call, not with the client: undici's modules take a while to
 * initialise, which ConfigureProvider would otherwise spend while Terraform waits for its
 * answer. The provider's early connection, right after that answer, loads them.
 */
export function undici(): UndiciPool {
  if (!loaded) {
    const dispatcher = require("undici/lib/dispatcher/dispatcher") as { prototype: object };
    Object.assign(dispatcher.prototype, { request: require("undici/lib/api/api-request") as unknown });
    loaded = {
      Pool: require("undici/lib/dispatcher/pool") as typeof Pool,
      buildConnector: require("undici/lib/core/connect") as typeof buildConnector,
    };
  }
  return loaded;
}
