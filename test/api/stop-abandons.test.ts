// A cancelled call abandons what it has not sent: a change waiting for its turn from the
// pacer or for a retry's wait gives up at once, unsent; one the caller asked to finish once
// sent runs to its answer (issue 33, Ctrl-C during an apply). Pacing and waits on a fake clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AbortedError, type ClientEvent, type ClientOptions, type PhpAnalyticsClient } from "../../src/api";
import { FakeClock } from "./fake-clock";
import { caught } from "../support/caught";
import { openClients } from "../support/clients";
import { json, startLoopback, type Loopback } from "./loopback";
import { wireWebsite } from "../support/wire-website";

const KEY = "stop-abandons-key-123";
let server: Loopback;
const clients = openClients(() => ({ baseUrl: server.url, apiKey: KEY }));

const website = (favorite: boolean) => wireWebsite({ favorite });

function client(options: Partial<ClientOptions>): PhpAnalyticsClient {
  return clients.open(options);
}

beforeAll(async () => {
  server = await startLoopback();
});
afterEach(() => {
  server.seen.length = 0;
});
afterAll(async () => {
  await clients.closeAll();
  await server.close();
});

describe("a change cancelled before it is sent", () => {
  it("waiting for the rate limit's next window, gives up at once with nothing sent", async () => {
    const clock = new FakeClock();
    // the window's last request: the follow-up has to wait a minute for the next one
    server.script = (_req, res) => json(res, 200, { data: website(false) }, { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0" });
    const c = client({ clock });
    await c.getWebsite(7);
    const controller = new AbortController();
    const update = c.updateWebsite(7, { favorite: true }, { signal: controller.signal, finishOnceSent: true });
    // waiting on the pacer's timer, nothing sent
    expect(clock.pending).toBe(1);
    controller.abort(new Error("stop"));
    const error = await caught(update);
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).maybeSent).toBe(false);
    expect(server.seen.map((s) => s.method)).toEqual(["GET"]);
    expect(clock.pending).toBe(0);
  });

  it("waiting out a 429's Retry-After, gives up at once and is not sent again", async () => {
    const clock = new FakeClock();
    const controller = new AbortController();
    server.script = (_req, res) => json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "60" });
    // the wait starts right after the retry is announced
    const logger = (event: ClientEvent) => {
      if (event.type === "retry") controller.abort(new Error("stop"));
    };
    const c = client({ clock, requestsPerMinute: 0, logger });
    const error = await caught(c.updateWebsite(7, { favorite: true }, { signal: controller.signal, finishOnceSent: true }));
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).maybeSent).toBe(false);
    expect(server.seen.map((s) => s.method)).toEqual(["PUT"]);
  });
});

describe("a change cancelled once sent", () => {
  it("runs to its answer when the caller asked it to finish once sent", async () => {
    const controller = new AbortController();
    server.script = (_req, res) => {
      controller.abort(new Error("stop"));
      json(res, 200, { data: website(true) });
    };
    const c = client({ requestsPerMinute: 0 });
    const updated = await c.updateWebsite(7, { favorite: true }, { signal: controller.signal, finishOnceSent: true });
    expect(updated.favorite).toBe(true);
  });

  it("is cancelled on the wire otherwise, its outcome unknown", async () => {
    const controller = new AbortController();
    server.script = () => controller.abort(new Error("stop")); // never answered
    const c = client({ requestsPerMinute: 0 });
    const error = await caught(c.updateWebsite(7, { favorite: true }, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).maybeSent).toBe(true);
  });
});
