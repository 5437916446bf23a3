// Injected behaviour: latency (fixed or a range), spikes, 5xx answers, reset connections and
// lost creates.
import { seededRandom } from "./random";
import type { FaultOptions, LatencyMs } from "./types";

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
    if (options.latencyMs !== undefined) checkLatency(options.latencyMs);
    const spike = options.latencySpikeMs;
    if (spike !== undefined && !(spike >= 0)) throw new RangeError("faults.latencySpikeMs must be 0 or more");
    this.options = { ...this.options, ...options };
    if (options.seed !== undefined) this.random = seededRandom(options.seed);
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

  /** Milliseconds between committing a request and answering it. */
  delayMs(): number {
    const latency = this.options.latencyMs ?? 0;
    // A fixed latency draws nothing, so the other faults of a seed stay as they were.
    let ms = typeof latency === "number" ? latency : Math.round(latency[0] + (latency[1] - latency[0]) * this.random());
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

function checkLatency(v: LatencyMs): void {
  if (typeof v === "number") {
    if (!(v >= 0)) throw new RangeError("faults.latencyMs must be 0 or more");
    return;
  }
  const [min, max] = v;
  if (!(min >= 0) || !(max >= min)) throw new RangeError("faults.latencyMs must be [min, max] with 0 <= min <= max");
}
