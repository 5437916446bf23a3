// The statistics endpoint's vocabulary and the answers it gives, for the table of cases in
// test/cases/statistics.ts: the statistic names it accepts, the keys of its page, the shape
// of a case, and the not-found and validation answers the cases expect. Written out by hand
// from docs/internals/api-behaviour.md ("The statistics endpoint", "Errors"), never computed.

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

/** The answer to a website the key may not read, or that does not exist. */
export const NOT_FOUND: ExpectedNotFound = { status: 404, body: { message: "Resource not found.", status: 404 } };
/** A validation failure naming each field and its messages, as the server words them. */
export const invalid = (message: Record<string, string[]>): ExpectedInvalid => ({ status: 422, body: { message, status: 422 } });
/** A page with no rows. */
export const EMPTY: ExpectedPage = { status: 200, data: [], current_page: 1, from: null, to: null, last_page: 1, per_page: "10", total: 0 };
/** The messages of a request with none of the required parameters. */
export const REQUIRED = {
  name: ["The name field is required."],
  from: ["The from field is required."],
  to: ["The to field is required."],
};
export const FROM_FORMAT = ["The from field must match the format Y-m-d."];
