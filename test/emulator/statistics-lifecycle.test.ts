// Statistics live and die with their website (notes, "Deleting a website deletes its
// statistics"), and reading them is an API request like any other for the limiter.
import { describe, expect, it } from "vitest";
import { FakeClock } from "./fake-clock";
import { call, emulator } from "./helpers";

const ALL_TIME = "name=pageviews&from=1970-01-01&to=2026-11-27&sort_by=value&sort=asc&per_page=10";

describe("statistics and the website's life", () => {
  it("are deleted with the website: a new website of the same domain starts with none", async () => {
    const emu = await emulator();
    const created = await call(emu, "POST", "/api/v1/websites", { form: { domain: "history.example.com" } });
    const id: number = created.body.data.id;
    emu.recordPageviews(id, { "2024-03-04": 5 });
    emu.recordVisitors(id, { "2024-03-04": 2 });
    expect((await call(emu, "GET", `/api/v1/stats/${id}?${ALL_TIME}`)).body.total).toBe(1);

    expect((await call(emu, "DELETE", `/api/v1/websites/${id}`)).status).toBe(200);
    expect(emu.statistics.has(id)).toBe(false);
    expect((await call(emu, "GET", `/api/v1/stats/${id}?${ALL_TIME}`)).status).toBe(404);

    const again = await call(emu, "POST", "/api/v1/websites", { form: { domain: "history.example.com" } });
    const newId: number = again.body.data.id;
    expect(newId).not.toBe(id);
    const fresh = await call(emu, "GET", `/api/v1/stats/${newId}?${ALL_TIME}`);
    expect(fresh.body).toMatchObject({ data: [], from: null, to: null, total: 0 });
    const visitors = await call(emu, "GET", `/api/v1/stats/${newId}?name=visitors&from=1970-01-01&to=2026-11-27`);
    expect(visitors.body.total).toBe(0);
  });

  it("are deleted when the store is cleared", async () => {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "cleared.example.com" });
    emu.recordPageviews(w.id, { "2024-03-04": 5 });
    emu.store.clear();
    expect(emu.statistics.has(w.id)).toBe(false);
  });

  it("stay when another website is deleted", async () => {
    const emu = await emulator();
    const keep = emu.store.create("test-key", { domain: "keep.example.com" });
    const drop = emu.store.create("test-key", { domain: "drop.example.com" });
    emu.recordPageviews(keep.id, { "2024-03-04": 5 });
    emu.recordPageviews(drop.id, { "2024-03-04": 1 });
    emu.store.delete("test-key", drop.id);
    expect((await call(emu, "GET", `/api/v1/stats/${keep.id}?${ALL_TIME}`)).body.data).toEqual([{ value: "2024-03-04", count: "5" }]);
  });
});

describe("the limiter counts statistics requests", () => {
  it("with the account's other requests, in the same window", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T19:35:21Z"));
    const emu = await emulator({ rateLimit: undefined, clock });
    const w = emu.store.create("test-key", { domain: "limited.example.com" });
    const stats = `/api/v1/stats/${w.id}?${ALL_TIME}`;
    for (let i = 0; i < 30; i++) expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(200);
    for (let i = 0; i < 29; i++) expect((await call(emu, "GET", stats)).status).toBe(200);
    const last = await call(emu, "GET", stats);
    expect(last.status).toBe(200);
    expect(last.headers.get("x-ratelimit-limit")).toBe("60");
    expect(last.headers.get("x-ratelimit-remaining")).toBe("0");
    await clock.advance(10_000);
    const limited = await call(emu, "GET", stats);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too Many Attempts." });
    expect(limited.headers.get("retry-after")).toBe("50");
    // Its 422s and 404s count too; all come after the limiter.
    await clock.advance(50_000);
    const invalid = await call(emu, "GET", `/api/v1/stats/${w.id}`);
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("x-ratelimit-remaining")).toBe("59");
    const missing = await call(emu, "GET", `/api/v1/stats/999?${ALL_TIME}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-ratelimit-remaining")).toBe("58");
  });

  it("checks the plan's API access before validating a statistics query", async () => {
    const emu = await emulator({ noApiAccessKeys: ["free"] });
    const r = await call(emu, "GET", "/api/v1/stats/1", { key: "free" });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: "You don't have access to this feature.", status: 403 });
  });
});
