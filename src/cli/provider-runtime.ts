// Everything the provider process needs after the handshake line: the provider (see
// ./provider-core) and the gRPC server. The executables load this part only once Terraform
// is connecting (see ./provider-main.ts and scripts/build.mjs).
export { createProvider, ProviderServer } from "./provider-core";
export { startGrpcServer } from "../tfplugin/grpc-server";
