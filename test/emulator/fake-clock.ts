// The tests' manual clock, for the emulator: it also records every timer armed and lets a
// test wait until the emulator arms one (an answer held back by the latency model, a
// coalesced data-file write).
import type { EmulatorClock } from "../../src/emulator";
import { FakeClock as ManualClock } from "../api/fake-clock";

export class FakeClock extends ManualClock implements EmulatorClock {
  private waiters: ((ms: number) => void)[] = [];
  /** The delay of every timer armed so far, in order. */
  readonly armed: number[] = [];

  constructor(start = Date.parse("2026-11-21T19:35:21Z")) {
    super(start);
  }

  override setTimeout(fn: () => void, ms: number): unknown {
    const handle = super.setTimeout(fn, ms);
    this.armed.push(ms);
    this.waiters.shift()?.(ms);
    return handle;
  }

  /** Resolves with its delay when the next timer is armed. Call before causing it. */
  nextTimer(): Promise<number> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
