import { describe, expect, it } from "vitest";
import { sleep } from "../../src/api/clock";
import { backoffDelay, parseRetryAfter, retryDelay, RetryBudget } from "../../src/api/retry";
import { FakeClock } from "./fake-clock";

const opts = (r: number) => ({ baseMs: 500, maxMs: 20_000, random: () => r });

describe("backoff", () => {
  it("grows exponentially under full jitter and is capped", () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, opts(0.999999)))).toEqual([499, 999, 1999, 3999, 7999]);
    expect(backoffDelay(10, opts(0.999999))).toBe(19_999);
    expect(backoffDelay(3, opts(0))).toBe(0);
    expect(backoffDelay(3, opts(0.5))).toBe(2_000);
  });

  it("spreads concurrent callers over the whole interval", () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const delays = Array.from({ length: 1000 }, () => backoffDelay(2, { baseMs: 500, maxMs: 20_000, random }));
    expect(Math.min(...delays)).toBeLessThan(200);
    expect(Math.max(...delays)).toBeGreaterThan(1800);
    expect(new Set(delays).size).toBeGreaterThan(500);
  });

  it("waits what Retry-After says, plus a little jitter", () => {
    expect(retryDelay(0, 2_000, opts(0))).toBe(2_000);
    expect(retryDelay(4, 2_000, opts(0.5))).toBe(2_125);
    expect(retryDelay(1, undefined, opts(0.5))).toBe(500);
  });

  it("sleeps on the given clock", async () => {
    const clock = new FakeClock();
    let done = false;
    void sleep(clock, backoffDelay(2, opts(0.5))).then(() => (done = true));
    await clock.advance(999);
    expect(done).toBe(false);
    await clock.advance(1);
    expect(done).toBe(true);
  });

  it("a cancelled sleep rejects at once", async () => {
    const clock = new FakeClock();
    const controller = new AbortController();
    const pending = sleep(clock, 10_000, controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(pending).rejects.toThrow("cancelled");
    expect(clock.pending).toBe(0);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("3", 0)).toBe(3_000);
    expect(parseRetryAfter(["1"], 0)).toBe(1_000);
    const now = Date.parse("2024-05-01T10:00:00Z");
    expect(parseRetryAfter("Wed, 01 May 2024 10:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Wed, 01 May 2024 09:00:00 GMT", now)).toBe(0);
  });

  it("ignores what it cannot read", () => {
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
  });
});

describe("RetryBudget", () => {
  it("is bounded by attempts", () => {
    const budget = new RetryBudget(2, Infinity);
    expect(budget.allows(0, 0)).toBe(true);
    expect(budget.take()).toBe(0);
    expect(budget.take()).toBe(1);
    expect(budget.allows(0, 0)).toBe(false);
  });

  it("is bounded by total time, counting the coming wait", () => {
    const budget = new RetryBudget(10, 120_000);
    expect(budget.allows(100_000, 20_000)).toBe(true);
    expect(budget.allows(100_000, 20_001)).toBe(false);
  });
});
