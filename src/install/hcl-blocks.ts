// Just enough of HCL's lexical rules to find top-level blocks and `key = "string"` pairs in a
// Terraform CLI configuration without a full parser: strings, comments and nesting are
// honoured, so a brace or a keyword inside a string or a comment is never taken for syntax.

export interface BlockSpan {
  /** Offset of the block's keyword. */
  start: number;
  /** Offset just past the closing brace. */
  end: number;
  /** The text between the braces. */
  body: string;
}

/** Length of the string, comment or heredoc starting at `i`, or 0 when none starts there. */
function skippable(text: string, i: number): number {
  const c = text[i];
  if (c === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
    return j + 1 - i;
  }
  if (c === "#" || (c === "/" && text[i + 1] === "/")) {
    const nl = text.indexOf("\n", i);
    return (nl === -1 ? text.length : nl) - i;
  }
  if (c === "/" && text[i + 1] === "*") {
    const close = text.indexOf("*/", i + 2);
    return (close === -1 ? text.length : close + 2) - i;
  }
  const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)\r?\n/.exec(text.slice(i, i + 80));
  if (heredoc) {
    const close = new RegExp(`\\n[ \\t]*${heredoc[1]}[ \\t]*(\\r?\\n|$)`).exec(text.slice(i));
    return close ? close.index + close[0].length : text.length - i;
  }
  return 0;
}

/** Every block `name {...}` at the nesting depth of `text` itself (not inside other blocks). */
export function topLevelBlocks(text: string, name: string): BlockSpan[] {
  const spans: BlockSpan[] = [];
  let depth = 0;
  let open = -1;
  let keyword = -1;
  for (let i = 0; i < text.length; i += 1) {
    const skip = skippable(text, i);
    if (skip > 0) {
      i += skip - 1;
      continue;
    }
    const c = text[i];
    if (c === "{") {
      if (depth === 0) {
        const before = text.slice(0, i);
        const m = new RegExp(`(^|[\\s;}])${name}\\s*$`).exec(before);
        keyword = m ? m.index + m[1]!.length : -1;
        open = i;
      }
      depth += 1;
    } else if (c === "}") {
      depth -= 1;
      if (depth === 0 && keyword !== -1) {
        spans.push({ start: keyword, end: i + 1, body: text.slice(open + 1, i) });
        keyword = -1;
      }
      if (depth < 0) throw new Error(`unbalanced "}" at offset ${i}`);
    }
  }
  if (depth !== 0) throw new Error("a block is not closed");
  return spans;
}

/** `text` with every comment blanked out (its newlines kept), so that no commented-out line is read. */
export function withoutComments(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const skip = skippable(text, i);
    if (skip === 0) continue;
    if (text[i] === "#" || text[i] === "/") {
      out += text.slice(from, i) + text.slice(i, i + skip).replace(/[^\n]/g, " ");
      from = i + skip;
    }
    i += skip - 1;
  }
  return out + text.slice(from);
}

/** The string value of `key = "..."` at the top level of a block body. */
export function stringAttribute(body: string, key: string): string | undefined {
  const m = new RegExp(`(^|\\n)\\s*${key}\\s*=\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(withoutComments(body));
  if (!m) return undefined;
  try {
    return JSON.parse(m[2]!) as string;
  } catch {
    return undefined;
  }
}

/** The strings of `key = ["...", ...]` at the top level of a block body, or undefined. */
export function stringListAttribute(body: string, key: string): string[] | undefined {
  const m = new RegExp(`(^|\\n)\\s*${key}\\s*=\\s*\\[([^\\]]*)\\]`).exec(withoutComments(body));
  if (!m) return undefined;
  return [...m[2]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((s) => JSON.parse(`"${s[1]}"`) as string);
}
