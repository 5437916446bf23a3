// undici's Pool without the rest of undici. The package's index also loads fetch, WebSocket,
// the mock agents and caches, and (through its cookie helpers) Node's own copy of undici:
// some 20 ms in every provider process that talks to the API, and a fifth of the
// provider's bundle, all for one class. Pool's request() is the one method of the api mixin
// (request, stream, pipeline, upgrade, connect) that the index would install on every
// dispatcher and that the client uses.
import type { Pool as UndiciPool, buildConnector as undiciBuildConnector } from "undici";

const dispatcher = require("undici/lib/dispatcher/dispatcher") as { prototype: object };
Object.assign(dispatcher.prototype, { request: require("undici/lib/api/api-request") as unknown });

export const Pool = require("undici/lib/dispatcher/pool") as typeof UndiciPool;
export type Pool = UndiciPool;
/** The connector Pool builds by default, for a `connect` function of our own. */
export const buildConnector = require("undici/lib/core/connect") as typeof undiciBuildConnector;
