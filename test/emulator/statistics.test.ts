// GET /api/v1/stats/{id} over loopback HTTP: the shared table (test/cases/statistics.ts),
// seeded both ways a test can (the handle's method and the emulator's HTTP route), then what
// the table leaves to the emulator's own checks: the page's links, paging past the end,
// dates that do not exist and ids that are no number.
import { describe, expect, it } from "vitest";
import type { EmulatorHandle } from "../../src/emulator";
import { STATISTICS_CASES, STATISTICS_PAGE_KEYS, STATISTIC_NAMES, type StatisticsCase } from "../cases/statistics";
import { call, emulator } from "./helpers";

type Seeder = (emu: EmulatorHandle, id: number, key: string, c: StatisticsCase) => Promise<void>;

const SEEDERS: [string, Seeder][] = [
  [
    "recordPageviews/recordVisitors",
    async (emu, id, _key, c) => {
      emu.recordPageviews(id, c.pageviews);
      emu.recordVisitors(id, c.visitors);
    },
  ],
  [
    "POST /_emulator/websites/{id}/pageviews and /visitors",
    async (emu, id, key, c) => {
      for (const [what, days] of [
        ["pageviews", c.pageviews],
        ["visitors", c.visitors],
      ] as const) {
        if (Object.keys(days).length === 0) continue;
        const r = await call(emu, "POST", `/_emulator/websites/${id}/${what}`, { key, json: days });
        expect(r.status, r.text).toBe(200);
      }
    },
  ],
];

/** The website a case asks about, seeded; its id. */
async function websiteFor(emu: EmulatorHandle, c: StatisticsCase, seed: Seeder): Promise<number> {
  if (c.website === "unknown") {
    emu.store.create("test-key", { domain: "known.example.com" });
    return 999;
  }
  const key = c.website === "own" ? "test-key" : "other-key";
  const w = emu.store.create(key, { domain: "stats.example.com" });
  await seed(emu, w.id, key, c);
  return w.id;
}

describe.each(SEEDERS)("the shared statistics table, seeded with %s", (_how, seed) => {
  it.each(STATISTICS_CASES)("$title", async (c) => {
    const emu = await emulator({ apiKeys: ["test-key", "other-key"] });
    const id = await websiteFor(emu, c, seed);
    const r = await call(emu, "GET", `/api/v1/stats/${id}?${c.query}`);
    expect(r.status, r.text).toBe(c.expected.status);
    if (c.expected.status !== 200) {
      expect(r.body).toEqual(c.expected.body);
      return;
    }
    expect(Object.keys(r.body)).toEqual([...STATISTICS_PAGE_KEYS]);
    const { status: _status, ...page } = c.expected;
    expect(r.body).toMatchObject({ ...page, status: 200 });
    expect(r.body.data).toEqual(c.expected.data);
  });
});

