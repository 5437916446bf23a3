// The API key's one rule of its own: it travels in an Authorization header. Kept apart from
// the client's options so the provider can check a key without loading the client.

/** Why a (trimmed) API key cannot be sent in an Authorization header, or undefined when it can. */
export function apiKeyProblem(key: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\x00-\x1f\x7f]/.test(key)) return "contains control characters (a line break or a tab?) that cannot be sent in a header";
  if (/[^\x20-\x7e]/.test(key)) return "contains characters outside ASCII (quotation marks from a copy?) that cannot be sent in a header";
  return undefined;
}
