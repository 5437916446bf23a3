import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

describe("faults", () => {
  it("errorRate answers 500/502/503 before doing any work", async () => {
    const emu = await emulator({ faults: { errorRate: 1, seed: 7 } });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const r = await call(emu, "POST", "/api/v1/websites", { form: { domain: `e${i}.com` } });
      statuses.add(r.status);
    }
    expect([...statuses].sort()).toEqual([500, 502, 503]);
    expect(emu.store.size()).toBe(0);
  });

  it("resetRate destroys the connection without an answer and without doing the work", async () => {
    const emu = await emulator({ faults: { resetRate: 1 } });
    await expect(call(emu, "POST", "/api/v1/websites", { form: { domain: "r.com" } })).rejects.toThrow();
    expect(emu.store.size()).toBe(0);
  });

  it("lostCreateRate commits the create and then drops the connection", async () => {
    const emu = await emulator({ faults: { lostCreateRate: 1 } });
    await expect(call(emu, "POST", "/api/v1/websites", { form: { domain: "lost.com" } })).rejects.toThrow();
    expect(emu.store.list("test-key").map((w) => w.domain)).toEqual(["lost.com"]);
    // Only creates are lost.
    expect((await call(emu, "GET", "/api/v1/websites")).status).toBe(200);
  });

  it("faults can be changed and cleared at run time", async () => {
    const emu = await emulator();
    expect((await call(emu, "GET", "/api/v1/account")).status).toBe(200);
    emu.faults.set({ errorRate: 1 });
    expect((await call(emu, "GET", "/api/v1/account")).status).toBeGreaterThanOrEqual(500);
    expect(emu.faults.get().errorRate).toBe(1);
    emu.faults.clear();
    expect((await call(emu, "GET", "/api/v1/account")).status).toBe(200);
    expect(() => emu.faults.set({ errorRate: 2 })).toThrow(RangeError);
  });

  it("the same seed replays the same faults", async () => {
    const run = async () => {
      const emu = await emulator({ faults: { errorRate: 0.5, seed: 42 } });
      const out: number[] = [];
      for (let i = 0; i < 20; i++) out.push((await call(emu, "GET", "/api/v1/account")).status);
      return out;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    expect(a).toContain(200);
    expect(a.some((s) => s >= 500)).toBe(true);
  });
});
