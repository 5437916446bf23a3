// Client-side request pacing, shared by all concurrent calls of one client.
//
// The server allows N requests per window (60 a minute by default) and says so in
// X-RateLimit-Limit / X-RateLimit-Remaining. Its limiter is per user, with a fixed window
// that starts at the first request it receives; requests reach it late and are answered
// late and out of order. Two budgets gate each request start:
//  - a sliding log of our own requests over the window, sized by the server's limit (or
//    the configured one before the server has told us, or as a cap when set explicitly).
//    An entry counts from when its answer came, never before the server counted it, so
//    no fixed window of the server's can hold more of ours than the log allows;
//  - the server's word on what is left (Remaining), minus every request of ours that it
//    may not have counted yet: all those not answered before that request was sent. This
//    catches a window already part-used by an earlier process (terraform plan, then
//    apply) or by another client of the same user, however the answers are ordered.
// Until the first response arrives only one request is sent, so a burst of concurrent
// calls learns the real budget before spending it. Without rate-limit headers the
// server is not limiting, and neither is the pacer (unless a cap was configured).
import { systemClock, type Clock } from "./clock";

const DEFAULT_REQUESTS_PER_MINUTE = 60;
const DEFAULT_WINDOW_MS = 60_000;
/** How long the other calls wait for the first response before going on regardless. */
const PROBE_WAIT_MS = 2_000;

export interface PacerOptions {
  /**
   * Undefined: assume 60 a minute until the server tells its limit. A number: a cap the
   * client never exceeds, whatever the server says. 0: no pacing at all.
   */
  requestsPerMinute?: number;
  windowMs?: number;
  clock?: Clock;
}

/** What a response said about the budget; both absent means the server does not limit. */
export interface RateLimitInfo {
  limit?: number;
  remaining?: number;
}

/**
 * Whose limit held a request back: the client's own cap (requestsPerMinute), or the
 * server's (its announced budget, what it said is left, a Retry-After).
 */
export type LimitHolder = "client" | "server";

export interface Ticket {
  readonly seq: number;
  readonly startedAt: number;
  /** How long this request waited for its turn. */
  readonly waitedMs: number;
  /** Whose limit it waited for; absent when it did not wait. */
  readonly waitedFor?: LimitHolder;
}

interface Waiter {
  enqueuedAt: number;
  /** Whose limit held it back last. */
  heldBy?: LimitHolder;
  resolve: (ticket: Ticket) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class Pacer {
  private readonly cap: number | undefined;
  private readonly disabled: boolean;
  private readonly windowMs: number;
  private readonly clock: Clock;

  /**
   * Our own requests within the window: `at` is when sent, or when answered once they
   * were.
   */
  private starts: { at: number; seq: number; sentOrder: number; doneOrder?: number }[] = [];
  /** Orders sends and answers even when they share a clock reading. */
  private order = 0;
  private seq = 0;
  private serverLimit: number | "off" | undefined;
  /**
   * The most telling Remaining so far: its value, when (in order) its request was sent, when it was answered,
   * and `windowAt`: the earliest answer since which Remaining never rose, so all of them
   * came from one server window, which has ended one window after that answer.
   */
  private basis: { remaining: number; seq: number; sentOrder: number; at: number; windowAt: number } | undefined;
  private learned = false;
  private probe: Ticket | undefined;
  private pausedUntil = 0;
  private waiters: Waiter[] = [];
  private timer: unknown;
  /** Called once the first answer is in, or the others stop waiting for it (see firstAnswer). */
  private learners: Array<() => void> = [];
  /** Whose limit the last wait that nextStart found was for. */
  private holder: LimitHolder = "server";

  constructor(options: PacerOptions = {}) {
    const rpm = options.requestsPerMinute;
    if (rpm !== undefined && (!Number.isFinite(rpm) || rpm < 0)) {
      throw new RangeError(`requestsPerMinute must be 0 (off) or a positive number (got ${rpm})`);
    }
    this.disabled = rpm === 0;
    this.cap = rpm === undefined || rpm === 0 ? undefined : Math.max(1, Math.floor(rpm));
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.clock = options.clock ?? systemClock;
  }

  /** Resolves when a request may start; the start is then counted. */
  acquire(signal?: AbortSignal): Promise<Ticket> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const now = this.clock.now();
    const free = this.tryAcquire();
    if (free !== undefined) return Promise.resolve(free);
    return new Promise<Ticket>((resolve, reject) => {
      const waiter: Waiter = { enqueuedAt: now, resolve, reject };
      if (signal) {
        waiter.signal = signal;
        waiter.onAbort = () => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(signal.reason);
          this.pump();
        };
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      this.waiters.push(waiter);
      this.pump();
    });
  }

