// The client against the API emulator over real loopback HTTP when things go wrong: the
// faults the emulator injects, and pacing against its rate limit on a fake clock.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient, type ClientEvent, type ClientOptions } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { FakeClock } from "./fake-clock";
import { KEY, useEmulatorClients } from "./emulator-clients";

const setup = useEmulatorClients();
const { client, track } = setup;

describe("faults", () => {
  it("retries through injected 5xx and resets", async () => {
    const c = client({ maxRetries: 8 });
    const w = await c.createWebsite({ domain: "faulty-example.com" });
    setup.emu.faults.set({ errorRate: 0.3, resetRate: 0.1, seed: 7 });
    for (let i = 0; i < 20; i += 1) expect((await c.getWebsite(w.id)).id).toBe(w.id);
    expect((await c.updateWebsite(w.id, { emailReports: true })).emailReports).toBe(true);
    const failures = Object.entries(setup.emu.stats.snapshot().byStatus)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, v]) => n + v, 0);
    expect(failures).toBeGreaterThan(0);
    setup.emu.faults.clear();
    await c.deleteWebsite(w.id);
  });

  it("a create whose response is lost ends with exactly one website", async () => {
    setup.emu.faults.set({ lostCreateRate: 1 });
    const events: ClientEvent[] = [];
    const c = client({
      logger: (e) => {
        events.push(e);
        // Only the first create is lost.
        if (e.type === "transport_error") setup.emu.faults.set({ lostCreateRate: 0 });
      },
    });
    const w = await c.createWebsite({ domain: "lost-example.com", emailReports: true });
    expect(w).toMatchObject({ domain: "lost-example.com", emailReports: true });
    const all = await c.listAllWebsites({ search: "lost-example.com" });
    expect(all.websites.filter((x) => x.domain === "lost-example.com")).toHaveLength(1);
    expect(setup.emu.stats.count("POST /api/v1/websites")).toBe(1);
    expect(events.find((e) => e.type === "create_lookup")).toMatchObject({ found: true });
  });

  it("finds a created website whose domain holds the search's special characters, so a lost create still lands once", async () => {
    // the server searches with LIKE, where a backslash escapes, "_" matches any character and "%" any run
    const domain = "my\\site_1%.example.com";
    setup.emu.faults.set({ lostCreateRate: 1 });
    const c = client({ logger: (e) => e.type === "transport_error" && setup.emu.faults.set({ lostCreateRate: 0 }) });
    const w = await c.createWebsite({ domain });
    expect(w.domain).toBe(domain);
    expect(setup.emu.stats.count("POST /api/v1/websites")).toBe(1);
    await c.createWebsite({ domain: "mysite-1x.example.com" }); // what "_" and "%" would match too
    expect((await c.findWebsiteByDomain(domain))?.id).toBe(w.id);
  });

  it("a create that keeps failing before any work is retried and lands once", async () => {
    setup.emu.faults.set({ errorRate: 0.5, seed: 3 });
    const c = client({ maxRetries: 8 });
    const w = await c.createWebsite({ domain: "flaky-create-example.com" });
    setup.emu.faults.clear();
    const all = await c.listAllWebsites({ search: "flaky-create-example.com" });
    expect(all.websites.map((x) => x.id)).toEqual([w.id]);
  });
});

describe("pacing against the server's rate limit (emulator and client on one fake clock)", () => {
  let limited: EmulatorHandle;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock(Date.parse("2026-11-21T10:00:00Z"));
    limited = await startEmulator({ apiKeys: [KEY], rateLimit: 30, quiet: true, clock });
  });
  afterEach(async () => {
    await limited.close();
  });

  /** A client whose waits run on the fake clock, and a way to run its calls to the end. */
  function pacedClient(extra: Partial<ClientOptions> = {}) {
    let inFlight = 0;
    let idle: (() => void) | undefined;
    const c = createClient({
      baseUrl: limited.url,
      apiKey: KEY,
      clock,
      ...extra,
      logger: (event) => {
        if (event.type === "request") inFlight += 1;
        if (event.type === "response" || event.type === "transport_error") {
          inFlight -= 1;
          if (inFlight === 0) idle?.();
        }
      },
    });
    track(c);
    /** Real HTTP settles first; the fake clock moves only while nothing is on the wire. */
    async function drive<T>(work: Promise<T>): Promise<T> {
      let done = false;
      void work.then(
        () => (done = true),
        () => (done = true),
      );
      for (let step = 0; step < 10_000 && !done; step += 1) {
        if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve));
        else await clock.advance(1_000);
      }
      return work;
    }
    return { c, drive };
  }

  it("100 concurrent reads under 30 a minute: no 429, in the fewest windows", async () => {
    const id = limited.store.create(KEY, { domain: "paced-example.com" }).id;
    const { c, drive } = pacedClient();
    const started = clock.now();
    const results = await drive(Promise.all(Array.from({ length: 100 }, () => c.getWebsite(id))));
    expect(results.every((w) => w.id === id)).toBe(true);
    // 100 requests at 30 a window need three more windows after the first.
    const elapsed = clock.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3 * 60_000);
    expect(elapsed).toBeLessThan(4 * 60_000);
    // Not even the client's own retries were needed: pacing alone kept within the limit.
    expect(limited.stats.rateLimited).toBe(0);
    expect(limited.stats.total).toBe(100);
  });

  it("a window part-used by an earlier process is respected", async () => {
    const id = limited.store.create(KEY, { domain: "paced2-example.com" }).id;
    const earlier = pacedClient({ requestsPerMinute: 0 });
    await earlier.drive(Promise.all(Array.from({ length: 25 }, () => earlier.c.getWebsite(id))));
    const later = pacedClient();
    await later.drive(Promise.all(Array.from({ length: 20 }, () => later.c.getWebsite(id))));
    expect(limited.stats.rateLimited).toBe(0);
    expect(limited.stats.total).toBe(45);
  });
});

describe("pacing without rate-limit headers", () => {
  it("the client does not slow down", async () => {
    setup.emu.store.create(KEY, { domain: "fast-example.com" });
    const events: ClientEvent[] = [];
    const c = client({ logger: (event) => events.push(event) });
    await Promise.all(Array.from({ length: 150 }, () => c.getAccount()));
    // The others wait only for the first answer, which tells the server does not limit:
    // no request waits once a second answer has come.
    const responses = events.flatMap((e, i) => (e.type === "response" ? [i] : []));
    const paced = events.flatMap((e, i) => (e.type === "paced" ? [i] : []));
    expect(paced.length).toBeLessThanOrEqual(149);
    expect(paced.every((i) => i < responses[1]!)).toBe(true);
    const secondWave: ClientEvent[] = [];
    const c2 = client({ logger: (event) => event.type === "paced" && secondWave.push(event) });
    await c2.getAccount();
    await Promise.all(Array.from({ length: 50 }, () => c2.getAccount()));
    expect(secondWave).toHaveLength(0);
  });
});
