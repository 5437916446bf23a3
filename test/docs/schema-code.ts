// What code in the docs names of the schema: HCL arguments of the provider's blocks, the
// config keys of the CDKTF bindings, and `[data.]phpanalytics_*` types and references.
import { lineOf, type AttributeFacts, type Finding, type SchemaVocabulary } from "./schema-vocabulary";

// ---------------------------------------------------------------------------------------
// HCL

interface Token {
  kind: "id" | "str" | "punct" | "nl" | "other";
  text: string;
  line: number;
}

function tokenize(code: string, firstLine: number): Token[] {
  const tokens: Token[] = [];
  let line = firstLine;
  for (let i = 0; i < code.length; ) {
    const c = code[i]!;
    const two = code.slice(i, i + 2);
    if (c === "\n") {
      tokens.push({ kind: "nl", text: c, line });
      line += 1;
      i += 1;
    } else if (c === " " || c === "\t" || c === "\r") i += 1;
    else if (c === "#" || two === "//") i = code.indexOf("\n", i) === -1 ? code.length : code.indexOf("\n", i);
    else if (two === "/*") {
      const end = code.indexOf("*/", i + 2) === -1 ? code.length : code.indexOf("*/", i + 2) + 2;
      line += code.slice(i, end).split("\n").length - 1;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== '"' && code[j] !== "\n") j += code[j] === "\\" ? 2 : 1;
      tokens.push({ kind: "str", text: code.slice(i + 1, j), line });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][\w-]*/.exec(code.slice(i))![0];
      tokens.push({ kind: "id", text: word, line });
      i += word.length;
    } else if (["==", "!=", ">=", "<=", "=>"].includes(two)) {
      tokens.push({ kind: "other", text: two, line });
      i += 2;
    } else {
      tokens.push({ kind: "{}[]()=,".includes(c) ? "punct" : "other", text: c, line });
      i += 1;
    }
  }
  return tokens;
}

type BlockContext =
  | { kind: "root" }
  | { kind: "other" }
  | { kind: "schema"; what: string; attributes: Map<string, AttributeFacts>; meta: ReadonlySet<string>; blocks: ReadonlySet<string> };

const RESOURCE_META = new Set(["count", "for_each", "depends_on", "provider"]);
const RESOURCE_BLOCKS = new Set(["lifecycle", "provisioner", "connection", "dynamic"]);
const PROVIDER_META = new Set(["alias", "version"]);

function childContext(parent: BlockContext, keyword: string, labels: string[], v: SchemaVocabulary, report: (message: string) => void): BlockContext {
  if (parent.kind === "schema") {
    if (!parent.blocks.has(keyword)) report(`${parent.what} has no block "${keyword}"`);
    return { kind: "other" };
  }
  if (parent.kind !== "root") return { kind: "other" };
  const [first] = labels;
  if (keyword === "provider" && first === "phpanalytics") {
    return { kind: "schema", what: 'provider "phpanalytics"', attributes: v.provider, meta: PROVIDER_META, blocks: new Set() };
  }
  if ((keyword === "resource" || keyword === "data") && first?.startsWith("phpanalytics_")) {
    const attributes = (keyword === "resource" ? v.resources : v.dataSources).get(first);
    if (!attributes) {
      report(`${keyword} type "${first}" is not in the schema`);
      return { kind: "other" };
    }
    return { kind: "schema", what: `${keyword} "${first}"`, attributes, meta: RESOURCE_META, blocks: RESOURCE_BLOCKS };
  }
  return { kind: "other" };
}

/** Skips an expression: up to the newline, comma or closing brace that ends it. */
function skipExpression(tokens: Token[], i: number): number {
  let depth = 0;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "punct" && "([{".includes(t.text)) depth += 1;
    else if (t.kind === "punct" && ")]}".includes(t.text)) {
      if (depth === 0) return i;
      depth -= 1;
    } else if (depth === 0 && (t.kind === "nl" || t.text === ",")) return i;
  }
  return i;
}