  /**
   * A turn now, or undefined when a request could not start at once (the budget is spent,
   * a Retry-After pause, the first response still awaited, others already waiting). A
   * ticket is counted as acquire's are: complete or release it.
   */
  tryAcquire(): Ticket | undefined {
    const now = this.clock.now();
    if (this.disabled) return this.grant(now, now);
    // Others waiting came first: starting now would jump the queue.
    if (this.waiters.length > 0) return undefined;
    const at = this.nextStart(now);
    // Granted at the time it asked, so a clock that ticks meanwhile does not report a wait
    // that never happened.
    return at === 0 || at <= now ? this.grant(now, now) : undefined;
  }

  /**
   * While the first request is out and the budget still unknown: settled when its answer
   * comes (or once the others would go on without it). A wait of one round trip, not for
   * the rate limit, so a call that never waits for the limit may take it. Undefined otherwise.
   */
  firstAnswer(): Promise<void> | undefined {
    if (this.disabled || this.learned || this.probe === undefined) return undefined;
    const left = Math.max(0, this.probe.startedAt + PROBE_WAIT_MS - this.clock.now());
    return new Promise<void>((resolve) => {
      const done = (): void => {
        this.clock.clearTimeout(handle);
        this.learners = this.learners.filter((learner) => learner !== done);
        resolve();
      };
      const handle = this.clock.setTimeout(done, left);
      this.learners.push(done);
    });
  }

  /** Report the end of a request: `info` from its response headers, or null if none came. */
  complete(ticket: Ticket, info: RateLimitInfo | null): void {
    if (this.disabled) return;
    if (this.probe === ticket) {
      this.probe = undefined;
      // after the pump below has given the waiting calls their turns
      queueMicrotask(() => this.tellLearners());
    }
    // The server counted the request somewhere between sending and now; counting it from
    // now keeps our window from freeing a slot before the server's does.
    const now = this.clock.now();
    const start = this.starts.find((s) => s.seq === ticket.seq);
    if (start) {
      start.at = now;
      start.doneOrder = ++this.order;
    }
    if (info !== null) {
      this.learned = true;
      if (info.limit === undefined && info.remaining === undefined) {
        this.serverLimit = "off";
        this.basis = undefined;
      } else {
        if (info.limit !== undefined && info.limit > 0) this.serverLimit = info.limit;
        if (info.remaining !== undefined) {
          const current = this.basis !== undefined && now - this.basis.windowAt < this.windowMs ? this.basis : undefined;
          const sameWindow = current !== undefined && info.remaining <= current.remaining;
          const candidate = {
            remaining: info.remaining,
            seq: ticket.seq,
            sentOrder: start?.sentOrder ?? 0,
            at: now,
            windowAt: sameWindow ? current.windowAt : now,
          };
          // Each answer gives a safe estimate; keep the one that allows the most.
          if (current === undefined || this.available(candidate) >= this.available(current)) this.basis = candidate;
        }
      }
    }
    this.pump();
  }

  /** A turn granted and not used (the request was not sent): its place in the window is given back. */
  release(ticket: Ticket): void {
    if (this.disabled) return;
    if (this.probe === ticket) {
      this.probe = undefined;
      queueMicrotask(() => this.tellLearners());
    }
    // a request that completed was sent, and keeps its place
    this.starts = this.starts.filter((s) => s.seq !== ticket.seq || s.doneOrder !== undefined);
    this.pump();
  }

  /** Hold every request until `at` (a 429's Retry-After applies to the whole client). */
  pauseUntil(at: number): void {
    if (this.disabled || at <= this.pausedUntil) return;
    this.pausedUntil = at;
    this.pump();
  }

  /**
   * The server's word that its current window ends by `at` (a 429's Retry-After: the
   * seconds left in the window): the Remaining it gave before then holds no longer.
   */
  windowEndsBy(at: number): void {
    if (this.disabled || this.basis === undefined) return;
    this.basis.windowAt = Math.min(this.basis.windowAt, at - this.windowMs);
    this.pump();
  }

