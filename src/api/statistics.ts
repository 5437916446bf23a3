// A website's statistics (GET /api/v1/stats/{id}): the query, checked before it is sent.
// The server's page is read by ./bodies/statistics.ts.
import { InvalidInputError } from "./errors";
import type { CallSpec } from "./exchange";
import { parseStatisticsPage, type StatisticsPage } from "./bodies/statistics";
import { checkId, PAGE_SIZES, type PageSize } from "./website-requests";
import { isCalendarDay, STATISTIC_NAMES, type StatisticName } from "./statistic-names";

export { STATISTIC_NAMES, type StatisticName } from "./statistic-names";
export type { StatisticsPage, StatisticsRow } from "./bodies/statistics";

export interface StatisticsParams {
  name: StatisticName;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD. */
  to: string;
  search?: string;
  /** The server's default: count. */
  sortBy?: "count" | "value";
  /** The server's default: desc. */
  sort?: "asc" | "desc";
  /** Default 100. */
  perPage?: 10 | 25 | 50 | 100;
  page?: number;
}

const DEFAULT_STATISTICS_PAGE_SIZE: PageSize = 100;

function oneOf<T extends string | number>(operation: string, field: string, value: unknown, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    const list = allowed.map((v) => (typeof v === "string" ? `"${v}"` : String(v))).join(", ");
    throw new InvalidInputError(operation, field, `${field} must be one of ${list} (got ${JSON.stringify(value)})`);
  }
  return value as T;
}

/** The request for one page of a website's statistics, checked before anything is sent. */
export function statisticsCall(websiteId: unknown, params: StatisticsParams): CallSpec<StatisticsPage> {
  const n = checkId("read statistics", websiteId);
  const operation = statisticsOperation(n, params);
  const query = statisticsQuery(operation, params);
  return {
    operation,
    method: "GET",
    path: `/api/v1/stats/${n}?${query.toString()}`,
    // the API's own 404 here means the website does not exist
    item: true,
    parse: (response) => parseStatisticsPage(operation, response),
  };
}

/** The operation's name for messages, from parameters that may not have been checked yet. */
function statisticsOperation(websiteId: number, params: unknown): string {
  const name = typeof params === "object" && params !== null ? (params as { name?: unknown }).name : undefined;
  const label = typeof name === "string" && (STATISTIC_NAMES as readonly string[]).includes(name) ? `${name} ` : "";
  return `read ${label}statistics of website ${websiteId}`;
}

/** The query string, or InvalidInputError naming the parameter at fault (by its name on the wire). */
function statisticsQuery(operation: string, params: StatisticsParams): URLSearchParams {
  if (typeof params !== "object" || params === null) throw new InvalidInputError(operation, "params", "the statistic's name and dates are required");
  const q = new URLSearchParams();
  q.set("name", oneOf(operation, "name", params.name, STATISTIC_NAMES));
  for (const field of ["from", "to"] as const) {
    const value: unknown = params[field];
    if (typeof value !== "string" || !isCalendarDay(value)) {
      throw new InvalidInputError(operation, field, `${field} must be a day written YYYY-MM-DD (got ${JSON.stringify(value)})`);
    }
    q.set(field, value);
  }
  if (params.search !== undefined) {
    if (typeof params.search !== "string") throw new InvalidInputError(operation, "search", "search must be a string");
    q.set("search", params.search);
  }
  if (params.sortBy !== undefined) q.set("sort_by", oneOf(operation, "sort_by", params.sortBy, ["count", "value"] as const));
  if (params.sort !== undefined) q.set("sort", oneOf(operation, "sort", params.sort, ["asc", "desc"] as const));
  // Always sent: any other value, or none, gets the installation's default size.
  q.set("per_page", String(oneOf(operation, "per_page", params.perPage ?? DEFAULT_STATISTICS_PAGE_SIZE, PAGE_SIZES)));
  const page = params.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new InvalidInputError(operation, "page", `page must be a positive integer (got ${JSON.stringify(page)})`);
  }
  q.set("page", String(page));
  return q;
}
