// One table of facts about the real server's domain handling, taken from
// docs/internals/api-behaviour.md ("Canonical domain", "Domain rule", "Validation on create"). It checks two
// independent implementations: the emulator (the server's double) and the client/provider.
// Nothing here is computed: every expectation is written out by hand from that page.

export interface AcceptedDomain {
  input: string;
  /** What the server stores, and so what a GET returns. */
  canonical: string;
}

export interface RejectedDomain {
  input: string;
  /** The server's 422 messages for `domain`, in order. */
  errors: string[];
}

const INVALID = "Invalid domain name.";
const TOO_LONG = "The domain field must not be greater than 255 characters.";

const label63 = "a".repeat(63);
/** A domain of exactly `length` characters made of labels of at most 63 characters. */
export function domainOfLength(length: number): string {
  const tld = ".com";
  let body = "";
  while (body.length + tld.length < length) {
    const room = length - tld.length - body.length;
    body += room > 64 ? `${label63}.` : "b".repeat(room);
  }
  return body + tld;
}

export const ACCEPTED_DOMAINS: readonly AcceptedDomain[] = [
  { input: "example.com", canonical: "example.com" },
  { input: "Example.COM", canonical: "example.com" },
  { input: "https://www.example.com", canonical: "example.com" },
  { input: "HTTP://WWW.Example.com", canonical: "example.com" },
  // Only a leading www. triggers the removal, and then every www. goes.
  { input: "www.news.www.example.net", canonical: "news.example.net" },
  { input: "http://www.shop.www.example.net", canonical: "shop.example.net" },
  { input: "news.www.example.net", canonical: "news.www.example.net" },
  // Lowercasing comes first, and the schemes go wherever they are.
  { input: "WWW.News.WWW.Example.NET", canonical: "news.example.net" },
  { input: "shop.http://example.com", canonical: "shop.example.com" },
  // Labels before the last may hold any character; the last is letters, digits, hyphens.
  { input: "my_site.example.com", canonical: "my_site.example.com" },
  { input: "my site.example.com", canonical: "my site.example.com" },
  { input: "example..com", canonical: "example..com" },
  { input: "ftp://example.com", canonical: "ftp://example.com" },
  { input: "https://www.example.com/index.html", canonical: "example.com/index.html" },
  { input: "example.com/index.html", canonical: "example.com/index.html" },
  { input: "trailing.example.org.", canonical: "trailing.example.org." },
  { input: "a.b", canonical: "a.b" },
  { input: "xn--bcher-kva.example", canonical: "xn--bcher-kva.example" },
  { input: `${label63}.com`, canonical: `${label63}.com` },
  { input: domainOfLength(255), canonical: domainOfLength(255) },
  // Dotted IPv4 addresses, through the second pattern.
  { input: "192.0.2.1", canonical: "192.0.2.1" },
  { input: "www.192.0.2.1", canonical: "192.0.2.1" },
  { input: "010.0.0.1", canonical: "010.0.0.1" },
  { input: "1.2.3.4.", canonical: "1.2.3.4." },
];

/**
 * The removals run once, so what the server stores can change when canonicalised again: a
 * stored domain is compared as stored, never canonicalised a second time. `twice` is what
 * the server would store for the stored domain sent back, a different website.
 */
export const NON_IDEMPOTENT_DOMAINS: readonly (AcceptedDomain & { twice: string })[] = [
  { input: "www.wwww.ww.x.example.com", canonical: "www.x.example.com", twice: "x.example.com" },
  { input: "htthttp://p://y.example.com", canonical: "http://y.example.com", twice: "y.example.com" },
];

export const REJECTED_DOMAINS: readonly RejectedDomain[] = [
  { input: "localhost", errors: [INVALID] },
  { input: "not a domain", errors: [INVALID] },
  { input: "example", errors: [INVALID] },
  { input: "www.example", errors: [INVALID] },
  { input: "example.123", errors: [INVALID] },
  { input: "256.1.1.1", errors: [INVALID] },
  { input: "https://WWW.Example.COM/path", errors: [INVALID] },
  { input: "example.com/", errors: [INVALID] },
  { input: "example.com:8080", errors: [INVALID] },
  { input: "2001:db8::1", errors: [INVALID] },
  { input: ".com", errors: [INVALID] },
  { input: "://example.com", errors: [INVALID] },
  { input: `a${label63}.com`, errors: [INVALID] },
  { input: domainOfLength(256), errors: [TOO_LONG, INVALID] },
];
