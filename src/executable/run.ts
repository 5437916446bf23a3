// The provider process, shared by both executables: how it starts, with the start-up measures
// on or off, is src/executable's business.
import { launchPlugin } from "../tfplugin/serve";
import { PROVIDER_ADDRESS } from "../provider/address";
import { startRuntime, type ProviderRuntime } from ".";

export type { ProviderRuntime } from ".";

/** `providerSchema`: GetProviderSchema's response made at build time, if the executable has it. */
export function runProvider(version: string, runtime: () => ProviderRuntime, providerSchema?: Uint8Array): void {
  const { source, options } = startRuntime(version, runtime, providerSchema);
  launchPlugin(source, { address: PROVIDER_ADDRESS, debug: process.argv.includes("--debug"), ...options });
}
