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
export { useStateForUnknown, requiresReplaceIf } from "./planmodifiers";
export { oneOf, lengthBetween, between } from "./validators";
export { planChange } from "./plan";
export { validateAttributes } from "./validate";
export { checkProviderSchemas, checkSchema } from "./schema-check";
export { registerSecret, redact, JsonLogger } from "./log";
export { providerSchemasJson, schemaToJson, type JsonProviderSchemas } from "./schema-json";
export {
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
  type Attributes,
} from "./values";
