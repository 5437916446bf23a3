// The provider's schema as the doc tests compare docs with it: the attribute names of the
// provider, of each resource and data source, and their defaults; the words of the docs that
// are not the schema's.
import { STATISTIC_NAMES } from "../../src/api/statistics";
import type { Attribute, Provider, Schema } from "../../src/tfplugin/framework/types";

/** Snake_case words of the docs that are not the provider's: Terraform's, the API's, tools'. */
export const NOT_SCHEMA: ReadonlySet<string> = new Set([
  // the values of phpanalytics_website_statistics' name, the statistics endpoint's
  ...STATISTIC_NAMES,
  // Terraform's language, lifecycle and CLI configuration
  "prevent_destroy",
  "create_before_destroy",
  "ignore_changes",
  "replace_triggered_by",
  "depends_on",
  "for_each",
  "required_providers",
  "provider_installation",
  "filesystem_mirror",
  "network_mirror",
  "plugin_cache_dir",
  "terraform_data",
  "conn_str",
  // the plugin protocol
  "plan_destroy",
  // the API's query parameters and answer fields
  "per_page",
  "api_token",
  "search_by",
  // GitHub Actions inputs
  "terraform_version",
  "terraform_wrapper",
  "node_modules",
]);

/** Terraform's platform names, `linux_amd64` and the like. */
export const PLATFORM = /^(linux|darwin|windows|freebsd|openbsd|solaris)_(amd64|arm64|arm|386)$/;

/** A schema attribute as the docs may state it: its default, normalised, when it has one. */
export interface AttributeFacts {
  default?: string;
}

export interface SchemaVocabulary {
  provider: Map<string, AttributeFacts>;
  resources: Map<string, Map<string, AttributeFacts>>;
  dataSources: Map<string, Map<string, AttributeFacts>>;
}

export interface Finding {
  line: number;
  message: string;
}

/** A value as written in a doc or a schema, for comparing: no quotes or backticks. */
export function normaliseValue(value: string): string {
  return value
    .trim()
    .replace(/^`(.*)`$/s, "$1")
    .replace(/^"(.*)"$/s, "$1")
    .replace(/^'(.*)'$/s, "$1")
    .replace(/\s+/g, "");
}

function facts(attribute: Attribute): AttributeFacts {
  if (attribute.default !== undefined) {
    return { default: normaliseValue(typeof attribute.default === "string" ? attribute.default : JSON.stringify(attribute.default)) };
  }
  // Provider arguments resolve their defaults in code, and say them in the description.
  const said = /Defaults to (`[^`]+`|[^\s.,;]+)/.exec(attribute.description ?? "");
  return said ? { default: normaliseValue(said[1]!) } : {};
}

function attributesOf(schema: Schema): Map<string, AttributeFacts> {
  const result = new Map<string, AttributeFacts>();
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    result.set(name, facts(attribute));
    // the fields of a list of objects (the websites data source's `websites`)
    const type = attribute.type;
    if (Array.isArray(type) && Array.isArray(type[1]) && type[1][0] === "object") {
      for (const field of Object.keys(type[1][1] as Record<string, unknown>)) if (!result.has(field)) result.set(field, {});
    }
  }
  return result;
}

export function vocabularyOf(provider: Provider<unknown>): SchemaVocabulary {
  return {
    provider: attributesOf(provider.schema),
    resources: new Map(Object.entries(provider.resources).map(([type, r]) => [type, attributesOf(r.schema)])),
    dataSources: new Map(Object.entries(provider.dataSources).map(([type, d]) => [type, attributesOf(d.schema)])),
  };
}

/** Every attribute of every schema by name: the facts of each schema that has it. */
export function allAttributes(v: SchemaVocabulary): Map<string, AttributeFacts[]> {
  const all = new Map<string, AttributeFacts[]>();
  for (const attributes of [v.provider, ...v.resources.values(), ...v.dataSources.values()]) {
    for (const [name, f] of attributes) all.set(name, [...(all.get(name) ?? []), f]);
  }
  return all;
}

/** The 1-based line of a character of `text`. */
export const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;
