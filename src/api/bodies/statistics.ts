// A page of a website's statistics as the server sends it (docs/internals/api-behaviour.md,
// "The statistics endpoint"): flat, Laravel's paginator without the data/links/meta envelope, with
// `count` and `per_page` as strings. The zod schema is the specification; plainStatisticsPage
// reads a plainly well-formed page without it, so that a launch whose plan reads statistics
// (the statistics data source, the history a planned delete destroys) never loads zod.
import type { HttpResponse } from "../http";
import { isInt, isIntOrNull, isJsonObject, isTextOrNull, jsonOf, lazily, parseBody, type Z } from "./parse";

export interface StatisticsRow {
  /** What is counted: a browser, a country, ...; a day (2024-03-04) for pageviews and visitors. */
  value: string;
  count: number;
}

export interface StatisticsPage {
  rows: StatisticsRow[];
  /** Rows over all pages (for pageviews: the days with pageviews in the range). */
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  hasNext: boolean;
}

/** A whole number the server sends as a JSON number or as a string of digits. */
const wireCount = (z: Z) =>
  z.union([
    z.number().int().nonnegative("a whole number"),
    z
      .string()
      .regex(/^\d+$/, "a string of digits")
      .transform((s) => Number(s)),
  ]);

export const statisticsPageBody = lazily((z) =>
  z.looseObject({
    current_page: z.number().int(),
    data: z.array(z.looseObject({ value: z.string(), count: wireCount(z) })),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    next_page_url: z.string().nullable(),
    per_page: wireCount(z),
    to: z.number().int().nullable(),
    total: wireCount(z),
  }),
);

/** The fields of a page that the client reads, as the schema gives them. */
interface StatisticsBody {
  current_page: number;
  data: readonly StatisticsRow[];
  last_page: number;
  next_page_url: string | null;
  per_page: number;
  total: number;
}

/** The page a body read by the schema (or by plainStatisticsPage) describes. */
export function statisticsPageOf(body: StatisticsBody): StatisticsPage {
  return {
    rows: body.data.map(({ value, count }) => ({ value, count })),
    total: body.total,
    page: body.current_page,
    perPage: body.per_page,
    lastPage: body.last_page,
    hasNext: body.next_page_url !== null || body.current_page < body.last_page,
  };
}

/** What wireCount makes of a value: a whole number, or a string of digits as a number; undefined for anything else. */
function countOf(v: unknown): number | undefined {
  if (isInt(v)) return v >= 0 ? v : undefined;
  return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined;
}

/** What statisticsPageBody makes of a plainly well-formed page; undefined for anything else. */
export function plainStatisticsPage(json: unknown): StatisticsPage | undefined {
  if (!isJsonObject(json) || !Array.isArray(json.data)) return undefined;
  const items: unknown[] = json.data;
  const { current_page, from, last_page, next_page_url, to } = json;
  const perPage = countOf(json.per_page);
  const total = countOf(json.total);
  const plain =
    isInt(current_page) &&
    isIntOrNull(from) &&
    isInt(last_page) &&
    isTextOrNull(next_page_url) &&
    perPage !== undefined &&
    isIntOrNull(to) &&
    total !== undefined;
  if (!plain) return undefined;
  const rows = new Array<StatisticsRow>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isJsonObject(item)) return undefined;
    const { value } = item;
    const count = countOf(item.count);
    if (typeof value !== "string" || count === undefined) return undefined;
    rows[i] = { value, count };
  }
  return statisticsPageOf({ current_page, data: rows, last_page, next_page_url, per_page: perPage, total });
}

export function parseStatisticsPage(operation: string, response: HttpResponse): StatisticsPage {
  return plainStatisticsPage(jsonOf(response)) ?? statisticsPageOf(parseBody(operation, response, statisticsPageBody()));
}
