// The client against a throwaway loopback server that answers whatever each test scripts.
import dns from "node:dns";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AbortedError,
  createClient,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PhpAnalyticsClient,
  RateLimitedError,
  ResponseFormatError,
  ServerError,
  TransportError,
  UnauthorizedError,
  ValidationError,
  type ClientEvent,
  type ClientOptions,
} from "../../src/api";
import { EndpointNotFoundError, outcomeUnknown } from "../../src/api/errors";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { FakeClock } from "./fake-clock";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
type Script = (req: Seen, res: ServerResponse, n: number) => void;

const KEY = "secret-api-key-123";
let server: Server;
let base: string;
let script: Script;
let seen: Seen[] = [];
const clients = openClients(() => ({ baseUrl: base, apiKey: KEY, backoffBaseMs: 10, requestsPerMinute: 0 }));

const website = (id: number, domain: string) => ({
  id,
  domain,
  privacy: 0,
  email: 0,
  password: false,
  exclude_bots: 1,
  exclude_ips: "",
  favorite: false,
  favorited_at: null,
  created_at: "2024-05-01T10:00:00.000000Z",
  updated_at: "2024-05-01T10:00:00.000000Z",
});
const listOf = (items: unknown[]) => ({
  data: items,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: 1, last_page: 1, path: "/api/v1/websites", per_page: 100, to: items.length, total: items.length },
  status: 200,
});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function client(options: Partial<ClientOptions> = {}): PhpAnalyticsClient {
  return clients.open(options);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      const s: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(s);
      script(s, res, seen.length);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  seen = [];
  await clients.closeAll();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe("requests on the wire", () => {
  it("sends the headers and form bodies the API expects, and none on GET and DELETE", async () => {
    script = (req, res) => {
      if (req.method === "DELETE") return json(res, 200, { id: 7, object: "website", deleted: true, status: 200 });
      json(res, req.method === "POST" ? 201 : 200, { data: website(7, "a.com"), status: 200 });
    };
    const c = client();
    await c.getWebsite("7");
    await c.createWebsite({ domain: "a.com", privacy: "password", password: "pw&=x" });
    await c.updateWebsite(7, { favorite: true });
    await c.deleteWebsite(7);
    const [get, post, put, del] = seen as [Seen, Seen, Seen, Seen];
    for (const s of seen) {
      expect(s.headers.accept).toBe("application/json");
      expect(s.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(s.headers["user-agent"]).toMatch(/^phpanalytics-client\/\d+\.\d+\.\d+ \(\+terraform-provider-phpanalytics\)$/);
    }
    expect(get.url).toBe("/api/v1/websites/7");
    expect(get.headers["content-type"]).toBeUndefined();
    expect(post.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({
      domain: "a.com",
      privacy: "2",
      password: "pw&=x",
      email: "0",
      exclude_bots: "1",
      exclude_params: "",
      exclude_ips: "",
    });
    expect(put.method).toBe("PUT");
    expect(put.body).toBe("favorite=1");
    expect(del.method).toBe("DELETE");
    expect(del.headers["content-type"]).toBeUndefined();
    expect(del.body).toBe("");
  });

  it("keeps a base URL's path prefix", async () => {
    script = (_req, res) => json(res, 200, listOf([]));
    await client({ baseUrl: `${base}/analytics/` }).listWebsites();
    expect(seen[0]?.url).toBe("/analytics/api/v1/websites?per_page=50&page=1");
  });

  it("logs structured events without the key, the password or any body", async () => {
    script = (_req, res) => json(res, 201, { data: website(1, "a.com"), status: 200 }, { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59" });
    const events: ClientEvent[] = [];
    await client({ logger: (e) => events.push(e) }).createWebsite({ domain: "a.com", privacy: "password", password: "hunter2-pass" });
    const text = JSON.stringify(events);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain("hunter2");
    expect(events.map((e) => e.type)).toEqual(["request", "response"]);
    expect(events[1]).toMatchObject({ method: "POST", path: "/api/v1/websites", status: 201, attempt: 1, rateLimitRemaining: 59 });
    expect(typeof (events[1] as { durationMs: number }).durationMs).toBe("number");
  });
});

describe("errors", () => {
  it("a 302 to the login page is Unauthorized and is not followed", async () => {
    script = (req, res) => {
      if (req.url === "/login") return json(res, 200, { data: website(1, "x.com") });
      res.writeHead(302, { location: `${base}/login` });
      res.end();
    };
    const e = await caught(client().getWebsite(1));
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.message).toMatch(/^read website 1: the server redirected to its login page/);
    expect(seen).toHaveLength(1);
  });

  it("401 is Unauthorized and the message never shows the key, even if the server echoes it", async () => {
    script = (_req, res) => json(res, 401, { message: `Unauthenticated: ${KEY}` });
    const e = await caught(client().getAccount());
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.status).toBe(401);
    expect(e.operation).toBe("read account");
    expect(e.message).not.toContain(KEY);
    expect((e as UnauthorizedError).detail).not.toContain(KEY);
    expect((e as UnauthorizedError).detail).toContain("[redacted]");
  });

  it("403 is Forbidden, 404 is NotFound", async () => {
    script = (req, res) =>
      req.url.endsWith("/account")
        ? json(res, 403, { message: "You don't have access to this feature.", status: 403 })
        : json(res, 404, { message: "Resource not found.", status: 404 });
    const c = client();
    expect(await caught(c.getAccount())).toBeInstanceOf(ForbiddenError);
    const nf = await caught(c.getWebsite(99));
    expect(nf).toBeInstanceOf(NotFoundError);
    expect(nf.message).toBe("read website 99: not found (HTTP 404: Resource not found.)");
    expect(await c.getWebsiteOrNull(99)).toBeNull();
    await expect(c.deleteWebsite(99, { ignoreNotFound: true })).resolves.toBeUndefined();
  });

  it("422 field errors under `message` (deployed) and under `errors` (stock Laravel)", async () => {
    script = (req, res) =>
      req.method === "POST"
        ? json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 })
        : json(res, 422, { message: "The given data was invalid.", errors: { privacy: ["The privacy must be between 0 and 2."] } });
    const c = client();
    const a = (await caught(c.createWebsite({ domain: "a.com" }))) as ValidationError;
    expect(a).toBeInstanceOf(ValidationError);
    expect(a.fields).toEqual({ domain: ["The domain has already been taken."] });
    expect(a.message).toBe("create website a.com: the server rejected the request (domain: The domain has already been taken.)");
    const b = (await caught(c.updateWebsite(1, { privacy: "private" }))) as ValidationError;
    expect(b.fields).toEqual({ privacy: ["The privacy must be between 0 and 2."] });
    expect(seen).toHaveLength(2);
  });

  it("a malformed body names the operation and the field", async () => {
    script = (_req, res) => json(res, 200, { data: { ...website(7, "a.com"), exclude_bots: "yes" }, status: 200 });
    const e = await caught(client().getWebsite(7));
    expect(e).toBeInstanceOf(ResponseFormatError);
    expect(e.message).toMatch(/^read website 7: response field data\.exclude_bots: expected .* got "yes"$/);
  });

  it("a non-JSON success body is a format error", async () => {
    script = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>hello</html>");
    };
    expect(await caught(client().getAccount())).toBeInstanceOf(ResponseFormatError);
  });
});

