// How much history a planned delete destroys, from the statistics endpoint: one request a
// website gives the days with pageviews and the first of them. The figures only enrich a
// warning, so a look-up never waits for the rate limit, is never retried and never fails
// the plan; and a plan looks up only its first few websites, so a destroy of thousands
// costs a handful of requests.
import type { PhpAnalyticsClient } from "../../api";

/** Websites a plan looks up; later deletes are warned of without figures. */
const HISTORY_LOOKUPS = 10;

/**
 * What the statistics endpoint said of one website, or why there are no figures: the plan
 * had looked up as many websites as it may, or the endpoint did not answer at once.
 */
export type History = { days: number; since: string | null } | { missing: "beyond-limit" | "no-answer" } | undefined;

const DAY_MS = 86_400_000;

/** The day as the endpoint takes it, YYYY-MM-DD (UTC). */
export function isoDay(at: number): string {
  return new Date(Math.floor(at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The deletes of one plan that were told of, and the history looked up for them. */
export class DeletionNotices {
  private asked = 0;
  private readonly noticed = new Set<string>();
  /**
   * The first look-up of a process goes alone: until an answer tells the client the
   * server's budget it sends one request at a time, and the others would be skipped.
   */
  private first: Promise<unknown> | undefined;

  constructor(
    private readonly client: PhpAnalyticsClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time a website's delete is told of in this process. */
  firstNotice(websiteId: string): boolean {
    if (this.noticed.has(websiteId)) return false;
    this.noticed.add(websiteId);
    return true;
  }

  /** The pageview history of a website, if this plan may still ask and the server answers at once. */
  async historyOf(websiteId: number, signal: AbortSignal): Promise<History> {
    if (this.asked >= HISTORY_LOOKUPS) return { missing: "beyond-limit" };
    this.asked += 1;
    const first = this.first;
    const lookup = (first ?? Promise.resolve()).then(() => this.ask(websiteId, signal));
    this.first ??= lookup.catch(() => undefined);
    try {
      return await lookup;
    } catch {
      // the warning goes out without figures: the statistics are deleted all the same
      return { missing: "no-answer" };
    }
  }

  private async ask(websiteId: number, signal: AbortSignal): Promise<History> {
    const page = await this.client.getStatistics(
      websiteId,
      { name: "pageviews", from: "1970-01-01", to: isoDay(this.now()), sortBy: "value", sort: "asc", perPage: 10 },
      { signal, withoutWaiting: true },
    );
    return { days: page.total, since: page.rows[0]?.value ?? null };
  }
}

/**
 * "pageviews on 1,284 days since 2021-03-04"; "no statistics yet" for none; undefined when
 * there are no figures (see missingFigures).
 */
export function describeHistory(history: History): string | undefined {
  if (history === undefined || "missing" in history) return undefined;
  if (history.days === 0) return "no statistics yet";
  const days = history.days === 1 ? "1 day" : `${history.days.toLocaleString("en-US")} days`;
  return history.since === null ? `pageviews on ${days}` : `pageviews on ${days} since ${history.since}`;
}

/** Why a warning has no figures, for its text; undefined when it has them. */
export function missingFigures(history: History): string | undefined {
  if (history === undefined || !("missing" in history)) return undefined;
  return history.missing === "beyond-limit"
    ? `its statistics were not looked up: a plan looks up the first ${HISTORY_LOOKUPS} websites it deletes`
    : "the statistics endpoint did not answer at once, and a plan never waits for it";
}
