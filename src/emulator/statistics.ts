// Websites' statistics as the application keeps them: rows of (name, value, day) -> count,
// which its tracking script adds to. Here tests and pipelines add to them instead (the
// emulator has no tracking script). Deleting a website deletes its rows (notes, "Deleting a
// website deletes its statistics").

/** The statistic names the stats endpoint accepts (notes, "The statistics endpoint"). */
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

export type StatisticName = (typeof STATISTIC_NAMES)[number];

/** Day -> count: what a website had on each day. */
export type DailyCounts = Readonly<Record<string, number>>;

/**
 * One row to add: on `day`, `count` more of `value`. Pageviews and visitors have the day as
 * their value (as the app stores them), so theirs is left out; every other name needs one
 * (a browser name, a page path, an hour "00".."23" for the *_hour names...).
 */
export interface StatisticRecord {
  day: string;
  value?: string;
  count: number;
}

/** A row of the stats endpoint: a value and its total over the asked days. */
export interface StatisticTotal {
  value: string;
  count: number;
}

/** What the data file keeps: per website and name, [day, value, count] rows. */
export interface StatisticsSnapshot {
  websiteId: number;
  name: StatisticName;
  rows: [string, string, number][];
}

export class StatisticsError extends Error {
  override name = "StatisticsError";
}

/** The column is a string of 255 characters (the tracking script cuts values to it). */
const MAX_VALUE = 255;

export function isStatisticName(v: unknown): v is StatisticName {
  return typeof v === "string" && (STATISTIC_NAMES as readonly string[]).includes(v);
}

/** A real calendar day written as Y-m-d, which is what Laravel's date_format:Y-m-d accepts. */
export function isDay(v: unknown): v is string {
  if (typeof v !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return days !== undefined && d >= 1 && d <= days;
}

/** The problem with a value to record, or undefined when it is fine. */
export function valueProblem(v: unknown): string | undefined {
  // Empty is a value too: the app stores "" for, say, a visit without a referrer.
  if (v === undefined) return "is required";
  return typeof v === "string" && [...v].length <= MAX_VALUE ? undefined : `must be a string of at most ${MAX_VALUE} characters`;
}

/** The problem with a count to add, or undefined when it is fine. */
export function countProblem(v: unknown): string | undefined {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? undefined : "must be a whole number of 0 or more";
}

/** The names whose value is the day itself. */
export const DAILY_NAMES: ReadonlySet<StatisticName> = new Set<StatisticName>(["pageviews", "visitors"]);

/** Rows for pageviews or visitors: each day's count. */
export function dailyRecords(days: DailyCounts): StatisticRecord[] {
  return Object.entries(days).map(([day, count]) => ({ day, count }));
}

type Rows = Map<string, Map<string, number>>; // day -> value -> count

export class WebsiteStatistics {
  private readonly byWebsite = new Map<number, Map<StatisticName, Rows>>();
  private readonly listeners: (() => void)[] = [];

  /** Called after every change (persistence hooks in here). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  /**
   * Adds the rows to what the website has, as the tracking script does: a day and value
   * already recorded count up. All rows are checked before any is added. A count of 0 adds
   * no row, so a day recorded with 0 is not a day with pageviews.
   */
  record(websiteId: number, name: StatisticName, records: readonly StatisticRecord[]): void {
    if (!isStatisticName(name)) throw new StatisticsError(`unknown statistic ${String(name)}; one of ${STATISTIC_NAMES.join(", ")}`);
    const daily = DAILY_NAMES.has(name);
    const checked: { day: string; value: string; count: number }[] = [];
    for (const r of records) {
      if (!isDay(r.day)) throw new StatisticsError(`day ${JSON.stringify(r.day)} is not a date in the format Y-m-d`);
      const value = daily ? r.day : r.value;
      const bad = valueProblem(value);
      if (bad) throw new StatisticsError(`${name} of ${r.day}: the value ${bad}`);
      const badCount = countProblem(r.count);
      if (badCount) throw new StatisticsError(`${name} of ${r.day}: the count ${JSON.stringify(r.count)} ${badCount}`);
      if (r.count > 0 && value !== undefined) checked.push({ day: r.day, value, count: r.count });
    }
    for (const r of checked) {
      const rows = this.rowsOf(websiteId, name);
      let values = rows.get(r.day);
      if (!values) rows.set(r.day, (values = new Map()));
      values.set(r.value, (values.get(r.value) ?? 0) + r.count);
    }
    if (checked.length > 0) this.changed();
  }

  /** Each value's total over the days from `from` to `to` (both included), in no order. */
  totals(websiteId: number, name: StatisticName, from: string, to: string): StatisticTotal[] {
    const rows = this.byWebsite.get(websiteId)?.get(name);
    if (!rows || from > to) return [];
    const sums = new Map<string, number>();
    for (const [day, values] of rows) {
      if (day < from || day > to) continue;
      for (const [value, count] of values) sums.set(value, (sums.get(value) ?? 0) + count);
    }
    return [...sums].map(([value, count]) => ({ value, count }));
  }

  /** Whether anything is recorded for the website. */
  has(websiteId: number): boolean {
    return this.byWebsite.has(websiteId);
  }

  /** Forgets everything recorded for the website (it was deleted). */
  deleteWebsite(websiteId: number): void {
    if (this.byWebsite.delete(websiteId)) this.changed();
  }

  clear(): void {
    if (this.byWebsite.size === 0) return;
    this.byWebsite.clear();
    this.changed();
  }

  snapshot(): StatisticsSnapshot[] {
    const out: StatisticsSnapshot[] = [];
    for (const [websiteId, names] of this.byWebsite) {
      for (const [name, rows] of names) {
        const flat: [string, string, number][] = [];
        for (const [day, values] of rows) for (const [value, count] of values) flat.push([day, value, count]);
        out.push({ websiteId, name, rows: flat });
      }
    }
    return out;
  }

  /** Loads a data file's statistics, keeping those of websites that exist. */
  load(snapshot: readonly StatisticsSnapshot[], websiteExists: (id: number) => boolean): void {
    for (const s of snapshot) {
      if (!websiteExists(s.websiteId)) continue;
      this.record(
        s.websiteId,
        s.name,
        s.rows.map(([day, value, count]) => ({ day, value, count })),
      );
    }
  }

  private rowsOf(websiteId: number, name: StatisticName): Rows {
    let names = this.byWebsite.get(websiteId);
    if (!names) this.byWebsite.set(websiteId, (names = new Map()));
    let rows = names.get(name);
    if (!rows) names.set(name, (rows = new Map()));
    return rows;
  }
}
