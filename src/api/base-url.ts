// The rule for a base URL, shared by the client and the provider's settings. Kept free of
// heavy imports: the provider checks it before the client is loaded.

const EXAMPLE = 'for example "https://analytics.example.com" or "http://127.0.0.1:8080"';

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; problem: string };

/** Parses a base URL; a problem is a sentence that names base_url and shows an example. */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, problem: `base_url is empty: set it to the address of the service, ${EXAMPLE}.` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    // Not echoed: a malformed URL may still carry credentials.
    return { ok: false, problem: `base_url is not a valid URL: use an http(s) URL, ${EXAMPLE}.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, problem: `base_url must start with http:// or https:// (got "${url.protocol}"), ${EXAMPLE}.` };
  }
  if (url.username || url.password) {
    return { ok: false, problem: "base_url must not contain credentials; pass the API key as api_key." };
  }
  if (url.search || url.hash) {
    return { ok: false, problem: `base_url must not carry a query or a fragment, ${EXAMPLE}.` };
  }
  return { ok: true, url };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Plain http to another host would send the API key in clear text. */
export function isInsecureRemote(url: URL): boolean {
  return url.protocol === "http:" && !LOOPBACK.test(url.hostname);
}