describe("the statistics page", () => {
  async function january(days = 25) {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "pages.example.com" });
    const pageviews: Record<string, number> = {};
    for (let d = 1; d <= days; d++) pageviews[`2024-01-${String(d).padStart(2, "0")}`] = d;
    emu.recordPageviews(w.id, pageviews);
    return { emu, id: w.id };
  }

  it("links its pages like the app's paginator, carrying the query in the controller's order", async () => {
    const { emu, id } = await january();
    const r = await call(emu, "GET", `/api/v1/stats/${id}?to=2024-01-31&name=pageviews&from=2024-01-01&sort=asc&per_page=10&page=2&search=2024`);
    const path = `${emu.url}/api/v1/stats/${id}`;
    const link = (page: number) =>
      `${path}?name=pageviews&from=2024-01-01&to=2024-01-31&search=2024&search_by=value&sort_by=count&sort=asc&per_page=10&page=${page}`;
    expect(r.body).toEqual({
      current_page: 2,
      data: Array.from({ length: 10 }, (_, i) => ({ value: `2024-01-${11 + i}`, count: String(11 + i) })),
      first_page_url: link(1),
      from: 11,
      last_page: 3,
      last_page_url: link(3),
      links: [
        { url: link(1), label: "&laquo; Previous", active: false },
        { url: link(1), label: "1", active: false },
        { url: link(2), label: "2", active: true },
        { url: link(3), label: "3", active: false },
        { url: link(3), label: "Next &raquo;", active: false },
      ],
      next_page_url: link(3),
      path,
      per_page: "10",
      prev_page_url: link(1),
      to: 20,
      total: 25,
      status: 200,
    });
    // The path is the request's, without its query.
    expect((await call(emu, "GET", `/api/v1/stats/${id}/?name=pageviews&from=2024-01-01&to=2024-01-31`)).body.path).toBe(path);
  });

  it("leaves search out of its links when absent, and a page past the end is empty", async () => {
    const { emu, id } = await january(3);
    const r = await call(emu, "GET", `/api/v1/stats/${id}?name=pageviews&from=2024-01-01&to=2024-01-31&page=4`);
    expect(r.body).toMatchObject({ current_page: 4, data: [], from: null, to: null, last_page: 1, total: 3, next_page_url: null });
    expect(new URL(r.body.prev_page_url).search).toBe(
      "?name=pageviews&from=2024-01-01&to=2024-01-31&search_by=value&sort_by=count&sort=desc&per_page=10&page=3",
    );
  });

  it("takes page sizes 10, 25, 50 and 100 and the server's default page size otherwise", async () => {
    const emu = await emulator({ defaultPageSize: 50 });
    const w = emu.store.create("test-key", { domain: "sizes.example.com" });
    const q = `name=pageviews&from=2024-01-01&to=2024-12-31`;
    for (const size of ["10", "25", "50", "100"]) expect((await call(emu, "GET", `/api/v1/stats/${w.id}?${q}&per_page=${size}`)).body.per_page).toBe(size);
    expect((await call(emu, "GET", `/api/v1/stats/${w.id}?${q}&per_page=20`)).body.per_page).toBe("50");
  });

  it("accepts every statistic name and answers from what was recorded for it", async () => {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "names.example.com" });
    emu.recordStatistics(w.id, "browser", [
      { day: "2024-03-01", value: "Firefox", count: 2 },
      { day: "2024-03-02", value: "Firefox", count: 3 },
      { day: "2024-03-02", value: "Chrome", count: 4 },
      { day: "2024-04-02", value: "Safari", count: 9 },
    ]);
    emu.recordStatistics(w.id, "pageviews_hour", [{ day: "2024-03-01", value: "09", count: 6 }]);
    for (const name of STATISTIC_NAMES) {
      expect((await call(emu, "GET", `/api/v1/stats/${w.id}?name=${name}&from=2024-03-01&to=2024-03-31`)).status, name).toBe(200);
    }
    const browsers = await call(emu, "GET", `/api/v1/stats/${w.id}?name=browser&from=2024-03-01&to=2024-03-31`);
    expect(browsers.body.data).toEqual([
      { value: "Firefox", count: "5" },
      { value: "Chrome", count: "4" },
    ]);
    const fire = await call(emu, "GET", `/api/v1/stats/${w.id}?name=browser&from=2024-03-01&to=2024-03-31&search=FIRE`);
    expect(fire.body.data).toEqual([{ value: "Firefox", count: "5" }]);
    const hours = await call(emu, "GET", `/api/v1/stats/${w.id}?name=pageviews_hour&from=2024-03-01&to=2024-03-01`);
    expect(hours.body.data).toEqual([{ value: "09", count: "6" }]);
  });

  it("rejects dates that are no calendar day, and names in another case", async () => {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "dates.example.com" });
    const errors = async (q: string) => (await call(emu, "GET", `/api/v1/stats/${w.id}?${q}`)).body.message;
    const FROM = { from: ["The from field must match the format Y-m-d."] };
    expect(await errors("name=pageviews&from=2024-02-30&to=2024-03-31")).toEqual(FROM);
    expect(await errors("name=pageviews&from=2023-02-29&to=2024-03-31")).toEqual(FROM);
    expect(await errors("name=pageviews&from=2024-03-01T00:00&to=2024-03-31")).toEqual(FROM);
    expect((await call(emu, "GET", `/api/v1/stats/${w.id}?name=pageviews&from=2024-02-29&to=2024-03-31`)).status).toBe(200);
    expect(await errors("name=PAGEVIEWS&from=2024-03-01&to=2024-03-31")).toEqual({ name: ["The selected name is invalid."] });
  });

  it("answers 404 for an id that is no number, after validating the query", async () => {
    const emu = await emulator();
    emu.store.create("test-key", { domain: "ids.example.com" });
    const ok = "name=pageviews&from=2024-03-01&to=2024-03-31";
    expect((await call(emu, "GET", `/api/v1/stats/abc?${ok}`)).body).toEqual({ message: "Resource not found.", status: 404 });
    expect((await call(emu, "GET", "/api/v1/stats/abc")).status).toBe(422);
    expect((await call(emu, "GET", `/api/v1/stats?${ok}`)).status).toBe(404);
    expect((await call(emu, "POST", `/api/v1/stats/1?${ok}`)).status).toBe(405);
  });

  it("is authenticated, and counted per route", async () => {
    const emu = await emulator();
    const w = emu.store.create("test-key", { domain: "auth.example.com" });
    const q = `/api/v1/stats/${w.id}?name=pageviews&from=2024-03-01&to=2024-03-31`;
    expect((await call(emu, "GET", q, { key: "wrong" })).body).toEqual({ message: "Unauthenticated." });
    expect((await call(emu, "GET", q, { key: "wrong", accept: null })).status).toBe(302);
    expect((await call(emu, "GET", q)).status).toBe(200);
    expect(emu.stats.count("GET /api/v1/stats/{id}")).toBe(3);
  });
});
