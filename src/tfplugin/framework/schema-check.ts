// A provider's schemas checked before Terraform sees them, as terraform-plugin-framework
// validates its schemas when the provider server starts.
import type { Provider, Schema } from "./types";

/**
 * Schema problems of a whole provider: ProviderServer refuses to start with any, so a
 * mistake in a schema stops the first launch with its name instead of confusing Terraform.
 */
export function checkProviderSchemas<Data>(provider: Provider<Data>): string[] {
  const problems = checkSchema(`provider "${provider.typeName}"`, provider.schema);
  for (const [name, r] of Object.entries(provider.resources)) problems.push(...checkSchema(`resource ${name}`, r.schema));
  for (const [name, d] of Object.entries(provider.dataSources)) problems.push(...checkSchema(`data source ${name}`, d.schema));
  return problems;
}

/** Problems in a schema that Terraform would reject later with a less helpful message. */
export function checkSchema(where: string, schema: Schema): string[] {
  const problems: string[] = [];
  for (const [name, a] of Object.entries(schema.attributes)) {
    const at = `${where}.${name}`;
    const modes = [a.required, a.optional || a.computed].filter(Boolean).length;
    if (modes !== 1) problems.push(`${at}: exactly one of required, or optional and/or computed, must be set`);
    if (a.default !== undefined && !a.computed) problems.push(`${at}: an attribute with a default must be computed`);
    if (a.writeOnly && a.computed) problems.push(`${at}: a write-only attribute cannot be computed`);
  }
  return problems;
}
