// The set-up of the files that test the client against the API emulator over loopback HTTP:
// one emulator for the file, its faults, statistics and rate limits reset before each test,
// and the clients a test opens, closed after it.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { ClientOptions, PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { openClients } from "../support/clients";

/** The key the clients send; "other-key" is another account, "no-api-key" one without API access. */
export const KEY = "test-key";

export interface EmulatorClients {
  /** The file's emulator, once its tests run. */
  readonly emu: EmulatorHandle;
  /** A client of the emulator with the files' defaults, `options` on top; closed after each test. */
  client(options?: Partial<ClientOptions>): PhpAnalyticsClient;
  /** A client the test made itself, to be closed after the test with the others. */
  track<C extends PhpAnalyticsClient>(client: C): C;
}

/** Registers the hooks; the returned object's fields are there once the file's tests run. */
export function useEmulatorClients(): EmulatorClients {
  let emu: EmulatorHandle | undefined;
  const ready = (): EmulatorHandle => {
    if (emu === undefined) throw new Error("the emulator starts in beforeAll: use it inside a test or hook");
    return emu;
  };
  const clients = openClients(() => ({ baseUrl: ready().url, apiKey: KEY, backoffBaseMs: 20 }));
  beforeAll(async () => {
    emu = await startEmulator({ apiKeys: [KEY, "other-key"], noApiAccessKeys: ["no-api-key"], rateLimit: 0, quiet: true });
  });
  beforeEach(() => {
    ready().faults.clear();
    ready().stats.reset();
    ready().resetRateLimits();
  });
  afterEach(() => clients.closeAll());
  afterAll(async () => {
    await emu?.close();
  });
  return {
    get emu() {
      return ready();
    },
    client: (options = {}) => clients.open(options),
    track: (client) => clients.track(client),
  };
}