describe("retries", () => {
  it("503 then success", async () => {
    script = (_req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(3, "a.com") }));
    const events: ClientEvent[] = [];
    const w = await client({ logger: (e) => events.push(e) }).getWebsite(3);
    expect(w.id).toBe(3);
    expect(seen).toHaveLength(2);
    expect(events.find((e) => e.type === "retry")).toMatchObject({ reason: "HTTP 503", attempt: 1 });
  });

  it("honours Retry-After on 429 (on the fake clock)", async () => {
    script = (_req, res, n) =>
      n === 1
        ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "1", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0" })
        : json(res, 200, listOf([]));
    const clock = new FakeClock();
    let retried: (event: ClientEvent) => void = () => undefined;
    const retry = new Promise<ClientEvent>((resolve) => (retried = resolve));
    const pending = client({ clock, random: () => 0, logger: (e) => e.type === "retry" && retried(e) }).listWebsites();
    expect(await retry).toMatchObject({ delayMs: 1_000, reason: "HTTP 429" });
    await clock.advance(999);
    expect(seen).toHaveLength(1);
    await clock.advance(1);
    await pending;
    expect(seen).toHaveLength(2);
  });

  it("after a 429, paces again from the end of the server's window that Retry-After gives, not a minute later", async () => {
    // another process (a plan before this apply) spent the window; 5 s of it are left
    script = (_req, res, n) =>
      n === 1
        ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "5", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0" })
        : json(res, 200, listOf([]), { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59" });
    const clock = new FakeClock();
    let retried: (event: ClientEvent) => void = () => undefined;
    const retry = new Promise<ClientEvent>((resolve) => (retried = resolve));
    const pending = client({ clock, random: () => 0, requestsPerMinute: undefined, logger: (e) => e.type === "retry" && retried(e) }).listWebsites();
    expect(await retry).toMatchObject({ delayMs: 5_000, reason: "HTTP 429" });
    await clock.advance(5_000);
    await pending;
    expect(seen).toHaveLength(2);
  });

  it("an error answer without rate-limit headers (the real server's 405) does not turn pacing off", async () => {
    script = (_req, res, n) => {
      if (n === 2) return json(res, 405, { message: "The PATCH method is not supported for route api/v1/account." });
      json(
        res,
        200,
        {
          data: {
            id: 1,
            name: "A",
            email: "a@example.com",
            plan: { id: 1, name: "P", features: { pageviews: -1, websites: -1, email_reports: 1, data_export: 1, api: 1 } },
          },
        },
        { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "1" },
      );
    };
    const clock = new FakeClock();
    const sentAt: number[] = [];
    const c = client({ clock, requestsPerMinute: undefined, maxRetries: 0, logger: (e) => e.type === "request" && sentAt.push(clock.now()) });
    await c.getAccount(); // one request left in this window
    expect(await caught(c.getAccount())).toMatchObject({ status: 405 }); // spends it
    const third = c.getAccount();
    await clock.advance(61_000);
    await third;
    expect(sentAt).toHaveLength(3);
    expect(sentAt[2]! - sentAt[0]!).toBeGreaterThanOrEqual(59_000);
  });

  it("an answer of the application after a gateway error is the answer, not the gateway error", async () => {
    script = (req, res, n) => {
      if (n === 1) return json(res, 502, { message: "Bad Gateway" });
      if (req.url.includes("/websites/4")) return json(res, 404, { message: "Resource not found.", status: 404 });
      json(res, 200, { data: website(5, "b.com") });
    };
    const c = client();
    expect(await c.getWebsiteOrNull(4)).toBeNull();
    expect((await c.getWebsite(5)).id).toBe(5);
    expect(seen).toHaveLength(3);
    seen = [];
    script = (_req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 401, { message: "Unauthenticated." }));
    expect(await caught(client().getAccount())).toBeInstanceOf(UnauthorizedError);
  });

  it("an update answered 500 whose follow-up look fails is still of unknown outcome (the look tells nothing)", async () => {
    script = (req, res) => (req.method === "PUT" ? json(res, 500, { message: "Server Error" }) : json(res, 401, { message: "Unauthenticated." }));
    const error = await caught(client({ maxRetries: 1 }).updateWebsite(4, { privacy: "private" }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(500);
    expect(outcomeUnknown(error)).toBe(true);
    expect(seen.map((r) => r.method)).toEqual(["PUT", "PUT", "GET"]);
  });

  it("an update whose first attempt may have gone through stays of unknown outcome when the later attempts fail plainly", async () => {
    // the first PUT is lost with its connection; the repeat meets a rate limit beyond the time budget
    script = (req, res, n) => (n === 1 ? req && res.socket?.destroy() : json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "300" }));
    const error = (await caught(client({ maxRetryTimeMs: 5_000 }).updateWebsite(4, { privacy: "private" }))) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.maybeSent).toBe(true);
    expect(outcomeUnknown(error)).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it("a create whose lookup fails after an unknown outcome goes on retrying, and finds its website once the lookup works", async () => {
    // the first POST is committed but answered 500; the lookup's listing fails until the repeat
    let posts = 0;
    script = (req, res) => {
      if (req.method === "POST")
        return ++posts === 1
          ? json(res, 500, { message: "Server Error" })
          : json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 });
      if (posts < 2) return json(res, 500, { message: "Server Error" });
      return json(res, 200, listOf([website(9, "orphan.example.com")]));
    };
    const w = await client({ maxRetries: 8 }).createWebsite({ domain: "orphan.example.com" });
    expect(w.id).toBe(9);
    expect(posts).toBe(2);
  });

  it("a 429 that outlasts the time budget reaches the caller with retryAfterMs", async () => {
    script = (_req, res) => json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "30" });
    const e = (await caught(client({ maxRetryTimeMs: 5_000 }).getAccount())) as RateLimitedError;
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.retryAfterMs).toBe(30_000);
    expect(seen).toHaveLength(1);
  });

  it("gives up after maxRetries", async () => {
    script = (_req, res) => json(res, 502, { message: "Bad Gateway" });
    const e = await caught(client({ maxRetries: 3 }).getAccount());
    expect(e).toBeInstanceOf(ServerError);
    expect(e.status).toBe(502);
    expect(seen).toHaveLength(4);
  });

  it("a 500 is tried only twice more", async () => {
    script = (_req, res) => json(res, 500, { message: "Server Error" });
    expect(await caught(client().getWebsite(5))).toBeInstanceOf(ServerError);
    expect(seen).toHaveLength(3);
  });

  it("reset connections are retried; a persistent reset is a TransportError", async () => {
    script = (req, res, n) => (n <= 2 ? req && res.socket?.destroy() : json(res, 200, { data: website(4, "a.com") }));
    expect((await client().getWebsite(4)).id).toBe(4);
    seen = [];
    script = (_req, res) => res.socket?.destroy();
    const e = (await caught(client({ maxRetries: 1 }).getWebsite(4))) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ECONNRESET");
    expect(seen).toHaveLength(2);
  });

  it("a request with no answer times out", async () => {
    script = () => undefined; // never answers
    const e = (await caught(client({ timeoutMs: 300, maxRetries: 0 }).getAccount())) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ETIMEDOUT");
  });

  it("an https base URL for a server that answers in plain HTTP is a TLS error that says so, not retried", async () => {
    script = (_req, res) => json(res, 200, listOf([]));
    const e = (await caught(client({ baseUrl: base.replace("http://", "https://") }).listWebsites())) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ERR_SSL_WRONG_VERSION_NUMBER");
    expect(e.message).toMatch(/the TLS handshake with 127\.0\.0\.1:\d+ failed: it does not answer in TLS \(is it served over http:\/\/, not https:\/\/\?\)/);
    expect(e.maybeSent).toBe(false);
  });

  it("a refused connection is a TransportError naming the cause", async () => {
    const c = createClient({ baseUrl: "http://127.0.0.1:1", apiKey: KEY, maxRetries: 1, backoffBaseMs: 1 });
    clients.track(c);
    const e = (await caught(c.getAccount())) as TransportError;
    expect(e.code).toBe("ECONNREFUSED");
    expect(e.message).toMatch(
      new RegExp(
        String.raw`^read account: connection refused by 127\.0\.0\.1:1 after 2 tries over \d+\.\d s ` +
          String.raw`\(a read retries up to 1 time, and not once the server has been out of reach for 8 s\)$`,
      ),
    );
  });

  it("a name server that does not answer (EAI_AGAIN) is tried again; a name that does not exist is not", async () => {
    const realLookup = dns.lookup;
    let failures = 1;
    const lookup = vi.spyOn(dns, "lookup").mockImplementation(((...args: Parameters<typeof dns.lookup>) => {
      const callback = args[args.length - 1] as (error: NodeJS.ErrnoException) => void;
      if (failures-- > 0) return void process.nextTick(() => callback(Object.assign(new Error("getaddrinfo EAI_AGAIN localhost"), { code: "EAI_AGAIN" })));
      return (realLookup as (...a: unknown[]) => void)(...args);
    }) as typeof dns.lookup);
    try {
      const viaName = base.replace("127.0.0.1", "localhost");
      script = (_req, res) => json(res, 200, { data: website(4, "a.com") });
      // a create is safe to repeat too: the request never left
      expect((await client({ baseUrl: viaName }).getWebsite(4)).id).toBe(4);
      expect(seen).toHaveLength(1);

      failures = 10;
      seen = [];
      const temporary = (await caught(client({ baseUrl: viaName, maxRetries: 1 }).getWebsite(4))) as TransportError;
      expect(temporary.code).toBe("EAI_AGAIN");
      expect(temporary.maybeSent).toBe(false);
      expect(temporary.message).toMatch(/^read website 4: the host name localhost could not be resolved for now/);
      expect(seen).toHaveLength(0);

      lookup.mockImplementation(((...args: Parameters<typeof dns.lookup>) => {
        const callback = args[args.length - 1] as (error: NodeJS.ErrnoException) => void;
        process.nextTick(() => callback(Object.assign(new Error("getaddrinfo ENOTFOUND localhost"), { code: "ENOTFOUND" })));
      }) as typeof dns.lookup);
      const calls = lookup.mock.calls.length;
      const missing = (await caught(client({ baseUrl: viaName, maxRetries: 3 }).getWebsite(4))) as TransportError;
      expect(missing.code).toBe("ENOTFOUND");
      // never retried, so no tries to tell of
      expect(missing.message).not.toMatch(/after \d+ tr/);
      expect(lookup.mock.calls.length - calls).toBe(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it("a cancelled call stops with AbortedError", async () => {
    const controller = new AbortController();
    script = () => controller.abort(); // cancelled once the server has the request; never answered
    const pending = client().getAccount({ signal: controller.signal });
    expect(await caught(pending)).toBeInstanceOf(AbortedError);
  });
});

describe("a service that stays down", () => {
  const unavailable: Script = (_req, res) => json(res, 503, { message: "Service Unavailable" });
  // random 0: a retry follows at once, so only clock.advance moves time; a retry time of 60 s
  // takes the service as down once its failures span 120 s
  const onClock = (clock: FakeClock) => client({ clock, random: () => 0, maxRetries: 2, maxRetryTimeMs: 60_000 });
  let busy: ServerResponse | undefined;
  /**
   * Reads that fail on every attempt, 60 s apart, while another read is under way all along
   * (its answer held): the last finds the failures span 120 s, and stops.
   */
  async function failFor120s(c: PhpAnalyticsClient, clock: FakeClock, then: Script = unavailable): Promise<void> {
    busy = undefined;
    script = (req, res, n) => (req.url === "/api/v1/websites/99" ? (busy = res) : unavailable(req, res, n));
    void caught(c.getWebsite(99));
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    expect(seen.filter((r) => r.url === "/api/v1/websites/1")).toHaveLength(7);
    seen = [];
    script = then;
  }
  afterEach(() => {
    if (busy && !busy.headersSent) busy.writeHead(503).end();
  });

  it("once requests have failed for two retry times, one read at a time is sent, unretried, and the others fail at once, unsent", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock);
    const [probe, refused] = await Promise.all([caught(c.getWebsite(2)), caught(c.listWebsites())]);
    expect(probe).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ name: "TransportError", code: "ESERVICEDOWN", maybeSent: false });
    expect(refused.message).toBe(
      "list websites: not sent: every request to the service has failed for 120 s (the last: HTTP 503), twice " +
        "as long as a request is retried, so it is taken as down; run again once it answers",
    );
    expect(seen.map((r) => r.url)).toEqual(["/api/v1/websites/2"]);
  });

  it("an answer ends it: reads are sent and retried as before", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock, (_req, res) => json(res, 200, { data: website(2, "a.com") }));
    await c.getWebsite(2);
    script = (_req, res, n) => (n === 2 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(3, "b.com") }));
    const [a, b] = await Promise.all([c.getWebsite(3), c.getWebsite(3)]);
    expect([a.id, b.id]).toEqual([3, 3]);
    expect(seen).toHaveLength(4);
  });

  it("failures apart with no operation under way between them are no outage", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    script = unavailable;
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(600_000);
    const errors = await Promise.all([caught(c.getWebsite(2)), caught(c.getWebsite(3))]);
    expect(errors.map((e) => e.name)).toEqual(["ServerError", "ServerError"]);
    expect(seen).toHaveLength(15);
  });

  it("changes are still retried, and a create's lookup is sent while a read holds the one slot", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock, (req, res, n) => (n < 3 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(4, "c.com") })));
    expect((await c.updateWebsite(4, { privacy: "private" })).id).toBe(4);
    expect(seen.map((r) => r.method)).toEqual(["PUT", "PUT", "PUT"]);
    // the answer ended the outage; the read under way meets another
    if (busy && !busy.headersSent) busy.writeHead(503).end();
    await clock.advance(600_000);
    seen = [];
    let held: ServerResponse | undefined;
    await failFor120s(c, clock, (req, res) => {
      if (req.url === "/api/v1/websites/5") {
        if (held) json(res, 200, { data: website(5, "e.com") });
        else held = res;
      } else if (req.method === "POST") json(res, 503, { message: "Service Unavailable" });
      else json(res, 200, listOf([website(9, "new.example.com")]));
    });
    const probe = c.getWebsite(5);
    const created = await c.createWebsite({ domain: "new.example.com" });
    expect(created.id).toBe(9);
    expect(seen.map((r) => r.method)).toEqual(["GET", "POST", "GET"]);
    // the lookup's answer ended the outage: the read is retried
    held?.writeHead(503).end();
    expect((await probe).id).toBe(5);
  });
});

