// How the provider process starts, with the measures on or off (see ./index.ts). Both
// executables start here (src/executable/run.ts): the npm one compiles its runtime from an
// embedded string (./embedded-module.ts), the standalone one finds it in its startup snapshot.
import { JsonLogger } from "../tfplugin/framework/log";
import type { LaunchOptions, ProviderSource } from "../tfplugin/serve";
import { PLAIN_START, plainStart } from "./switch";
import { tuneV8AfterLaunchModules } from "./v8-tuning";

export type ProviderRuntime = typeof import("./provider-runtime");
type ProviderData = ReturnType<ProviderRuntime["createProvider"]> extends ProviderSource<infer Data> ? Data : never;

export interface Start {
  source: ProviderSource<ProviderData>;
  options: Pick<LaunchOptions, "loadServer" | "beforeServe" | "providerSchema">;
}

/**
 * The provider and the launch's start-up options. `providerSchema`: GetProviderSchema's
 * response made at build time, if the executable has it.
 */
export function startRuntime(version: string, runtime: () => ProviderRuntime, providerSchema?: Uint8Array, env: NodeJS.ProcessEnv = process.env): Start {
  if (plainStart(env)) {
    // Everything at once, before the handshake, with V8's defaults and no schema made ahead.
    const loaded = runtime();
    const provider = loaded.createProvider(version);
    return {
      source: provider,
      options: {
        loadServer: () => loaded,
        beforeServe: () => new JsonLogger("provider").debug(`Start-up measures off (${PLAIN_START}): the provider was loaded before the handshake`),
      },
    };
  }
  return {
    source: () => runtime().createProvider(version),
    options: {
      providerSchema,
      loadServer: runtime,
      beforeServe: tuneV8AfterLaunchModules,
    },
  };
}
