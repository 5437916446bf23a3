// One table of facts about the real server's statistics endpoint, taken from
// docs/internals/api-behaviour.md ("The statistics endpoint", "Errors", "Deleting a
// website"). It checks two independent implementations: the emulator (the
// server's double) and the API client. Nothing here is computed: every request and every
// expectation is written out by hand from that page. A runner records the pageviews and
// visitors of a case (day -> count) on a fresh website, then sends
// GET /api/v1/stats/{id}?{query} with the website's own key.

/** The statistic names the endpoint accepts, in the order of docs/internals/api-behaviour.md, "The statistics endpoint". */
export const STATISTIC_NAMES = [
  "browser",
  "campaign",
  "city",
  "continent",
  "country",
  "device",
  "event",
  "landing_page",
  "language",
  "os",
  "page",
  "pageviews",
  "pageviews_hour",
  "referrer",
  "resolution",
  "visitors",
  "visitors_hour",
] as const;

/** The keys of a 200, in the order the server writes them: a FLAT page, then status. */
export const STATISTICS_PAGE_KEYS = [
  "current_page",
  "data",
  "first_page_url",
  "from",
  "last_page",
  "last_page_url",
  "links",
  "next_page_url",
  "path",
  "per_page",
  "prev_page_url",
  "to",
  "total",
  "status",
] as const;

/** Whose website the request names: the key's own, another account's, or none at all. */
export type StatisticsWebsite = "own" | "another account's" | "unknown";

export interface StatisticsRow {
  /** For pageviews and visitors: the day. */
  value: string;
  /** A STRING on the wire. */
  count: string;
}

export interface ExpectedPage {
  status: 200;
  data: StatisticsRow[];
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  /** A string on the wire. */
  per_page: string;
  total: number;
}

export interface ExpectedInvalid {
  status: 422;
  body: { message: Record<string, string[]>; status: 422 };
}

export interface ExpectedNotFound {
  status: 404;
  body: { message: "Resource not found."; status: 404 };
}

export interface StatisticsCase {
  title: string;
  website: StatisticsWebsite;
  /** Recorded on the website before the request: day -> pageviews that day. */
  pageviews: Readonly<Record<string, number>>;
  /** Recorded on the website before the request: day -> visitors that day. */
  visitors: Readonly<Record<string, number>>;
  /** The query of GET /api/v1/stats/{id}, without the "?". */
  query: string;
  expected: ExpectedPage | ExpectedInvalid | ExpectedNotFound;
}

const MARCH = { "2024-03-01": 4, "2024-03-02": 9, "2024-03-04": 5, "2024-03-10": 1, "2024-04-01": 7 };
const MARCH_VISITORS = { "2024-03-02": 3, "2024-03-04": 2 };
/** Twelve days of January 2024, each with as many pageviews as its day of the month. */
const JANUARY = {
  "2024-01-01": 1,
  "2024-01-02": 2,
  "2024-01-03": 3,
  "2024-01-04": 4,
  "2024-01-05": 5,
  "2024-01-06": 6,
  "2024-01-07": 7,
  "2024-01-08": 8,
  "2024-01-09": 9,
  "2024-01-10": 10,
  "2024-01-11": 11,
  "2024-01-12": 12,
};

const NOT_FOUND: ExpectedNotFound = { status: 404, body: { message: "Resource not found.", status: 404 } };
const invalid = (message: Record<string, string[]>): ExpectedInvalid => ({ status: 422, body: { message, status: 422 } });
const EMPTY: ExpectedPage = { status: 200, data: [], current_page: 1, from: null, to: null, last_page: 1, per_page: "10", total: 0 };
const REQUIRED = {
  name: ["The name field is required."],
  from: ["The from field is required."],
  to: ["The to field is required."],
};
const FROM_FORMAT = ["The from field must match the format Y-m-d."];

