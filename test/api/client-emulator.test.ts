// The client against the API emulator over real loopback HTTP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createClient,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PhpAnalyticsClient,
  ServerError,
  UnauthorizedError,
  ValidationError,
  type ClientEvent,
  type ClientOptions,
} from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { FakeClock } from "./fake-clock";

const KEY = "test-key";
let emu: EmulatorHandle;
const clients = openClients(() => ({ baseUrl: emu.url, apiKey: KEY, backoffBaseMs: 20 }));

function client(options: Partial<ClientOptions> = {}): PhpAnalyticsClient {
  return clients.open(options);
}

beforeAll(async () => {
  emu = await startEmulator({ apiKeys: [KEY, "other-key"], noApiAccessKeys: ["no-api-key"], rateLimit: 0, quiet: true });
});

beforeEach(() => {
  emu.faults.clear();
  emu.stats.reset();
  emu.resetRateLimits();
});

afterEach(() => clients.closeAll());

afterAll(async () => {
  await emu.close();
});

describe("operations", () => {
  it("create, read, update, list, delete a website and read the account", async () => {
    const c = client();
    const created = await c.createWebsite({
      domain: "https://WWW.Ops-Example.com",
      privacy: "password",
      password: "s3cret-pw",
      emailReports: true,
      excludeBots: false,
      excludeParams: ["utm_source"],
      excludeIps: ["10.0.0.1", "192.168.0.0/16"],
    });
    expect(created).toMatchObject({
      domain: "ops-example.com",
      privacy: "password",
      emailReports: true,
      hasPassword: true,
      excludeBots: false,
      excludeIps: ["10.0.0.1", "192.168.0.0/16"],
      favorite: false,
      favoritedAt: null,
    });
    expect(created.id).toBeGreaterThan(0);

    const read = await c.getWebsite(String(created.id));
    expect(read).toMatchObject({ id: created.id, domain: "ops-example.com", privacy: "password", emailReports: true, excludeBots: false });

    const updated = await c.updateWebsite(created.id, { privacy: "private", favorite: true });
    expect(updated).toMatchObject({ privacy: "private", favorite: true, emailReports: true, excludeBots: false });
    expect(updated.favoritedAt).not.toBeNull();

    const page = await c.listWebsites({ search: "ops-example", perPage: 10 });
    expect(page.websites.map((w) => w.id)).toContain(created.id);
    expect(page).toMatchObject({ page: 1, perPage: 10 });
    const favs = await c.listWebsites({ favorite: true, perPage: 100 });
    expect(favs.websites.every((w) => w.favorite)).toBe(true);
    expect(await c.findWebsiteByDomain("WWW.OPS-EXAMPLE.COM")).toMatchObject({ id: created.id });

    await c.deleteWebsite(created.id);
    expect(await caught(c.getWebsite(created.id))).toBeInstanceOf(NotFoundError);
    expect(await c.getWebsiteOrNull(created.id)).toBeNull();

    const account = await c.getAccount();
    expect(account).toMatchObject({ plan: { limits: { websites: expect.any(Number), api: 1 } } });
    expect(typeof account.email).toBe("string");
  });

  it("create defaults every setting explicitly", async () => {
    const c = client();
    const w = await c.createWebsite({ domain: "defaults-example.com" });
    expect(w).toMatchObject({ privacy: "public", emailReports: false, excludeBots: true, hasPassword: false, excludeIps: [] });
    const stored = emu.store.get(KEY, w.id);
    expect(stored).toMatchObject({ privacy: 0, email: 0, exclude_bots: 1 });
    await c.deleteWebsite(w.id);
  });

  it("iterates every page and collects with a maximum", async () => {
    const c = client({ requestsPerMinute: 0 });
    for (let i = 0; i < 23; i += 1) emu.store.create(KEY, { domain: `page${String(i).padStart(2, "0")}.iter-example.com` });
    const seen: string[] = [];
    for await (const w of c.iterateWebsites({ search: "iter-example.com", perPage: 10, sortBy: "domain", sort: "asc" })) seen.push(w.domain);
    expect(seen).toHaveLength(23);
    expect(seen[0]).toBe("page00.iter-example.com");
    expect(seen[22]).toBe("page22.iter-example.com");
    expect(emu.stats.count("GET /api/v1/websites")).toBe(3);

    const some = await c.listAllWebsites({ search: "iter-example.com", perPage: 10, maxItems: 12 });
    expect(some.websites).toHaveLength(12);
    expect(some.total).toBe(23);
    const all = await c.listAllWebsites({ search: "iter-example.com" });
    expect(all.websites).toHaveLength(23);
  });

  it("misses no website when one listed earlier is deleted between two page reads", async () => {
    const c = client({ requestsPerMinute: 0 });
    const created = Array.from({ length: 25 }, (_, i) => emu.store.create(KEY, { domain: `shift${String(i).padStart(2, "0")}.iter2-example.com` }));
    const seen: number[] = [];
    for await (const w of c.iterateWebsites({ search: "iter2-example.com", perPage: 10, sortBy: "id", sort: "asc" })) {
      seen.push(w.id);
      // once page 1 is read, one of its websites goes: the one at index 10 moves up onto page 1
      if (seen.length === 10) emu.store.delete(KEY, created[4]!.id);
    }
    expect(seen.sort((a, b) => a - b)).toEqual(created.map((w) => w.id));
  });
});

