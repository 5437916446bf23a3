// Our schemas in the JSON shape of `terraform providers schema -json`, which the CDKTF
// binding generator and the docs generator read.
import type { Attribute, Provider, Schema, TfType } from "./types";

// Empty fields are left out, as Terraform's own JSON does (omitempty).
interface JsonAttribute {
  type: TfType;
  description?: string;
  description_kind: "markdown";
  required?: true;
  optional?: true;
  computed?: true;
  sensitive?: true;
  deprecated?: true;
  write_only?: true;
}

interface JsonSchema {
  version: number;
  block: {
    attributes?: { [name: string]: JsonAttribute };
    description?: string;
    description_kind: "markdown";
  };
}

/** A function signature as `terraform providers schema -json` writes it. */
interface JsonFunction {
  description: string;
  summary: string;
  return_type: TfType;
  parameters: { name: string; type: TfType; description: string }[];
}

interface JsonProviderSchema {
  provider: JsonSchema;
  resource_schemas?: { [typeName: string]: JsonSchema };
  data_source_schemas?: { [typeName: string]: JsonSchema };
  functions?: { [name: string]: JsonFunction };
}

export interface JsonProviderSchemas {
  format_version: "1.0";
  provider_schemas: { [address: string]: JsonProviderSchema };
}

function attributeToJson(attr: Attribute): JsonAttribute {
  const out: JsonAttribute = { type: attr.type, description_kind: "markdown" };
  if (attr.description) out.description = attr.description;
  if (attr.required) out.required = true;
  if (attr.optional) out.optional = true;
  if (attr.computed) out.computed = true;
  if (attr.sensitive) out.sensitive = true;
  if (attr.deprecated !== undefined) out.deprecated = true;
  if (attr.writeOnly) out.write_only = true;
  return out;
}

export function schemaToJson(schema: Schema): JsonSchema {
  const attributes: { [name: string]: JsonAttribute } = {};
  for (const name of Object.keys(schema.attributes).sort()) attributes[name] = attributeToJson(schema.attributes[name]!);
  const block: JsonSchema["block"] = { description_kind: "markdown" };
  if (Object.keys(attributes).length) block.attributes = attributes;
  if (schema.description) block.description = schema.description;
  return { version: schema.version, block };
}

function sortedMap<T>(entries: { [name: string]: T }, f: (v: T) => JsonSchema): { [name: string]: JsonSchema } {
  const out: { [name: string]: JsonSchema } = {};
  for (const name of Object.keys(entries).sort()) out[name] = f(entries[name]!);
  return out;
}

/**
 * `terraform providers schema -json` output for one provider.
 * @param address full provider address, e.g. "registry.terraform.io/phpanalytics/phpanalytics"
 */
export function providerSchemasJson<Data>(address: string, provider: Provider<Data>): JsonProviderSchemas {
  const entry: JsonProviderSchema = { provider: schemaToJson(provider.schema) };
  if (Object.keys(provider.resources).length) entry.resource_schemas = sortedMap(provider.resources, (r) => schemaToJson(r.schema));
  if (Object.keys(provider.dataSources).length) entry.data_source_schemas = sortedMap(provider.dataSources, (d) => schemaToJson(d.schema));
  const functions = Object.entries(provider.functions ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (functions.length) {
    entry.functions = Object.fromEntries(
      functions.map(([name, fn]) => [
        name,
        {
          description: fn.description,
          summary: fn.summary,
          return_type: fn.returns,
          parameters: fn.parameters.map((p) => ({ name: p.name, type: p.type, description: p.description })),
        },
      ]),
    );
  }
  return { format_version: "1.0", provider_schemas: { [address]: entry } };
}
