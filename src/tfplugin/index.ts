// The generic Terraform plugin protocol layer: serve a Provider over tfplugin6.
export * from "./types";
export { serve, type ServeOptions, type ProviderSource } from "./serve";
export { launchPlugin, type LaunchOptions, type ServerModules } from "./launch";
export { useStateForUnknown, requiresReplace, requiresReplaceIf } from "./planmodifiers";
export { oneOf, lengthBetween, matches, regex, between } from "./validators";
export { registerSecret, redact, JsonLogger, levelFromEnv, type LogLevel } from "./log";
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
} from "./codec";
export { providerSchemasJson, providerSchemaJson, schemaToJson, type JsonProviderSchemas, type JsonProviderSchema, type JsonSchema, type JsonAttribute } from "./schema-json";
