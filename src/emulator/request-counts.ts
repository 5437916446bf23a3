// Request counters, for tests and benchmarks that count what a client sent.

export interface StatsSnapshot {
  total: number;
  /** By "METHOD /route/pattern", e.g. "GET /api/v1/websites/{id}". */
  byRoute: Record<string, number>;
  /** Answers by HTTP status. */
  byStatus: Record<string, number>;
  /** Requests answered 429. */
  rateLimited: number;
}

export class Stats {
  total = 0;
  rateLimited = 0;
  byRoute: Record<string, number> = {};
  byStatus: Record<string, number> = {};

  request(route: string): void {
    this.total++;
    this.byRoute[route] = (this.byRoute[route] ?? 0) + 1;
  }

  answered(status: number): void {
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    if (status === 429) this.rateLimited++;
  }

  /** Requests to one route pattern, 0 when none. */
  count(route: string): number {
    return this.byRoute[route] ?? 0;
  }

  snapshot(): StatsSnapshot {
    return { total: this.total, byRoute: { ...this.byRoute }, byStatus: { ...this.byStatus }, rateLimited: this.rateLimited };
  }

  reset(): void {
    this.total = 0;
    this.rateLimited = 0;
    this.byRoute = {};
    this.byStatus = {};
  }
}
