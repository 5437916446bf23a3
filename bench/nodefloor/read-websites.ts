// The reads of the reads floors (./reading-first.ts): every website of the account, the least any
// provider must do in a plan to see drift, on Node's own HTTP client: one keep-alive
// connection (node:http, or node:https for an https base URL), pages of 100 read one after
// another until the body's pagination says there is no next page, each body through
// JSON.parse. The base URL and the API key come from PHPANALYTICS_BASE_URL and
// PHPANALYTICS_API_KEY, as the benchmarks set them for ours; the key goes into the
// Authorization header and into no message.
import { readFileSync } from "node:fs";
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { rootCertificates } from "node:tls";
import { checkBaseUrl } from "../../src/api/base-url";
import { DEFERRED_EXTRA_CA_CERTS } from "../../src/executable/launcher";

const PER_PAGE = 100;
const TIMEOUT_MS = 60_000;

/** What the floor looks at in a page of the website list (docs/internals/api-behaviour.md, "Envelopes and status codes" and "Page links"). */
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

interface Answer {
  status: number;
  body: string;
}

function get(https: boolean, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const answered = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    };
    const request = https ? httpsRequest(options, answered) : httpRequest(options, answered);
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
    request.end();
  });
}

/** Reads every website of the account; resolves with how many, or rejects naming the page that failed. */
export async function readEveryWebsite(env: NodeJS.ProcessEnv): Promise<number> {
  const key = env.PHPANALYTICS_API_KEY;
  if (!env.PHPANALYTICS_BASE_URL || !key) throw new Error("the reads floor reads the websites: set PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY");
  const base = checkBaseUrl(env.PHPANALYTICS_BASE_URL);
  if (!base.ok) throw new Error(`the reads floor: PHPANALYTICS_BASE_URL ${base.problem}`);
  const https = base.url.protocol === "https:";
  const agent = https ? new HttpsAgent({ keepAlive: true, maxSockets: 1, ca: trustedCas(env) }) : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const path = `${base.url.pathname.replace(/\/+$/, "")}/api/v1/websites`;
  const options = {
    agent,
    host: base.url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: base.url.port || (https ? 443 : 80),
    headers: { accept: "application/json", authorization: `Bearer ${key}` },
  };
  let websites = 0;
  try {
    for (let page = 1; ; page++) {
      const where = `the reads floor: GET ${path} page ${page}`;
      const answer = await get(https, { ...options, path: `${path}?page=${page}&per_page=${PER_PAGE}` }).catch((error: unknown) => {
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
      websites += body.data.length;
      const hasNext = body.links.next !== null || body.meta.current_page < body.meta.last_page;
      if (!hasNext || body.data.length === 0) return websites;
    }
  } finally {
    agent.destroy();
  }
}
