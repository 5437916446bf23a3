// The server's domain rules. Kept free of heavy imports: the provider validates domains
// in launches that never talk to the API.

/**
 * The server's domain rule, applied before validation on create: lowercase, strip an
 * http:// or https:// scheme, then strip one leading "www.".
 */
export function canonicalDomain(domain: string): string {
  let d = domain.toLowerCase();
  d = d.replace(/^https?:\/\//, "");
  if (d.startsWith("www.")) d = d.slice(4);
  return d;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

/**
 * Why a canonical domain breaks the server's rule (at most 255 characters; a host name
 * with at least one dot and a non-numeric last label, or an IPv4 address), or undefined.
 */
export function domainProblem(canonical: string): string | undefined {
  if (canonical.length === 0) return "is empty";
  if (canonical.length > 255) return `is ${canonical.length} characters long; the limit is 255`;
  return hostProblem(canonical);
}

/** The format part of the rule: a host name with a dot and a non-numeric last label, or IPv4. */
export function hostProblem(host: string): string | undefined {
  if (IPV4.test(host)) return undefined;
  if (/[^\p{L}\p{N}.-]/u.test(host)) {
    return "contains characters a host name cannot have (only letters, digits, hyphens and dots; no scheme, path or port)";
  }
  const labels = host.split(".");
  if (labels.length < 2) return "has no dot; a domain needs at least two labels";
  if (!labels.every((label) => HOST_LABEL.test(label))) {
    return "is not a valid host name (letters, digits and hyphens between dots; no scheme, path or port)";
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? "")) return "ends in a numeric label and is not an IPv4 address";
  return undefined;
}
