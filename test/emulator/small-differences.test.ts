// The last differences seen between the application and a naive double, closed:
// docs/internals/api-behaviour.md, "Validation on create" (privacy=abc), "Page links" (the
// order of the query), "Rate limit" (requests without a valid key are counted).
import { describe, expect, it } from "vitest";
import { FakeClock } from "./fake-clock";
import { call, emulator } from "./helpers";

const BOTH_PRIVACY = ["The privacy field must be an integer.", "The privacy field must be between 0 and 2."];

describe("privacy=abc", () => {
  it("gets both messages on create, in order", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { form: { domain: "abc.example.com", privacy: "abc" } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { privacy: BOTH_PRIVACY }, status: 422 });
    expect(emu.store.size()).toBe(0);
  });

  it("gets both messages on update", async () => {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "abc.example.com", privacy: 0 });
    const r = await call(emu, "PUT", `/api/v1/websites/${w.id}`, { form: { privacy: "abc" } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { privacy: BOTH_PRIVACY }, status: 422 });
  });

  it("runs between on the size of a value that is no integer (Laravel's rule)", async () => {
    const emu = await emulator();
    const privacy = async (value: string) =>
      (await call(emu, "POST", "/api/v1/websites", { form: { domain: "size.example.com", privacy: value } })).body.message.privacy;
    // Two characters fit 0..2; a numeric string is measured as its number.
    expect(await privacy("ab")).toEqual(["The privacy field must be an integer."]);
    expect(await privacy("1.5")).toEqual(["The privacy field must be an integer."]);
    expect(await privacy("5.5")).toEqual(BOTH_PRIVACY);
    const bots = await call(emu, "POST", "/api/v1/websites", { form: { domain: "size.example.com", exclude_bots: "no" } });
    expect(bots.body.message.exclude_bots).toEqual(["The exclude bots field must be an integer.", "The exclude bots field must be between 0 and 1."]);
  });
});

describe("page links of a list with favorite", () => {
  it("write the query as search_by, favorite, sort_by, sort, per_page, page", async () => {
    const emu = await emulator();
    emu.store.seed("test-key", 12);
    const r = await call(emu, "GET", "/api/v1/websites?favorite=0&per_page=10&page=1");
    const query = (u: string) => new URL(u).search;
    expect(query(r.body.links.next)).toBe("?search_by=domain&favorite=0&sort_by=id&sort=desc&per_page=10&page=2");
    expect(r.body.meta.links.map((l: { url: string | null }) => l.url && query(l.url))).toContain(
      "?search_by=domain&favorite=0&sort_by=id&sort=desc&per_page=10&page=1",
    );
  });
});

describe("requests without a valid key are counted", () => {
  it("a 401 and a 302 carry X-RateLimit-Limit and X-RateLimit-Remaining", async () => {
    const emu = await emulator({ rateLimit: 60 });
    const unauthorized = await call(emu, "GET", "/api/v1/websites", { key: null });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("x-ratelimit-limit")).toBe("60");
    expect(unauthorized.headers.get("x-ratelimit-remaining")).toBe("59");
    const redirected = await call(emu, "GET", "/api/v1/account", { key: "wrong", accept: null });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("x-ratelimit-limit")).toBe("60");
    expect(redirected.headers.get("x-ratelimit-remaining")).toBe("58");
    // A valid key from the same address shares the count.
    expect((await call(emu, "GET", "/api/v1/account")).headers.get("x-ratelimit-remaining")).toBe("57");
  });

  it("the 61st unauthenticated request of a minute from one address gets 429 Too Many Attempts.", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T19:35:21.400Z"));
    const emu = await emulator({ rateLimit: undefined, clock });
    for (let i = 0; i < 60; i++) {
      const r = await call(emu, "GET", "/api/v1/websites", { key: i % 2 ? "wrong" : null });
      expect(r.status).toBe(401);
    }
    await clock.advance(2_000);
    const limited = await call(emu, "GET", "/api/v1/websites", { key: "wrong" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too Many Attempts." });
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("retry-after")).toBe("58");
    // A valid key from the same address is held back too: the budget is the address's.
    expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(429);
    await clock.advance(58_000);
    expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(200);
    expect((await call(emu, "GET", "/api/v1/websites", { key: "wrong" })).status).toBe(401);
  });
});
