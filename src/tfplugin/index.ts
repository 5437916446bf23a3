// The generic Terraform plugin protocol layer's public entry: serve() runs a Provider over
// go-plugin and tfplugin6 until Terraform shuts it down; the rest is what a provider is
// written with (types, plan modifiers, validators, the value codec, logging, schema export).
// The layer's modules: ./launch (the process: handshake line, socket, signals),
// ./grpc-server (the services on the transport), ./provider-handlers (the tfplugin6 methods over
// protobuf), ./http2-grpc (the gRPC transport itself),
// ./services/provider (the RPCs as plain functions), ./codec and ./msgpack (values).
import { launchPlugin, type ProviderSource, type ServeOptions, type ServerModules } from "./transport/launch";

export * from "./framework/types";
export { launchPlugin, type LaunchOptions, type ProviderSource, type ServeOptions, type ServerModules } from "./transport/launch";
export { useStateForUnknown, requiresReplace, requiresReplaceIf } from "./framework/planmodifiers";
export { oneOf, lengthBetween, matches, between } from "./framework/validators";
export { registerSecret, redact, JsonLogger, levelFromEnv, type LogLevel } from "./framework/log";
export {
  CodecError,
  encodeMsgpack,
  decodeMsgpackValue,
  decodeJsonValue,
  decodeDynamicValue,
  objectType,
  typeToJson,
  parseType,
  fillObject,
  valuesEqual,
  containsUnknown,
} from "./protocol/codec";
export { checkProviderSchemas, checkSchema } from "./framework/schema-check";
export { providerSchemasJson, schemaToJson, type JsonProviderSchemas, type JsonProviderSchema, type JsonSchema, type JsonAttribute } from "./framework/schema-json";

function requireServerModules(): ServerModules {
  const { providerHandlers } = require("./protocol/provider-handlers") as typeof import("./protocol/provider-handlers");
  const { ProviderServer } = require("./protocol/services/provider") as typeof import("./protocol/services/provider");
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
