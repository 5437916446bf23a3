import { describe, expect, it } from "vitest";
import { StoreError } from "../../src/emulator";
import { call, emulator } from "./helpers";

describe("store API and stats", () => {
  it("seeds many websites quickly and they are visible over HTTP", async () => {
    const emu = await emulator();
    const seeded = emu.store.seed("test-key", 5000);
    expect(seeded).toHaveLength(5000);
    expect(emu.store.count("test-key")).toBe(5000);
    const r = await call(emu, "GET", "/api/v1/websites?per_page=100");
    expect(r.body.meta.total).toBe(5000);
  });

  it("changes behind the API's back show up in GET", async () => {
    const emu = await emulator({ apiKeys: ["a", "b"] });
    const w = emu.store.create("a", { domain: "WWW.Back.com", privacy: 1, exclude_ips: "1.1.1.1" });
    expect(w.domain).toBe("back.com");
    emu.store.update("a", w.id, { privacy: 0, favorite: true });
    const r = await call(emu, "GET", `/api/v1/websites/${w.id}`, { key: "a" });
    expect(r.body.data).toMatchObject({ privacy: 0, favorite: true, exclude_ips: "1.1.1.1" });
    expect(emu.store.delete("b", w.id)).toBe(false);
    expect(emu.store.delete("a", w.id)).toBe(true);
    expect((await call(emu, "GET", `/api/v1/websites/${w.id}`, { key: "a" })).status).toBe(404);
    expect(() => emu.store.create("nobody", { domain: "x.com" })).toThrow(StoreError);
    emu.store.create("b", { domain: "dup.com" });
    expect(() => emu.store.create("a", { domain: "dup.com" })).toThrow(StoreError);
    expect(emu.store.account("a").id).toBe(1);
    expect(emu.store.listAccounts()).toHaveLength(2);
  });

  it("counts requests by route pattern and resets", async () => {
    const emu = await emulator({ rateLimit: 1 });
    await call(emu, "GET", "/api/v1/websites/1");
    await call(emu, "GET", "/api/v1/websites/2");
    await call(emu, "GET", "/api/v1/websites");
    expect(emu.stats.total).toBe(3);
    expect(emu.stats.count("GET /api/v1/websites/{id}")).toBe(2);
    expect(emu.stats.snapshot().byRoute).toEqual({ "GET /api/v1/websites/{id}": 2, "GET /api/v1/websites": 1 });
    expect(emu.stats.rateLimited).toBe(2);
    expect(emu.stats.snapshot().byStatus).toEqual({ "404": 1, "429": 2 });
    emu.stats.reset();
    expect(emu.stats.snapshot()).toEqual({ total: 0, byRoute: {}, byStatus: {}, rateLimited: 0 });
  });

  it("logs method, path, status and time but never the key or a password", async () => {
    const lines: string[] = [];
    const emu = await emulator({ log: (l) => lines.push(l) });
    await call(emu, "POST", "/api/v1/websites", { form: { domain: "log.com", privacy: "2", password: "hunter2" } });
    // The line is written before the answer is sent.
    expect(lines.some((l) => /^POST \/api\/v1\/websites 201 [\d.]+ms$/.test(l))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/hunter2|test-key/);
    const quiet: string[] = [];
    const q = await emulator({ quiet: true, log: (l) => quiet.push(l) });
    await call(q, "GET", "/api/v1/account");
    expect(quiet).toEqual([]);
  });
});
