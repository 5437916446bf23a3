// The framework layer: terraform-plugin-framework's job (its Go counterpart is
// github.com/hashicorp/terraform-plugin-framework). What a provider is written with: the
// Provider, Resource and DataSource contracts, schemas with plan modifiers and validators
// declared on attributes, typed models of a schema, the values of cty types, and the
// schema-driven planning and validation that the protocol layer runs on each call.
// It imports neither the protocol layer nor the transport layer (test/tfplugin/arrows.test.ts),
// so a provider and its tests are written without anything of the wire.
// Callers that care what loads with them (the CLI's drift report needs only the log's
// masking) import the module itself rather than this index.
export * from "./types";
export * from "./model";
export { useStateForUnknown, requiresReplace, requiresReplaceIf } from "./planmodifiers";
export { oneOf, lengthBetween, matches, between } from "./validators";
export { planChange, type PlanInput, type PlanOutput } from "./plan";
export { validateAttributes } from "./validate";
export { checkProviderSchemas, checkSchema } from "./schema-check";
export { registerSecret, redact, maskAll, wholeOccurrences, JsonLogger, levelFromEnv, type LogLevel, type LogSink } from "./log";
export { providerSchemasJson, schemaToJson, type JsonProviderSchemas, type JsonProviderSchema, type JsonSchema, type JsonAttribute } from "./schema-json";
export {
  attributeList,
  blankObject,
  containsUnknown,
  fillObject,
  isTfMap,
  namesOf,
  objectType,
  setKey,
  typeToJson,
  unknownPaths,
  valuesEqual,
  type AttributeList,
  type Attributes,
} from "./values";
