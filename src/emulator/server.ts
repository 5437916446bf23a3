// The request pipeline, in the deployed service's order: injected faults -> routing (405)
// -> rate limit (per client address; per account when asked) -> authentication
// -> API access -> route (404) -> handler.
// The reply is decided at once (the request is committed) and written after the latency.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLarge } from "./body";
import type { EmulatorClock } from "./clock";
import { answerControl, controlPattern, isControlPath } from "./control";
import { apiKey } from "./credentials";
import type { RateDecision, RateLimiter } from "./ratelimit";
import { drop, fault, json, loginPage, routeNotFound, tooManyAttempts, unauthenticated, withHeaders, type Reply } from "./reply";
import { handlerOf, matchRoute, NOT_FOUND, PREFIX, SERVER_ERROR, type RouteContext } from "./routes";
import type { Stats } from "./request-counts";
import type { RateLimitScope } from "./types";

export interface ServerContext extends RouteContext {
  limiter: RateLimiter;
  rateLimitPer: RateLimitScope;
  stats: Stats;
  clock: EmulatorClock;
  /** Request log sink; undefined when quiet. */
  log?: (line: string) => void;
}

function rateHeaders(rate: RateDecision): Record<string, string> {
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

async function decide(ctx: ServerContext, req: IncomingMessage, method: string, url: URL): Promise<Reply> {
  const early = ctx.faults.early();
  if (early.kind === "reset") return drop("connection reset (fault)");
  if (early.kind === "error") return fault(early.status);

  const origin = `http://${req.headers.host ?? "localhost"}`;
  if (url.pathname === "/login") return loginPage();
  const inApi = url.pathname === PREFIX || url.pathname.startsWith(`${PREFIX}/`);
  if (!inApi) return routeNotFound(req, url.pathname);

  // The router answers 405 before any middleware runs: no rate-limit headers.
  const found = matchRoute(url.pathname);
  const handler = found && handlerOf(found.route, method);
  if (found && !handler) {
    const allowed = Object.keys(found.route.methods).join(", ");
    return json(
      405,
      { message: `The ${method} method is not supported for route ${url.pathname.slice(1)}. Supported methods: ${allowed}.` },
      { Allow: allowed },
    );
  }

  // The limiter runs before authentication and counts per client address, whatever the key
  // (notes, "Rate limit": two accounts' keys from one address share one budget; a 401 carries
  // the headers, the 61st unauthenticated request of a minute is a 429). Unknown paths under
  // /api/v1 are authenticated too.
  const key = apiKey(req, url);
  const account = key === undefined ? undefined : ctx.store.accountForKey(key);
  let headers: Record<string, string> = {};
  if (ctx.limiter.enabled) {
    const perAccount = ctx.rateLimitPer === "account" && account;
    const rate = ctx.limiter.hit(perAccount ? `account:${account.id}` : `address:${req.socket.remoteAddress ?? "unknown"}`);
    headers = rateHeaders(rate);
    if (!rate.allowed) return tooManyAttempts(req, headers);
  }
  if (!account) return withHeaders(unauthenticated(req, origin), headers);
  if (account.plan.features.api !== 1) return json(403, { message: "You don't have access to this feature.", status: 403 }, headers);
  if (!found || !handler) return json(404, NOT_FOUND, headers);
  const reply = await handler(ctx, { req, url, origin, account, id: found.id });
  return withHeaders(reply, headers);
}

/** Answers held back by the latency model; cancelled when the emulator closes. */
export class Pending {
  private readonly timers = new Set<unknown>();
  constructor(private readonly clock: EmulatorClock) {}

  later(ms: number, fn: () => void): void {
    if (ms <= 0) return fn();
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(handle);
      fn();
    }, ms);
    this.timers.add(handle);
  }

  get size(): number {
    return this.timers.size;
  }

  cancelAll(): void {
    for (const h of this.timers) this.clock.clearTimeout(h);
    this.timers.clear();
  }
}

export function createHandler(ctx: ServerContext, pending: Pending): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://emulator.invalid");
    const found = matchRoute(url.pathname);
    // The emulator's own routes are answered at once, without faults: they are no part of the API.
    const control = isControlPath(url.pathname);
    const route = control ? controlPattern(url.pathname) : found ? found.route.pattern : url.pathname.startsWith(PREFIX) ? `${PREFIX}/(unknown)` : "(other)";
    ctx.stats.request(`${method} ${route}`);
    const log = (what: string) => ctx.log?.(`${method} ${url.pathname} ${what}`);

    (control ? answerControl(ctx, req, method, url) : decide(ctx, req, method, url))
      .catch((err: unknown): Reply => {
        if (err instanceof BodyTooLarge) return json(413, { message: "Payload Too Large" });
        ctx.log?.(`internal error: ${err instanceof Error ? err.message : String(err)}`);
        return json(500, SERVER_ERROR);
      })
      .then((reply) => pending.later(control ? 0 : ctx.faults.delayMs(), () => deliver(ctx, req, res, reply, log, started)));
  };
}

function deliver(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, reply: Reply, log: (what: string) => void, started: number): void {
  if (reply.kind === "drop") {
    log(reply.note);
    req.socket.destroy();
    return;
  }
  if (res.headersSent || res.destroyed || req.socket.destroyed) {
    log(`${reply.status} not sent: the client went away (the request was carried out)`);
    return;
  }
  ctx.stats.answered(reply.status);
  log(`${reply.status} ${(performance.now() - started).toFixed(1)}ms`);
  res.writeHead(reply.status, { ...reply.headers, "Content-Length": String(Buffer.byteLength(reply.body)) });
  res.end(reply.body);
}
