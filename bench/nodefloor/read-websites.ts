// The reads of nodefloorreads and nodefloorprotobuf (./reading-first.ts): every website of
// the account, the least any provider must do in a plan to see drift, read as
// ./website-pages.ts walks the list, on Node's own HTTP client: one keep-alive connection
// (node:http, or node:https for an https base URL).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { listEndpoint, readPages, type Answer } from "./website-pages";

const TIMEOUT_MS = 60_000;

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
  const endpoint = listEndpoint(env);
  const { https, url } = endpoint;
  const agent = https ? new HttpsAgent({ keepAlive: true, maxSockets: 1, ca: endpoint.ca }) : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const options = {
    agent,
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || (https ? 443 : 80),
    headers: endpoint.headers,
  };
  try {
    return (await readPages(endpoint, (path) => get(https, { ...options, path }))).length;
  } finally {
    agent.destroy();
  }
}
