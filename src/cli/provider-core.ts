// The part of the provider's runtime that a V8 startup snapshot can hold: the provider, its
// HTTP client and the protocol's request handling. The standalone executable carries all of
// it already loaded (see ./provider-snapshot.ts). The gRPC transport is not here: Node 20's
// snapshot builder cannot serialize what node:http2 holds, so it loads at launch.
export { createProvider } from "../provider";
export { ProviderServer } from "../tfplugin/services/provider";