  /** Requests waiting for their turn (for tests and diagnostics). */
  get waiting(): number {
    return this.waiters.length;
  }

  /**
   * What the server can still take according to `basis`: its Remaining minus our requests
   * it may not have counted (those not answered before the basis request was sent).
   */
  private available(basis: { remaining: number; seq: number; sentOrder: number }): number {
    let uncounted = 0;
    for (const s of this.starts) if (this.mayBeUncounted(s, basis)) uncounted += 1;
    return basis.remaining - uncounted;
  }

  private mayBeUncounted(s: { seq: number; doneOrder?: number }, basis: { seq: number; sentOrder: number }): boolean {
    return s.seq !== basis.seq && (s.doneOrder === undefined || s.doneOrder > basis.sentOrder);
  }

  private grant(now: number, enqueuedAt: number, heldBy?: LimitHolder): Ticket {
    this.seq += 1;
    const waitedMs = now - enqueuedAt;
    const ticket: Ticket =
      waitedMs > 0 && heldBy !== undefined ? { seq: this.seq, startedAt: now, waitedMs, waitedFor: heldBy } : { seq: this.seq, startedAt: now, waitedMs };
    // with pacing off nothing is counted, and nothing would ever leave the log
    if (this.disabled) return ticket;
    this.starts.push({ at: now, seq: ticket.seq, sentOrder: ++this.order });
    if (!this.learned && this.probe === undefined) this.probe = ticket;
    return ticket;
  }

  private effectiveLimit(): number {
    const server = this.serverLimit === "off" ? Infinity : (this.serverLimit ?? this.cap ?? DEFAULT_REQUESTS_PER_MINUTE);
    return Math.min(server, this.cap ?? Infinity);
  }

  /** 0 when a request may start now, else the time to look again (Infinity: on the next event). */
  private nextStart(now: number): number {
    this.holder = "server";
    if (now < this.pausedUntil) return this.pausedUntil;
    if (!this.learned && this.probe !== undefined) {
      const until = this.probe.startedAt + PROBE_WAIT_MS;
      if (now < until) return until;
    }
    const horizon = now - this.windowMs;
    this.starts = this.starts.filter((s) => s.at > horizon);
    // Completion moves an entry's time forward, so keep the log in time order.
    this.starts.sort((a, b) => a.at - b.at);

    const limit = this.effectiveLimit();
    if (this.starts.length >= limit) {
      if (this.cap !== undefined && limit === this.cap) this.holder = "client";
      return this.starts[this.starts.length - limit]!.at + this.windowMs;
    }
    const basis = this.basis;
    if (basis !== undefined) {
      if (now - basis.windowAt >= this.windowMs) {
        // The server's window that counted it has ended.
        this.basis = undefined;
      } else if (this.available(basis) <= 0) {
        // Look again when one of our uncounted requests leaves the log, and at the latest
        // when the server's window has ended.
        const uncounted = this.starts.find((s) => this.mayBeUncounted(s, basis));
        return Math.min(basis.windowAt + this.windowMs, uncounted === undefined ? Infinity : uncounted.at + this.windowMs);
      }
    }
    return 0;
  }

  private tellLearners(): void {
    for (const learner of [...this.learners]) learner();
  }

  private pump(): void {
    if (this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.waiters.length > 0) {
      const now = this.clock.now();
      const at = this.nextStart(now);
      if (at === 0 || at <= now) {
        const waiter = this.waiters.shift() as Waiter;
        if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener("abort", waiter.onAbort);
        waiter.resolve(this.grant(now, waiter.enqueuedAt, waiter.heldBy));
        continue;
      }
      // the ones behind wait for the same limit
      for (const waiter of this.waiters) waiter.heldBy = this.holder;
      if (Number.isFinite(at)) {
        this.timer = this.clock.setTimeout(() => {
          this.timer = undefined;
          this.pump();
        }, at - now);
      }
      return;
    }
  }
}

/** Rate-limit headers of a response; absent or unparsable values are left out. */
export function rateLimitInfo(headers: Record<string, string | string[] | undefined>): RateLimitInfo {
  const read = (name: string): number | undefined => {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
    return Number(value);
  };
  const info: RateLimitInfo = {};
  const limit = read("x-ratelimit-limit");
  const remaining = read("x-ratelimit-remaining");
  if (limit !== undefined) info.limit = limit;
  if (remaining !== undefined) info.remaining = remaining;
  return info;
}
