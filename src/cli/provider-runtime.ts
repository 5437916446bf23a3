// Everything the provider process needs after the handshake line: the provider and the gRPC
// server. The npm executable loads this part only once Terraform is connecting (see
// ./provider-main.ts and scripts/build.mjs); the standalone one holds it in its startup
// snapshot (see ./provider-snapshot.ts).
export { createProvider } from "../provider";
export { ProviderServer } from "../tfplugin/services/provider";
export { startGrpcServer } from "../tfplugin/grpc-server";
// what the process has done, for the npm executable's code cache (./embedded-module.ts)
export { routesServed as workDone } from "../tfplugin/http2-grpc";
