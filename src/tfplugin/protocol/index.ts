// The protocol layer: terraform-plugin-go's job (its Go counterpart is
// github.com/hashicorp/terraform-plugin-go: tfprotov6 and its msgpack and cty JSON
// values). It turns the tfplugin6 messages Terraform sends into calls of the framework's
// Provider, Resource and DataSource, and their results and diagnostics back into messages:
// the generated protobuf code (./generated), the value codec (msgpack, cty's JSON),
// diagnostics, schemas as messages, and the tfplugin6.Provider service (./services) with
// its methods over protobuf bytes (./protobuf-methods).
// It imports the framework layer and never the transport layer: its methods take and give
// bytes, which src/tfplugin/serve.ts hands to the transport.
// Loading this index loads the protobuf code: what must stay light before the handshake
// (src/tfplugin/index.ts) imports the module it needs, not this index.
export { ProviderServer } from "./services/provider-server";

export { providerHandlers, encodeProviderSchema } from "./protobuf-methods";

export { tfplugin6 } from "./generated/proto";
