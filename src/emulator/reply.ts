// What the pipeline decides to answer, written later: the server commits a request at once
// and answers after its latency, so the decision and the writing are apart.
import type { IncomingMessage } from "node:http";
import { phpJson } from "./format";

export type Reply =
  | { kind: "answer"; status: number; headers: Record<string, string>; body: string }
  /** Destroy the connection without an answer (after the work, if any, is done). */
  | { kind: "drop"; note: string };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    kind: "answer",
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-cache, private", ...headers },
    body: phpJson(body),
  };
}

function html(status: number, text: string, headers: Record<string, string> = {}): Reply {
  return { kind: "answer", status, headers: { "Content-Type": "text/html; charset=UTF-8", ...headers }, body: text };
}

export function drop(note: string): Reply {
  return { kind: "drop", note };
}

export function withHeaders(reply: Reply, headers: Record<string, string>): Reply {
  return reply.kind === "answer" ? { ...reply, headers: { ...reply.headers, ...headers } } : reply;
}

/** Laravel's expectsJson(): the first acceptable type is JSON, or an XHR. */
function wantsJson(req: IncomingMessage): boolean {
  const first = (req.headers.accept ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  if (first.includes("/json") || first.includes("+json")) return true;
  return req.headers["x-requested-with"] === "XMLHttpRequest" && (first === "" || first === "*/*");
}

const page = (title: string, text: string) =>
  `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>\n`;

/** 429 as the app renders it: JSON for API clients, its HTML error page otherwise. */
export function tooManyAttempts(req: IncomingMessage, headers: Record<string, string>): Reply {
  return wantsJson(req) ? json(429, { message: "Too Many Attempts." }, headers) : html(429, page("Too Many Requests", "429 | Too Many Requests"), headers);
}

/** A missing or wrong key: 401 for API clients, else a redirect to the login page. */
export function unauthenticated(req: IncomingMessage, origin: string): Reply {
  if (wantsJson(req)) return json(401, { message: "Unauthenticated." });
  const location = `${origin}/login`;
  const text =
    `<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /><meta http-equiv="refresh" ` +
    `content="0;url='${location}'" /><title>Redirecting to ${location}</title></head><body>Redirecting to <a href="${location}">${location}</a>.</body></html>`;
  return html(302, text, { Location: location });
}

export const loginPage = (): Reply => html(200, page("Login", "Sign in."));

/**
 * A path outside /api/v1 that no route serves. The notes give the API's own 404 only under
 * /api/v1; this is stock Laravel's answer (inferred): the router's message for JSON clients,
 * the app's error page otherwise. Never the API's "Resource not found.", which would let a
 * client with a wrong base URL take a website for deleted.
 */
export function routeNotFound(req: IncomingMessage, path: string): Reply {
  return wantsJson(req) ? json(404, { message: `The route ${path.slice(1)} could not be found.` }) : html(404, page("Not Found", "404 | Not Found"));
}

export function fault(status: 500 | 502 | 503): Reply {
  // A 502 comes from a reverse proxy in front of the app: HTML, not JSON.
  if (status === 502) {
    return {
      kind: "answer",
      status,
      headers: { "Content-Type": "text/html" },
      body: "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n",
    };
  }
  return json(status, { message: status === 503 ? "Service Unavailable" : "Server Error" });
}
