// The provider process, shared by both executables: the handshake first, then the gRPC
// transport, then, on the first call that needs it, the runtime, which the npm executable
// compiles from an embedded string and the standalone one finds mostly in its startup snapshot.
import { launchPlugin } from "../tfplugin/serve";
import { PROVIDER_ADDRESS } from "../provider/address";
import { tuneV8ForShortProcess } from "./v8-tuning";

export type ProviderRuntime = typeof import("./provider-runtime");

/** `providerSchema`: GetProviderSchema's response made at build time, if the executable has it. */
export function runProvider(version: string, runtime: () => ProviderRuntime, providerSchema?: Uint8Array): void {
  launchPlugin(() => runtime().createProvider(version), {
    address: PROVIDER_ADDRESS,
    debug: process.argv.includes("--debug"),
    providerSchema,
    beforeServe: () => {
      // Node compiles its built-in modules from a code cache that any V8 flag set at run time
      // invalidates: each one loaded afterwards is parsed from source, some 10 ms a launch for
      // the handful every launch needs. So the flags come after those (the handshake has
      // loaded net, crypto and the rest), and before the runtime, whose own code cache must
      // always be made and used under the same flags.
      // (a property of each: the standalone executable's tls is a stand-in that loads on first use)
      void require("node:tls").createServer;
      void require("node:vm").Script;
      tuneV8ForShortProcess();
    },
    loadServer: runtime,
  });
}
