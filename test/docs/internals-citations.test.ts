// A comment that relies on a fact about the server or Terraform cites a page of
// docs/internals/ and its sections by their headings: the citation must lead somewhere. A
// cited page must exist, a cited section must be one of its headings, and no comment sends
// the reader to a file outside the repository, which a clone does not have.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./markdown";

const INTERNALS = "docs/internals";

/** Every .ts and .mts file under `dir`, relative to the root. */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory() && entry.name !== "generated") walk(full);
      else if (/\.m?ts$/.test(entry.name)) found.push(relative(ROOT, full).split("\\").join("/"));
    }
  };
  walk(join(ROOT, dir));
  return found;
}

/** The headings of a markdown page, as written (without the leading #s). */
function headings(page: string): Set<string> {
  const text = readFileSync(join(ROOT, INTERNALS, page), "utf8");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!));
}

/** A file's text with comment continuations joined, so a section name broken over two lines reads whole. */
function joinedComments(text: string): string {
  return text.replace(/\n\s*(?:\/\/|\*(?!\/))\s*/g, " ");
}

interface Citation {
  page: string;
  sections: string[];
}

/** The citations of docs/internals pages in `text`: `docs/internals/PAGE.md, "A", "B"` or `(..., "A")`. */
function citations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const m of joinedComments(text).matchAll(/docs\/internals\/([\w-]+\.md)((?:[\s,(]*"[^"\n]+")*)/g)) {
    found.push({ page: m[1]!, sections: [...m[2]!.matchAll(/"([^"\n]+)"/g)].map((s) => s[1]!) });
  }
  return found;
}

// This file's own examples are not citations.
const FILES = [...sources("src"), ...sources("test")].filter((file) => file !== "test/docs/internals-citations.test.ts");

describe("citations of docs/internals in src/ and test/", () => {
  it("name pages that exist and sections those pages have", () => {
    const pages = new Map(readdirSync(join(ROOT, INTERNALS)).map((page) => [page, headings(page)]));
    const broken: string[] = [];
    let cited = 0;
    for (const file of FILES) {
      for (const { page, sections } of citations(readFileSync(join(ROOT, file), "utf8"))) {
        cited += 1;
        const known = pages.get(page);
        if (!known) broken.push(`${file}: cites ${INTERNALS}/${page}, which does not exist`);
        else for (const section of sections) if (!known.has(section)) broken.push(`${file}: ${INTERNALS}/${page} has no section "${section}"`);
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(10);
  });

  it("send no reader to notes outside the repository", () => {
    const outside = FILES.filter((file) => /shared\/notes\//.test(readFileSync(join(ROOT, file), "utf8")));
    expect(outside).toEqual([]);
  });

  it("read a section name broken over comment lines, and several sections of one citation", () => {
    const text = `// as the server does (docs/internals/api-behaviour.md, "Search\n// and filters", "Errors").\nconst x = "y";`;
    expect(citations(text)).toEqual([{ page: "api-behaviour.md", sections: ["Search and filters", "Errors"] }]);
    expect(citations(`/**\n * from docs/internals/terraform-protocol.md ("Handshake\n * line") */`)).toEqual([
      { page: "terraform-protocol.md", sections: ["Handshake line"] },
    ]);
  });
});
