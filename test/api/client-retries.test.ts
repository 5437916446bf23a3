// The client's retries against a throwaway loopback server that answers whatever each test
// scripts: which failures are tried again, how long it waits, and when it gives up.
import dns from "node:dns";
import { describe, expect, it, vi } from "vitest";
import { AbortedError, createClient, RateLimitedError, ServerError, TransportError, UnauthorizedError, type ClientEvent } from "../../src/api";
import { outcomeUnknown } from "../../src/api/errors";
import { caught } from "../support/caught";
import { FakeClock } from "./fake-clock";
import { json, KEY, listOf, useScriptedServer, website } from "./scripted-server";

const server = useScriptedServer();

describe("retries", () => {
  it("503 then success", async () => {
    server.script = (_req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(3, "a.com") }));
    const events: ClientEvent[] = [];
    const w = await server.client({ logger: (e) => events.push(e) }).getWebsite(3);
    expect(w.id).toBe(3);
    expect(server.seen).toHaveLength(2);
    expect(events.find((e) => e.type === "retry")).toMatchObject({ reason: "HTTP 503", attempt: 1 });
  });

  it("honours Retry-After on 429 (on the fake clock)", async () => {
    server.script = (_req, res, n) =>
      n === 1
        ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "1", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0" })
        : json(res, 200, listOf([]));
    const clock = new FakeClock();
    let retried: (event: ClientEvent) => void = () => undefined;
    const retry = new Promise<ClientEvent>((resolve) => (retried = resolve));
    const pending = server.client({ clock, random: () => 0, logger: (e) => e.type === "retry" && retried(e) }).listWebsites();
    expect(await retry).toMatchObject({ delayMs: 1_000, reason: "HTTP 429" });
    await clock.advance(999);
    expect(server.seen).toHaveLength(1);
    await clock.advance(1);
    await pending;
    expect(server.seen).toHaveLength(2);
  });

  it("after a 429, paces again from the end of the server's window that Retry-After gives, not a minute later", async () => {
    // another process (a plan before this apply) spent the window; 5 s of it are left
    server.script = (_req, res, n) =>
      n === 1
        ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "5", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0" })
        : json(res, 200, listOf([]), { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59" });
    const clock = new FakeClock();
    let retried: (event: ClientEvent) => void = () => undefined;
    const retry = new Promise<ClientEvent>((resolve) => (retried = resolve));
    const pending = server.client({ clock, random: () => 0, requestsPerMinute: undefined, logger: (e) => e.type === "retry" && retried(e) }).listWebsites();
    expect(await retry).toMatchObject({ delayMs: 5_000, reason: "HTTP 429" });
    await clock.advance(5_000);
    await pending;
    expect(server.seen).toHaveLength(2);
  });

  it("an error answer without rate-limit headers (the real server's 405) does not turn pacing off", async () => {
    server.script = (_req, res, n) => {
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
    const c = server.client({ clock, requestsPerMinute: undefined, maxRetries: 0, logger: (e) => e.type === "request" && sentAt.push(clock.now()) });
    await c.getAccount(); // one request left in this window
    expect(await caught(c.getAccount())).toMatchObject({ status: 405 }); // spends it
    const third = c.getAccount();
    await clock.advance(61_000);
    await third;
    expect(sentAt).toHaveLength(3);
    expect(sentAt[2]! - sentAt[0]!).toBeGreaterThanOrEqual(59_000);
  });

  it("an answer of the application after a gateway error is the answer, not the gateway error", async () => {
    server.script = (req, res, n) => {
      if (n === 1) return json(res, 502, { message: "Bad Gateway" });
      if (req.url.includes("/websites/4")) return json(res, 404, { message: "Resource not found.", status: 404 });
      json(res, 200, { data: website(5, "b.com") });
    };
    const c = server.client();
    expect(await c.getWebsiteOrNull(4)).toBeNull();
    expect((await c.getWebsite(5)).id).toBe(5);
    expect(server.seen).toHaveLength(3);
    server.seen = [];
    server.script = (_req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 401, { message: "Unauthenticated." }));
    expect(await caught(server.client().getAccount())).toBeInstanceOf(UnauthorizedError);
  });

  it("an update answered 500 whose follow-up look fails is still of unknown outcome (the look tells nothing)", async () => {
    server.script = (req, res) => (req.method === "PUT" ? json(res, 500, { message: "Server Error" }) : json(res, 401, { message: "Unauthenticated." }));
    const error = await caught(server.client({ maxRetries: 1 }).updateWebsite(4, { privacy: "private" }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(500);
    expect(outcomeUnknown(error)).toBe(true);
    expect(server.seen.map((r) => r.method)).toEqual(["PUT", "PUT", "GET"]);
  });

  it("an update whose first attempt may have gone through stays of unknown outcome when the later attempts fail plainly", async () => {
    // the first PUT is lost with its connection; the repeat meets a rate limit beyond the time budget
    server.script = (req, res, n) => (n === 1 ? req && res.socket?.destroy() : json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "300" }));
    const error = (await caught(server.client({ maxRetryTimeMs: 5_000 }).updateWebsite(4, { privacy: "private" }))) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.maybeSent).toBe(true);
    expect(outcomeUnknown(error)).toBe(true);
    expect(server.seen).toHaveLength(2);
  });

  it("a create whose lookup fails after an unknown outcome goes on retrying, and finds its website once the lookup works", async () => {
    // the first POST is committed but answered 500; the lookup's listing fails until the repeat
    let posts = 0;
    server.script = (req, res) => {
      if (req.method === "POST")
        return ++posts === 1
          ? json(res, 500, { message: "Server Error" })
          : json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 });
      if (posts < 2) return json(res, 500, { message: "Server Error" });
      return json(res, 200, listOf([website(9, "orphan.example.com")]));
    };
    const w = await server.client({ maxRetries: 8 }).createWebsite({ domain: "orphan.example.com" });
    expect(w.id).toBe(9);
    expect(posts).toBe(2);
  });

  it("a 429 that outlasts the time budget reaches the caller with retryAfterMs", async () => {
    server.script = (_req, res) => json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "30" });
    const e = (await caught(server.client({ maxRetryTimeMs: 5_000 }).getAccount())) as RateLimitedError;
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.retryAfterMs).toBe(30_000);
    expect(server.seen).toHaveLength(1);
  });

  it("gives up after maxRetries", async () => {
    server.script = (_req, res) => json(res, 502, { message: "Bad Gateway" });
    const e = await caught(server.client({ maxRetries: 3 }).getAccount());
    expect(e).toBeInstanceOf(ServerError);
    expect(e.status).toBe(502);
    expect(server.seen).toHaveLength(4);
  });

  it("a 500 is tried only twice more", async () => {
    server.script = (_req, res) => json(res, 500, { message: "Server Error" });
    expect(await caught(server.client().getWebsite(5))).toBeInstanceOf(ServerError);
    expect(server.seen).toHaveLength(3);
  });

  it("reset connections are retried; a persistent reset is a TransportError", async () => {
    server.script = (req, res, n) => (n <= 2 ? req && res.socket?.destroy() : json(res, 200, { data: website(4, "a.com") }));
    expect((await server.client().getWebsite(4)).id).toBe(4);
    server.seen = [];
    server.script = (_req, res) => res.socket?.destroy();
    const e = (await caught(server.client({ maxRetries: 1 }).getWebsite(4))) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ECONNRESET");
    expect(server.seen).toHaveLength(2);
  });

  it("a request with no answer times out", async () => {
    server.script = () => undefined; // never answers
    const e = (await caught(server.client({ timeoutMs: 300, maxRetries: 0 }).getAccount())) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ETIMEDOUT");
  });

  it("an https base URL for a server that answers in plain HTTP is a TLS error that says so, not retried", async () => {
    server.script = (_req, res) => json(res, 200, listOf([]));
    const e = (await caught(server.client({ baseUrl: server.base.replace("http://", "https://") }).listWebsites())) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect(e.code).toBe("ERR_SSL_WRONG_VERSION_NUMBER");
    expect(e.message).toMatch(/the TLS handshake with 127\.0\.0\.1:\d+ failed: it does not answer in TLS \(is it served over http:\/\/, not https:\/\/\?\)/);
    expect(e.maybeSent).toBe(false);
  });

  it("a refused connection is a TransportError naming the cause", async () => {
    const c = createClient({ baseUrl: "http://127.0.0.1:1", apiKey: KEY, maxRetries: 1, backoffBaseMs: 1 });
    server.track(c);
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
      const viaName = server.base.replace("127.0.0.1", "localhost");
      server.script = (_req, res) => json(res, 200, { data: website(4, "a.com") });
      // a create is safe to repeat too: the request never left
      expect((await server.client({ baseUrl: viaName }).getWebsite(4)).id).toBe(4);
      expect(server.seen).toHaveLength(1);

      failures = 10;
      server.seen = [];
      const temporary = (await caught(server.client({ baseUrl: viaName, maxRetries: 1 }).getWebsite(4))) as TransportError;
      expect(temporary.code).toBe("EAI_AGAIN");
      expect(temporary.maybeSent).toBe(false);
      expect(temporary.message).toMatch(/^read website 4: the host name localhost could not be resolved for now/);
      expect(server.seen).toHaveLength(0);

      lookup.mockImplementation(((...args: Parameters<typeof dns.lookup>) => {
        const callback = args[args.length - 1] as (error: NodeJS.ErrnoException) => void;
        process.nextTick(() => callback(Object.assign(new Error("getaddrinfo ENOTFOUND localhost"), { code: "ENOTFOUND" })));
      }) as typeof dns.lookup);
      const calls = lookup.mock.calls.length;
      const missing = (await caught(server.client({ baseUrl: viaName, maxRetries: 3 }).getWebsite(4))) as TransportError;
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
    server.script = () => controller.abort(); // cancelled once the server has the request; never answered
    const pending = server.client().getAccount({ signal: controller.signal });
    expect(await caught(pending)).toBeInstanceOf(AbortedError);
  });
});
