// The server's domain rules (docs/internals/api-behaviour.md, "Canonical domain", "Domain
// rule", "Validation on create"). Kept free of heavy imports: the provider validates domains in launches
// that never talk to the API.

/** The server's messages for a domain, word for word. */
const DOMAIN_MESSAGES = {
  required: "The domain field is required.",
  tooLong: "The domain field must not be greater than 255 characters.",
  invalid: "Invalid domain name.",
} as const;

/**
 * The domain the server stores for `domain`: the request's string trimmed (Laravel's
 * TrimStrings middleware, which the client mirrors by trimming before sending), then
 * lowercased; every "https://" and "http://" removed wherever it occurs; then, only when
 * the result starts with "www.", every "www." removed.
 */
export function canonicalDomain(domain: string): string {
  let d = domain.trim().toLowerCase();
  // without "://" there is nothing to remove (and refresh and plan call this for every website)
  if (d.includes("://")) d = d.split("https://").join("").split("http://").join("");
  if (d.startsWith("www.")) d = d.split("www.").join("");
  return d;
}

/**
 * A domain as the server stores it, to compare with a canonical domain. It is already
 * canonical, and must not be made canonical again: the removals run once, so a second run
 * can change it (`www.wwww.ww.x.com` is stored as `www.x.com`, which a second run would
 * make `x.com`, another website). Case aside, as the server's database compares (inferred:
 * MySQL's and PostgreSQL's usual collations for such a column), for a domain stored before
 * the server lowercased them.
 */
export function storedDomainKey(stored: string): string {
  return stored.toLowerCase();
}

const IPV4 = /^((25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(\.|$)){4}$/i;
const LAST_LABEL = /^[a-z0-9-]+\.?$/i;
const DIGITS = /^[0-9]*$/;

/**
 * The host pattern of the server's rule,
 * `^(?!://)(?=.{1,255}$)((.{1,63}\.){1,127}(?![0-9]*$)[a-z0-9-]+\.?)$`, decided without
 * backtracking (the regex itself takes minutes on some 255-character inputs in
 * JavaScript). PHP runs it without the `u` flag, so `.` is one byte: work on UTF-8 bytes.
 * Returns why it does not match, or undefined when it does.
 */
function hostPatternProblem(value: string): string | undefined {
  // as bytes: an ASCII string (the usual domain) already is its own UTF-8
  const ascii = Buffer.byteLength(value, "utf8") === value.length;
  const s = ascii ? value : Buffer.from(value, "utf8").toString("latin1");
  // a part of `s` that starts after a dot and runs to the end, as the person wrote it
  const written = (bytes: string): string => (ascii ? bytes : Buffer.from(bytes, "latin1").toString("utf8"));
  const punycode = ascii ? "" : "; write a name that is not ASCII in its ASCII (punycode) form, such as xn--caf-dma.example for café.example";
  if (s.length < 1 || s.length > 255) return "is longer than 255 bytes";
  if (s.includes("\n")) return "contains a line break";
  if (s.startsWith("://")) return 'starts with "://"';
  // The last label runs from the last dot before an optional trailing dot to the end.
  const body = s.endsWith(".") ? s.slice(0, -1) : s;
  const split = body.lastIndexOf(".") + 1;
  if (split === 0) return "has no dot: the server needs at least two labels, such as example.com";
  const last = s.slice(split);
  if (!LAST_LABEL.test(last)) return `has a last label ("${written(last)}") with characters other than letters, digits and hyphens${punycode}`;
  if (DIGITS.test(last)) return `has an all-digit last label ("${last}") and is not an IPv4 address`;
  // Before it: one or more pieces of 1 to 63 bytes, each followed by a dot (the pieces
  // may themselves hold dots). Mark the piece boundaries reachable from the start.
  const reachable = new Array<boolean>(split + 1).fill(false);
  reachable[0] = true;
  for (let end = 2; end <= split; end += 1) {
    if (s[end - 1] !== ".") continue;
    for (let start = Math.max(0, end - 64); start <= end - 2 && !reachable[end]; start += 1) {
      if (reachable[start]) reachable[end] = true;
    }
  }
  if (!reachable[split]) {
    return ascii
      ? "has a label longer than 63 characters or an empty first label"
      : `has a label longer than 63 bytes (a character that is not ASCII takes 2 to 4) or an empty first label${punycode}`;
  }
  return undefined;
}

/**
 * Why a canonical domain breaks the rule's pattern (a host pattern or a dotted IPv4
 * address), or undefined when it matches.
 */
function hostProblem(canonical: string): string | undefined {
  if (IPV4.test(canonical)) return undefined;
  return hostPatternProblem(canonical);
}

/**
 * The length the server counts (code points) when it is over its limit of 255, else
 * undefined. A string of at most 255 UTF-16 units is within it without counting.
 */
function lengthOverLimit(s: string): number | undefined {
  if (s.length <= 255) return undefined;
  const length = [...s].length;
  return length > 255 ? length : undefined;
}

/**
 * The messages the server gives for this domain, in its order, as far as the value alone
 * decides (not whether it is taken or the plan's limit): empty when it passes.
 */
export function domainErrors(domain: unknown): string[] {
  if (typeof domain !== "string") return [DOMAIN_MESSAGES.invalid];
  const canonical = canonicalDomain(domain);
  if (canonical === "") return [DOMAIN_MESSAGES.required];
  const errors: string[] = [];
  if (lengthOverLimit(canonical) !== undefined) errors.push(DOMAIN_MESSAGES.tooLong);
  if (hostProblem(canonical) !== undefined) errors.push(DOMAIN_MESSAGES.invalid);
  return errors;
}

/**
 * Why the server would reject this domain, in words for a person, or undefined when it
 * would accept it (as far as the value alone decides).
 */
export function domainProblem(domain: string): string | undefined {
  const canonical = canonicalDomain(domain);
  if (canonical === "") return "is empty once the server removes the scheme and www.";
  const length = lengthOverLimit(canonical);
  if (length !== undefined) return `is ${length} characters long; the limit is 255`;
  return hostProblem(canonical);
}
