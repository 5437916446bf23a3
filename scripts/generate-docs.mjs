// Generates the user docs in the Terraform registry layout from the provider's schema:
//
//   docs/index.md                  the provider: example, argument reference, env fallbacks
//   docs/resources/<name>.md       one per resource (type without the "phpanalytics_" prefix)
//   docs/data-sources/<name>.md    one per data source
//
//   node scripts/generate-docs.mjs [--out DIR]          (default: docs)
//
// Descriptions, types, sensitivity, defaults and validator rules come from the schema
// objects themselves (loaded as in ./provider-schema.mjs), so the docs cannot drift from
// what the provider serves; test/bindings/docs.test.ts fails when the committed docs differ
// from this generator's output. Example configurations come from the scaffolding layout:
// examples/provider/provider.tf, examples/resources/TYPE/resource.tf (and import.sh for a
// resource that can be imported), examples/data-sources/TYPE/data-source.tf; a missing one
// is an error. What the schema cannot say of a resource (import ids, write-only behaviour of
// the API) is its `docs`, declared next to its schema; of the provider, NOTES below.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadProvider, ROOT } from "./provider-schema.mjs";

export const DEFAULT_OUT_DIR = join(ROOT, "docs");
const PACKAGE = "cdktf-provider-phpanalytics";

// ---------------------------------------------------------------------------------------
// What the schema cannot express.

const NOTES = {
  provider: (version) => `## Installation

The provider ships in the npm package \`${PACKAGE}\` together with its CDKTF bindings.
\`npx phpanalytics install\` copies it into Terraform's implied local mirror
(\`~/.terraform.d/plugins/registry.terraform.io/phpanalytics/phpanalytics/${version}/OS_ARCH/\`),
so \`terraform init\` finds it without network access.

## Use from CDKTF (TypeScript)

\`\`\`typescript
import { TerraformStack, TerraformVariable } from "cdktf";
import { provider, website } from "${PACKAGE}";

// inside a TerraformStack constructor
const apiKey = new TerraformVariable(this, "phpanalytics_api_key", { type: "string", sensitive: true });
new provider.PhpanalyticsProvider(this, "phpanalytics", {
  baseUrl: "https://analytics.example.com",
  apiKey: apiKey.stringValue,
});
new website.Website(this, "blog", { domain: "blog.example.com", emailReports: true });
\`\`\`

On CDK Terrain (cdktn, the maintained fork of cdktf; its CLI needs Node.js 22.19 or later),
import the same classes from \`${PACKAGE}/cdktn\` and \`App\`, \`TerraformStack\`, ... from
\`cdktn\`: the bindings are generated for both lines from the same schema.

## Guides

- [Deletion protection and what a delete destroys](guides/deletion-protection.md)
- [Drift detection in CI](guides/drift-detection.md): \`terraform plan -refresh-only -detailed-exitcode\`,
  or \`npx phpanalytics drift\` for a report of drifted websites and attributes.
- [Shared state](guides/shared-state.md): a backend with locking for more than one pipeline.
- [What the API cannot tell](guides/what-the-api-cannot-tell.md): \`exclude_params\` and the
  password cannot be read back, so their drift cannot be detected.
- [Troubleshooting](guides/troubleshooting.md)
`,
};

// ---------------------------------------------------------------------------------------
// Rendering

function typeName(type) {
  if (typeof type === "string") {
    return { string: "String", number: "Number", bool: "Boolean", dynamic: "Dynamic" }[type] ?? type;
  }
  const [kind, inner] = type;
  if (kind === "object") return "Object";
  return `${{ list: "List", set: "Set", map: "Map" }[kind]} of ${typeName(inner)}`;
}

function formatDefault(value) {
  return typeof value === "string" ? `\`${value}\`` : `\`${JSON.stringify(value)}\``;
}

function sentence(text) {
  const t = text.trim();
  return t === "" || /[.!?]$/.test(t) ? t : `${t}.`;
}

/** One bullet of an argument or attribute list. */
function attributeLine(name, attr, nestedAnchor) {
  const flags = [typeName(attr.type)];
  if (attr.sensitive) flags.push("Sensitive");
  if (attr.writeOnly) flags.push("Write-only");
  if (attr.deprecated !== undefined) flags.push("Deprecated");
  const parts = [sentence(attr.description)];
  if (attr.default !== undefined && !/Defaults to/i.test(attr.description)) {
    parts.push(`Defaults to ${formatDefault(attr.default)}.`);
  }
  for (const validator of attr.validators ?? []) parts.push(sentence(validator.description));
  if (attr.deprecated !== undefined) parts.push(`**Deprecated:** ${sentence(attr.deprecated)}`);
  if (nestedAnchor) parts.push(`(see [below for nested schema](#${nestedAnchor}))`);
  return `- \`${name}\` (${flags.join(", ")}) ${parts.filter(Boolean).join(" ")}`;
}

