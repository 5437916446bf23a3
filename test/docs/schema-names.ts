// Checks what a hand-written doc says of the provider's schema against the schema itself:
// every argument or attribute it names must exist, and every default it states must be the
// schema's. What counts as naming one:
//   - HCL: `name = value` at the top level of a `provider "phpanalytics"`, `resource
//     "phpanalytics_*"` or `data "phpanalytics_*"` block (nested blocks must be Terraform's);
//   - TypeScript: the config keys of `new website.Website(this, "id", { ... })` and the
//     like, camelCase turned back into the schema's snake_case;
//   - anywhere: a type `phpanalytics_*`, and references `[data.]phpanalytics_*.NAME.attr`;
//   - prose: an inline code span that is a lowercase snake_case identifier (`max_retries`,
//     `deletion_protection = true`). Such a span that is not in the schema must be a name
//     the doc declares (a variable, an output) or in NOT_SCHEMA (schema-vocabulary.ts):
//     Terraform's own words and the API's wire names. Plain words (`domain`) are not checked.
// A stated default is "defaults to X", "default X" or "default: X" with X in code, quoted
// or a literal (true, false, a number, []), in the sentence that names the attribute
// last before it, or a table row under a "default" column.
import { splitFences } from "./markdown";
import { checkBindings, checkHcl, checkReferences } from "./schema-code";
import { allAttributes, normaliseValue, NOT_SCHEMA, PLATFORM, type AttributeFacts, type Finding, type SchemaVocabulary } from "./schema-vocabulary";

export { normaliseValue, vocabularyOf, NOT_SCHEMA, type SchemaVocabulary, type Finding } from "./schema-vocabulary";

// ---------------------------------------------------------------------------------------
// Prose: names in inline code, and stated defaults

/** Names a doc declares for itself: variables, outputs, resource names, construct ids. */
function declaredNames(text: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\b(?:variable|output)\s+"([\w-]+)"/g,
    /\b(?:resource|data)\s+"[\w-]+"\s+"([\w-]+)"/g,
    /\bnew\s+[\w.]+\(\s*this\s*,\s*"([\w-]+)"/g,
    /\bTF_VAR_([A-Za-z0-9_]+)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) names.add(m[1]!);
  return names;
}

const SNAKE = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?:\s*=.*)?$/;

function checkInlineNames(prose: string, text: string, v: SchemaVocabulary): Finding[] {
  const all = allAttributes(v);
  const declared = declaredNames(text);
  const findings: Finding[] = [];
  prose.split("\n").forEach((line, index) => {
    for (const m of line.matchAll(/(`+)(.+?)\1/g)) {
      const name = SNAKE.exec(m[2]!.trim())?.[1];
      if (!name || all.has(name) || declared.has(name) || NOT_SCHEMA.has(name) || PLATFORM.test(name)) continue;
      if (v.resources.has(name) || v.dataSources.has(name)) continue;
      findings.push({
        line: index + 1,
        message: `\`${name}\` is not an argument or attribute of the schema (if it is not meant to be one, add it to NOT_SCHEMA ` +
`in test/docs/schema-vocabulary.ts)`,
      });
    }
  });
  return findings;
}

const STATED_DEFAULT = /\bdefaults?\b(?:\s+(?:to|is))?\s*:?\s*(`[^`]+`|"[^"]*"|\btrue\b|\bfalse\b|\bnull\b|-?\d+(?:\.\d+)?\b|\[\])/gi;

function compareDefault(name: string, stated: string, line: number, all: Map<string, AttributeFacts[]>, findings: Finding[]): void {
  const known = all.get(name);
  if (!known) return;
  const defaults = known.map((f) => f.default).filter((d): d is string => d !== undefined);
  const value = normaliseValue(stated);
  if (defaults.length === 0) findings.push({ line, message: `\`${name}\` is said to default to ${value}, but the schema states no default for it` });
  else if (!defaults.includes(value)) {
    findings.push({ line, message: `\`${name}\` is said to default to ${value}, but the schema's default is ${defaults.join(" or ")}` });
  }
}

/** Paragraphs and list items of prose, each with the line it starts on. */
function units(prose: string): Array<{ text: string; line: number }> {
  const result: Array<{ text: string; line: number }> = [];
  let current: { text: string; line: number } | undefined;
  prose.split("\n").forEach((line, index) => {
    const starts = /^\s*([-*+]|\d+\.|\||#)\s/.test(line) || line.trim().startsWith("|");
    if (line.trim() === "" || starts || !current) {
      if (current) result.push(current);
      current = line.trim() === "" ? undefined : { text: line, line: index + 1 };
    } else current.text += ` ${line.trim()}`;
  });
  if (current) result.push(current);
  return result;
}

function checkStatedDefaults(prose: string, v: SchemaVocabulary): Finding[] {
  const all = allAttributes(v);
  const findings: Finding[] = [];
  const lines = prose.split("\n");
  // Tables with a "default" column: the row's first name in code, and that column's value.
  for (let i = 0; i + 1 < lines.length; i++) {
    const header = lines[i]!.trim();
    if (!header.startsWith("|") || !/^\|?\s*:?-{3,}/.test(lines[i + 1]!.trim())) continue;
    const cells = (row: string) => row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
    const column = cells(header).findIndex((c) => /^default$/i.test(c));
    if (column === -1) continue;
    for (let r = i + 2; r < lines.length && lines[r]!.trim().startsWith("|"); r++) {
      const row = cells(lines[r]!);
      const name = /`([a-z][a-z0-9_]*)`/.exec(row[0] ?? "")?.[1];
      const value = /^(`[^`]+`|"[^"]*"|true|false|null|-?\d+(?:\.\d+)?|\[\])$/.exec(row[column] ?? "")?.[1];
      if (name && value) compareDefault(name, value, r + 1, all, findings);
    }
  }
  for (const unit of units(prose)) {
    if (unit.text.trim().startsWith("|")) continue;
    for (const sentence of unit.text.split(/(?<=[.!?;])\s+/)) {
      for (const m of sentence.matchAll(STATED_DEFAULT)) {
        const before = [...sentence.slice(0, m.index).matchAll(/`([^`]+)`/g)].pop()?.[1];
        const name = before && SNAKE.exec(before)?.[1];
        if (name) compareDefault(name, m[1]!, unit.line, all, findings);
        else if (before && /^[a-z]+$/.test(before) && all.has(before)) compareDefault(before, m[1]!, unit.line, all, findings);
      }
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------

const HCL = new Set(["hcl", "terraform", "tf"]);

/** Everything a hand-written doc says of the schema that the schema does not. */
export function checkDoc(text: string, v: SchemaVocabulary): Finding[] {
  const { blocks, prose } = splitFences(text);
  const findings: Finding[] = [];
  for (const block of blocks) if (HCL.has(block.language)) findings.push(...checkHcl(block.code, block.line + 1, v));
  // HCL written inline: `resource "phpanalytics_website" "x" { ... }`
  prose.split("\n").forEach((line, index) => {
    for (const m of line.matchAll(/`((?:resource|data|provider)\s+"[^`]*\{[^`]*\})`/g)) findings.push(...checkHcl(m[1]!, index + 1, v));
  });
  findings.push(...checkBindings(text, v), ...checkReferences(text, v), ...checkInlineNames(prose, text, v), ...checkStatedDefaults(prose, v));
  return findings.sort((a, b) => a.line - b.line);
}
