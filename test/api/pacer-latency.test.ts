// Pacing against the real server's limiter and latency (docs/internals/api-behaviour.md, "Rate
// limit", "Latency and concurrency"), on the fake clock: the limiter is per client address, with
// a fixed 60-second window that starts at the first request it receives
// (Laravel's), requests reach it after a random delay and are answered 100-300 ms later,
// ten at a time, so answers arrive late and out of order. Each Terraform command runs the
// provider twice (plan, then apply), each a fresh process with a fresh pacer, against one
// window.
import { describe, expect, it } from "vitest";
import { Pacer, type RateLimitInfo } from "../../src/api/pacer";
import { FakeClock } from "./fake-clock";
import { seededRandom } from "../../src/emulator/random";

const LIMIT = 60;
const WINDOW_MS = 60_000;

/** Laravel's limiter: a fixed window from the first hit; a refused request is not counted. */
class FixedWindowLimiter {
  private windowStart: number | undefined;
  private hits = 0;
  rejected = 0;
  accepted = 0;

  constructor(private readonly clock: FakeClock) {}

  hit(): { status: number; info: RateLimitInfo; retryAfterMs?: number } {
    const now = this.clock.now();
    if (this.windowStart === undefined || now >= this.windowStart + WINDOW_MS) {
      this.windowStart = now;
      this.hits = 0;
    }
    if (this.hits >= LIMIT) {
      this.rejected += 1;
      return { status: 429, info: { limit: LIMIT, remaining: 0 }, retryAfterMs: Math.ceil((this.windowStart + WINDOW_MS - now) / 1000) * 1000 };
    }
    this.hits += 1;
    this.accepted += 1;
    return { status: 200, info: { limit: LIMIT, remaining: LIMIT - this.hits } };
  }
}

/** One provider process: a fresh pacer, `parallelism` operations at once, each one request. */
async function runProcess(clock: FakeClock, limiter: FixedWindowLimiter, random: () => number, requests: number, parallelism = 10): Promise<void> {
  const pacer = new Pacer({ clock });
  const delay = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      for (;;) {
        const ticket = await pacer.acquire();
        await delay(random() * 50); // on its way to the server
        const answer = limiter.hit(); // counted (and committed) on arrival
        await delay(100 + random() * 200); // answered late
        pacer.complete(ticket, answer.info);
        if (answer.status === 200) break;
        pacer.pauseUntil(clock.now() + (answer.retryAfterMs ?? 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: parallelism }, worker));
}

async function untilDone(clock: FakeClock, work: Promise<void>): Promise<void> {
  let done = false;
  void work.then(() => (done = true));
  for (let i = 0; i < 100_000 && !done; i += 1) await clock.advance(100);
  expect(done).toBe(true);
  await work;
}

describe("pacing against the real server's limiter and latency", () => {
  it.each([1, 2, 3, 4, 5])("120 creates and their destroy meet no 429 (seed %i)", async (seed) => {
    const clock = new FakeClock();
    const limiter = new FixedWindowLimiter(clock);
    const random = seededRandom(seed);
    const started = clock.now();
    const lifecycle = (async () => {
      // terraform apply: the plan process (an account read and a listing), then the apply process.
      await runProcess(clock, limiter, random, 2);
      await runProcess(clock, limiter, random, 120);
      // terraform destroy: the refresh reads two list pages, then 120 deletes.
      await runProcess(clock, limiter, random, 2);
      await runProcess(clock, limiter, random, 120);
    })();
    await untilDone(clock, lifecycle);
    expect(limiter.rejected).toBe(0);
    expect(limiter.accepted).toBe(244);
    // 244 requests at 60 a minute need four full windows after the first; pacing stays close.
    const elapsed = clock.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4 * WINDOW_MS);
    expect(elapsed).toBeLessThan(4 * WINDOW_MS + 20_000);
  });
});
