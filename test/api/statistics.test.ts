// getStatistics against a loopback server that answers as docs/internals/api-behaviour.md,
// "The statistics endpoint", says the real application does: a flat page, string counts and per_page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  InvalidInputError,
  NotFoundError,
  PhpAnalyticsClient,
  ResponseFormatError,
  STATISTIC_NAMES,
  ValidationError,
  type ClientOptions,
  type StatisticsParams,
} from "../../src/api";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { json, startLoopback, type Loopback } from "./loopback";

const KEY = "secret-api-key-123";
let server: Loopback;
const clients = openClients(() => ({ baseUrl: server.url, apiKey: KEY, backoffBaseMs: 10, requestsPerMinute: 0 }));

function client(options: Partial<ClientOptions> = {}): PhpAnalyticsClient {
  return clients.open(options);
}

const path = "http://localhost/api/v1/stats/7";
/** The real server's page, written out as docs/internals/api-behaviour.md shows it. */
function flatPage(rows: { value: string; count: string }[], page: { current: number; last: number; perPage: string; total: number; first: number | null }) {
  const next = page.current < page.last ? `${path}?page=${page.current + 1}` : null;
  return {
    current_page: page.current,
    data: rows,
    first_page_url: `${path}?page=1`,
    from: page.first,
    last_page: page.last,
    last_page_url: `${path}?page=${page.last}`,
    links: [],
    next_page_url: next,
    path,
    per_page: page.perPage,
    prev_page_url: page.current > 1 ? `${path}?page=${page.current - 1}` : null,
    to: page.first === null ? null : page.first + rows.length - 1,
    total: page.total,
    status: 200,
  };
}

const params: StatisticsParams = { name: "pageviews", from: "1970-01-01", to: "2024-03-31" };

beforeAll(async () => {
  server = await startLoopback();
});

afterEach(async () => {
  server.seen.length = 0;
  await clients.closeAll();
});

afterAll(() => server.close());

describe("getStatistics", () => {
  it("sends the query with per_page, and reads the flat page with string counts", async () => {
    const rows = [
      { value: "2024-03-04", count: "5" },
      { value: "2024-03-05", count: "12" },
      { value: "2024-03-09", count: "0" },
    ];
    server.script = (_req, res) => json(res, 200, flatPage(rows, { current: 1, last: 1, perPage: "10", total: 3, first: 1 }));
    const page = await client().getStatistics("7", { ...params, sortBy: "value", sort: "asc", perPage: 10 });
    expect(page).toEqual({
      rows: [
        { value: "2024-03-04", count: 5 },
        { value: "2024-03-05", count: 12 },
        { value: "2024-03-09", count: 0 },
      ],
      total: 3,
      page: 1,
      perPage: 10,
      lastPage: 1,
      hasNext: false,
    });
    const [seen] = server.seen;
    expect(seen?.method).toBe("GET");
    expect(seen?.url).toBe("/api/v1/stats/7?name=pageviews&from=1970-01-01&to=2024-03-31&sort_by=value&sort=asc&per_page=10&page=1");
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen?.headers.accept).toBe("application/json");
  });

  it("always sends per_page, 100 unless told, and the search and page asked for", async () => {
    server.script = (_req, res) => json(res, 200, flatPage([], { current: 3, last: 1, perPage: "100", total: 0, first: null }));
    await client().getStatistics(7, { name: "browser", from: "2024-01-01", to: "2024-01-31", search: "Fire fox&", page: 3 });
    const query = new URL(server.seen[0]?.url ?? "", server.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ name: "browser", from: "2024-01-01", to: "2024-01-31", search: "Fire fox&", per_page: "100", page: "3" });
  });

  it("reads an empty page: no rows, from and to null, total 0", async () => {
    server.script = (_req, res) => json(res, 200, flatPage([], { current: 1, last: 1, perPage: "10", total: 0, first: null }));
    expect(await client().getStatistics(7, params)).toEqual({ rows: [], total: 0, page: 1, perPage: 10, lastPage: 1, hasNext: false });
  });

  it("reads the paging fields of a middle page", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ value: `v${i}`, count: String(100 - i) }));
    server.script = (_req, res) => json(res, 200, flatPage(rows, { current: 2, last: 4, perPage: "25", total: 90, first: 26 }));
    const page = await client().getStatistics(7, { ...params, name: "country", perPage: 25, page: 2 });
    expect(page).toMatchObject({ total: 90, page: 2, perPage: 25, lastPage: 4, hasNext: true });
    expect(page.rows).toHaveLength(25);
    expect(page.rows[0]).toEqual({ value: "v0", count: 100 });
  });

  it("a missing or mistyped field is a ResponseFormatError naming it", async () => {
    const good = flatPage([{ value: "2024-03-04", count: "5" }], { current: 1, last: 1, perPage: "10", total: 1, first: 1 });
    const cases: [unknown, string, RegExp][] = [
      [{ ...good, data: [{ value: "2024-03-04", count: "five" }] }, "data.0.count", /got "five"/],
      [{ ...good, data: [{ value: "2024-03-04" }] }, "data.0.count", /missing/],
      [{ ...good, data: [{ value: 4, count: "5" }] }, "data.0.value", /expected string, got 4/],
      [{ ...good, total: undefined }, "total", /missing/],
      [{ ...good, per_page: "ten" }, "per_page", /got "ten"/],
      [{ ...good, last_page: "1" }, "last_page", /expected number, got "1"/],
      // the website list's envelope is not the statistics page
      [{ data: [], links: {}, meta: { current_page: 1 } }, "current_page", /missing/],
    ];
    for (const [body, field, detail] of cases) {
      server.script = (_req, res) => json(res, 200, body);
      const error = await caught(client().getStatistics(7, params));
      expect(error).toBeInstanceOf(ResponseFormatError);
      expect(error).toMatchObject({ field });
      expect(error.message).toMatch(detail);
      expect(error.message.startsWith(`read pageviews statistics of website 7: response field ${field}: `)).toBe(true);
    }
  });

  it("maps a 422 to a ValidationError with the fields under message", async () => {
    const fields = { from: ["The from field must match the format Y-m-d."], name: ["The selected name is invalid."] };
    server.script = (_req, res) => json(res, 422, { message: fields, status: 422 });
    const error = await caught(client().getStatistics(7, params));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual(fields);
    expect(server.seen).toHaveLength(1);
  });

  it("maps the API's 404 to NotFoundError: the website does not exist", async () => {
    server.script = (_req, res) => json(res, 404, { message: "Resource not found.", status: 404 });
    const error = await caught(client().getStatistics(404, params));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe("read pageviews statistics of website 404: not found (HTTP 404: Resource not found.)");
  });
});

