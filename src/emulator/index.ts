// The emulator of the Website Management API: startEmulator() runs it on loopback.
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { dirname } from "node:path";
import { systemClock } from "./clock";
import { FaultControl } from "./faults";
import { loadSnapshot, Persister } from "./persistence";
import { RateLimiter } from "./ratelimit";
import { createHandler, Pending } from "./server";
import { Stats } from "./request-counts";
import { dailyRecords, WebsiteStatistics, type DailyCounts, type StatisticName, type StatisticRecord } from "./statistics";
import { Store, StoreError } from "./store";
import type { EmulatorOptions } from "./types";

export type {
  EmulatorOptions,
  RateLimitScope,
  EmulatorClock,
  FaultOptions,
  LatencyMs,
  Account,
  Website,
  WebsiteInput,
  WebsitePatch,
  PlanFeatures,
} from "./types";
export { Store, StoreError, type AccountRef, type StoreSnapshot } from "./store";
export { FaultControl } from "./faults";
export { Stats, type StatsSnapshot } from "./request-counts";
export {
  WebsiteStatistics,
  StatisticsError,
  STATISTIC_NAMES,
  type StatisticName,
  type StatisticRecord,
  type StatisticTotal,
  type DailyCounts,
  type StatisticsSnapshot,
} from "./statistics";
export { CONTROL_PREFIX } from "./control";

export interface EmulatorHandle {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 (https with options.tls). */
  url: string;
  store: Store;
  faults: FaultControl;
  /** Request counters (what clients sent); the websites' statistics are `statistics`. */
  stats: Stats;
  /** The websites' statistics, which GET /api/v1/stats/{id} reads. */
  statistics: WebsiteStatistics;
  /**
   * Records pageviews of a website, as the real server's tracking script would: `days` maps
   * a day (Y-m-d) to the pageviews to add on it, e.g. { "2024-03-04": 5 }. `website` is its id
   * or its domain (as stored, or as sent to the API). Throws StoreError for an unknown
   * website and StatisticsError for a bad day or count (then nothing is recorded).
   */
  recordPageviews(website: number | string, days: DailyCounts): void;
  /** Records visitors like recordPageviews (nothing ties them to the pageviews). */
  recordVisitors(website: number | string, days: DailyCounts): void;
  /** Records rows of any statistic: { day, value, count } (pageviews and visitors take no value). */
  recordStatistics(website: number | string, name: StatisticName, rows: readonly StatisticRecord[]): void;
  /** Forgets every client's rate-limit window. */
  resetRateLimits(): void;
  /** Answers committed but held back by the latency model, not yet written. */
  readonly delayedAnswers: number;
  /** Resolves when the data-file writes under way have finished (starts none). */
  persisted(): Promise<void>;
  /** Stops accepting requests, drops open connections and flushes the data file. */
  close(): Promise<void>;
}

export const DEFAULT_API_KEY = "test-key";

export async function startEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  const clock = options.clock ?? systemClock(options.now);
  const now = () => clock.now();
  const rateLimit = options.rateLimit ?? 60;
  const rateLimitPer = options.rateLimitPer ?? "address";
  const websiteLimit = options.websiteLimit ?? -1;
  const defaultPageSize = options.defaultPageSize ?? 10;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) throw new RangeError("rateLimit must be an integer of 0 or more");
  if (rateLimitPer !== "address" && rateLimitPer !== "account")
    throw new RangeError(`rateLimitPer must be "address" or "account", got ${JSON.stringify(rateLimitPer)}`);
  if (!Number.isInteger(websiteLimit) || websiteLimit < -1) throw new RangeError("websiteLimit must be an integer of -1 or more");
  if (!Number.isInteger(defaultPageSize) || defaultPageSize < 1) throw new RangeError("defaultPageSize must be a positive integer");
  const apiKeys = options.apiKeys && options.apiKeys.length > 0 ? options.apiKeys : [DEFAULT_API_KEY];

  if (options.dataFile) createDataDirectory(options.dataFile);
  const snapshot = options.dataFile ? loadSnapshot(options.dataFile) : undefined;
  const store = new Store({ apiKeys, noApiAccessKeys: options.noApiAccessKeys ?? [], websiteLimit, now }, snapshot);
  const statistics = new WebsiteStatistics();
  try {
    statistics.load(snapshot?.statistics ?? [], (id) => store.find(id) !== undefined);
  } catch (err) {
    throw new Error(`cannot read the statistics of data file ${options.dataFile}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  store.onRemove((id) => statistics.deleteWebsite(id));
  const log = options.quiet ? undefined : options.log;
  const source = {
    snapshot: () => ({ ...store.snapshot(), statistics: statistics.snapshot() }),
    onChange: (listener: () => void) => {
      store.onChange(listener);
      statistics.onChange(listener);
    },
  };
  const persister = options.dataFile
    ? new Persister(options.dataFile, source, clock, (err) => log?.(`cannot write data file: ${err instanceof Error ? err.message : String(err)}`))
    : undefined;
  // A data file that cannot be written stops the start, instead of losing every change.
  await persister?.writeNow().catch((err: unknown) => {
    throw new Error(`cannot write data file ${options.dataFile}: ${err instanceof Error ? err.message : String(err)}`);
  });
  const limiter = new RateLimiter(rateLimit, options.rateLimitWindowMs ?? 60_000, now);
  const faults = new FaultControl(options.faults);
  const stats = new Stats();

  const pending = new Pending(clock);
  const handler = createHandler({ store, statistics, limiter, rateLimitPer, faults, stats, defaultPageSize, clock, log }, pending);
  const server: Server = options.tls
    ? createHttpsServer({ keepAliveTimeout: 5_000, key: options.tls.key, cert: options.tls.cert }, handler)
    : createServer({ keepAliveTimeout: 5_000 }, handler);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" || address.address.includes(":") ? `[${address.address}]` : address.address;

  const websiteId = (ref: number | string): number => {
    const website = store.find(ref);
    if (!website) throw new StoreError(`no website ${typeof ref === "number" ? ref : JSON.stringify(ref)}`);
    return website.id;
  };

  let closing: Promise<void> | undefined;
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${address.port}`,
    store,
    faults,
    stats,
    statistics,
    recordPageviews: (website, days) => statistics.record(websiteId(website), "pageviews", dailyRecords(days)),
    recordVisitors: (website, days) => statistics.record(websiteId(website), "visitors", dailyRecords(days)),
    recordStatistics: (website, name, rows) => statistics.record(websiteId(website), name, rows),
    resetRateLimits: () => limiter.reset(),
    get delayedAnswers() {
      return pending.size;
    },
    persisted: () => persister?.settled() ?? Promise.resolve(),
    close() {
      closing ??= (async () => {
        pending.cancelAll();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await persister?.flush();
      })();
      return closing;
    },
  };
}

function createDataDirectory(file: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (err) {
    throw new Error(`cannot create the directory of data file ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
