// When and how long to wait before trying a request again.

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Returns a number in [0, 1). */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 20_000, random: Math.random };
export const DEFAULT_MAX_RETRIES = 5;
export const DEFAULT_MAX_RETRY_TIME_MS = 120_000;

/**
 * Exponential backoff with full jitter: a uniform wait in [0, min(max, base * 2^n)),
 * so concurrent callers that failed together do not come back together.
 * `retry` counts from 0 for the first retry.
 */
export function backoffDelay(retry: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry));
  return Math.floor(options.random() * ceiling);
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Statuses after which repeating an idempotent request can succeed. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * The wait before the next attempt: what the server asked for (Retry-After on 429/503),
 * otherwise the jittered backoff.
 */
export function retryDelay(retry: number, retryAfterMs: number | undefined, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const backoff = backoffDelay(retry, options);
  if (retryAfterMs === undefined) return backoff;
  // A little jitter on top, so callers released together do not arrive together.
  return retryAfterMs + Math.floor(options.random() * Math.min(250, options.baseMs));
}

/** Bounds on retrying: attempts and total time since the first attempt. */
export class RetryBudget {
  private retries = 0;

  constructor(
    private readonly maxRetries: number,
    private readonly deadline: number,
  ) {}

  /** Retries used so far. */
  get used(): number {
    return this.retries;
  }

  /** Whether another attempt may start after waiting `delayMs`, starting at `now`. */
  allows(now: number, delayMs: number): boolean {
    return this.retries < this.maxRetries && now + delayMs <= this.deadline;
  }

  take(): number {
    const n = this.retries;
    this.retries += 1;
    return n;
  }
}
