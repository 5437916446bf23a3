// The user docs as the doc tests read them: which files they are, and the parts of a
// markdown file that matter here (fenced code, inline code, links, heading anchors).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const ROOT = join(__dirname, "..", "..");

/** The repository's address: package.json's `repository`, or the one the docs use until it has one. */
export const REPOSITORY = (() => {
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { repository?: string | { url?: string } };
  const url = typeof manifest.repository === "string" ? manifest.repository : manifest.repository?.url;
  return (url ?? "https://github.com/phpanalytics/cdktf-provider-phpanalytics").replace(/^git\+/, "").replace(/\.git$/, "");
})();

/** README.md and every markdown file under docs/, as paths relative to the root. */
export function userDocs(): string[] {
  const found: string[] = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".md")) found.push(relative(ROOT, full).split("\\").join("/"));
    }
  };
  walk(join(ROOT, "docs"));
  return found.sort();
}

/** The hand-written user docs: README.md and the guides (the rest of docs/ is generated). */
export function handWrittenDocs(): string[] {
  return userDocs().filter((file) => file === "README.md" || file.startsWith("docs/guides/"));
}

export function readDoc(file: string): string {
  return readFileSync(join(ROOT, file), "utf8");
}

export interface CodeBlock {
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Fenced code blocks, and the text outside them (code lines blanked, so line numbers hold). */
export function splitFences(text: string): { blocks: CodeBlock[]; prose: string } {
  const blocks: CodeBlock[] = [];
  const prose: string[] = [];
  const lines = text.split("\n");
  let open: { fence: string; language: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (open) {
      if (fence && fence[1]!.startsWith(open.fence) && line.trim() === fence[1]) {
        blocks.push({ language: open.language, code: open.body.join("\n"), line: open.line });
        open = undefined;
      } else open.body.push(line);
      prose.push("");
    } else if (fence) {
      open = { fence: fence[1]!, language: fence[2]!.toLowerCase(), line: index + 1, body: [] };
      prose.push("");
    } else prose.push(line);
  });
  return { blocks, prose: prose.join("\n") };
}

/** Inline code spans of prose, with their line numbers. */
export function inlineCode(prose: string): Array<{ code: string; line: number }> {
  const spans: Array<{ code: string; line: number }> = [];
  prose.split("\n").forEach((line, index) => {
    for (const m of line.matchAll(/(`+)(.+?)\1/g)) spans.push({ code: m[2]!.trim(), line: index + 1 });
  });
  return spans;
}

/** Prose with inline code removed, for finding links. */
function withoutInlineCode(prose: string): string {
  return prose.replace(/(`+)(.+?)\1/g, (m) => " ".repeat(m.length));
}

export interface Link {
  target: string;
  line: number;
}

/** Every link target of a markdown file outside code: [text](target), reference definitions, href="...". */
export function links(text: string): Link[] {
  const found: Link[] = [];
  withoutInlineCode(splitFences(text).prose)
    .split("\n")
    .forEach((line, index) => {
      for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ target: m[1]!, line: index + 1 });
      const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
      if (definition) found.push({ target: definition[1]!, line: index + 1 });
      for (const m of line.matchAll(/\bhref="([^"]+)"/g)) found.push({ target: m[1]!, line: index + 1 });
    });
  return found;
}

/** GitHub's anchor for a heading's text (github-slugger's rule). */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a markdown file offers: its headings' slugs (numbered when repeated) and explicit ids. */
export function anchors(text: string): Set<string> {
  const { prose } = splitFences(text);
  const result = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose.split("\n")) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      result.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) result.add(m[1]!);
  }
  return result;
}
