// When and how long to wait before trying a request again, and the one retry loop of the
// client.
import { sleep, type Clock } from "./clock";
import { ApiError, isTransient, outcomeUnknown, RateLimitedError, ServerError, TransportError } from "./errors";
import type { ServiceHealth } from "./service-health";

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
 * How long a read goes on trying a server it cannot connect to, from its first try. Reads run
 * at plan and in drift, where Terraform shows nothing until the provider answers: a stopped
 * server is reported while the user still waits for it, not after the changes' budget.
 */
export const DEFAULT_UNREACHABLE_READ_TIME_MS = 8_000;

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
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

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

// The retry loop -------------------------------------------------------------------

/** A 500 is often a bug that repeats (a PUT to a missing id), so only this many more tries. */
const MAX_RETRIES_ON_500 = 2;

export interface RetryPolicy {
  maxRetries: number;
  maxRetryTimeMs: number;
  backoff: BackoffOptions;
  clock: Clock;
  /** When given: while the service is down, only persistent runs are retried. */
  health?: ServiceHealth;
  /**
   * A read (a run that is not persistent) stops retrying a server it cannot connect to once
   * the next try would start later than this after its first, or after the service stopped
   * answering (health) if earlier. Changes, and the reads that settle one, keep the whole
   * budget: a server restarting during an apply.
   */
  unreachableReadTimeMs?: number;
}

/** A result a hook found, boxed so that `undefined` can be a result (a delete's). */
export type Found<T> = { value: T } | undefined;

export interface RetryRun<T> {
  /** One attempt; `attempt` counts from 1. */
  attempt: (attempt: number) => Promise<T>;
  /**
   * After an attempt whose outcome is unknown (a timeout or reset after sending, a 5xx):
   * the result if the attempt can be seen to have been carried out (create looks its
   * domain up), else undefined to retry as usual.
   */
  onUnknownOutcome?: (error: ApiError) => Promise<Found<T>>;
  /**
   * After an unknown outcome, an error of a later attempt that an earlier attempt's
   * success would explain (a delete finds nothing; a create finds its domain taken).
   */
  onErrorAfterUnknown?: (error: ApiError) => Promise<Found<T>>;
  onRetry?: (retry: { attempt: number; delayMs: number; reason: string }) => void;
  signal?: AbortSignal | undefined;
  /** The operation changes something (POST, PUT, DELETE): an unknown outcome must reach the caller. */
  changes?: boolean;
  /** Retried even while the service is down: a change, or a read that settles a change's outcome. */
  persistent?: boolean;
}

/**
 * A later failure that says nothing about whether an earlier attempt was carried out: the
 * request never left, or the server only said to wait. An answer of the application's own
 * (404, 401, 403, 422) or a cancellation does say something, and is kept.
 */
function silentOnEarlierAttempts(error: ApiError): boolean {
  return (error instanceof TransportError && !error.maybeSent) || error instanceof RateLimitedError;
}

function retryWait(error: ApiError, retry: number, internalErrors: number, backoff: BackoffOptions): number | undefined {
  if (error instanceof RateLimitedError) return retryDelay(retry, error.retryAfterMs, backoff);
  if (error instanceof ServerError && error.status !== undefined && RETRYABLE_STATUSES.has(error.status)) {
    return retryDelay(retry, error.retryAfterMs, backoff);
  }
  if (error instanceof ServerError && error.status === 500 && internalErrors <= MAX_RETRIES_ON_500) return retryDelay(retry, undefined, backoff);
  if (error instanceof TransportError && isTransient(error)) return retryDelay(retry, undefined, backoff);
  return undefined;
}

/**
 * No connection was made, and another try may make one: the server is stopped or out of
 * reach for now. (A name that does not exist, ENOTFOUND, is never retried at all.)
 */
const UNREACHED_CODES: ReadonlySet<string> = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "EAI_AGAIN", "ETIMEDOUT"]);

