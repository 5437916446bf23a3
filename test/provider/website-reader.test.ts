// The refresh reader against the emulator: many reads are served from list pages, few
// reads cost few requests, and a website missing from the list is confirmed with a GET.
import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { WebsiteReader } from "../../src/provider/website/reader";

const KEY = "reader-key";
let close: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const c of close.reverse()) await c();
  close = [];
});

async function setup(websites: number) {
  const emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  const client = createClient({ baseUrl: emulator.url, apiKey: KEY, requestsPerMinute: 0 });
  close.push(
    () => emulator.close(),
    () => client.close(),
  );
  const seeded = emulator.store.seed(KEY, websites);
  emulator.stats.reset();
  return { emulator, client, reader: new WebsiteReader(client), ids: seeded.map((w) => w.id) };
}

/** Reads the ids ten at a time, the way Terraform's default parallelism does. */
async function readAll(reader: WebsiteReader, ids: number[]) {
  const queue = [...ids];
  const results = new Map<number, string | null>();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        results.set(id, (await reader.read(id))?.domain ?? null);
      }
    }),
  );
  return results;
}

describe("WebsiteReader", () => {
  it("refreshes 1,000 websites of a 1,000-website account in at most 12 requests", async () => {
    const { emulator, reader, ids } = await setup(1000);
    const results = await readAll(reader, ids);
    expect([...results.values()].filter((d) => d === null)).toHaveLength(0);
    expect(results.get(ids[500]!)).toBe("site-501.example.com");
    expect(emulator.stats.total, JSON.stringify(emulator.stats.snapshot())).toBeLessThanOrEqual(12);
  });

  it("refreshes 1 website of a 5,000-website account in at most 2 requests", async () => {
    const { emulator, reader, ids } = await setup(5000);
    expect((await reader.read(ids[4321]!))?.id).toBe(ids[4321]);
    expect(emulator.stats.total).toBeLessThanOrEqual(2);
  });

  it("confirms a website missing from the listing with one GET before reporting it gone", async () => {
    const { emulator, reader, ids } = await setup(30);
    emulator.store.delete(KEY, ids[3]!);
    const results = await readAll(reader, ids);
    expect(results.get(ids[3]!)).toBeNull();
    expect(results.get(ids[4]!)).toBe("site-5.example.com");
    expect(emulator.stats.count("GET /api/v1/websites/{id}")).toBe(1);
  });

  it("answers a read once the page holding its website is in, while a later page is still on its way", async () => {
    const { client, ids } = await setup(300);
    let releasePage3 = (): void => undefined;
    const page3Held = new Promise<void>((resolve) => (releasePage3 = resolve));
    const holdingPage3: typeof client = Object.create(client);
    holdingPage3.listWebsites = async (params, options) => {
      if (params?.page === 3) await page3Held;
      return client.listWebsites(params, options);
    };
    const reader = new WebsiteReader(holdingPage3);
    const onPage2 = reader.read(ids[150]!);
    const onPage3 = reader.read(ids[250]!);
    expect((await onPage2)?.id).toBe(ids[150]);
    releasePage3();
    expect((await onPage3)?.id).toBe(ids[250]);
  });

  it("reads a website changed through the provider directly, not from the listing", async () => {
    const { emulator, reader, ids } = await setup(5);
    await reader.read(ids[0]!);
    emulator.store.update(KEY, ids[1]!, { privacy: 1 });
    reader.invalidate(ids[1]!);
    await new Promise((r) => setImmediate(r));
    expect((await reader.read(ids[1]!))?.privacy).toBe("private");
  });
});
