// What the reads floors share of their reads (./read-websites.ts on Node's own HTTP client,
// ./undici-listing.ts on undici's): where the website list is and with what key, whom an
// https server must chain to, and the walk over its pages of 100, one after another until
// the body's pagination says there is no next page, each body through JSON.parse. The base
// URL and the API key come from PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY, as the
// benchmarks set them for ours; the key goes into the Authorization header and into no message.
import { readFileSync } from "node:fs";
import { rootCertificates } from "node:tls";
import { checkBaseUrl } from "../../src/api/base-url";
import { DEFERRED_EXTRA_CA_CERTS } from "../../src/executable/launcher";

const PER_PAGE = 100;

/** What the floors look at in a page of the website list (docs/internals/api-behaviour.md, "Envelopes and status codes" and "Page links"). */
interface WebsitePage {
  data: unknown[];
  links: { next: string | null };
  meta: { current_page: number; last_page: number };
}

function isWebsitePage(body: unknown): body is WebsitePage {
  if (typeof body !== "object" || body === null) return false;
  const { data, links, meta } = body as Record<string, unknown>;
  const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});
  const next = record(links).next;
  return (
    Array.isArray(data) &&
    (next === null || typeof next === "string") &&
    typeof record(meta).current_page === "number" &&
    typeof record(meta).last_page === "number"
  );
}

/**
 * Whom an https server must chain to: Node's bundled roots plus the file NODE_EXTRA_CA_CERTS
 * named, which the npm executable's sh line (src/executable/launcher.ts) moves aside so that
 * only a launch that calls out loads it, as ours does (src/executable/deferred-ca-certs.ts).
 * The benchmarks' emulator is plain http on loopback: no TLS there, so this never runs in them.
 */
function trustedCas(env: NodeJS.ProcessEnv): string[] | undefined {
  const file = env[DEFERRED_EXTRA_CA_CERTS];
  return file ? [...rootCertificates, readFileSync(file, "latin1")] : undefined;
}

/** The website list of the account the environment names. */
export interface ListEndpoint {
  url: URL;
  https: boolean;
  /** The list's path, without a query. */
  path: string;
  headers: { accept: string; authorization: string };
  /** undefined: Node's own roots. */
  ca: string[] | undefined;
}

export function listEndpoint(env: NodeJS.ProcessEnv): ListEndpoint {
  const key = env.PHPANALYTICS_API_KEY;
  if (!env.PHPANALYTICS_BASE_URL || !key) throw new Error("the reads floor reads the websites: set PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY");
  const base = checkBaseUrl(env.PHPANALYTICS_BASE_URL);
  if (!base.ok) throw new Error(`the reads floor: PHPANALYTICS_BASE_URL ${base.problem}`);
  const https = base.url.protocol === "https:";
  return {
    url: base.url,
    https,
    path: `${base.url.pathname.replace(/\/+$/, "")}/api/v1/websites`,
    headers: { accept: "application/json", authorization: `Bearer ${key}` },
    ca: https ? trustedCas(env) : undefined,
  };
}

export interface Answer {
  status: number;
  body: string;
}

/** Every website of the list, read page after page with `get` (path and query); rejects naming the page that failed. */
export async function readPages(endpoint: ListEndpoint, get: (pathAndQuery: string) => Promise<Answer>): Promise<unknown[]> {
  const websites: unknown[] = [];
  for (let page = 1; ; page++) {
    const where = `the reads floor: GET ${endpoint.path} page ${page}`;
    const answer = await get(`${endpoint.path}?page=${page}&per_page=${PER_PAGE}`).catch((error: unknown) => {
      throw new Error(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (answer.status !== 200) throw new Error(`${where} answered HTTP ${answer.status}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      throw new Error(`${where}: the body is not JSON`);
    }
    if (!isWebsitePage(body)) throw new Error(`${where}: the body is not a page of the website list`);
    for (const website of body.data) websites.push(website);
    const hasNext = body.links.next !== null || body.meta.current_page < body.meta.last_page;
    if (!hasNext || body.data.length === 0) return websites;
  }
}
