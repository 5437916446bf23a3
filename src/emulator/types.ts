// Public types of the emulator: its options and the records its store holds.
import type { EmulatorClock } from "./clock";

export type { EmulatorClock } from "./clock";

/** A fixed delay, or [min, max]: each request draws its delay uniformly from the range. */
export type LatencyMs = number | readonly [number, number];

export interface FaultOptions {
  /**
   * How late every answer comes. The request is carried out at once and answered after the
   * delay, as the real server does; a client that stops waiting does not undo it.
   */
  latencyMs?: LatencyMs;
  /** Share (0..1) of requests answered 500/502/503 before any work is done. */
  errorRate?: number;
  /** Share (0..1) of requests whose socket is destroyed without an answer, before any work. */
  resetRate?: number;
  /** Share (0..1) of POST /websites committed to the store whose connection is then destroyed. */
  lostCreateRate?: number;
  /** Share (0..1) of requests delayed by latencySpikeMs on top of latencyMs. */
  latencySpikeRate?: number;
  latencySpikeMs?: number;
  /** Seed of the dice (faults and latency draws); the same seed replays the same sequence. */
  seed?: number;
}

export type RateLimitScope = "address" | "account";

export interface EmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Serves https with this certificate (PEM) instead of plain http. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Each key is its own account. Default ["test-key"]. */
  apiKeys?: string[];
  /** Requests a minute per client address (see `rateLimitPer`); 0 = off. Default 60. */
  rateLimit?: number;
  /**
   * What one budget of `rateLimit` belongs to. "address" (the default, as the real server):
   * every request from one client address, whatever its key. "account": each valid key's
   * account has its own, requests without a valid key are counted per address.
   */
  rateLimitPer?: RateLimitScope;
  /** The plan's website limit; -1 is unlimited. */
  websiteLimit?: number;
  /** Keys whose plan lacks the API (answered 403). They are accounts as well. */
  noApiAccessKeys?: string[];
  /** Page size when per_page is missing or invalid. Default 10 (a fresh install). */
  defaultPageSize?: number;
  /** Persist the store as JSON in this file. */
  dataFile?: string;
  /** Suppress request log lines. */
  quiet?: boolean;
  /** Where request log lines go; default: nowhere (the CLI passes stderr). */
  log?: (line: string) => void;
  faults?: FaultOptions;
  /** Internal, for tests: length of the rate-limit window. Default 60 000 ms. */
  rateLimitWindowMs?: number;
  /** For tests: the clock (epoch ms) used for dates and the rate limit. `clock` replaces it. */
  now?: () => number;
  /** For tests: the clock of dates, the rate limit, answer delays and data-file writes. */
  clock?: EmulatorClock;
}

export interface PlanFeatures {
  pageviews: number;
  websites: number;
  email_reports: number;
  data_export: number;
  api: number;
}

export interface Account {
  id: number;
  name: string;
  email: string;
  locale: string;
  timezone: string;
  /** Epoch ms. */
  createdAt: number;
  plan: { id: number; name: string; features: PlanFeatures };
}

/** A website as stored: settings normalised to integers, dates as epoch ms. */
export interface Website {
  id: number;
  accountId: number;
  domain: string;
  privacy: number | null;
  email: number | null;
  password: string | null;
  exclude_bots: number | null;
  exclude_ips: string | null;
  exclude_params: string | null;
  favoritedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** Settings that can be given when a website is created directly in the store. */
export interface WebsiteInput {
  domain: string;
  privacy?: number | null;
  email?: number | null;
  password?: string | null;
  exclude_bots?: number | null;
  exclude_ips?: string | null;
  exclude_params?: string | null;
  favorite?: boolean;
}

/** Fields an update may change; `favorite` sets or clears the favourite mark. */
export type WebsitePatch = Partial<Omit<WebsiteInput, "domain">>;
