// The server's own domain handling, from docs/internals/api-behaviour.md ("Canonical domain",
// "Domain rule"):
// the canonical form it stores and the rule behind "Invalid domain name.".

/**
 * Lowercase; remove every `https://`, then every `http://`, wherever they occur; then, only
 * when the result starts with `www.`, remove every `www.` in it.
 */
export function canonicalDomain(domain: string): string {
  let d = domain.toLowerCase().replaceAll("https://", "").replaceAll("http://", "");
  if (d.startsWith("www.")) d = d.replaceAll("www.", "");
  return d;
}

const IPV4 = /^((25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(\.|$)){4}$/;
const LAST_LABEL = /^[a-z0-9-]+$/i;
const MAX_BYTES = 255;
const MAX_LABEL_BYTES = 63;

/**
 * The server's rule, applied to the canonical value: the host pattern
 *   ^(?!://)(?=.{1,255}$)((.{1,63}\.){1,127}(?![0-9]*$)[a-z0-9-]+\.?)$   (flag i)
 * or a dotted IPv4 address. PHP runs these without the `u` flag, so `.` is one byte and
 * matches anything but a line feed.
 *
 * The host pattern is evaluated here without a regex engine: as written it backtracks
 * exponentially on long inputs with many dots. What it accepts: up to 255 bytes, no line
 * feed, not starting with "://"; a last label of letters, digits and hyphens (not all
 * digits unless a trailing dot follows), after a dot; and before that label, a prefix that
 * splits into 1 to 127 chunks of 1 to 63 bytes each followed by a dot (the chunks may
 * themselves contain dots).
 */
export function isValidDomain(canonical: string): boolean {
  const bytes = Buffer.from(canonical, "utf8").toString("latin1");
  return matchesHostPattern(bytes) || IPV4.test(bytes);
}

function matchesHostPattern(s: string): boolean {
  if (s.length < 1 || s.length > MAX_BYTES || s.includes("\n") || s.startsWith("://")) return false;
  const trailingDot = s.endsWith(".");
  const body = trailingDot ? s.slice(0, -1) : s;
  const cut = body.lastIndexOf(".");
  if (cut < 1) return false;
  const last = body.slice(cut + 1);
  if (!LAST_LABEL.test(last)) return false;
  if (!trailingDot && /^[0-9]+$/.test(last)) return false;
  return splitsIntoChunks(body.slice(0, cut + 1));
}

/** Whether `prefix` (ending with a dot) is 1..127 chunks of `.{1,63}\.`. */
function splitsIntoChunks(prefix: string): boolean {
  // reachable[i]: prefix[0, i) is a sequence of whole chunks. Each chunk is at least 2
  // bytes and the prefix at most 254, so the 127-chunk cap can never bind.
  const reachable = new Array<boolean>(prefix.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < prefix.length; start++) {
    if (!reachable[start]) continue;
    const end = Math.min(prefix.length - 1, start + MAX_LABEL_BYTES);
    for (let dot = start + 1; dot <= end; dot++) if (prefix[dot] === ".") reachable[dot + 1] = true;
  }
  return reachable[prefix.length] === true;
}
