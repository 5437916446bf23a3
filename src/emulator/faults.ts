// Injected failures: latency, spikes, 5xx answers, reset connections and lost creates.
import type { FaultOptions } from "./types";

/** mulberry32: small, fast and reproducible from a seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type EarlyFault = { kind: "reset" } | { kind: "error"; status: 500 | 502 | 503 } | { kind: "none" };

export class FaultControl {
  private options: FaultOptions = {};
  private random: () => number = Math.random;

  constructor(options?: FaultOptions) {
    this.set(options ?? {});
  }

  /** Merges the given options into the current ones; pass a rate of 0 to turn one off. */
  set(options: FaultOptions): void {
    for (const key of ["errorRate", "resetRate", "lostCreateRate", "latencySpikeRate"] as const) {
      const v = options[key];
      if (v !== undefined && !(v >= 0 && v <= 1)) throw new RangeError(`faults.${key} must be between 0 and 1`);
    }
    for (const key of ["latencyMs", "latencySpikeMs"] as const) {
      const v = options[key];
      if (v !== undefined && !(v >= 0)) throw new RangeError(`faults.${key} must be 0 or more`);
    }
    this.options = { ...this.options, ...options };
    if (options.seed !== undefined) this.random = rng(options.seed);
  }

  /** Turns every fault off. */
  clear(): void {
    this.options = {};
    this.random = Math.random;
  }

  get(): Readonly<FaultOptions> {
    return { ...this.options };
  }

  private roll(rate: number | undefined): boolean {
    return rate !== undefined && rate > 0 && this.random() < rate;
  }

  /** Milliseconds to wait before handling a request. */
  delayMs(): number {
    let ms = this.options.latencyMs ?? 0;
    if (this.roll(this.options.latencySpikeRate)) ms += this.options.latencySpikeMs ?? 0;
    return ms;
  }

  /** Decided before any work is done for the request. */
  early(): EarlyFault {
    if (this.roll(this.options.resetRate)) return { kind: "reset" };
    if (this.roll(this.options.errorRate)) {
      const statuses = [500, 502, 503] as const;
      return { kind: "error", status: statuses[Math.floor(this.random() * 3)] ?? 500 };
    }
    return { kind: "none" };
  }

  /** Whether a committed create loses its answer. */
  loseCreate(): boolean {
    return this.roll(this.options.lostCreateRate);
  }
}
