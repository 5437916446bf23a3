// Laravel's throttle middleware: a fixed window per client that starts at its first hit.
// Laravel keeps the window's end in whole seconds (first hit's second + window). Who the
// client is (an address, or an account) is the server pipeline's choice.

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
  /** Epoch seconds when the window resets (for X-RateLimit-Reset). */
  resetAt: number;
}

interface Bucket {
  hits: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(
    /** Requests per window; 0 turns the limiter off. */
    public limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  get enabled(): boolean {
    return this.limit > 0;
  }

  hit(client: string): RateDecision {
    const now = this.now();
    this.sweep(now);
    let b = this.buckets.get(client);
    if (!b || now >= b.resetAt) {
      b = { hits: 0, resetAt: Math.floor(now / 1000) * 1000 + this.windowMs };
      this.buckets.set(client, b);
    }
    const retryAfter = Math.max(1, Math.ceil((b.resetAt - now) / 1000));
    const resetAt = Math.ceil(b.resetAt / 1000);
    if (b.hits >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, retryAfter, resetAt };
    b.hits++;
    return { allowed: true, limit: this.limit, remaining: this.limit - b.hits, retryAfter, resetAt };
  }

  reset(): void {
    this.buckets.clear();
  }

  // Drops expired windows now and then so a long run with many clients stays small.
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [k, b] of this.buckets) if (now >= b.resetAt) this.buckets.delete(k);
  }
}