export const STATISTICS_CASES: readonly StatisticsCase[] = [
  {
    title: "pageviews of a month, the most first (sort_by count, sort desc by default)",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-02", count: "9" },
        { value: "2024-03-04", count: "5" },
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-10", count: "1" },
      ],
      current_page: 1,
      from: 1,
      to: 4,
      last_page: 1,
      per_page: "10",
      total: 4,
    },
  },
  {
    title: "pageviews by day, the earliest first (sort_by=value&sort=asc)",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31&sort_by=value&sort=asc&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-02", count: "9" },
        { value: "2024-03-04", count: "5" },
        { value: "2024-03-10", count: "1" },
      ],
      current_page: 1,
      from: 1,
      to: 4,
      last_page: 1,
      per_page: "10",
      total: 4,
    },
  },
  {
    title: "the fewest first (sort=asc, by count)",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31&sort=asc&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-10", count: "1" },
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-04", count: "5" },
        { value: "2024-03-02", count: "9" },
      ],
      current_page: 1,
      from: 1,
      to: 4,
      last_page: 1,
      per_page: "10",
      total: 4,
    },
  },
  {
    title: "from and to are both included",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-04&to=2024-03-04&per_page=10",
    expected: { status: 200, data: [{ value: "2024-03-04", count: "5" }], current_page: 1, from: 1, to: 1, last_page: 1, per_page: "10", total: 1 },
  },
  {
    title: "one request tells on how many days there were pageviews (total) and the first of them",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=1970-01-01&to=2026-11-27&sort_by=value&sort=asc&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-02", count: "9" },
        { value: "2024-03-04", count: "5" },
        { value: "2024-03-10", count: "1" },
        { value: "2024-04-01", count: "7" },
      ],
      current_page: 1,
      from: 1,
      to: 5,
      last_page: 1,
      per_page: "10",
      total: 5,
    },
  },
  {
    title: "a range without pageviews: an empty page",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2023-01-01&to=2023-12-31&per_page=10",
    expected: EMPTY,
  },
  {
    title: "a website with no statistics: data [], from null, total 0",
    website: "own",
    pageviews: {},
    visitors: {},
    query: "name=pageviews&from=1970-01-01&to=2026-11-27&sort_by=value&sort=asc&per_page=10",
    expected: EMPTY,
  },
  {
    title: "search matches the value (a part of the day)",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-01-01&to=2024-12-31&search=03-0&sort_by=value&sort=asc&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-02", count: "9" },
        { value: "2024-03-04", count: "5" },
      ],
      current_page: 1,
      from: 1,
      to: 3,
      last_page: 1,
      per_page: "10",
      total: 3,
    },
  },
  {
    title: "invalid sort_by, sort and per_page fall back to count, desc and 10",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31&sort_by=day&sort=up&per_page=7",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-02", count: "9" },
        { value: "2024-03-04", count: "5" },
        { value: "2024-03-01", count: "4" },
        { value: "2024-03-10", count: "1" },
      ],
      current_page: 1,
      from: 1,
      to: 4,
      last_page: 1,
      per_page: "10",
      total: 4,
    },
  },
  {
    title: "per_page 25 is a page size, written as a string",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-04&to=2024-03-04&per_page=25",
    expected: { status: 200, data: [{ value: "2024-03-04", count: "5" }], current_page: 1, from: 1, to: 1, last_page: 1, per_page: "25", total: 1 },
  },
  {
    title: "twelve days, the first page of ten",
    website: "own",
    pageviews: JANUARY,
    visitors: {},
    query: "name=pageviews&from=2024-01-01&to=2024-01-31&sort_by=value&sort=asc&per_page=10&page=1",
    expected: {
      status: 200,
      data: [
        { value: "2024-01-01", count: "1" },
        { value: "2024-01-02", count: "2" },
        { value: "2024-01-03", count: "3" },
        { value: "2024-01-04", count: "4" },
        { value: "2024-01-05", count: "5" },
        { value: "2024-01-06", count: "6" },
        { value: "2024-01-07", count: "7" },
        { value: "2024-01-08", count: "8" },
        { value: "2024-01-09", count: "9" },
        { value: "2024-01-10", count: "10" },
      ],
      current_page: 1,
      from: 1,
      to: 10,
      last_page: 2,
      per_page: "10",
      total: 12,
    },
  },
  {
    title: "twelve days, the second page",
    website: "own",
    pageviews: JANUARY,
    visitors: {},
    query: "name=pageviews&from=2024-01-01&to=2024-01-31&sort_by=value&sort=asc&per_page=10&page=2",
    expected: {
      status: 200,
      data: [
        { value: "2024-01-11", count: "11" },
        { value: "2024-01-12", count: "12" },
      ],
      current_page: 2,
      from: 11,
      to: 12,
      last_page: 2,
      per_page: "10",
      total: 12,
    },
  },
  {
    title: "visitors are their own statistic",
    website: "own",
    pageviews: MARCH,
    visitors: MARCH_VISITORS,
    query: "name=visitors&from=2024-03-01&to=2024-03-31&sort_by=value&sort=asc&per_page=10",
    expected: {
      status: 200,
      data: [
        { value: "2024-03-02", count: "3" },
        { value: "2024-03-04", count: "2" },
      ],
      current_page: 1,
      from: 1,
      to: 2,
      last_page: 1,
      per_page: "10",
      total: 2,
    },
  },
  {
    title: "pageviews are not mixed with visitors",
    website: "own",
    pageviews: { "2024-03-02": 9 },
    visitors: MARCH_VISITORS,
    query: "name=pageviews&from=2024-03-01&to=2024-03-31&per_page=10",
    expected: { status: 200, data: [{ value: "2024-03-02", count: "9" }], current_page: 1, from: 1, to: 1, last_page: 1, per_page: "10", total: 1 },
  },
  {
    title: "another statistic name with nothing recorded for it: an empty page",
    website: "own",
    pageviews: MARCH,
    visitors: MARCH_VISITORS,
    query: "name=browser&from=2024-03-01&to=2024-03-31&per_page=10",
    expected: EMPTY,
  },
  {
    title: "missing parameters are all reported together",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "",
    expected: invalid(REQUIRED),
  },
  {
    title: "empty parameters are missing ones",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=&from=&to=",
    expected: invalid(REQUIRED),
  },
  {
    title: "from and to are required",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews",
    expected: invalid({ from: ["The from field is required."], to: ["The to field is required."] }),
  },
  {
    title: "a name that is not a statistic",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=bogus&from=2024-03-01&to=2024-03-31",
    expected: invalid({ name: ["The selected name is invalid."] }),
  },
  {
    title: "from not written Y-m-d",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-3-1&to=2024-03-31",
    expected: invalid({ from: FROM_FORMAT }),
  },
  {
    title: "from and to not written Y-m-d",
    website: "own",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=01%2F03%2F2024&to=31%2F03%2F2024",
    expected: invalid({ from: FROM_FORMAT, to: ["The to field must match the format Y-m-d."] }),
  },
  {
    title: "validation comes before the lookup: an unknown website with no parameters",
    website: "unknown",
    pageviews: {},
    visitors: {},
    query: "",
    expected: invalid(REQUIRED),
  },
  {
    title: "a website that does not exist",
    website: "unknown",
    pageviews: {},
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31",
    expected: NOT_FOUND,
  },
  {
    title: "a website of another account, even with pageviews",
    website: "another account's",
    pageviews: MARCH,
    visitors: {},
    query: "name=pageviews&from=2024-03-01&to=2024-03-31",
    expected: NOT_FOUND,
  },
];
