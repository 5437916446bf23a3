// Everything the provider process loads on the first call that needs the provider: the
// provider, with the start-up measures it asks for, and the tfplugin6 methods over protobuf.
// The npm executable loads this part only then (see ./run.ts and scripts/build.mjs); the
// standalone one holds it in its startup snapshot (see ./standalone-snapshot.ts).
import { createProvider as createPhpanalyticsProvider } from "../provider";
import { deferredExtraCaContext } from "./deferred-ca-certs";
import { plainStart } from "./switch";

export { ProviderServer, providerHandlers } from "../tfplugin/protocol";

/** The provider, with this executable's start-up measures unless they are switched off. */
export function createProvider(version: string, env: NodeJS.ProcessEnv = process.env): ReturnType<typeof createPhpanalyticsProvider> {
  return createPhpanalyticsProvider(version, env, { earlyConnection: !plainStart(env), extraCaContext: deferredExtraCaContext });
}
