// The emulator's time: dates, the rate-limit window, response delays and the coalescing of
// data-file writes all read this clock, so tests can drive them with a fake one.

export interface EmulatorClock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function systemClock(now: () => number = Date.now): EmulatorClock {
  return {
    now,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
