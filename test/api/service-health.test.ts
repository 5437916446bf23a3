// When the client takes the service as down (src/api/service-health.ts), and what a read
// that waited for its turn meanwhile does, on a fake clock with a scripted transport.
import { describe, expect, it } from "vitest";
import { TransportError } from "../../src/api/errors";
import { Exchange, type CallSpec } from "../../src/api/exchange";
import type { HttpResponse, HttpTransport } from "../../src/api/http";
import { Pacer } from "../../src/api/pacer";
import { ServiceHealth } from "../../src/api/service-health";
import { FakeClock } from "./fake-clock";

/** A health taken as down after `downAfterMs`, whose failures span `spanMs` with an operation under way. */
async function failingFor(downAfterMs: number, spanMs: number): Promise<{ clock: FakeClock; health: ServiceHealth }> {
  const clock = new FakeClock();
  const health = new ServiceHealth(clock, downAfterMs);
  health.begin();
  health.failed("HTTP 503");
  await clock.advance(spanMs);
  health.failed("HTTP 503");
  return { clock, health };
}

describe("ServiceHealth", () => {
  it("is down once failures span the given time while an operation is under way all along", async () => {
    const { clock, health } = await failingFor(240_000, 239_999);
    expect(health.isDown()).toBe(false);
    await clock.advance(1);
    health.failed("ECONNREFUSED");
    expect(health.isDown()).toBe(true);
    health.answered();
    expect(health.isDown()).toBe(false);
  });

  it("starts counting again after a quiet spell with no operation under way", async () => {
    const clock = new FakeClock();
    const health = new ServiceHealth(clock, 240_000);
    health.begin();
    health.failed("HTTP 503");
    health.end();
    await clock.advance(300_000);
    health.begin();
    health.failed("HTTP 503");
    expect(health.isDown()).toBe(false);
    // operations that follow each other closely are no quiet spell
    health.end();
    await clock.advance(5_000);
    health.begin();
    await clock.advance(240_000);
    health.failed("HTTP 503");
    expect(health.isDown()).toBe(true);
  });

  it("takes a service that was down as up again after a quiet spell, until failures span the time anew", async () => {
    const { clock, health } = await failingFor(240_000, 240_000);
    expect(health.isDown()).toBe(true);
    health.end();
    await clock.advance(3_600_000);
    health.begin();
    expect(health.isDown()).toBe(false);
    expect(health.admitRead("read website 1")).toBeUndefined();
    health.failed("HTTP 503");
    expect(health.isDown()).toBe(false);
  });

  it("lets one read at a time through while down", async () => {
    const { health } = await failingFor(1_000, 1_000);
    const probe = health.admitRead("read website 1");
    expect(typeof probe).toBe("function");
    expect(health.admitRead("read website 2")).toBeInstanceOf(TransportError);
    (probe as () => void)();
    expect(typeof health.admitRead("read website 3")).toBe("function");
  });

  it("never takes the service as down with a time of 0", async () => {
    const { health } = await failingFor(0, 10_000_000);
    expect(health.isDown()).toBe(false);
  });
});

describe("a read that waited for its turn while the service went down", () => {
  it("is not sent once its turn comes", async () => {
    const clock = new FakeClock();
    const health = new ServiceHealth(clock, 120_000);
    const pacer = new Pacer({ clock });
    let sent = 0;
    const http = {
      send: async (): Promise<HttpResponse> => {
        sent += 1;
        return { status: 200, headers: {}, body: "{}", url: "http://127.0.0.1/api/v1/websites/1" };
      },
    } as unknown as HttpTransport;
    const exchange = new Exchange(http, pacer, clock, () => undefined, health);
    const spec: CallSpec<string> = { operation: "read website 1", method: "GET", path: "/api/v1/websites/1", parse: () => "read" };
    health.begin();
    health.failed("HTTP 503");
    // a 503 asked every request to wait 130 s
    pacer.pauseUntil(clock.now() + 130_000);
    const waiting = exchange.attempt(spec, 1, undefined).catch((error: unknown) => error);
    await clock.advance(120_000);
    health.failed("HTTP 503");
    expect(health.isDown()).toBe(true);
    await clock.advance(10_000);
    const error = (await waiting) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.code).toBe("ESERVICEDOWN");
    expect(sent).toBe(0);
  });

  it("gives its turn back: a capped pacer lets the next request go at once", async () => {
    const clock = new FakeClock();
    const pacer = new Pacer({ clock, requestsPerMinute: 1 });
    pacer.release(await pacer.acquire());
    const next = await pacer.acquire();
    expect(next.waitedMs).toBe(0);
    // a request that was sent keeps its place, released or not
    pacer.complete(next, null);
    pacer.release(next);
    let granted = false;
    void pacer.acquire().then(() => (granted = true));
    await clock.advance(59_000);
    expect(granted).toBe(false);
    await clock.advance(1_001);
    expect(granted).toBe(true);
  });
});