function unreached(error: ApiError): error is TransportError {
  return error instanceof TransportError && !error.maybeSent && UNREACHED_CODES.has(error.code);
}

/**
 * The last failure to reach the server, saying how many tries were made over how long and
 * what bounds them: without it, a plan that waited reads the same as one that did not.
 */
function triedFor(error: TransportError, tries: number, elapsedMs: number, bound: string): TransportError {
  const detail = `${error.detail} after ${tries} ${tries === 1 ? "try" : "tries"} over ${(elapsedMs / 1000).toFixed(1)} s (${bound})`;
  return new TransportError(error.operation, detail, error.code, error.maybeSent, { cause: error });
}

function boundOf(policy: RetryPolicy, persistent: boolean): string {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  const times = `${policy.maxRetries} ${policy.maxRetries === 1 ? "time" : "times"}`;
  if (persistent || policy.unreachableReadTimeMs === undefined) return `a change retries up to ${times} within ${seconds(policy.maxRetryTimeMs)}`;
  const window = seconds(Math.min(policy.unreachableReadTimeMs, policy.maxRetryTimeMs));
  return `a read retries up to ${times}, and not once the server has been out of reach for ${window}`;
}

function reasonOf(error: ApiError): string {
  if (error instanceof TransportError) return error.code;
  return error.status === undefined ? error.name : `HTTP ${error.status}`;
}

/** Runs attempts until one succeeds, a hook finds the result, or retrying cannot help. */
export async function retrying<T>(run: RetryRun<T>, policy: RetryPolicy): Promise<T> {
  const startedAt = policy.clock.now();
  const budget = new RetryBudget(policy.maxRetries, startedAt + policy.maxRetryTimeMs);
  // A read's short budget runs from when the server stopped answering, if that was before
  // it began: a refresh that falls back from a list to single reads, or reads in waves, do
  // not each wait it out again.
  const readBound = (): number => {
    if (run.persistent || policy.unreachableReadTimeMs === undefined) return Infinity;
    return Math.min(startedAt, policy.health?.failingFrom ?? startedAt) + policy.unreachableReadTimeMs;
  };
  // The last attempt whose outcome is unknown: if every later one fails plainly, the
  // operation's outcome is still unknown, and the caller must hear so.
  let uncertain: ApiError | undefined;
  let internalErrors = 0;
  for (let attempt = 1; ; attempt += 1) {
    let error: ApiError;
    try {
      return await run.attempt(attempt);
    } catch (e) {
      // Cancelled after an attempt whose outcome is unknown: that outcome is what the caller must hear.
      if (run.changes && uncertain && run.signal?.aborted) throw uncertain;
      if (!(e instanceof ApiError)) throw e;
      error = e;
    }
    if (uncertain && run.onErrorAfterUnknown) {
      const found = await run.onErrorAfterUnknown(error);
      if (found) return found.value;
    }
    if (outcomeUnknown(error)) {
      uncertain = error;
      const found = await run.onUnknownOutcome?.(error);
      if (found) return found.value;
    }
    if (error instanceof ServerError && error.status === 500) internalErrors += 1;
    const wait = !run.persistent && policy.health?.isDown() ? undefined : retryWait(error, budget.used, internalErrors, policy.backoff);
    const now = policy.clock.now();
    const cannotReach = unreached(error) ? error : undefined;
    if (wait === undefined || !budget.allows(now, wait) || (cannotReach && now + wait > readBound())) {
      if (run.changes && uncertain && silentOnEarlierAttempts(error)) throw uncertain;
      throw cannotReach ? triedFor(cannotReach, attempt, now - startedAt, boundOf(policy, run.persistent === true)) : error;
    }
    budget.take();
    run.onRetry?.({ attempt, delayMs: wait, reason: reasonOf(error) });
    try {
      await sleep(policy.clock, wait, run.signal);
    } catch (e) {
      throw run.changes && uncertain ? uncertain : e;
    }
  }
}
