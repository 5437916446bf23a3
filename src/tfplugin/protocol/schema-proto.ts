// Our Schema -> tfplugin6.Schema, for GetProviderSchema.
import type { tfplugin6 } from "./generated/proto";
import { typeToJson } from "./codec";
import type { Attribute, Schema } from "../framework";

type ProtoSchema = tfplugin6.Schema.$Properties;
type ProtoAttribute = tfplugin6.Schema.Attribute.$Properties;

const MARKDOWN = 1;
const encoder = new TextEncoder();

function attributeToProto(name: string, attr: Attribute): ProtoAttribute {
  return {
    name,
    type: encoder.encode(typeToJson(attr.type)),
    description: attr.description,
    descriptionKind: MARKDOWN,
    required: attr.required === true,
    optional: attr.optional === true,
    computed: attr.computed === true,
    sensitive: attr.sensitive === true,
    deprecated: attr.deprecated !== undefined,
    writeOnly: attr.writeOnly === true,
  };
}

export function schemaToProto(schema: Schema): ProtoSchema {
  return {
    version: schema.version,
    block: {
      version: schema.version,
      description: schema.description,
      descriptionKind: MARKDOWN,
      attributes: Object.keys(schema.attributes)
        .sort()
        .map((name) => attributeToProto(name, schema.attributes[name]!)),
    },
  };
}
