// getStatistics with withoutWaiting: an optional look-up that never waits for the rate limit
// and is never retried. Timed behaviour runs on the fake clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  AbortedError,
  PhpAnalyticsClient,
  RateLimitedError,
  ServerError,
  TransportError,
  WouldWaitError,
  type ClientEvent,
  type ClientOptions,
  type StatisticsParams,
} from "../../src/api";
import { FakeClock, flush } from "./fake-clock";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { json, startLoopback, type Loopback, type Script } from "./loopback";

let server: Loopback;
const clients = openClients(() => ({ baseUrl: server.url, apiKey: "secret-api-key-123", backoffBaseMs: 10 }));

function client(options: Partial<ClientOptions> = {}): PhpAnalyticsClient {
  return clients.open(options);
}

const params: StatisticsParams = { name: "pageviews", from: "1970-01-01", to: "2024-03-31", sortBy: "value", sort: "asc", perPage: 10 };
const emptyPage = { current_page: 1, data: [], from: null, last_page: 1, next_page_url: null, per_page: "10", to: null, total: 0, status: 200 };
const account = {
  data: {
    id: 1,
    name: "A",
    email: "a@example.com",
    plan: { id: 1, name: "P", features: { pageviews: -1, websites: -1, email_reports: 1, data_export: 1, api: 1 } },
  },
};
const limited = (remaining: number) => ({ "x-ratelimit-limit": "60", "x-ratelimit-remaining": String(remaining) });
/** Answers every request with a success and the given Remaining. */
const answering =
  (remaining: number): Script =>
  (req, res) =>
    json(res, 200, req.url.startsWith("/api/v1/stats/") ? emptyPage : account, limited(remaining));
const statsSent = () => server.seen.filter((s) => s.url.startsWith("/api/v1/stats/")).length;

beforeAll(async () => {
  server = await startLoopback();
});

afterEach(async () => {
  server.seen.length = 0;
  await clients.closeAll();
});

afterAll(() => server.close());

describe("withoutWaiting", () => {
  it("is sent when the budget allows, the first request of a client included", async () => {
    server.script = answering(58);
    const c = client({ clock: new FakeClock() });
    expect(await c.getStatistics(7, params, { withoutWaiting: true })).toMatchObject({ total: 0, perPage: 10 });
    expect(await c.getStatistics(7, params, { withoutWaiting: true })).toMatchObject({ total: 0 });
    expect(statsSent()).toBe(2);
  });

  it("fails at once, unsent, when the budget is spent, where a plain call waits for the window", async () => {
    server.script = answering(0);
    const clock = new FakeClock();
    const c = client({ clock });
    await c.getAccount();
    const error = await caught(c.getStatistics(7, params, { withoutWaiting: true }));
    expect(error).toBeInstanceOf(WouldWaitError);
    expect(error.message).toBe(
      "read pageviews statistics of website 7: not sent: skipped so as not to wait for the rate limit (its budget is spent or the server asked to wait)",
    );
    expect(error.status).toBeUndefined();
    expect(statsSent()).toBe(0);
    // nothing was taken from the budget: a plain call goes when the window frees up
    const waiting = c.getStatistics(7, params);
    await clock.advance(59_999);
    expect(statsSent()).toBe(0);
    await clock.advance(1);
    await waiting;
    expect(statsSent()).toBe(1);
  });

  it("fails at once, unsent, during a Retry-After pause, and is sent once it is over", async () => {
    server.script = (req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }, { "retry-after": "30" }) : answering(50)(req, res, n));
    const clock = new FakeClock();
    const c = client({ clock, maxRetries: 0 });
    expect(await caught(c.getAccount())).toBeInstanceOf(ServerError);
    expect(await caught(c.getStatistics(7, params, { withoutWaiting: true }))).toBeInstanceOf(WouldWaitError);
    await clock.advance(29_999);
    expect(await caught(c.getStatistics(7, params, { withoutWaiting: true }))).toBeInstanceOf(WouldWaitError);
    expect(statsSent()).toBe(0);
    await clock.advance(1);
    await c.getStatistics(7, params, { withoutWaiting: true });
    expect(statsSent()).toBe(1);
  });

  it("waits for the first request's answer, which tells the budget: a round trip, not the rate limit", async () => {
    let held: (() => void) | undefined;
    server.script = (req, res, n) => (n === 1 ? (held = () => answering(59)(req, res, n)) : answering(58)(req, res, n));
    const c = client({ clock: new FakeClock() });
    const first = c.getAccount();
    while (held === undefined) await new Promise((r) => setImmediate(r));
    const lookup = c.getStatistics(7, params, { withoutWaiting: true });
    await flush();
    expect(statsSent()).toBe(0);
    held();
    await first;
    await lookup;
    expect(statsSent()).toBe(1);
  });

  it("still fails at once when the first answer told of a spent budget", async () => {
    let held: (() => void) | undefined;
    server.script = (req, res, n) => (n === 1 ? (held = () => answering(0)(req, res, n)) : answering(0)(req, res, n));
    const c = client({ clock: new FakeClock() });
    const first = c.getAccount();
    while (held === undefined) await new Promise((r) => setImmediate(r));
    const lookup = caught(c.getStatistics(7, params, { withoutWaiting: true }));
    held();
    await first;
    expect(await lookup).toBeInstanceOf(WouldWaitError);
    expect(statsSent()).toBe(0);
  });

  const failures: [string, Script, new (...args: never[]) => Error][] = [
    ["a 503", (_req, res) => json(res, 503, { message: "Service Unavailable" }), ServerError],
    ["a 429", (_req, res) => json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "1", ...limited(0) }), RateLimitedError],
    ["a reset connection", (_req, res) => res.socket?.destroy(), TransportError],
  ];
  it.each(failures)("is not retried after %s, nor waits a backoff", async (_what, script, type) => {
    server.script = script;
    const events: ClientEvent[] = [];
    const clock = new FakeClock();
    const c = client({ clock, requestsPerMinute: 0, logger: (e) => events.push(e) });
    expect(await caught(c.getStatistics(7, params, { withoutWaiting: true }))).toBeInstanceOf(type);
    expect(server.seen).toHaveLength(1);
    expect(events.filter((e) => e.type === "retry")).toEqual([]);
    await flush();
    expect(clock.pending).toBe(0);
  });

  it("a plain call is still retried after the same 503", async () => {
    server.script = (req, res, n) => (n === 1 ? json(res, 503, { message: "Service Unavailable" }) : answering(50)(req, res, n));
    await client({ requestsPerMinute: 0 }).getStatistics(7, params);
    expect(server.seen).toHaveLength(2);
  });

  it("a cancelled call is an AbortedError and sends nothing", async () => {
    server.script = answering(50);
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    const error = await caught(client().getStatistics(7, params, { withoutWaiting: true, signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(server.seen).toHaveLength(0);
  });
});
