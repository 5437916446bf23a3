// Routing and the request pipeline, in the deployed service's order:
// faults -> rate limit -> route -> authentication -> API access -> validation -> lookup.
import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalDomain } from "../api/wire";
import { BadJson, BodyTooLarge, formToInput, mergeInputs, normalizeInput, parseBody, readBody, type RequestInput } from "./body";
import type { FaultControl } from "./faults";
import { phpJson } from "./format";
import { paginate } from "./paging";
import { parseListQuery, selectWebsites } from "./query";
import type { RateDecision, RateLimiter } from "./ratelimit";
import { accountJson, websiteJson } from "./serialize";
import type { Stats } from "./stats";
import type { Store } from "./store";
import type { Account } from "./types";
import { validateCreate, validateUpdate } from "./validation";

export interface ServerContext {
  store: Store;
  limiter: RateLimiter;
  faults: FaultControl;
  stats: Stats;
  defaultPageSize: number;
  /** Request log sink; undefined when quiet. */
  log?: (line: string) => void;
}

type Handler = (ctx: ServerContext, call: Call) => Promise<void> | void;

interface Route {
  pattern: string;
  methods: Record<string, Handler>;
}

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  origin: string;
  account: Account;
  id: number;
  rate: RateDecision | undefined;
}

const PREFIX = "/api/v1";
const NOT_FOUND = { message: "Resource not found.", status: 404 };
const SERVER_ERROR = { message: "Server Error" };

function match(path: string): { route: Route; id: number } | undefined {
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (p === `${PREFIX}/websites`) return { route: ROUTES.websites, id: 0 };
  if (p === `${PREFIX}/account`) return { route: ROUTES.account, id: 0 };
  const m = /^\/api\/v1\/websites\/(\d{1,15})$/.exec(p);
  if (m) return { route: ROUTES.website, id: Number(m[1]) };
  return undefined;
}

function rateHeaders(rate: RateDecision | undefined): Record<string, string> {
  if (!rate) return {};
  const h: Record<string, string> = {
    "X-RateLimit-Limit": String(rate.limit),
    "X-RateLimit-Remaining": String(rate.remaining),
  };
  if (!rate.allowed) {
    h["Retry-After"] = String(rate.retryAfter);
    h["X-RateLimit-Reset"] = String(rate.resetAt);
  }
  return h;
}

function send(res: ServerResponse, status: number, body: unknown, rate: RateDecision | undefined, extra: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = phpJson(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-cache, private",
    "Content-Length": String(Buffer.byteLength(text)),
    ...rateHeaders(rate),
    ...extra,
  });
  res.end(text);
}

/** Laravel's expectsJson(): the first acceptable type is JSON, or an XHR. */
function wantsJson(req: IncomingMessage): boolean {
  const first = (req.headers.accept ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  if (first.includes("/json") || first.includes("+json")) return true;
  return req.headers["x-requested-with"] === "XMLHttpRequest" && (first === "" || first === "*/*");
}

function bearer(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization ?? "";
  const at = h.lastIndexOf("Bearer ");
  return at === -1 ? undefined : h.slice(at + 7).trim() || undefined;
}

async function readInput(call: Call): Promise<RequestInput> {
  const query = formToInput(call.url.searchParams);
  let body: RequestInput;
  try {
    body = parseBody(await readBody(call.req), call.req.headers["content-type"]);
  } catch (err) {
    if (err instanceof BadJson) body = Object.create(null) as RequestInput;
    else throw err;
  }
  return normalizeInput(mergeInputs(query, body));
}

// ---- endpoint handlers ----

const list: Handler = (ctx, call) => {
  const q = parseListQuery(normalizeInput(formToInput(call.url.searchParams)), ctx.defaultPageSize);
  const rows = selectWebsites(ctx.store.rows(call.account.id), q);
  const page = paginate(rows, q, `${call.origin}${PREFIX}/websites`, (w) => websiteJson(w));
  send(call.res, 200, { ...page, status: 200 }, call.rate);
};

const create: Handler = async (ctx, call) => {
  const input = await readInput(call);
  // The service canonicalises the domain before validating it.
  if (typeof input.domain === "string") input.domain = canonicalDomain(input.domain);
  const account = call.account;
  const limit = account.plan.features.websites;
  const result = validateCreate(input, {
    domainTaken: (d) => ctx.store.domainTaken(d),
    atWebsiteLimit: limit !== -1 && ctx.store.count(account.id) >= limit,
  });
  if (!result.ok) return send(call.res, 422, { message: result.errors, status: 422 }, call.rate);
  const website = ctx.store.create(account.id, result.value);
  if (ctx.faults.loseCreate()) {
    ctx.log?.(`${call.req.method} ${call.url.pathname} committed id ${website.id}, connection dropped (lost-create fault)`);
    call.req.socket.destroy();
    return;
  }
  send(call.res, 201, { data: websiteJson(website, input), status: 200 }, call.rate);
};

const show: Handler = (ctx, call) => {
  const website = ctx.store.get(call.account.id, call.id);
  if (!website) return send(call.res, 404, NOT_FOUND, call.rate);
  send(call.res, 200, { data: websiteJson(website), status: 200 }, call.rate);
};

const update: Handler = async (ctx, call) => {
  const input = await readInput(call);
  const result = validateUpdate(input);
  if (!result.ok) return send(call.res, 422, { message: result.errors, status: 422 }, call.rate);
  const website = ctx.store.update(call.account.id, call.id, result.value);
  // The deployed service fails on a missing id here instead of answering 404.
  if (!website) return send(call.res, 500, SERVER_ERROR, call.rate);
  send(call.res, 200, { data: websiteJson(website, input), status: 200 }, call.rate);
};

const destroy: Handler = (ctx, call) => {
  if (!ctx.store.delete(call.account.id, call.id)) return send(call.res, 404, NOT_FOUND, call.rate);
  send(call.res, 200, { id: call.id, object: "website", deleted: true, status: 200 }, call.rate);
};

const account: Handler = (_ctx, call) => {
  send(call.res, 200, { data: accountJson(call.account), status: 200 }, call.rate);
};

const ROUTES = {
  websites: { pattern: `${PREFIX}/websites`, methods: { GET: list, HEAD: list, POST: create } },
  website: { pattern: `${PREFIX}/websites/{id}`, methods: { GET: show, HEAD: show, PUT: update, PATCH: update, DELETE: destroy } },
  account: { pattern: `${PREFIX}/account`, methods: { GET: account, HEAD: account } },
} satisfies Record<string, Route>;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function createHandler(ctx: ServerContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(ctx, req, res).catch((err: unknown) => {
      if (err instanceof BodyTooLarge) send(res, 413, { message: "Payload Too Large" }, undefined);
      else {
        ctx.log?.(`internal error: ${err instanceof Error ? err.message : String(err)}`);
        send(res, 500, SERVER_ERROR, undefined);
      }
    });
  };
}

