// The provider process, shared by both executables: the handshake first, then the runtime,
// which the npm executable compiles from an embedded string and the standalone one finds
// mostly in its startup snapshot.
import { launchPlugin } from "../tfplugin/launch";
import { PROVIDER_ADDRESS } from "../provider/address";
import { tuneV8ForShortProcess } from "./v8-tuning";

export type ProviderRuntime = typeof import("./provider-runtime");

export function runProvider(version: string, runtime: () => ProviderRuntime): void {
  tuneV8ForShortProcess();
  launchPlugin(() => runtime().createProvider(version), {
    address: PROVIDER_ADDRESS,
    debug: process.argv.includes("--debug"),
    loadServer: runtime,
  });
}
