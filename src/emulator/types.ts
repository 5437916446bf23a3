// Public types of the emulator: its options and the records its store holds.

export interface FaultOptions {
  /** Delay added before every request is handled. */
  latencyMs?: number;
  /** Share (0..1) of requests answered 500/502/503 before any work is done. */
  errorRate?: number;
  /** Share (0..1) of requests whose socket is destroyed without an answer, before any work. */
  resetRate?: number;
  /** Share (0..1) of POST /websites committed to the store whose connection is then destroyed. */
  lostCreateRate?: number;
  /** Share (0..1) of requests delayed by latencySpikeMs on top of latencyMs. */
  latencySpikeRate?: number;
  latencySpikeMs?: number;
  /** Seed of the fault dice; the same seed replays the same sequence of faults. */
  seed?: number;
}

export interface EmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Each key is its own account. Default ["test-key"]. */
  apiKeys?: string[];
  /** Requests a minute per client address; 0 turns the limit off. Default 60. */
  rateLimit?: number;
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
  /** Internal, for tests: the clock (epoch ms) used for dates and the rate limit. */
  now?: () => number;
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