describe("create is never repeated blindly", () => {
  it("after a lost response, finds the created website instead of posting again", async () => {
    const created: unknown[] = [];
    script = (req, res) => {
      if (req.method === "POST") {
        created.push(website(11, "example.com"));
        res.socket?.destroy(); // the create went through, the answer is lost
        return;
      }
      expect(req.url).toContain("search=example.com");
      json(res, 200, listOf([website(10, "myexample.com"), ...created]));
    };
    const events: ClientEvent[] = [];
    const w = await client({ logger: (e) => events.push(e) }).createWebsite({ domain: "https://WWW.Example.com" });
    expect(w).toMatchObject({ id: 11, domain: "example.com" });
    expect(seen.filter((s) => s.method === "POST")).toHaveLength(1);
    expect(events.find((e) => e.type === "create_lookup")).toMatchObject({ domain: "example.com", found: true });
  });

  it(
    "a stored domain is not made canonical again: the lookup after a lost response finds the new website, " + "not one that a second pass would match",
    async () => {
      // "www.x.example.com" was stored for "www.wwww.ww.x.example.com"; "x.example.com" is another website
      const created: unknown[] = [];
      script = (req, res) => {
        if (req.method === "POST") {
          created.push(website(12, "x.example.com"));
          res.socket?.destroy();
          return;
        }
        json(res, 200, listOf([website(10, "www.x.example.com"), ...created]));
      };
      const c = client();
      expect(await c.createWebsite({ domain: "x.example.com" })).toMatchObject({ id: 12 });
      expect(await c.findWebsiteByDomain("www.wwww.ww.x.example.com")).toMatchObject({ id: 10 });
      created.length = 0;
      expect(await c.findWebsiteByDomain("x.example.com")).toBeNull();
    },
  );

  it("a create answered 201 with a body it cannot read (a PHP notice before the JSON) was carried out: it finds the website", async () => {
    script = (req, res) => {
      if (req.method === "POST") {
        res.writeHead(201, { "content-type": "text/html" });
        res.end(`<br />\n<b>Deprecated</b>: something in app.php<br />\n${JSON.stringify({ data: website(13, "notice.example.com") })}`);
        return;
      }
      json(res, 200, listOf([website(13, "notice.example.com")]));
    };
    expect(await client().createWebsite({ domain: "notice.example.com" })).toMatchObject({ id: 13 });
    expect(seen.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  it("after a 503 with nothing created, posts again", async () => {
    let posts = 0;
    script = (req, res) => {
      if (req.method === "POST") {
        posts += 1;
        return posts === 1 ? json(res, 503, { message: "down" }) : json(res, 201, { data: website(12, "b.com"), status: 200 });
      }
      json(res, 200, listOf([]));
    };
    expect((await client().createWebsite({ domain: "b.com" })).id).toBe(12);
    expect(seen.map((s) => s.method)).toEqual(["POST", "GET", "POST"]);
  });

  it("a 429 on create is retried without a lookup", async () => {
    script = (_req, res, n) =>
      n === 1 ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "0" }) : json(res, 201, { data: website(13, "c.com") });
    expect((await client().createWebsite({ domain: "c.com" })).id).toBe(13);
    expect(seen.map((s) => s.method)).toEqual(["POST", "POST"]);
  });

  it("'already taken' after an unknown outcome resolves by lookup", async () => {
    // The lookup misses (a stale list), the repeat POST says "taken", the second lookup finds it.
    let gets = 0;
    script = (req, res) => {
      if (req.method === "POST") {
        if (seen.filter((s) => s.method === "POST").length === 1) return res.socket?.destroy();
        return json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 });
      }
      gets += 1;
      json(res, 200, listOf(gets === 1 ? [] : [website(14, "d.com")]));
    };
    expect((await client().createWebsite({ domain: "d.com" })).id).toBe(14);
    expect(seen.map((s) => s.method)).toEqual(["POST", "GET", "POST", "GET"]);
  });

  it("a refused connection on create is retried (nothing was sent)", async () => {
    const events: ClientEvent[] = [];
    const c2 = createClient({ baseUrl: "http://127.0.0.1:1", apiKey: KEY, maxRetries: 2, backoffBaseMs: 1, logger: (e) => events.push(e) });
    clients.track(c2);
    expect(await caught(c2.createWebsite({ domain: "e.com" }))).toBeInstanceOf(TransportError);
    expect(events.filter((e) => e.type === "request")).toHaveLength(3);
    expect(events.some((e) => e.type === "create_lookup")).toBe(false);
  });
});

