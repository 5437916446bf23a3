// The latency model of the real server (notes, "Latency and concurrency"): a request is
// carried out at once and answered late; several are served at the same time; a client that
// stops waiting does not undo its request. Driven by a fake clock: nothing here sleeps.
import { describe, expect, it } from "vitest";
import { FakeClock } from "./fake-clock";
import { call, emulator } from "./helpers";

const headers = { Authorization: "Bearer test-key", Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" };
const post = (url: string, domain: string, signal?: AbortSignal) =>
  fetch(`${url}/api/v1/websites`, { method: "POST", headers, body: `domain=${domain}`, signal });

describe("latency: committed at once, answered late", () => {
  it("holds the answer for latencyMs after the website is stored", async () => {
    const clock = new FakeClock();
    const emu = await emulator({ clock, faults: { latencyMs: 200 } });
    const armed = clock.nextTimer();
    const answer = post(emu.url, "late.example.com");
    expect(await armed).toBe(200);
    // Committed, not yet answered.
    expect(emu.store.list("test-key").map((w) => w.domain)).toEqual(["late.example.com"]);
    expect(emu.delayedAnswers).toBe(1);
    await clock.advance(199);
    expect(emu.delayedAnswers).toBe(1);
    await clock.advance(1);
    expect(emu.delayedAnswers).toBe(0);
    const res = await answer;
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { domain: string } }).data.domain).toBe("late.example.com");
  });

  it("keeps a request whose client gave up waiting", async () => {
    const clock = new FakeClock();
    const emu = await emulator({ clock, faults: { latencyMs: 250 } });
    const abort = new AbortController();
    const armed = clock.nextTimer();
    const answer = post(emu.url, "gave-up.example.com", abort.signal);
    await armed;
    abort.abort();
    await expect(answer).rejects.toThrow();
    await clock.advance(250);
    expect(emu.store.list("test-key").map((w) => w.domain)).toEqual(["gave-up.example.com"]);
    // The client's retry meets its own committed create.
    const again = clock.nextTimer();
    const retry = call(emu, "POST", "/api/v1/websites", { form: { domain: "gave-up.example.com" } });
    await clock.advance(await again);
    expect((await retry).body).toEqual({ message: { domain: ["The domain has already been taken."] }, status: 422 });
  });

  it("serves several requests at the same time", async () => {
    const clock = new FakeClock();
    const emu = await emulator({ clock, faults: { latencyMs: 300 } });
    const armedAll = Promise.all(Array.from({ length: 5 }, () => clock.nextTimer()));
    const answers = Array.from({ length: 5 }, (_, i) => post(emu.url, `c${i}.example.com`));
    await armedAll;
    expect(emu.store.count("test-key")).toBe(5);
    expect(emu.delayedAnswers).toBe(5);
    await clock.advance(300);
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it("draws each delay from a [min, max] range, the same sequence for the same seed", async () => {
    const delays = async (seed: number) => {
      const clock = new FakeClock();
      const emu = await emulator({ clock, faults: { latencyMs: [100, 300], seed } });
      for (let i = 0; i < 20; i++) {
        const armed = clock.nextTimer();
        const answer = call(emu, "GET", "/api/v1/account");
        await clock.advance(await armed);
        expect((await answer).status).toBe(200);
      }
      return clock.armed;
    };
    const a = await delays(11);
    expect(a).toHaveLength(20);
    for (const ms of a) {
      expect(ms).toBeGreaterThanOrEqual(100);
      expect(ms).toBeLessThanOrEqual(300);
    }
    expect(new Set(a).size).toBeGreaterThan(5);
    expect(await delays(11)).toEqual(a);
    expect(await delays(12)).not.toEqual(a);
  });

  it("adds latency spikes on top", async () => {
    const clock = new FakeClock();
    const emu = await emulator({ clock, faults: { latencyMs: 100, latencySpikeRate: 1, latencySpikeMs: 1_500 } });
    const armed = clock.nextTimer();
    const answer = call(emu, "GET", "/api/v1/account");
    expect(await armed).toBe(1_600);
    await clock.advance(1_600);
    expect((await answer).status).toBe(200);
  });

  it("rejects a bad range", async () => {
    const emu = await emulator();
    expect(() => emu.faults.set({ latencyMs: [300, 100] })).toThrow(/min <= max/);
    expect(() => emu.faults.set({ latencyMs: -1 })).toThrow(RangeError);
  });
});
