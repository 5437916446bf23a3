// Pacer.tryAcquire: a turn only when a request could start at once, counted as acquire's are.
import { describe, expect, it } from "vitest";
import { Pacer, type Ticket } from "../../src/api/pacer";
import { FakeClock, flush } from "./fake-clock";

function setup(options: { requestsPerMinute?: number; windowMs?: number } = {}) {
  const clock = new FakeClock();
  const pacer = new Pacer({ ...options, clock });
  return { clock, pacer };
}

/** Takes turns with tryAcquire until it refuses; at most `max`. */
function takeAll(pacer: Pacer, max = 1_000): Ticket[] {
  const taken: Ticket[] = [];
  for (let t = pacer.tryAcquire(); t !== undefined; t = taken.length < max ? pacer.tryAcquire() : undefined) taken.push(t);
  return taken;
}

describe("Pacer.tryAcquire", () => {
  it("always grants when pacing is off", () => {
    const { pacer } = setup({ requestsPerMinute: 0 });
    expect(takeAll(pacer, 500)).toHaveLength(500);
  });

  it("grants the first request as the probe, and nothing else until its answer", async () => {
    const { pacer, clock } = setup();
    const probe = pacer.tryAcquire() as Ticket;
    expect(probe).toMatchObject({ startedAt: clock.now(), waitedMs: 0 });
    expect(pacer.tryAcquire()).toBeUndefined();
    // a blocking caller would go on after the probe wait; a non-blocking one is refused meanwhile
    await clock.advance(1_999);
    expect(pacer.tryAcquire()).toBeUndefined();
    pacer.complete(probe, { limit: 60, remaining: 59 });
    expect(pacer.tryAcquire()).toBeDefined();
  });

  it("a probe taken with tryAcquire holds back acquire's callers as any probe does", async () => {
    const { pacer } = setup();
    const probe = pacer.tryAcquire() as Ticket;
    const granted: Ticket[] = [];
    void pacer.acquire().then((t) => granted.push(t));
    await flush();
    expect(granted).toHaveLength(0);
    pacer.complete(probe, { limit: 60, remaining: 59 });
    await flush();
    expect(granted).toHaveLength(1);
  });

  it("spends the same budget as acquire: the server's Remaining less what it may not have counted", async () => {
    const { pacer, clock } = setup();
    pacer.complete(pacer.tryAcquire() as Ticket, { limit: 60, remaining: 3 });
    await pacer.acquire();
    expect(takeAll(pacer)).toHaveLength(2);
    expect(pacer.tryAcquire()).toBeUndefined();
    // a blocking caller now waits, and is served first when the window frees up
    const granted: Ticket[] = [];
    void pacer.acquire().then((t) => granted.push(t));
    await flush();
    expect(pacer.waiting).toBe(1);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(60_000);
    expect(granted).toHaveLength(1);
  });

  it("keeps to the sliding log of its own requests", async () => {
    const { pacer, clock } = setup({ requestsPerMinute: 3 });
    pacer.complete(pacer.tryAcquire() as Ticket, {});
    expect(takeAll(pacer)).toHaveLength(2);
    await clock.advance(59_999);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(1);
    expect(takeAll(pacer)).toHaveLength(3);
  });

  it("a released ticket gives its place back; a completed one keeps it", () => {
    const { pacer } = setup({ requestsPerMinute: 2 });
    pacer.complete(pacer.tryAcquire() as Ticket, {});
    const second = pacer.tryAcquire() as Ticket;
    expect(pacer.tryAcquire()).toBeUndefined();
    pacer.release(second);
    const third = pacer.tryAcquire() as Ticket;
    expect(third).toBeDefined();
    pacer.complete(third, {});
    pacer.release(third);
    expect(pacer.tryAcquire()).toBeUndefined();
  });

  it("refuses during a Retry-After pause and grants once it is over", async () => {
    const { pacer, clock } = setup();
    pacer.complete(pacer.tryAcquire() as Ticket, { limit: 60, remaining: 50 });
    pacer.pauseUntil(clock.now() + 1_000);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(999);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(1);
    expect(pacer.tryAcquire()).toBeDefined();
  });

  it("after a 429 (Remaining 0, the window ending by Retry-After) refuses until the window ends", async () => {
    const { pacer, clock } = setup();
    pacer.complete(pacer.tryAcquire() as Ticket, { limit: 60, remaining: 0 });
    pacer.windowEndsBy(clock.now() + 5_000);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(4_999);
    expect(pacer.tryAcquire()).toBeUndefined();
    await clock.advance(1);
    expect(pacer.tryAcquire()).toBeDefined();
  });
});

describe("Pacer.firstAnswer", () => {
  it("is there only while the probe's answer is awaited, and settles when it comes, after the waiting callers' turns", async () => {
    const { pacer } = setup();
    expect(pacer.firstAnswer()).toBeUndefined();
    const probe = pacer.tryAcquire() as Ticket;
    const order: string[] = [];
    void pacer.acquire().then(() => order.push("waiting caller"));
    void pacer.firstAnswer()!.then(() => order.push("first answer"));
    await flush();
    expect(order).toEqual([]);
    pacer.complete(probe, { limit: 60, remaining: 59 });
    await flush();
    expect(order).toEqual(["waiting caller", "first answer"]);
    expect(pacer.firstAnswer()).toBeUndefined();
    expect(pacer.tryAcquire()).toBeDefined();
  });

  it("settles when the others stop waiting for the probe, and when the probe is given back unsent", async () => {
    const { pacer, clock } = setup();
    pacer.tryAcquire();
    let settled = false;
    void pacer.firstAnswer()!.then(() => (settled = true));
    await clock.advance(1_999);
    expect(settled).toBe(false);
    await clock.advance(1);
    expect(settled).toBe(true);

    const again = setup();
    const unsent = again.pacer.tryAcquire() as Ticket;
    let told = false;
    void again.pacer.firstAnswer()!.then(() => (told = true));
    again.pacer.release(unsent);
    await flush();
    expect(told).toBe(true);
  });

  it("is never there with pacing off", () => {
    const { pacer } = setup({ requestsPerMinute: 0 });
    pacer.tryAcquire();
    expect(pacer.firstAnswer()).toBeUndefined();
  });
});
