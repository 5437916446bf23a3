// Everything the provider process loads on the first call that needs the provider: the
// provider and the tfplugin6 methods over protobuf. The npm executable loads this part only
// then (see ./provider-main.ts and scripts/build.mjs); the standalone one holds it in its
// startup snapshot (see ./provider-snapshot.ts).
export { createProvider } from "../provider";
export { ProviderServer, providerHandlers } from "../tfplugin/protocol";
