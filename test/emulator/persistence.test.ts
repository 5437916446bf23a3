import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { FakeClock } from "./fake-clock";
import { call } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "emu-data-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--data persistence", () => {
  it("keeps websites, accounts and the id sequence across a restart", async () => {
    const file = join(dir, "store.json");
    const first = await startEmulator({ dataFile: file, apiKeys: ["k1", "k2"], rateLimit: 0 });
    await call(first, "POST", "/api/v1/websites", { key: "k1", form: { domain: "one.com", privacy: "2", password: "pw", exclude_params: "utm" } });
    const two = await call(first, "POST", "/api/v1/websites", { key: "k2", form: { domain: "two.com" } });
    await call(first, "PUT", `/api/v1/websites/${two.body.data.id}`, { key: "k2", form: { favorite: "1" } });
    const gone = await call(first, "POST", "/api/v1/websites", { key: "k1", form: { domain: "gone.com" } });
    await call(first, "DELETE", `/api/v1/websites/${gone.body.data.id}`, { key: "k1" });
    const before = await call(first, "GET", "/api/v1/websites/1", { key: "k1" });
    await first.close();

    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain('"k1"');

    // Keys given in another order still find their own websites.
    const second = await startEmulator({ dataFile: file, apiKeys: ["k2", "k1"], rateLimit: 0 });
    try {
      expect((await call(second, "GET", "/api/v1/websites/1", { key: "k1" })).body).toEqual(before.body);
      expect(second.store.get("k1", 1)?.exclude_params).toBe("utm");
      const k2 = await call(second, "GET", "/api/v1/websites", { key: "k2" });
      expect(k2.body.data.map((w: { domain: string; favorite: boolean }) => [w.domain, w.favorite])).toEqual([["two.com", true]]);
      const next = await call(second, "POST", "/api/v1/websites", { key: "k1", form: { domain: "three.com" } });
      expect(next.body.data.id).toBe(4);
      // A domain of an account whose key is gone stays taken.
      const third = await startEmulator({ dataFile: file, apiKeys: ["k3"], rateLimit: 0 });
      try {
        const dup = await call(third, "POST", "/api/v1/websites", { key: "k3", form: { domain: "one.com" } });
        expect(dup.status).toBe(422);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });

  it("writes soon after a mutation (20 ms later, one write for a burst), before close", async () => {
    const file = join(dir, "soon.json");
    const clock = new FakeClock();
    const emu = await startEmulator({ dataFile: file, rateLimit: 0, clock });
    const websites = () => JSON.parse(readFileSync(file, "utf8")).websites as unknown[];
    try {
      // Written once at start-up, so an unwritable file is found at once.
      expect(websites()).toEqual([]);
      const armed = clock.nextTimer();
      emu.store.create("test-key", { domain: "soon.com" });
      emu.store.create("test-key", { domain: "soon2.com" });
      expect(await armed).toBe(20);
      expect(clock.pending).toBe(1);
      await emu.persisted();
      expect(websites()).toEqual([]);
      await clock.advance(20);
      await emu.persisted();
      expect(websites()).toHaveLength(2);
    } finally {
      await emu.close();
    }
  });

  it("creates the data file's directory when it is missing", async () => {
    const file = join(dir, "new", "deeper", "store.json");
    const emu = await startEmulator({ dataFile: file, rateLimit: 0 });
    try {
      expect((await call(emu, "POST", "/api/v1/websites", { form: { domain: "dir.example.com" } })).status).toBe(201);
    } finally {
      await emu.close();
    }
    expect(JSON.parse(readFileSync(file, "utf8")).websites).toHaveLength(1);
  });

  it("refuses to start when the data file cannot be written", async () => {
    const blocker = join(dir, "a-file");
    writeFileSync(blocker, "");
    await expect(startEmulator({ dataFile: join(blocker, "store.json") })).rejects.toThrow(/directory of data file .*a-file\/store\.json/);
    // A directory where the file should be.
    await expect(startEmulator({ dataFile: dir })).rejects.toThrow(/cannot read data file .*: it is a directory/);
  });

  it("keeps the websites' statistics across a restart, and forgets a deleted website's", async () => {
    const file = join(dir, "statistics.json");
    const q = "name=pageviews&from=2024-01-01&to=2024-12-31&sort_by=value&sort=asc";
    const first = await startEmulator({ dataFile: file, rateLimit: 0 });
    const kept = first.store.create("test-key", { domain: "kept.example.com" });
    const gone = first.store.create("test-key", { domain: "gone.example.com" });
    first.recordPageviews(kept.id, { "2024-03-04": 5, "2024-03-05": 2 });
    first.recordVisitors(kept.id, { "2024-03-04": 1 });
    first.recordStatistics(kept.id, "browser", [{ day: "2024-03-04", value: "Firefox", count: 3 }]);
    first.recordPageviews(gone.id, { "2024-03-04": 9 });
    await call(first, "DELETE", `/api/v1/websites/${gone.id}`);
    const before = await call(first, "GET", `/api/v1/stats/${kept.id}?${q}`);
    await first.close();
    const written = JSON.parse(readFileSync(file, "utf8")) as { statistics: { websiteId: number }[] };
    expect(written.statistics.map((s) => s.websiteId)).not.toContain(gone.id);

    const second = await startEmulator({ dataFile: file, rateLimit: 0 });
    try {
      // The same rows (the links name the new port).
      const after = await call(second, "GET", `/api/v1/stats/${kept.id}?${q}`);
      expect(before.body.total).toBe(2);
      expect([after.body.data, after.body.total]).toEqual([before.body.data, before.body.total]);
      const browsers = await call(second, "GET", `/api/v1/stats/${kept.id}?name=browser&from=2024-03-04&to=2024-03-04`);
      expect(browsers.body.data).toEqual([{ value: "Firefox", count: "3" }]);
      const visitors = await call(second, "GET", `/api/v1/stats/${kept.id}?name=visitors&from=2024-03-04&to=2024-03-04`);
      expect(visitors.body.data).toEqual([{ value: "2024-03-04", count: "1" }]);
    } finally {
      await second.close();
    }
  });

  it("writes soon after statistics are recorded", async () => {
    const file = join(dir, "statistics-soon.json");
    const clock = new FakeClock();
    const emu = await startEmulator({ dataFile: file, rateLimit: 0, clock });
    try {
      const w = emu.store.create("test-key", { domain: "soon.example.com" });
      await clock.advance(20);
      await emu.persisted();
      const armed = clock.nextTimer();
      emu.recordPageviews(w.id, { "2024-03-04": 5 });
      expect(await armed).toBe(20);
      await clock.advance(20);
      await emu.persisted();
      expect(JSON.parse(readFileSync(file, "utf8")).statistics).toEqual([{ websiteId: w.id, name: "pageviews", rows: [["2024-03-04", "2024-03-04", 5]] }]);
    } finally {
      await emu.close();
    }
  });

  it("loads a data file written before statistics were kept (none then)", async () => {
    const file = join(dir, "old.json");
    const created = Date.parse("2026-11-01T10:00:00Z");
    const website = {
      id: 3,
      accountId: 1,
      domain: "old.example.com",
      privacy: 0,
      email: 0,
      password: null,
      exclude_bots: 1,
      exclude_ips: null,
      exclude_params: null,
      favoritedAt: null,
      createdAt: created,
      updatedAt: created,
    };
    const account = { id: 1, keyHash: null, name: "Account 1", email: "account1@example.test", createdAt: created };
    writeFileSync(file, JSON.stringify({ version: 1, nextId: 4, accounts: [account], websites: [website] }));
    const emu = await startEmulator({ dataFile: file, rateLimit: 0 });
    try {
      expect(emu.store.find("old.example.com")?.id).toBe(3);
      expect(emu.statistics.has(3)).toBe(false);
    } finally {
      await emu.close();
    }
    // Rewritten with the new section, still version 1.
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ version: 1, statistics: [] });
  });

  it("refuses a data file whose statistics are not its own", async () => {
    const file = join(dir, "bad-statistics.json");
    writeFileSync(file, JSON.stringify({ version: 1, nextId: 1, accounts: [], websites: [], statistics: [{ websiteId: 1, name: "clicks", rows: [] }] }));
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not an emulator data file/);
    const website = {
      id: 1,
      accountId: 1,
      domain: "x.example.com",
      privacy: 0,
      email: 0,
      password: null,
      exclude_bots: 1,
      exclude_ips: null,
      exclude_params: null,
      favoritedAt: null,
      createdAt: 0,
      updatedAt: 0,
    };
    const account = { id: 1, keyHash: null, name: "Account 1", email: "account1@example.test", createdAt: 0 };
    const rows = [["2024-02-30", "2024-02-30", 1]];
    writeFileSync(
      file,
      JSON.stringify({ version: 1, nextId: 2, accounts: [account], websites: [website], statistics: [{ websiteId: 1, name: "pageviews", rows }] }),
    );
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/cannot read the statistics of data file .*2024-02-30/);
  });

  it("refuses a data file that is not its own", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, '{"hello": 1}');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not an emulator data file/);
  });
});