/** The argument names of HCL code, checked against the blocks they stand in. */
export function checkHcl(code: string, firstLine: number, v: SchemaVocabulary): Finding[] {
  const tokens = tokenize(code, firstLine);
  const findings: Finding[] = [];
  const body = (i: number, context: BlockContext): number => {
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.kind === "punct" && t.text === "}") return i + 1;
      if (t.kind !== "id") {
        i += 1;
        continue;
      }
      const next = tokens[i + 1];
      if (next?.kind === "punct" && next.text === "=") {
        if (context.kind === "schema" && !context.attributes.has(t.text) && !context.meta.has(t.text)) {
          findings.push({ line: t.line, message: `${context.what} has no argument "${t.text}"` });
        }
        i = skipExpression(tokens, i + 2);
        continue;
      }
      let j = i + 1;
      const labels: string[] = [];
      while (tokens[j] && (tokens[j]!.kind === "str" || tokens[j]!.kind === "id")) labels.push(tokens[j++]!.text);
      if (tokens[j]?.kind === "punct" && tokens[j]!.text === "{") {
        const child = childContext(context, t.text, labels, v, (message) => findings.push({ line: t.line, message }));
        i = body(j + 1, child);
      } else i = j;
    }
    return i;
  };
  for (let i = 0; i < tokens.length; ) i = body(i, { kind: "root" });
  return findings;
}

// ---------------------------------------------------------------------------------------
// TypeScript (the bindings' config objects)

const TS_META = new Set(["dependsOn", "count", "forEach", "provider", "lifecycle", "connection", "provisioners"]);
const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The top-level keys of the object literal that opens at `start` (its "{"). */
function objectKeys(text: string, start: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let expectKey = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i += 1;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("{[(".includes(c)) {
      depth += 1;
      expectKey = depth === 1;
    } else if ("}])".includes(c)) {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1 && c === ",") expectKey = true;
    else if (depth === 1 && expectKey && /[A-Za-z_$]/.test(c)) {
      const m = /^([A-Za-z_$][\w$]*)\s*:/.exec(text.slice(i));
      if (m) keys.push(m[1]!);
      expectKey = false;
    }
  }
  return keys;
}

/** `new ns.Class(this, "id", { key: ... })` of the bindings: every key must be an argument. */
export function checkBindings(text: string, v: SchemaVocabulary): Finding[] {
  const findings: Finding[] = [];
  for (const m of text.matchAll(/new\s+([a-z]\w*)\.([A-Z]\w*)\(\s*this\s*,\s*(?:"[^"]*"|'[^']*'|[\w.]+)\s*,\s*\{/g)) {
    const namespace = m[1]!;
    const line = lineOf(text, m.index);
    let what: string;
    let attributes: Map<string, AttributeFacts> | undefined;
    if (namespace === "provider") [what, attributes] = ["the provider", v.provider];
    else if (namespace.startsWith("data")) {
      const type = snake(namespace.slice(4)).replace(/^_/, "");
      [what, attributes] = [`data source ${type}`, v.dataSources.get(type)];
    } else {
      const type = `phpanalytics_${snake(namespace)}`;
      [what, attributes] = [`resource ${type}`, v.resources.get(type)];
    }
    if (!attributes) {
      findings.push({ line, message: `${namespace}.${m[2]} is not a binding of the schema (${what})` });
      continue;
    }
    for (const key of objectKeys(text, m.index + m[0].length - 1)) {
      if (!TS_META.has(key) && !attributes.has(snake(key))) findings.push({ line, message: `${what} has no argument "${snake(key)}" (written ${key})` });
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------
// Types and references, anywhere

export function checkReferences(text: string, v: SchemaVocabulary): Finding[] {
  const findings: Finding[] = [];
  for (const m of text.matchAll(/(?<![\w/.-])(data\.)?(phpanalytics_[a-z0-9_]+)(?:\.([A-Za-z_][\w-]*)(?:\[[^\]\n]*\])?\.([a-z_][a-z0-9_]*))?/g)) {
    const [, data, type, , attribute] = m;
    const line = lineOf(text, m.index);
    const attributes = data ? v.dataSources.get(type!) : (v.resources.get(type!) ?? v.dataSources.get(type!));
    if (!attributes) findings.push({ line, message: `${data ? "data source" : "type"} ${type} is not in the schema` });
    else if (attribute && !attributes.has(attribute)) findings.push({ line, message: `${data ?? ""}${type} has no attribute "${attribute}"` });
  }
  return findings;
}
