// Whose limit a paced request waited for: the client's own cap (requestsPerMinute) or the
// server's budget, so the warning a user reads blames the right one.
import { describe, expect, it } from "vitest";
import { Pacer, type Ticket } from "../../src/api/pacer";
import { FakeClock, flush } from "./fake-clock";

function setup(requestsPerMinute?: number) {
  const clock = new FakeClock();
  const pacer = new Pacer({ ...(requestsPerMinute === undefined ? {} : { requestsPerMinute }), clock });
  const granted: Ticket[] = [];
  const ask = (n: number) => Array.from({ length: n }, () => pacer.acquire().then((t) => granted.push(t)));
  return { clock, pacer, granted, ask };
}

describe("Pacer: whose limit a request waited for", () => {
  it("the client's cap, when it is below what the server allows", async () => {
    const { clock, pacer, granted, ask } = setup(2);
    ask(3);
    await flush();
    pacer.complete(granted[0]!, { limit: 60, remaining: 59 });
    await flush();
    pacer.complete(granted[1]!, { limit: 60, remaining: 58 });
    expect(granted).toHaveLength(2);
    expect(granted[1]!.waitedFor).toBeUndefined();
    await clock.advance(60_000);
    await flush();
    expect(granted).toHaveLength(3);
    expect(granted[2]).toMatchObject({ waitedFor: "client" });
    expect(granted[2]!.waitedMs).toBeGreaterThan(0);
  });

  it("the server's, when its Remaining ran out below the client's cap", async () => {
    const { clock, pacer, granted, ask } = setup(100);
    ask(2);
    await flush();
    pacer.complete(granted[0]!, { limit: 60, remaining: 0 });
    await clock.advance(60_000);
    await flush();
    expect(granted).toHaveLength(2);
    expect(granted[1]).toMatchObject({ waitedFor: "server" });
  });

  it("the server's, without a cap, and during a Retry-After pause", async () => {
    const { clock, pacer, granted, ask } = setup();
    ask(1);
    await flush();
    pacer.complete(granted[0]!, { limit: 60, remaining: 30 });
    pacer.pauseUntil(clock.now() + 10_000);
    ask(1);
    await flush();
    expect(granted).toHaveLength(1);
    await clock.advance(10_000);
    await flush();
    expect(granted[1]).toMatchObject({ waitedFor: "server", waitedMs: 10_000 });
  });
});
