// The rule for a base URL, shared by the client, the provider's settings and the CLI. Kept
// free of heavy imports: the provider checks it before the client is loaded. A problem is
// a predicate without a subject ("must start with http:// ..."): each caller names the
// setting in its own words (base_url, --base-url, the base URL).

const EXAMPLE = 'for example "https://analytics.example.com" or "http://127.0.0.1:8080"';

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; problem: string };

/**
 * Parses a base URL: the address of the installation, under which the API's paths start
 * with /api/v1. A URL that already ends in /api/v1 (or /api/v1/) is taken as the same
 * address, so it is not doubled.
 */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, problem: `is empty: set it to the address of the service, ${EXAMPLE}.` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    // Not echoed: a malformed URL may still carry credentials.
    return { ok: false, problem: `is not a valid URL: use an http(s) URL, ${EXAMPLE}.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, problem: `must start with http:// or https:// (got "${url.protocol}"), ${EXAMPLE}.` };
  }
  if (url.username || url.password) {
    return { ok: false, problem: "must not contain credentials; pass the API key separately." };
  }
  if (url.search || url.hash) {
    return { ok: false, problem: `must not carry a query or a fragment, ${EXAMPLE}.` };
  }
  url.pathname = url.pathname.replace(/\/+$/, "").replace(/\/api\/v1$/, "") || "/";
  return { ok: true, url };
}

/** The normalised base URL as text, without a trailing slash. */
export function baseUrlText(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Plain http to another host would send the API key in clear text. */
export function isInsecureRemote(url: URL): boolean {
  return url.protocol === "http:" && !LOOPBACK.test(url.hostname);
}
