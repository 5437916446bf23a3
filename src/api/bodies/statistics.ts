// A page of a website's statistics as the server sends it (docs/internals/api-behaviour.md,
// "The statistics endpoint"): flat, Laravel's paginator without the data/links/meta envelope, with
// `count` and `per_page` as strings. A plan reads at most a few pages: zod alone reads them.
import type { HttpResponse } from "../http";
import { lazily, parseBody, type Z } from "./parse";

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

const statisticsPageBody = lazily((z) =>
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

export function parseStatisticsPage(operation: string, response: HttpResponse): StatisticsPage {
  const body = parseBody(operation, response, statisticsPageBody());
  return {
    rows: body.data.map(({ value, count }) => ({ value, count })),
    total: body.total,
    page: body.current_page,
    perPage: body.per_page,
    lastPage: body.last_page,
    hasNext: body.next_page_url !== null || body.current_page < body.last_page,
  };
}
