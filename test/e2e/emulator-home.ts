// The setup most e2e files share: an emulator serving one API key with its rate limit off,
// and a TerraformHome, both made before the file's tests and closed after them.
import { afterAll, beforeAll } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { TerraformHome } from "./harness";

export interface EmulatorHome {
  readonly emulator: EmulatorHandle;
  readonly home: TerraformHome;
  /** The provider's environment for this emulator and key. */
  env(): NodeJS.ProcessEnv;
}

/** Registers the hooks; the returned object's fields are there once the file's tests run. */
export function useEmulatorAndHome(key: string): EmulatorHome {
  let emulator: EmulatorHandle | undefined;
  let home: TerraformHome | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ apiKeys: [key], rateLimit: 0, quiet: true });
    home = new TerraformHome();
  });
  afterAll(async () => {
    await emulator?.close();
    home?.dispose();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is made in beforeAll: use it inside a test or hook`);
    return value;
  };
  return {
    get emulator() {
      return ready(emulator, "emulator");
    },
    get home() {
      return ready(home, "TerraformHome");
    },
    env: () => ({ PHPANALYTICS_BASE_URL: ready(emulator, "emulator").url, PHPANALYTICS_API_KEY: key }),
  };
}
