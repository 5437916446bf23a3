// The stats endpoint's query (notes, "The statistics endpoint"): name, from and to are
// validated (422); search, sort_by, sort, per_page and page fall back silently.
import type { RequestInput } from "./body";
import { likeMatcher, pageNumber, pageSize, str } from "./query";
import { isDay, isStatisticName, type StatisticName, type StatisticTotal } from "./statistics";
import { truthy, type FieldErrors, type Validated } from "./validation";

export interface StatisticsQuery {
  name: StatisticName;
  from: string;
  to: string;
  search: string | null;
  sortBy: "count" | "value";
  sort: "asc" | "desc";
  perPage: number;
  page: number;
}

const has = (input: RequestInput, key: string) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== null;

/**
 * `name` required|in:..., `from` and `to` required|date_format:Y-m-d. Every failing field
 * is reported at once, in that order, with Laravel's messages.
 */
export function parseStatisticsQuery(input: RequestInput, defaultPageSize: number): Validated<StatisticsQuery> {
  const errors: FieldErrors = {};
  if (!has(input, "name")) errors.name = ["The name field is required."];
  else if (!isStatisticName(input.name)) errors.name = ["The selected name is invalid."];
  for (const field of ["from", "to"] as const) {
    if (!has(input, field)) errors[field] = [`The ${field} field is required.`];
    else if (!isDay(input[field])) errors[field] = [`The ${field} field must match the format Y-m-d.`];
  }
  const { name, from, to } = input;
  if (Object.keys(errors).length > 0 || !isStatisticName(name) || !isDay(from) || !isDay(to)) return { ok: false, errors };
  const sortBy = str(input.sort_by);
  const sort = str(input.sort);
  return {
    ok: true,
    value: {
      name,
      from,
      to,
      search: str(input.search),
      sortBy: sortBy === "value" ? "value" : "count",
      sort: sort === "asc" ? "asc" : "desc",
      perPage: pageSize(input.per_page, defaultPageSize),
      page: pageNumber(input.page),
    },
  };
}

/**
 * Filters and sorts a website's totals. The app searches only when `search` is truthy in
 * PHP ("0" searches nothing). Ties are left open by the database; here they come in value
 * order, so pages are stable.
 */
export function selectStatistics(totals: StatisticTotal[], q: StatisticsQuery): StatisticTotal[] {
  const match = q.search !== null && truthy(q.search) ? likeMatcher(q.search) : null;
  const out = match ? totals.filter((t) => match(t.value)) : totals;
  const dir = q.sort === "asc" ? 1 : -1;
  const byValue = (a: StatisticTotal, b: StatisticTotal) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  if (q.sortBy === "value") out.sort((a, b) => byValue(a, b) * dir);
  else out.sort((a, b) => (a.count - b.count) * dir || byValue(a, b));
  return out;
}

/**
 * The query every page URL carries, as the app's controller appends it: name, from, to,
 * search (left out when absent), search_by (always "value"), sort_by, sort, per_page.
 */
export function statisticsLinkQuery(q: StatisticsQuery): [string, string][] {
  const pairs: [string, string][] = Object.entries({ name: q.name, from: q.from, to: q.to });
  if (q.search !== null) pairs.push(["search", q.search]);
  pairs.push(["search_by", "value"], ["sort_by", q.sortBy], ["sort", q.sort], ["per_page", String(q.perPage)]);
  return pairs;
}
