// undici's Pool without the rest of undici. The package's index also loads fetch, WebSocket,
// the mock agents and caches, and (through its cookie helpers) Node's own copy of undici:
// some 20 ms in every provider process that talks to the API, and a fifth of the
// provider's bundle, all for one class. Pool's request() is the api mixin the index would
// otherwise install on every dispatcher.
import type { Pool as UndiciPool } from "undici";

const dispatcher = require("undici/lib/dispatcher/dispatcher") as { prototype: object };
Object.assign(dispatcher.prototype, require("undici/lib/api") as object);

export const Pool = require("undici/lib/dispatcher/pool") as typeof UndiciPool;
export type Pool = UndiciPool;