async function handle(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://emulator.invalid");
  const found = match(url.pathname);
  const handler = found ? (found.route.methods as Record<string, Handler | undefined>)[method] : undefined;
  ctx.stats.request(`${method} ${found ? found.route.pattern : url.pathname.startsWith(PREFIX) ? `${PREFIX}/(unknown)` : "(other)"}`);

  res.on("finish", () => {
    ctx.stats.answered(res.statusCode);
    ctx.log?.(`${method} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
  });

  const delay = ctx.faults.delayMs();
  if (delay > 0) await sleep(delay);
  const fault = ctx.faults.early();
  if (fault.kind === "reset") {
    ctx.log?.(`${method} ${url.pathname} connection reset (fault)`);
    req.socket.destroy();
    return;
  }
  if (fault.kind === "error") return sendFault(res, fault.status);

  let rate: RateDecision | undefined;
  if (ctx.limiter.enabled) {
    rate = ctx.limiter.hit(req.socket.remoteAddress ?? "unknown");
    if (!rate.allowed) return send(res, 429, { message: "Too Many Attempts." }, rate);
  }

  const origin = `http://${req.headers.host ?? "localhost"}`;
  if (url.pathname === "/login") {
    res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8", ...rateHeaders(rate) });
    res.end("<!DOCTYPE html><title>Login</title><p>Sign in.</p>\n");
    return;
  }
  if (!found) return send(res, 404, NOT_FOUND, rate);
  if (!handler) {
    const allowed = Object.keys(found.route.methods).join(", ");
    return send(
      res,
      405,
      { message: `The ${method} method is not supported for route ${url.pathname.slice(1)}. Supported methods: ${allowed}.` },
      rate,
      { Allow: allowed },
    );
  }

  const key = bearer(req);
  const acct = key === undefined ? undefined : ctx.store.accountForKey(key);
  if (!acct) {
    if (wantsJson(req)) return send(res, 401, { message: "Unauthenticated." }, rate);
    const location = `${origin}/login`;
    const html = `<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /><meta http-equiv="refresh" content="0;url='${location}'" /><title>Redirecting to ${location}</title></head><body>Redirecting to <a href="${location}">${location}</a>.</body></html>`;
    res.writeHead(302, { Location: location, "Content-Type": "text/html; charset=UTF-8", ...rateHeaders(rate) });
    res.end(html);
    return;
  }
  if (acct.plan.features.api !== 1) {
    return send(res, 403, { message: "You don't have access to this feature.", status: 403 }, rate);
  }
  await handler(ctx, { req, res, url, origin, account: acct, id: found.id, rate });
}

function sendFault(res: ServerResponse, status: 500 | 502 | 503): void {
  if (status === 502) {
    // What a reverse proxy in front of the app answers: HTML, not JSON.
    const html = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n";
    res.writeHead(502, { "Content-Type": "text/html", "Content-Length": String(Buffer.byteLength(html)) });
    res.end(html);
    return;
  }
  send(res, status, status === 503 ? { message: "Service Unavailable" } : SERVER_ERROR, undefined);
}
