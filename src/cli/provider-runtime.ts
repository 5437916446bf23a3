// Everything the provider process needs after the handshake line: the gRPC server and
// the provider itself. The executable loads this part only once Terraform is connecting
// (see ./terraform-provider.ts and scripts/build.mjs).
export { createProvider } from "../provider";
export { startGrpcServer } from "../tfplugin/grpc-server";
export { ProviderServer } from "../tfplugin/services/provider";
