// phpanalytics_website_statistics: one statistic of a website over a range of days, from
// GET /api/v1/stats/{id}, so a configuration can check that tracking still reports (a
// `check` block with a scoped data source, say).
import type { StatisticsParams, StatisticsRow } from "../../api";
import { NotFoundError } from "../../api/errors";
import { isCalendarDay, STATISTIC_NAMES, type StatisticName } from "../../api/statistic-names";
import {
  defineDataSource,
  oneOf,
  type CallContext,
  type ConfigOf,
  type KnownConfigOf,
  type ResourceCallContext,
  type Schema,
  type StateOf,
  type Validator,
} from "../../tfplugin/framework";
import { choice } from "../choice";
import { isoDay } from "../website/deletion-notices";
import { withApiErrorsOnRead } from "../handler-errors";
import type { DataSourceDefinition } from "../definition";
import type { ProviderData } from "../provider-data";
import { maxItems, websiteIdProblem } from "../validators";
import { websiteErrors } from "../website/errors";

const SORT_BY = ["count", "value"] as const;
const SORT_ORDER = ["desc", "asc"] as const;
/** The endpoint's largest page: max_items is read in as few requests as it allows. */
const PAGE_SIZE = 100 satisfies StatisticsParams["perPage"];
const DEFAULT_MAX_ITEMS = 100;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const day: Validator = {
  description: "A day as `YYYY-MM-DD`.",
  validate: (value, { path }) =>
    typeof value === "string" && !isCalendarDay(value)
      ? [
          {
            summary: "Invalid date",
            detail: `${String(path[0])} must be a day of the calendar written YYYY-MM-DD, e.g. "2024-03-04"; got ${JSON.stringify(value)}.`,
          },
        ]
      : [],
};

const statisticsSchema = {
  version: 0,
  description:
    "One statistic of a website over a range of days, as phpAnalytics counts it: pageviews or visitors a day, " +
    "or the pages, referrers, countries, ... with their counts. Pair it with a `check` block to be told when " +
    "a website stops reporting.",
  attributes: {
    website_id: { type: "string", required: true, description: "The website's numeric id, e.g. `phpanalytics_website.shop.id`." },
    name: {
      type: "string",
      required: true,
      description: `The statistic: ${STATISTIC_NAMES.map((n) => `\`${n}\``).join(", ")}. For \`pageviews\` and \`visitors\` each row's \`value\` is a day.`,
      validators: [oneOf(...STATISTIC_NAMES)],
    },
    from: {
      type: "string",
      optional: true,
      computed: true,
      description: `First day of the range, \`YYYY-MM-DD\`. Defaults to ${DEFAULT_DAYS} days before \`to\`.`,
      validators: [day],
    },
    to: { type: "string", optional: true, computed: true, description: "Last day of the range, `YYYY-MM-DD`. Defaults to today (UTC).", validators: [day] },
    search: { type: "string", optional: true, description: "Only rows whose value contains this text." },
    sort_by: { type: "string", optional: true, description: "`count` (the default) or `value`.", validators: [oneOf(...SORT_BY)] },
    sort: { type: "string", optional: true, description: "`desc` (the default) or `asc`.", validators: [oneOf(...SORT_ORDER)] },
    max_items: {
      type: "number",
      optional: true,
      description: `Read at most this many rows (in requests of ${PAGE_SIZE}). Defaults to ${DEFAULT_MAX_ITEMS}.`,
      validators: [maxItems],
    },
    rows: {
      type: ["list", ["object", { value: "string", count: "number" }]],
      computed: true,
      description: "The rows read, in the requested order: `value` and its `count`.",
    },
    total: { type: "number", computed: true, description: "How many rows the server counts in the range, regardless of `max_items`." },
    sum: {
      type: "number",
      computed: true,
      description: "The sum of `count` over the rows read: over the whole range only when `total` is at most `max_items`.",
    },
  },
} as const satisfies Schema;

type Statistics = typeof statisticsSchema;

/** The range as the read will use it: `to` defaults to today, `from` to 30 days before `to`. */
function statisticsRange(from: string | null, to: string | null, now: number = Date.now()): { from: string; to: string } {
  const last = to ?? isoDay(now);
  return { from: from ?? isoDay(Date.parse(`${last}T00:00:00Z`) - DEFAULT_DAYS * DAY_MS), to: last };
}

function validateStatistics(config: ConfigOf<Statistics>, context: CallContext): void {
  const { website_id: id, from, to } = config;
  const problem = typeof id === "string" ? websiteIdProblem(id) : undefined;
  if (problem) context.diagnostics.error("Invalid website_id", `website_id ${problem}.`, ["website_id"]);
  // Known dates only: a default `to` (today) is checked at read.
  if (typeof from === "string" && typeof to === "string" && isCalendarDay(from) && isCalendarDay(to) && from > to) {
    context.diagnostics.error("Invalid date range", `from (${from}) is after to (${to}): give the first day of the range in from and the last in to.`, [
      "from",
    ]);
  }
}

async function readStatistics(config: KnownConfigOf<Statistics>, context: ResourceCallContext<ProviderData>): Promise<StateOf<Statistics>> {
  const { from, to } = statisticsRange(config.from, config.to);
  if (from > to) {
    context.diagnostics.error("Invalid date range", `from (${from}) is after to (${to}), today unless set: give the first day of the range in from.`, ["from"]);
    return { ...config, from, to, rows: [], total: 0, sum: 0 };
  }
  const maxItems = config.max_items ?? DEFAULT_MAX_ITEMS;
  const params: StatisticsParams = {
    name: choice(STATISTIC_NAMES, config.name, "name") as StatisticName,
    from,
    to,
    perPage: PAGE_SIZE,
    ...(config.search === null ? {} : { search: config.search }),
    ...(config.sort_by === null ? {} : { sortBy: choice(SORT_BY, config.sort_by, "sort_by") }),
    ...(config.sort === null ? {} : { sort: choice(SORT_ORDER, config.sort, "sort") }),
  };
  const rows: StatisticsRow[] = [];
  let total = 0;
  try {
    for (let page = 1; rows.length < maxItems; page++) {
      const read = await context.data.client.getStatistics(config.website_id, { ...params, page }, { signal: context.signal });
      total = read.total;
      rows.push(...read.rows.slice(0, maxItems - rows.length));
      if (!read.hasNext || read.rows.length === 0) break;
    }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    context.diagnostics.error(
      "Website not found",
      `No website with id ${config.website_id} exists in this account, so it has no statistics to read. Check ` +
        `website_id (a website's id, e.g. phpanalytics_website.shop.id).`,
      ["website_id"],
    );
    return { ...config, from, to, rows: [], total: 0, sum: 0 };
  }
  const sum = rows.reduce((s, row) => s + row.count, 0);
  return { ...config, from, to, rows: rows.map(({ value, count }) => ({ value, count })), total, sum };
}

const statisticsDataSource = defineDataSource({ schema: statisticsSchema, validateConfig: validateStatistics, read: readStatistics });

export const statisticsDefinition: DataSourceDefinition = withApiErrorsOnRead({
  typeName: "phpanalytics_website_statistics",
  dataSource: statisticsDataSource,
  errors: websiteErrors,
  action: "read website statistics",
});
