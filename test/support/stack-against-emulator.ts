// The set-up the reliability tests share: an emulator (with the faults a test asks for),
// optionally a committing proxy in front of it, and a terraform workspace initialised
// against whichever of the two the provider talks to.
import { startEmulator, type EmulatorHandle, type FaultOptions } from "../../src/emulator";
import type { TerraformHome, Workspace } from "../e2e/harness";
import { startCommittingProxy, type ProxyHandle } from "./committing-proxy";
import { tfExpect } from "./terraform-runs";

export interface StackAgainstEmulator {
  emulator: EmulatorHandle;
  /** Present when the options asked for one: the provider then talks to it, not the emulator. */
  proxy: ProxyHandle | undefined;
  /** The provider's base URL and API key, for each terraform run. */
  env: NodeJS.ProcessEnv;
  ws: Workspace;
}

export interface StackOptions {
  apiKey: string;
  /** The workspace's main.tf. */
  main: string;
  faults?: FaultOptions;
  /** A committing proxy in front of the emulator, delaying each request by `delayMs`. */
  proxy?: { delayMs?: number };
}

/** Starts the servers and runs `terraform init` in a new workspace of `home`. */
export async function startStackAgainstEmulator(home: TerraformHome, options: StackOptions): Promise<StackAgainstEmulator> {
  const emulator = await startEmulator({ apiKeys: [options.apiKey], rateLimit: 0, quiet: true, ...(options.faults ? { faults: options.faults } : {}) });
  const proxy = options.proxy ? await startCommittingProxy(emulator.url, options.proxy) : undefined;
  const env = { PHPANALYTICS_BASE_URL: proxy?.url ?? emulator.url, PHPANALYTICS_API_KEY: options.apiKey };
  const ws = home.workspace({ "main.tf": options.main });
  await tfExpect(ws, ["init", "-input=false"], 0, env);
  return { emulator, proxy, env, ws };
}