describe("configuration", () => {
  it("rejects an empty API key", () => {
    expect(() => createClient({ baseUrl: base, apiKey: "" })).toThrow(/the API key is empty$/);
    expect(() => createClient({ baseUrl: base, apiKey: "   " })).toThrow(InvalidInputError);
  });

  it("rejects a base URL that is not http(s), in the client's words, with an example", () => {
    for (const bad of ["ftp://example.com", "example.com", "not a url", ""]) {
      try {
        createClient({ baseUrl: bad, apiKey: KEY });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInputError);
        expect((e as InvalidInputError).field).toBe("baseUrl");
        expect((e as Error).message).toMatch(/the base URL .*http:\/\/127\.0\.0\.1:8080/);
        // The provider and the CLI word their own advice: the client names no setting of theirs.
        expect((e as Error).message).not.toMatch(/base_url|api_key|provider/);
      }
    }
  });
});

describe("a 404 means a website is gone only when the API says so", () => {
  const html = (res: ServerResponse) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<html><body>Not Found</body></html>");
  };

  it("the API's own not-found of one website is NotFoundError, and getWebsiteOrNull answers null", async () => {
    script = (_req, res) => json(res, 404, { message: "Resource not found.", status: 404 });
    expect(await caught(client().getWebsite(7))).toBeInstanceOf(NotFoundError);
    expect(await client().getWebsiteOrNull(7)).toBeNull();
  });

  it("an HTML 404 is a wrong address, never a missing website", async () => {
    script = (_req, res) => html(res);
    const e = await caught(client().getWebsiteOrNull(7));
    expect(e).toBeInstanceOf(EndpointNotFoundError);
    expect(e).not.toBeInstanceOf(NotFoundError);
    expect(e.message).toContain(`${base}/api/v1/websites/7 answered HTTP 404 with an HTML page`);
    await expect(client().deleteWebsite(7, { ignoreNotFound: true })).rejects.toBeInstanceOf(EndpointNotFoundError);
  });

  it("any 404 of a collection that always exists is a wrong address", async () => {
    script = (_req, res) => json(res, 404, { message: "Resource not found.", status: 404 });
    expect(await caught(client().createWebsite({ domain: "a.example.com" }))).toBeInstanceOf(EndpointNotFoundError);
    expect(await caught(client().listWebsites())).toBeInstanceOf(EndpointNotFoundError);
    expect(await caught(client().getAccount())).toBeInstanceOf(EndpointNotFoundError);
  });

  it("a base URL ending in /api/v1 or /api/v1/ is not doubled", async () => {
    script = (_req, res) => json(res, 200, { data: website(3, "a.com") });
    for (const suffix of ["/api/v1", "/api/v1/", "/"]) {
      seen = [];
      const c = createClient({ baseUrl: base + suffix, apiKey: KEY });
      clients.track(c);
      await c.getWebsite(3);
      expect(seen[0]!.url).toBe("/api/v1/websites/3");
    }
  });
});
