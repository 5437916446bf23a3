// The server's `search` is `domain LIKE %search%` (docs/internals/api-behaviour.md, "Search
// and filters"), where "%" and "_" are wildcards. That "\" escapes the next character is not
// on that page (nor which database the application uses): it is inferred, as MySQL's and
// PostgreSQL's LIKE escape so by default. Where it does not hold, escaping only narrows a
// search for a domain with "\", "%" or "_" in it, and a lookup by domain falls back to a miss.

/** The `search` value that matches domains containing `text` exactly as written. */
export function literalSearch(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