describe("errors from the server", () => {
  it("401 for an unknown key", async () => {
    const e = await caught(client({ apiKey: "wrong-key" }).getAccount());
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.status).toBe(401);
    expect(e.message).not.toContain("wrong-key");
  });

  it("403 for an account without API access", async () => {
    expect(await caught(client({ apiKey: "no-api-key" }).listWebsites())).toBeInstanceOf(ForbiddenError);
  });

  it("404 for an unknown id; another account's website is unknown too", async () => {
    const theirs = emu.store.create("other-key", { domain: "theirs-example.com" });
    expect(await caught(client().getWebsite(999_999))).toBeInstanceOf(NotFoundError);
    expect(await caught(client().getWebsite(theirs.id))).toBeInstanceOf(NotFoundError);
  });

  it("422 with the field: duplicate domain, 256-character domain", async () => {
    const c = client();
    const w = await c.createWebsite({ domain: "dup-example.com" });
    const dup = (await caught(c.createWebsite({ domain: "http://dup-example.com" }))) as ValidationError;
    expect(dup).toBeInstanceOf(ValidationError);
    expect(dup.fields.domain?.[0]).toMatch(/already been taken/);
    const long = `${"a".repeat(252)}.com`;
    expect(long).toHaveLength(256);
    const tooLong = (await caught(c.createWebsite({ domain: long }))) as ValidationError;
    expect(tooLong).toBeInstanceOf(ValidationError);
    expect(Object.keys(tooLong.fields)).toContain("domain");
    expect(tooLong.message).toMatch(/^create website a+\.com: the server rejected the request \(domain: /);
    await c.deleteWebsite(w.id);
  });

  it("a PUT to a missing id answers like a 404, although the deployed service answers 500", async () => {
    const e = await caught(client().updateWebsite(999_998, { favorite: true }));
    expect(e).toBeInstanceOf(NotFoundError);
    expect(e.cause).toBeInstanceOf(ServerError);
    expect(emu.stats.count("PUT /api/v1/websites/{id}")).toBeGreaterThanOrEqual(1);
    expect(emu.stats.count("GET /api/v1/websites/{id}")).toBe(1);
  });

  it("delete of a missing id is NotFound, unless told to ignore it", async () => {
    expect(await caught(client().deleteWebsite(999_997))).toBeInstanceOf(NotFoundError);
    await expect(client().deleteWebsite(999_997, { ignoreNotFound: true })).resolves.toBeUndefined();
  });
});

describe("a base URL with a wrong path", () => {
  it("is a wrong address: a delete told to ignore a missing website does not take it for deleted", async () => {
    const wrong = client({ baseUrl: `${emu.url}/analytics` });
    const error = await caught(wrong.deleteWebsite(1, { ignoreNotFound: true }));
    expect(error.name).toBe("EndpointNotFoundError");
    expect((await caught(wrong.getWebsite(1))).name).toBe("EndpointNotFoundError");
  });
});

