// The set-up the client's HTTP test files share: a loopback server that answers whatever each
// test scripts and records what it got, and the clients opened against it.
import { afterAll, afterEach, beforeAll } from "vitest";
import type { ClientOptions, PhpAnalyticsClient } from "../../src/api";
import { openClients } from "../support/clients";
import { startLoopback, type Loopback, type Script, type Seen } from "./loopback";
import { wireWebsite } from "../support/wire-website";

export { json, type Script, type Seen } from "./loopback";

/** The API key every client of these files sends; tests check it never shows. */
export const KEY = "secret-api-key-123";

export interface ScriptedServer {
  /** The server's URL, once the file's tests run. */
  readonly base: string;
  /** How the server answers each request; a test sets it before its first call. */
  script: Script;
  /** The requests this test sent; emptied after each test, and when a test sets it to []. */
  seen: Seen[];
  /** A client of the server with the file's defaults, `options` on top; closed after each test. */
  client(options?: Partial<ClientOptions>): PhpAnalyticsClient;
  /** A client the test made itself, to be closed after the test with the others. */
  track<C extends PhpAnalyticsClient>(client: C): C;
}

/** Registers the hooks; the returned object's fields are there once the file's tests run. */
export function useScriptedServer(): ScriptedServer {
  let loopback: Loopback | undefined;
  const ready = (): Loopback => {
    if (loopback === undefined) throw new Error("the scripted server starts in beforeAll: use it inside a test or hook");
    return loopback;
  };
  const clients = openClients(() => ({ baseUrl: ready().url, apiKey: KEY, backoffBaseMs: 10, requestsPerMinute: 0 }));
  beforeAll(async () => {
    loopback = await startLoopback();
  });
  afterEach(async () => {
    ready().seen = [];
    await clients.closeAll();
  });
  afterAll(async () => {
    await loopback?.close();
  });
  return {
    get base() {
      return ready().url;
    },
    get script() {
      return ready().script;
    },
    set script(script: Script) {
      ready().script = script;
    },
    get seen() {
      return ready().seen;
    },
    set seen(seen: Seen[]) {
      ready().seen = seen;
    },
    client: (options = {}) => clients.open(options),
    track: (client) => clients.track(client),
  };
}

/** A website as the API answers it. */
export const website = (id: number, domain: string) =>
  wireWebsite({ id, domain, created_at: "2024-05-01T10:00:00.000000Z", updated_at: "2024-05-01T10:00:00.000000Z" });

/** One page holding all of `items`, as the API lists websites. */
export const listOf = (items: unknown[]) => ({
  data: items,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: 1, last_page: 1, path: "/api/v1/websites", per_page: 100, to: items.length, total: items.length },
  status: 200,
});
