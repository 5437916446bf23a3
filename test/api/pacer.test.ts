import { describe, expect, it } from "vitest";
import { Pacer, rateLimitInfo, type Ticket } from "../../src/api/pacer";
import { FakeClock, flush } from "./fake-clock";

function setup(options: { requestsPerMinute?: number; windowMs?: number } = {}) {
  const clock = new FakeClock();
  const pacer = new Pacer({ ...options, clock });
  const granted: Ticket[] = [];
  const ask = (n: number, signal?: AbortSignal) =>
    Array.from({ length: n }, () =>
      pacer.acquire(signal).then((t) => {
        granted.push(t);
        return t;
      }),
    );
  return { clock, pacer, granted, ask };
}

describe("Pacer", () => {
  it("does nothing when pacing is off (0)", async () => {
    const { ask, granted } = setup({ requestsPerMinute: 0 });
    await Promise.all(ask(500));
    expect(granted).toHaveLength(500);
  });

  it("sends one probe first, then the rest at once when the server has budget", async () => {
    const { ask, granted, pacer, clock } = setup();
    ask(10);
    await flush();
    expect(granted).toHaveLength(1);
    pacer.complete(granted[0] as Ticket, { limit: 60, remaining: 59 });
    await flush();
    expect(granted).toHaveLength(10);
    expect(granted.every((t) => t.startedAt === clock.now())).toBe(true);
  });

  it("does not wait for a slow probe longer than a moment", async () => {
    const { ask, granted, clock } = setup();
    ask(5);
    await flush();
    expect(granted).toHaveLength(1);
    await clock.advance(1_999);
    expect(granted).toHaveLength(1);
    await clock.advance(1);
    expect(granted).toHaveLength(5);
  });

  it("a probe that failed without a response lets the next one probe", async () => {
    const { ask, granted, pacer } = setup();
    ask(3);
    await flush();
    pacer.complete(granted[0] as Ticket, null);
    await flush();
    expect(granted).toHaveLength(2);
    pacer.complete(granted[1] as Ticket, { limit: 60, remaining: 58 });
    await flush();
    expect(granted).toHaveLength(3);
  });

  it("does not slow down at all when the server sends no rate-limit headers", async () => {
    const { ask, granted, pacer } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, {});
    ask(300);
    await flush();
    expect(granted).toHaveLength(301);
  });

  it("reports no wait for a request that did not wait, however the clock ticks meanwhile", async () => {
    // each reading of this clock is a millisecond later, as a busy machine's can be
    const clock = new FakeClock();
    let ticks = 0;
    const ticking = { now: () => clock.now() + ticks++, setTimeout: clock.setTimeout.bind(clock), clearTimeout: clock.clearTimeout.bind(clock) };
    const pacer = new Pacer({ clock: ticking });
    const first = await pacer.acquire();
    pacer.complete(first, {});
    const later = await Promise.all([pacer.acquire(), pacer.acquire(), pacer.acquire()]);
    expect([first, ...later].map((t) => t.waitedMs)).toEqual([0, 0, 0, 0]);
  });

  it("an explicit cap applies even when the server does not limit", async () => {
    const { ask, granted, pacer, clock } = setup({ requestsPerMinute: 3 });
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, {});
    ask(5);
    await flush();
    expect(granted).toHaveLength(3);
    await clock.advance(60_000);
    expect(granted).toHaveLength(6);
  });

  it("keeps to the server's limit over a sliding window", async () => {
    const { ask, granted, pacer, clock } = setup();
    const t0 = clock.now();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, { limit: 3, remaining: 2 });
    await clock.advance(10_000);
    ask(1);
    await flush();
    pacer.complete(granted[1] as Ticket, { limit: 3, remaining: 1 });
    await clock.advance(10_000);
    ask(3);
    await flush();
    expect(granted).toHaveLength(3);
    pacer.complete(granted[2] as Ticket, { limit: 3, remaining: 0 });
    await clock.advance(39_999);
    expect(granted).toHaveLength(3);
    await clock.advance(1);
    expect(granted).toHaveLength(4);
    expect((granted[3] as Ticket).startedAt).toBe(t0 + 60_000);
    expect((granted[3] as Ticket).waitedMs).toBe(40_000);
    await clock.advance(10_000);
    expect(granted).toHaveLength(5);
    expect((granted[4] as Ticket).startedAt).toBe(t0 + 70_000);
  });

  it("respects a window already part-used by someone else (Remaining lower than the limit)", async () => {
    const { ask, granted, pacer, clock } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, { limit: 60, remaining: 2 });
    ask(10);
    await flush();
    // Two more fit; the other 8 wait for the window to free up.
    expect(granted).toHaveLength(3);
    await clock.advance(59_999);
    expect(granted).toHaveLength(3);
    await clock.advance(1);
    expect(granted).toHaveLength(11);
  });

  it("a fresh window reported by the server releases waiting requests", async () => {
    const { ask, granted, pacer } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, { limit: 60, remaining: 1 });
    ask(5);
    await flush();
    expect(granted).toHaveLength(2);
    // The second request's response says the server's window has reset.
    pacer.complete(granted[1] as Ticket, { limit: 60, remaining: 59 });
    await flush();
    expect(granted).toHaveLength(6);
  });

  it("ignores an older response's Remaining once a newer one has been seen", async () => {
    const { ask, granted, pacer } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, { limit: 10, remaining: 9 });
    ask(3);
    await flush();
    expect(granted).toHaveLength(4);
    pacer.complete(granted[3] as Ticket, { limit: 10, remaining: 6 });
    pacer.complete(granted[1] as Ticket, { limit: 10, remaining: 0 }); // stale
    ask(6);
    await flush();
    expect(granted).toHaveLength(10);
  });

  it("counts a request from its answer, so a slow request does not free its slot early", async () => {
    const { ask, granted, pacer, clock } = setup({ windowMs: 10_000 });
    ask(1);
    await flush();
    await clock.advance(3_000); // the server saw the request somewhere in these 3 s
    pacer.complete(granted[0] as Ticket, { limit: 1, remaining: 0 });
    ask(1);
    await clock.advance(9_999);
    expect(granted).toHaveLength(1);
    await clock.advance(1);
    expect(granted).toHaveLength(2);
    expect((granted[1] as Ticket).startedAt - (granted[0] as Ticket).startedAt).toBe(13_000);
  });

  it("pauseUntil holds every request (a 429's Retry-After)", async () => {
    const { ask, granted, pacer, clock } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, { limit: 60, remaining: 50 });
    pacer.pauseUntil(clock.now() + 1_000);
    ask(3);
    await clock.advance(999);
    expect(granted).toHaveLength(1);
    await clock.advance(1);
    expect(granted).toHaveLength(4);
  });

  it("a cancelled wait leaves the queue", async () => {
    const { ask, granted, pacer, clock } = setup({ requestsPerMinute: 1 });
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, {});
    const controller = new AbortController();
    const [waiting] = ask(1, controller.signal);
    await flush();
    expect(pacer.waiting).toBe(1);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
    expect(pacer.waiting).toBe(0);
    await clock.advance(60_000);
    expect(granted).toHaveLength(1);
  });

  it("serves waiters in order under a steady stream", async () => {
    const { ask, granted, pacer, clock } = setup({ requestsPerMinute: 2, windowMs: 1_000 });
    ask(1);
    await flush();
    pacer.complete(granted[0] as Ticket, {});
    const order: number[] = [];
    const all = ask(6).map((p, i) => p.then(() => order.push(i)));
    await clock.advance(3_000);
    await Promise.all(all);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    // 2 per second: 1 left in the first window, then 2, 2, 1.
    expect(granted.map((t) => t.startedAt - granted[0]!.startedAt)).toEqual([0, 0, 1_000, 1_000, 2_000, 2_000, 3_000]);
  });

  it("rejects a negative requestsPerMinute", () => {
    expect(() => new Pacer({ requestsPerMinute: -1 })).toThrow(/requestsPerMinute/);
  });
});

describe("rateLimitInfo", () => {
  it("reads the headers and leaves out what is absent or garbled", () => {
    expect(rateLimitInfo({ "x-ratelimit-limit": "60", "x-ratelimit-remaining": "12" })).toEqual({ limit: 60, remaining: 12 });
    expect(rateLimitInfo({ "x-ratelimit-limit": "60", "x-ratelimit-remaining": "abc" })).toEqual({ limit: 60 });
    expect(rateLimitInfo({})).toEqual({});
  });
});
