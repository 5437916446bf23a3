// Laravel's throttle as the real application runs it (notes, "Rate limit"): per client
// address, whatever the key, a fixed window from the first request, on the emulator's clock.
import { describe, expect, it } from "vitest";
import { FakeClock } from "./fake-clock";
import { call, emulator } from "./helpers";

describe("rate limit", () => {
  it("puts X-RateLimit-Limit and X-RateLimit-Remaining on every authenticated response", async () => {
    const emu = await emulator({ rateLimit: 5 });
    const ok = await call(emu, "GET", "/api/v1/account");
    expect(ok.headers.get("x-ratelimit-limit")).toBe("5");
    expect(ok.headers.get("x-ratelimit-remaining")).toBe("4");
    const notFound = await call(emu, "GET", "/api/v1/websites/77");
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("3");
    const invalid = await call(emu, "POST", "/api/v1/websites", { form: {} });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("x-ratelimit-remaining")).toBe("2");
    expect(ok.headers.get("retry-after")).toBeNull();
    expect(ok.headers.get("x-ratelimit-reset")).toBeNull();
  });

  it("counts per client address: two accounts' keys from one address share one budget", async () => {
    const emu = await emulator({ rateLimit: 3, apiKeys: ["a", "b"] });
    for (let i = 0; i < 2; i++) expect((await call(emu, "GET", "/api/v1/account", { key: "a" })).status).toBe(200);
    const b = await call(emu, "GET", "/api/v1/account", { key: "b" });
    expect(b.status).toBe(200);
    expect(b.headers.get("x-ratelimit-remaining")).toBe("0");
    // once the window is spent, another account's key and a wrong key are both refused
    const other = await call(emu, "GET", "/api/v1/account", { key: "b" });
    expect(other.status).toBe(429);
    expect(other.body).toEqual({ message: "Too Many Attempts." });
    expect((await call(emu, "GET", "/api/v1/account", { key: "wrong" })).status).toBe(429);
  });

  it("counts per account when asked to (rateLimitPer: account)", async () => {
    const emu = await emulator({ rateLimit: 2, apiKeys: ["a", "b"], rateLimitPer: "account" });
    for (let i = 0; i < 2; i++) expect((await call(emu, "GET", "/api/v1/account", { key: "a" })).status).toBe(200);
    expect((await call(emu, "GET", "/api/v1/account", { key: "a" })).status).toBe(429);
    const b = await call(emu, "GET", "/api/v1/account", { key: "b" });
    expect(b.status).toBe(200);
    expect(b.headers.get("x-ratelimit-remaining")).toBe("1");
    // A wrong key is counted per client address, apart from both accounts.
    const wrong = await call(emu, "GET", "/api/v1/account", { key: "wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("x-ratelimit-remaining")).toBe("1");
    expect((await call(emu, "GET", "/api/v1/account", { key: "b" })).headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it("answers the 61st request of a window 429 with Retry-After = seconds left, then recovers", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T19:35:21.400Z"));
    const emu = await emulator({ rateLimit: undefined, clock });
    for (let i = 0; i < 60; i++) expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(200);
    await clock.advance(3_000);
    const r = await call(emu, "GET", "/api/v1/websites");
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ message: "Too Many Attempts." });
    // The window ends 60 s after the first request's whole second: 19:36:21.
    expect(r.headers.get("retry-after")).toBe("57");
    expect(r.headers.get("x-ratelimit-reset")).toBe(String(Date.parse("2026-11-21T19:36:21Z") / 1000));
    expect(r.headers.get("x-ratelimit-limit")).toBe("60");
    expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(emu.stats.rateLimited).toBe(1);
    await clock.advance(56_599); // 19:36:20.999
    expect((await call(emu, "GET", "/api/v1/websites")).headers.get("retry-after")).toBe("1");
    await clock.advance(1);
    const after = await call(emu, "GET", "/api/v1/websites");
    expect(after.status).toBe(200);
    expect(after.headers.get("x-ratelimit-remaining")).toBe("59");
  });

  it("answers 429 as an HTML page to a client that does not ask for JSON", async () => {
    const emu = await emulator({ rateLimit: 1 });
    expect((await call(emu, "GET", "/api/v1/account")).status).toBe(200);
    const r = await call(emu, "GET", "/api/v1/account", { accept: "text/html" });
    expect(r.status).toBe(429);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.body).toBeUndefined();
    expect(r.text).toContain("Too Many Requests");
    expect(r.headers.get("retry-after")).not.toBeNull();
    expect(r.headers.get("x-ratelimit-reset")).not.toBeNull();
  });

  it("has a configurable window", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T10:00:00Z"));
    const short = await emulator({ rateLimit: 1, rateLimitWindowMs: 5_000, clock });
    expect((await call(short, "GET", "/api/v1/account")).status).toBe(200);
    const limited = await call(short, "GET", "/api/v1/account");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("5");
    await clock.advance(5_000);
    expect((await call(short, "GET", "/api/v1/account")).status).toBe(200);
  });

  it("rate limit 0 turns the limit and its headers off", async () => {
    const emu = await emulator({ rateLimit: 0 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => call(emu, "GET", "/api/v1/account")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0]?.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