function isObjectList(type) {
  return Array.isArray(type) && type[0] !== "object" && Array.isArray(type[1]) && type[1][0] === "object";
}

/**
 * Renders the argument and attribute reference of a schema. Nested objects (lists of
 * objects) get their own section; when a data source of the provider returns the same
 * attributes, the section links there for their meaning.
 */
function reference(schema, { provider, selfKey, argumentsTitle = "Argument Reference" }) {
  const entries = Object.entries(schema.attributes).sort(([a], [b]) => a.localeCompare(b));
  const required = entries.filter(([, a]) => a.required);
  const optional = entries.filter(([, a]) => a.optional);
  const readOnly = entries.filter(([, a]) => a.computed && !a.optional && !a.required);
  const nested = [];
  const line = ([name, attr]) => {
    if (isObjectList(attr.type)) {
      const anchor = `nested-schema-for-${name}`;
      nested.push({ name, attr, anchor });
      return attributeLine(name, attr, anchor);
    }
    return attributeLine(name, attr);
  };

  const out = [];
  if (required.length || optional.length) {
    out.push(`## ${argumentsTitle}`, "");
    if (required.length) out.push("### Required", "", ...required.map(line), "");
    if (optional.length) out.push("### Optional", "", ...optional.map(line), "");
  }
  if (readOnly.length) {
    out.push("## Attribute Reference", "", "In addition to the arguments, these attributes are exported:", "", ...readOnly.map(line), "");
  }
  for (const { name, attr, anchor } of nested) {
    const fields = Object.entries(attr.type[1][1]).sort(([a], [b]) => a.localeCompare(b));
    const source = describingDataSource(
      provider,
      fields.map(([n]) => n),
      selfKey,
    );
    out.push(`<a id="${anchor}"></a>`, `### Nested Schema for \`${name}\``, "");
    if (source) {
      out.push(`Each element has these attributes, with the meaning they have in the [\`${source}\` data source](${docFile(source)}#attribute-reference):`, "");
    }
    for (const [field, type] of fields) out.push(`- \`${field}\` (${typeName(type)})`);
    out.push("");
  }
  return out;
}

function shortName(typeName) {
  return typeName.replace(/^phpanalytics_/, "");
}

function docFile(dataSourceType) {
  return `${shortName(dataSourceType)}.md`;
}

function describingDataSource(provider, fieldNames, selfKey) {
  for (const [type, dataSource] of Object.entries(provider.dataSources).sort(([a], [b]) => a.localeCompare(b))) {
    if (`data.${type}` === selfKey) continue;
    if (fieldNames.every((field) => field in dataSource.schema.attributes)) return type;
  }
  return undefined;
}

function frontMatter(title, description) {
  const indented = description
    .trim()
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
  return ["---", `page_title: "${title}"`, 'subcategory: ""', "description: |-", indented, "---", ""];
}

function readExample(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) throw new Error(`${path} is missing: every provider, resource and data source page shows an example from examples/`);
  return readFileSync(full, "utf8");
}

function codeBlock(language, text) {
  return ["```" + language, text.trimEnd(), "```", ""];
}

/** Environment variables named in the provider's descriptions ("Falls back to the `X` ..."). */
function envFallbacks(schema) {
  const rows = [];
  for (const [name, attr] of Object.entries(schema.attributes).sort(([a], [b]) => a.localeCompare(b))) {
    const match = /Falls back to the `([A-Z0-9_]+)` environment variable/.exec(attr.description);
    if (match) rows.push([name, match[1], attr.sensitive ? "yes" : "no"]);
  }
  return rows;
}

function renderProviderPage({ provider, version }) {
  const schema = provider.schema;
  const example = readExample("examples/provider/provider.tf");
  const env = envFallbacks(schema);
  const lines = [
    ...frontMatter("phpanalytics Provider", schema.description),
    "# phpanalytics Provider",
    "",
    sentence(schema.description),
    "",
    "## Example Usage",
    "",
    ...codeBlock("terraform", example),
  ];
  if (env.length) {
    lines.push(
      "## Environment Variables",
      "",
      "Each of these arguments falls back to an environment variable when the provider block leaves it unset:",
      "",
      "| Argument | Environment variable | Sensitive |",
      "|----------|----------------------|-----------|",
      ...env.map(([name, variable, sensitive]) => `| \`${name}\` | \`${variable}\` | ${sensitive} |`),
      "",
    );
  }
  lines.push(...reference(schema, { provider, selfKey: "provider" }));
  lines.push(NOTES.provider(version));
  return lines.join("\n").trimEnd() + "\n";
}

