// The generic Terraform plugin protocol layer's public entry: serve() runs a Provider over
// go-plugin and tfplugin6 until Terraform shuts it down; the rest is what a provider is
// written with (types, plan modifiers, validators, values, logging, schema export).
// The protocol layer is made of three layers, as the Go ecosystem keeps them apart, and the arrows between
// them go one way (test/tfplugin/arrows.test.ts fails on an import against them):
//   ./framework  terraform-plugin-framework's job: contracts, schema, models, planning;
//                it imports neither other layer.
//   ./protocol   terraform-plugin-go's job: tfplugin6 messages, the value codec, the
//                services; it imports the framework.
//   ./transport  go-plugin's job: launch, handshake, TLS, HTTP/2, gRPC; it imports
//                neither other layer and knows method names and bytes.
// This index and ./serve, which wires the layers together, are the only files that import
// all three. Nothing here loads the protocol layer's protobuf code before the first call
// that needs it: values come from their own modules, not from ./protocol's index.
import { launchPlugin, type ProviderSource, type ServeOptions, type ServerModules } from "./serve";

export * from "./framework/types";
export { launchPlugin, type LaunchOptions, type ProviderSource } from "./serve";
export { useStateForUnknown, requiresReplaceIf, oneOf, lengthBetween, between } from "./framework";
export { registerSecret, redact, JsonLogger } from "./framework";
export { objectType, typeToJson, fillObject, valuesEqual, containsUnknown, checkProviderSchemas, checkSchema } from "./framework";
export { providerSchemasJson, schemaToJson, type JsonProviderSchemas } from "./framework";

function requireServerModules(): ServerModules {
  const { providerHandlers } = require("./protocol/protobuf-methods") as typeof import("./protocol/protobuf-methods");
  const { ProviderServer } = require("./protocol/services/provider-server") as typeof import("./protocol/services/provider-server");
  return { providerHandlers, ProviderServer };
}

/**
 * Serves the provider over go-plugin / tfplugin6 until Terraform shuts it down. A function
 * may be passed instead of the provider: it is called on the first call that needs the
 * provider, so its own modules (HTTP client, schemas) load only then. An
 * executable that bundles the provider's side separately calls launchPlugin instead.
 */
export function serve<Data>(source: ProviderSource<Data>, options: ServeOptions = {}): void {
  launchPlugin(source, { ...options, loadServer: requireServerModules });
}