describe("getStatistics input, checked before anything is sent", () => {
  const rejected: [string, unknown, Partial<Record<keyof StatisticsParams, unknown>>, string][] = [
    ["an id of 0", 0, {}, "id"],
    ["an id that is not a number", "abc", {}, "id"],
    ["a fractional id", 1.5, {}, "id"],
    ["a name not in the list", 7, { name: "pageview" }, "name"],
    ["no name", 7, { name: undefined }, "name"],
    ["a from not YYYY-MM-DD", 7, { from: "2024-3-4" }, "from"],
    ["a to with a time", 7, { to: "2024-03-04T00:00:00Z" }, "to"],
    ["a day not in the calendar", 7, { to: "2023-02-29" }, "to"],
    ["a month 13", 7, { from: "2024-13-01" }, "from"],
    ["a from that is not a string", 7, { from: 20240304 }, "from"],
    ["an unknown sort_by", 7, { sortBy: "date" }, "sort_by"],
    ["an unknown sort", 7, { sort: "up" }, "sort"],
    ["a page size the server does not honour", 7, { perPage: 20 }, "per_page"],
    ["a page of 0", 7, { page: 0 }, "page"],
    ["a search that is not text", 7, { search: 5 }, "search"],
  ];
  it.each(rejected)("rejects %s", async (_what, id, change, field) => {
    const error = await caught(client().getStatistics(id as number, { ...params, ...change } as StatisticsParams));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(server.seen).toHaveLength(0);
  });

  it("accepts every name of the list and a leap day", async () => {
    server.script = (_req, res) => json(res, 200, flatPage([], { current: 1, last: 1, perPage: "100", total: 0, first: null }));
    const c = client();
    for (const name of STATISTIC_NAMES) await c.getStatistics(7, { name, from: "2024-02-29", to: "2024-02-29" });
    expect(server.seen.map((s) => new URL(s.url, server.url).searchParams.get("name"))).toEqual([...STATISTIC_NAMES]);
    expect(STATISTIC_NAMES).toHaveLength(17);
  });
});
