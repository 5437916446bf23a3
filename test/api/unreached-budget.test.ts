// A server the client cannot connect to (stopped, out of reach): a read, as at plan and in
// drift, gives up within its own short budget; a change keeps the whole retry budget, for a
// server restarting during an apply. Either way the error says how many tries were made
// over how long, and what bounds them. Backoff on a fake clock, at the top of its jitter.
import { describe, expect, it } from "vitest";
import { ServerError, TransportError } from "../../src/api";
import { DEFAULT_UNREACHABLE_READ_TIME_MS, retrying, type RetryPolicy } from "../../src/api/retry";
import { ServiceHealth } from "../../src/api/service-health";
import { FakeClock } from "./fake-clock";

const policy = (clock: FakeClock): RetryPolicy => ({
  maxRetries: 5,
  maxRetryTimeMs: 120_000,
  unreachableReadTimeMs: DEFAULT_UNREACHABLE_READ_TIME_MS,
  // waits of 499, 999, 1999, 3999, 7999 ms
  backoff: { baseMs: 500, maxMs: 20_000, random: () => 0.999999 },
  clock,
});

const refused = (operation: string) => new TransportError(operation, "connection refused by 127.0.0.1:9", "ECONNREFUSED", false);

/** Runs attempts that all fail with `failure`, moving the fake clock on until the run ends. */
async function failing(
  failure: (operation: string) => Error,
  run: { changes?: boolean; persistent?: boolean },
  clock = new FakeClock(),
  health?: ServiceHealth,
) {
  const operation = run.changes ? "create website a.example" : "read website 7";
  let tries = 0;
  let outcome: { error: unknown } | undefined;
  retrying(
    {
      attempt: () => {
        tries += 1;
        return Promise.reject(failure(operation));
      },
      ...run,
    },
    health ? { ...policy(clock), health } : policy(clock),
  ).then(
    () => (outcome = { error: undefined }),
    (error: unknown) => (outcome = { error }),
  );
  while (outcome === undefined) await clock.advance(100);
  return { tries, error: outcome.error as Error };
}

describe("a server that refuses connections", () => {
  it("a read stops once the next try would start past its short budget, and says so", async () => {
    const { tries, error } = await failing(refused, {});
    // 499 + 999 + 1999 + 3999 ms waited; the next wait, 7999 ms, would end past 8 s
    expect(tries).toBe(5);
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toBe(
      "read website 7: connection refused by 127.0.0.1:9 after 5 tries over 7.5 s (a read retries up to 5 times, " +
        "and not once the server has been out of reach for 8 s)",
    );
    expect((error as TransportError).code).toBe("ECONNREFUSED");
  });

  it("a read that begins while the server is already out of reach has what is left of the budget", async () => {
    const clock = new FakeClock();
    const health = new ServiceHealth(clock, 240_000);
    health.begin();
    // an earlier read (a list page, say) found it refused 6 s ago
    health.failed("ECONNREFUSED");
    await clock.advance(6_000);
    const { tries, error } = await failing(refused, {}, clock, health);
    // 499 + 999 ms waited, 7.5 s into the outage; the next wait, 1999 ms, would end past 8 s
    expect(tries).toBe(3);
    expect(error.message).toContain("connection refused by 127.0.0.1:9 after 3 tries over 1.5 s");
  });

  it("a change, or a read that settles one, keeps the whole retry budget and states it", async () => {
    const change = await failing(refused, { changes: true, persistent: true });
    expect(change.tries).toBe(6);
    expect(change.error.message).toBe(
      "create website a.example: connection refused by 127.0.0.1:9 after 6 tries over 15.5 s (a change retries up to 5 times within 120 s)",
    );
    const settling = await failing(refused, { persistent: true });
    expect(settling.tries).toBe(6);
  });

  it("a read that reached the server is not held to the short budget", async () => {
    const { tries, error } = await failing((operation) => new ServerError(operation, "the server answered 503", { status: 503 }), {});
    expect(tries).toBe(6);
    expect(error.message).toBe("read website 7: the server answered 503");
  });
});
