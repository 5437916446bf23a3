// The emulator serving https with a certificate from a throwaway CA, as a phpAnalytics
// installation behind a private certificate authority; its CA file is what
// NODE_EXTRA_CA_CERTS names.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { makeThrowawayCa } from "../release/https-mirror";

export interface HttpsEmulator {
  emulator: EmulatorHandle;
  /** The CA certificate (PEM) that signed the emulator's certificate. */
  caFile: string;
  close(): Promise<void>;
}

export async function startHttpsEmulator(apiKey: string): Promise<HttpsEmulator> {
  const dir = mkdtempSync(join(tmpdir(), "phpa-private-ca-"));
  const ca = makeThrowawayCa(dir);
  const emulator = await startEmulator({ tls: { key: ca.key, cert: ca.cert }, apiKeys: [apiKey], quiet: true });
  return {
    emulator,
    caFile: ca.caFile,
    close: async () => {
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