function renderResourcePage({ provider }, type) {
  const schema = provider.resources[type].schema;
  const example = readExample(`examples/resources/${type}/resource.tf`);
  const notes = provider.resources[type].docs ?? {};
  const lines = [...frontMatter(`${type} Resource - phpanalytics`, schema.description), `# ${type} (Resource)`, "", sentence(schema.description), ""];
  lines.push("## Example Usage", "", ...codeBlock("terraform", example));
  lines.push(...reference(schema, { provider, selfKey: type }));
  if (notes.afterAttributes) lines.push(notes.afterAttributes);
  if (provider.resources[type].importState) {
    const importSh = readExample(`examples/resources/${type}/import.sh`);
    lines.push(...(notes.importSection ? [notes.importSection(importSh)] : ["## Import", "", ...codeBlock("shell", importSh)]));
  }
  return lines.join("\n").trimEnd() + "\n";
}

function renderDataSourcePage({ provider }, type) {
  const schema = provider.dataSources[type].schema;
  const example = readExample(`examples/data-sources/${type}/data-source.tf`);
  const lines = [...frontMatter(`${type} Data Source - phpanalytics`, schema.description), `# ${type} (Data Source)`, "", sentence(schema.description), ""];
  lines.push("## Example Usage", "", ...codeBlock("terraform", example));
  lines.push(...reference(schema, { provider, selfKey: `data.${type}` }));
  return lines.join("\n").trimEnd() + "\n";
}

/** A provider-defined function, in the registry's functions/ layout. */
function renderFunctionPage({ provider }, name) {
  const fn = provider.functions[name];
  const example = readExample(`examples/functions/${name}/function.tf`);
  const signature = `${name}(${fn.parameters.map((p) => `${p.name} ${typeName(p.type).toLowerCase()}`).join(", ")}) ${typeName(fn.returns).toLowerCase()}`;
  const lines = [...frontMatter(`${name} function - phpanalytics`, fn.summary), `# function: ${name}`, "", sentence(fn.description), ""];
  lines.push("## Example Usage", "", ...codeBlock("terraform", example));
  lines.push("## Signature", "", ...codeBlock("text", signature));
  lines.push("## Arguments", "", ...fn.parameters.map((p, i) => `${i + 1}. \`${p.name}\` (${typeName(p.type)}) ${sentence(p.description)}`), "");
  lines.push(
    "Terraform 1.8 or later calls it as `provider::phpanalytics::" +
      name +
      "(...)`, without configuring the provider. In CDK Terrain (cdktn) it is `provider.functions." +
      name.replace(/_([a-z])/g, (_, c) => c.toUpperCase()) +
      "(...)` on the provider construct; cdktf 0.21 generates no provider functions.",
    "",
  );
  return lines.join("\n").trimEnd() + "\n";
}

/** All pages: { "index.md": text, "resources/website.md": text, ... }, keys sorted. */
export async function renderDocs() {
  const loaded = await loadProvider();
  const pages = { "index.md": renderProviderPage(loaded) };
  for (const type of Object.keys(loaded.provider.resources).sort()) {
    pages[`resources/${shortName(type)}.md`] = renderResourcePage(loaded, type);
  }
  for (const type of Object.keys(loaded.provider.dataSources).sort()) {
    pages[`data-sources/${shortName(type)}.md`] = renderDataSourcePage(loaded, type);
  }
  for (const name of Object.keys(loaded.provider.functions ?? {}).sort()) {
    pages[`functions/${name}.md`] = renderFunctionPage(loaded, name);
  }
  return pages;
}

/** The generated markdown files under dir (index.md, resources/*.md, data-sources/*.md). */
export function listDocFiles(dir) {
  const files = existsSync(join(dir, "index.md")) ? ["index.md"] : [];
  for (const sub of ["resources", "data-sources", "functions"]) {
    if (!existsSync(join(dir, sub))) continue;
    for (const name of readdirSync(join(dir, sub))) if (name.endsWith(".md")) files.push(`${sub}/${name}`);
  }
  return files.sort();
}

/** Writes the pages into outDir, removing pages of types that no longer exist. */
export async function generateDocs(outDir = DEFAULT_OUT_DIR) {
  const pages = await renderDocs();
  for (const stale of listDocFiles(outDir)) if (!(stale in pages)) rmSync(join(outDir, stale));
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  return Object.keys(pages);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  let out = DEFAULT_OUT_DIR;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--out" && args[i + 1]) out = resolve(args[++i]);
    else if (args[i].startsWith("--out=")) out = resolve(args[i].slice("--out=".length));
    else throw new Error(`unknown argument ${args[i]}; usage: node scripts/generate-docs.mjs [--out DIR]`);
  }
  const files = await generateDocs(out);
  console.log(`wrote ${files.length} pages to ${relative(process.cwd(), out) || "."}`);
}