describe("bad input is rejected before any request", () => {
  it("non-numeric id, bad per_page, password privacy without password", async () => {
    const c = client();
    const id = (await caught(c.getWebsite("abc"))) as InvalidInputError;
    expect(id).toBeInstanceOf(InvalidInputError);
    expect(id.field).toBe("id");
    const perPage = (await caught(c.listWebsites({ perPage: 20 }))) as InvalidInputError;
    expect(perPage.message).toBe("list websites: per_page must be one of 10, 25, 50, 100 (got 20)");
    const pw = (await caught(c.createWebsite({ domain: "pw-example.com", privacy: "password" }))) as InvalidInputError;
    expect(pw).toBeInstanceOf(InvalidInputError);
    expect(pw.field).toBe("password");
    expect(pw.message).toMatch(/password/);
    expect(emu.stats.total).toBe(0);
  });

  it("empty API key, base URL that is not http(s)", () => {
    expect(() => createClient({ baseUrl: emu.url, apiKey: "" })).toThrow(/the API key is empty$/);
    expect(() => createClient({ baseUrl: emu.url.replace("http", "ftp"), apiKey: KEY })).toThrow(/the base URL must start with http:\/\/ or https:\/\//);
    expect(() => createClient({ baseUrl: "127.0.0.1 8080", apiKey: KEY })).toThrow(/the base URL is not a valid URL.*http:\/\/127\.0\.0\.1:8080/);
  });
});

describe("faults", () => {
  it("retries through injected 5xx and resets", async () => {
    const c = client({ maxRetries: 8 });
    const w = await c.createWebsite({ domain: "faulty-example.com" });
    emu.faults.set({ errorRate: 0.3, resetRate: 0.1, seed: 7 });
    for (let i = 0; i < 20; i += 1) expect((await c.getWebsite(w.id)).id).toBe(w.id);
    expect((await c.updateWebsite(w.id, { emailReports: true })).emailReports).toBe(true);
    const failures = Object.entries(emu.stats.snapshot().byStatus)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, v]) => n + v, 0);
    expect(failures).toBeGreaterThan(0);
    emu.faults.clear();
    await c.deleteWebsite(w.id);
  });

  it("a create whose response is lost ends with exactly one website", async () => {
    emu.faults.set({ lostCreateRate: 1 });
    const events: ClientEvent[] = [];
    const c = client({
      logger: (e) => {
        events.push(e);
        // Only the first create is lost.
        if (e.type === "transport_error") emu.faults.set({ lostCreateRate: 0 });
      },
    });
    const w = await c.createWebsite({ domain: "lost-example.com", emailReports: true });
    expect(w).toMatchObject({ domain: "lost-example.com", emailReports: true });
    const all = await c.listAllWebsites({ search: "lost-example.com" });
    expect(all.websites.filter((x) => x.domain === "lost-example.com")).toHaveLength(1);
    expect(emu.stats.count("POST /api/v1/websites")).toBe(1);
    expect(events.find((e) => e.type === "create_lookup")).toMatchObject({ found: true });
  });

  it("finds a created website whose domain holds the search's special characters, so a lost create still lands once", async () => {
    // the server searches with LIKE, where a backslash escapes, "_" matches any character and "%" any run
    const domain = "my\\site_1%.example.com";
    emu.faults.set({ lostCreateRate: 1 });
    const c = client({ logger: (e) => e.type === "transport_error" && emu.faults.set({ lostCreateRate: 0 }) });
    const w = await c.createWebsite({ domain });
    expect(w.domain).toBe(domain);
    expect(emu.stats.count("POST /api/v1/websites")).toBe(1);
    await c.createWebsite({ domain: "mysite-1x.example.com" }); // what "_" and "%" would match too
    expect((await c.findWebsiteByDomain(domain))?.id).toBe(w.id);
  });

  it("a create that keeps failing before any work is retried and lands once", async () => {
    emu.faults.set({ errorRate: 0.5, seed: 3 });
    const c = client({ maxRetries: 8 });
    const w = await c.createWebsite({ domain: "flaky-create-example.com" });
    emu.faults.clear();
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
    clients.track(c);
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
    emu.store.create(KEY, { domain: "fast-example.com" });
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
