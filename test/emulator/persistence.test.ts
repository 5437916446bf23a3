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

  it("refuses a data file that is not its own", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, '{"hello": 1}');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not an emulator data file/);
  });
});
