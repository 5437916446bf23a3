// The API clients a test file opens, closed together after each test so that none keeps
// a connection or a pacing timer into the next one.
import { createClient, type ClientOptions, type PhpAnalyticsClient } from "../../src/api";

export interface OpenClients {
  /** A client with the file's defaults, `options` on top; `closeAll` closes it. */
  open(options?: Partial<ClientOptions>): PhpAnalyticsClient;
  /** A client the test made itself, to be closed with the others. */
  track<C extends PhpAnalyticsClient>(client: C): C;
  closeAll(): Promise<void>;
}

/** `defaults` is read at each `open`, so it may name a server that `beforeAll` starts. */
export function openClients(defaults: () => ClientOptions): OpenClients {
  const open: PhpAnalyticsClient[] = [];
  const track = <C extends PhpAnalyticsClient>(client: C): C => {
    open.push(client);
    return client;
  };
  return {
    open: (options = {}) => track(createClient({ ...defaults(), ...options })),
    track,
    closeAll: async () => {
      await Promise.all(open.splice(0).map((c) => c.close()));
    },
  };
}
