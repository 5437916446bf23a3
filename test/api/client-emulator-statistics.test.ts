// getStatistics against the API emulator over loopback HTTP, driven by the shared table of the
// real server's statistics endpoint (test/cases/statistics.ts). The client checks its input
// before sending, so a query the server answers 422 must be refused by the client, unsent,
// naming one of the fields the server names.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InvalidInputError, NotFoundError, PhpAnalyticsClient, STATISTIC_NAMES, type StatisticsPage, type StatisticsParams } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { STATISTICS_CASES, STATISTIC_NAMES as TABLE_NAMES, type StatisticsCase } from "../cases/statistics";

const KEY = "test-key";
const OTHER_KEY = "other-key";
/** No website of the emulator has this id. */
const UNKNOWN_ID = 987_654;

/**
 * Values the server replaces without a word (docs/internals/api-behaviour.md, "Paging and
 * silent fallbacks", "The statistics endpoint"), which the client refuses instead; each with
 * what the server puts in its place.
 */
const SILENT_FALLBACKS: Readonly<Record<string, Partial<StatisticsParams>>> = {
  sort_by: { sortBy: "count" },
  sort: { sort: "desc" },
  per_page: { perPage: 10 },
};

let emu: EmulatorHandle;
const clients = openClients(() => ({ baseUrl: emu.url, apiKey: KEY, backoffBaseMs: 20 }));
let sites = 0;

function client(apiKey = KEY, sent?: string[]): PhpAnalyticsClient {
  return clients.open({ apiKey, ...(sent ? { logger: (e) => e.type === "request" && sent.push(e.path) } : {}) });
}

/** The case's query as the client's parameters, each as written (unchecked). */
function paramsOf(query: string): StatisticsParams {
  const q = new URLSearchParams(query);
  const params: Record<string, unknown> = {};
  const names: [string, string, (v: string) => unknown][] = [
    ["name", "name", String],
    ["from", "from", String],
    ["to", "to", String],
    ["search", "search", String],
    ["sort_by", "sortBy", String],
    ["sort", "sort", String],
    ["per_page", "perPage", Number],
    ["page", "page", Number],
  ];
  for (const [wire, key, read] of names) {
    const value = q.get(wire);
    if (value !== null) params[key] = read(value);
  }
  return params as unknown as StatisticsParams;
}

/** The website the case asks about, with its pageviews and visitors recorded; its id. */
async function websiteFor(c: StatisticsCase): Promise<number> {
  if (c.website === "unknown") return UNKNOWN_ID;
  sites += 1;
  const owner = client(c.website === "own" ? KEY : OTHER_KEY);
  const { id } = await owner.createWebsite({ domain: `stats-${sites}.example.com` });
  emu.recordPageviews(id, c.pageviews);
  emu.recordVisitors(id, c.visitors);
  return id;
}

beforeAll(async () => {
  emu = await startEmulator({ apiKeys: [KEY, OTHER_KEY], rateLimit: 0, quiet: true });
});

afterEach(() => clients.closeAll());

afterAll(async () => {
  await emu.close();
});

describe("getStatistics against the emulator: the shared table", () => {
  it("the client knows the table's statistic names", () => {
    expect([...STATISTIC_NAMES]).toEqual([...TABLE_NAMES]);
  });

  it.each(STATISTICS_CASES)("$title", async (c) => {
    const id = await websiteFor(c);
    const sent: string[] = [];
    const reader = client(KEY, sent);
    const expected = c.expected;
    let params = paramsOf(c.query);

    if (expected.status === 422) {
      const error = await caught(reader.getStatistics(id, params));
      expect(error, error.message).toBeInstanceOf(InvalidInputError);
      expect(Object.keys(expected.body.message)).toContain((error as InvalidInputError).field);
      expect(sent).toEqual([]);
      return;
    }
    if (expected.status === 404) {
      expect(await caught(reader.getStatistics(id, params))).toBeInstanceOf(NotFoundError);
      expect(sent).toHaveLength(1);
      return;
    }
    // A value the server would silently replace is refused: ask as the server would answer.
    let page: StatisticsPage | undefined;
    const replaced = new Set<string>();
    for (let tries = 0; page === undefined; tries += 1) {
      try {
        page = await reader.getStatistics(id, params);
      } catch (error) {
        const field = error instanceof InvalidInputError ? error.field : "";
        const fallback = SILENT_FALLBACKS[field];
        if (fallback === undefined || tries >= 3) throw error;
        expect(sent).toEqual([]);
        replaced.add(field);
        params = { ...params, ...fallback };
      }
    }
    expect(sent).toHaveLength(1);
    // the client sends the case's query under the same names, besides what it adds (page, per_page)
    const asked = new URLSearchParams(c.query);
    const got = new URL(sent[0] ?? "", emu.url).searchParams;
    for (const [name, value] of asked) if (!replaced.has(name)) expect(got.get(name), name).toBe(value);
    expect(page).toEqual({
      rows: expected.data.map((row) => ({ value: row.value, count: Number(row.count) })),
      total: expected.total,
      page: expected.current_page,
      perPage: Number(expected.per_page),
      lastPage: expected.last_page,
      hasNext: expected.current_page < expected.last_page,
    });
  });
});
