import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

describe("rate limit", () => {
  it("puts X-RateLimit-Limit and X-RateLimit-Remaining on every response", async () => {
    const emu = await emulator({ rateLimit: 5 });
    const ok = await call(emu, "GET", "/api/v1/account");
    expect(ok.headers.get("x-ratelimit-limit")).toBe("5");
    expect(ok.headers.get("x-ratelimit-remaining")).toBe("4");
    const unauth = await call(emu, "GET", "/api/v1/account", { key: "bad" });
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get("x-ratelimit-remaining")).toBe("3");
    const notFound = await call(emu, "GET", "/api/v1/websites/77");
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("2");
    expect(ok.headers.get("retry-after")).toBeNull();
  });

  it("answers 429 Too Many Attempts with Retry-After and X-RateLimit-Reset, then recovers after the window", async () => {
    let clock = Date.parse("2024-05-01T10:00:00Z");
    const emu = await emulator({ rateLimit: 5, now: () => clock });
    for (let i = 0; i < 5; i++) expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(200);
    clock += 20_000;
    const r = await call(emu, "GET", "/api/v1/websites");
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ message: "Too Many Attempts." });
    expect(r.headers.get("retry-after")).toBe("40");
    expect(r.headers.get("x-ratelimit-reset")).toBe(String(Date.parse("2024-05-01T10:01:00Z") / 1000));
    expect(r.headers.get("x-ratelimit-limit")).toBe("5");
    expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(emu.stats.rateLimited).toBe(1);
    clock += 40_000;
    const after = await call(emu, "GET", "/api/v1/websites");
    expect(after.status).toBe(200);
    expect(after.headers.get("x-ratelimit-remaining")).toBe("4");
  });

  it("uses a 60 a minute default and a configurable window", async () => {
    const emu = await emulator({ rateLimit: undefined });
    expect((await call(emu, "GET", "/api/v1/account")).headers.get("x-ratelimit-limit")).toBe("60");
    const short = await emulator({ rateLimit: 1, rateLimitWindowMs: 50 });
    expect((await call(short, "GET", "/api/v1/account")).status).toBe(200);
    expect((await call(short, "GET", "/api/v1/account")).status).toBe(429);
    await new Promise((r) => setTimeout(r, 60));
    expect((await call(short, "GET", "/api/v1/account")).status).toBe(200);
  });

  it("rate limit 0 turns the limit and its headers off", async () => {
    const emu = await emulator({ rateLimit: 0 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => call(emu, "GET", "/api/v1/account")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0]?.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
