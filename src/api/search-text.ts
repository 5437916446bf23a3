// The server's `search` is `domain LIKE %search%` (../shared/notes/real-api.md, "Search and
// filters"), where "%" and "_" are wildcards and "\" escapes the next character.

/** The `search` value that matches domains containing `text` exactly as written. */
export function literalSearch(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
