// The client against a loopback server that keeps failing: how it stops sending to a service
// that stays down, and how a create whose outcome is unknown is never posted twice.
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createClient, PhpAnalyticsClient, ServerError, TransportError, type ClientEvent } from "../../src/api";
import { caught } from "../support/caught";
import { FakeClock } from "./fake-clock";
import { json, KEY, listOf, useScriptedServer, website, type Script } from "./scripted-server";

const server = useScriptedServer();

describe("a service that stays down", () => {
  const unavailable: Script = (_req, res) => json(res, 503, { message: "Service Unavailable" });
  // random 0: a retry follows at once, so only clock.advance moves time; a retry time of 60 s
  // takes the service as down once its failures span 120 s
  const onClock = (clock: FakeClock) => server.client({ clock, random: () => 0, maxRetries: 2, maxRetryTimeMs: 60_000 });
  let busy: ServerResponse | undefined;
  /**
   * Reads that fail on every attempt, 60 s apart, while another read is under way all along
   * (its answer held): the last finds the failures span 120 s, and stops.
   */
  async function failFor120s(c: PhpAnalyticsClient, clock: FakeClock, then: Script = unavailable): Promise<void> {
    busy = undefined;
    server.script = (req, res, n) => (req.url === "/api/v1/websites/99" ? (busy = res) : unavailable(req, res, n));
    void caught(c.getWebsite(99));
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    expect(server.seen.filter((r) => r.url === "/api/v1/websites/1")).toHaveLength(7);
    server.seen = [];
    server.script = then;
  }
  afterEach(() => {
    if (busy && !busy.headersSent) busy.writeHead(503).end();
  });

  it("once requests have failed for two retry times, one read at a time is sent, unretried, and the others fail at once, unsent", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock);
    const [probe, refused] = await Promise.all([caught(c.getWebsite(2)), caught(c.listWebsites())]);
    expect(probe).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ name: "TransportError", code: "ESERVICEDOWN", maybeSent: false });
    expect(refused.message).toBe(
      "list websites: not sent: every request to the service has failed for 120 s (the last: HTTP 503), twice " +
        "as long as a request is retried, so it is taken as down; run again once it answers",
    );
    expect(server.seen.map((r) => r.url)).toEqual(["/api/v1/websites/2"]);
  });

  it("an answer ends it: reads are sent and retried as before", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock, (_req, res) => json(res, 200, { data: website(2, "a.com") }));
    await c.getWebsite(2);
    server.script = (_req, res, n) => (n === 2 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(3, "b.com") }));
    const [a, b] = await Promise.all([c.getWebsite(3), c.getWebsite(3)]);
    expect([a.id, b.id]).toEqual([3, 3]);
    expect(server.seen).toHaveLength(4);
  });

  it("failures apart with no operation under way between them are no outage", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    server.script = unavailable;
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(60_000);
    await caught(c.getWebsite(1));
    await clock.advance(600_000);
    const errors = await Promise.all([caught(c.getWebsite(2)), caught(c.getWebsite(3))]);
    expect(errors.map((e) => e.name)).toEqual(["ServerError", "ServerError"]);
    expect(server.seen).toHaveLength(15);
  });

  it("changes are still retried, and a create's lookup is sent while a read holds the one slot", async () => {
    const clock = new FakeClock();
    const c = onClock(clock);
    await failFor120s(c, clock, (req, res, n) => (n < 3 ? json(res, 503, { message: "Service Unavailable" }) : json(res, 200, { data: website(4, "c.com") })));
    expect((await c.updateWebsite(4, { privacy: "private" })).id).toBe(4);
    expect(server.seen.map((r) => r.method)).toEqual(["PUT", "PUT", "PUT"]);
    // the answer ended the outage; the read under way meets another
    if (busy && !busy.headersSent) busy.writeHead(503).end();
    await clock.advance(600_000);
    server.seen = [];
    let held: ServerResponse | undefined;
    await failFor120s(c, clock, (req, res) => {
      if (req.url === "/api/v1/websites/5") {
        if (held) json(res, 200, { data: website(5, "e.com") });
        else held = res;
      } else if (req.method === "POST") json(res, 503, { message: "Service Unavailable" });
      else json(res, 200, listOf([website(9, "new.example.com")]));
    });
    const probe = c.getWebsite(5);
    const created = await c.createWebsite({ domain: "new.example.com" });
    expect(created.id).toBe(9);
    expect(server.seen.map((r) => r.method)).toEqual(["GET", "POST", "GET"]);
    // the lookup's answer ended the outage: the read is retried
    held?.writeHead(503).end();
    expect((await probe).id).toBe(5);
  });
});

describe("create is never repeated blindly", () => {
  it("after a lost response, finds the created website instead of posting again", async () => {
    const created: unknown[] = [];
    server.script = (req, res) => {
      if (req.method === "POST") {
        created.push(website(11, "example.com"));
        res.socket?.destroy(); // the create went through, the answer is lost
        return;
      }
      expect(req.url).toContain("search=example.com");
      json(res, 200, listOf([website(10, "myexample.com"), ...created]));
    };
    const events: ClientEvent[] = [];
    const w = await server.client({ logger: (e) => events.push(e) }).createWebsite({ domain: "https://WWW.Example.com" });
    expect(w).toMatchObject({ id: 11, domain: "example.com" });
    expect(server.seen.filter((s) => s.method === "POST")).toHaveLength(1);
    expect(events.find((e) => e.type === "create_lookup")).toMatchObject({ domain: "example.com", found: true });
  });

  it(
    "a stored domain is not made canonical again: the lookup after a lost response finds the new website, " + "not one that a second pass would match",
    async () => {
      // "www.x.example.com" was stored for "www.wwww.ww.x.example.com"; "x.example.com" is another website
      const created: unknown[] = [];
      server.script = (req, res) => {
        if (req.method === "POST") {
          created.push(website(12, "x.example.com"));
          res.socket?.destroy();
          return;
        }
        json(res, 200, listOf([website(10, "www.x.example.com"), ...created]));
      };
      const c = server.client();
      expect(await c.createWebsite({ domain: "x.example.com" })).toMatchObject({ id: 12 });
      expect(await c.findWebsiteByDomain("www.wwww.ww.x.example.com")).toMatchObject({ id: 10 });
      created.length = 0;
      expect(await c.findWebsiteByDomain("x.example.com")).toBeNull();
    },
  );

  it("a create answered 201 with a body it cannot read (a PHP notice before the JSON) was carried out: it finds the website", async () => {
    server.script = (req, res) => {
      if (req.method === "POST") {
        res.writeHead(201, { "content-type": "text/html" });
        res.end(`<br />\n<b>Deprecated</b>: something in app.php<br />\n${JSON.stringify({ data: website(13, "notice.example.com") })}`);
        return;
      }
      json(res, 200, listOf([website(13, "notice.example.com")]));
    };
    expect(await server.client().createWebsite({ domain: "notice.example.com" })).toMatchObject({ id: 13 });
    expect(server.seen.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  it("after a 503 with nothing created, posts again", async () => {
    let posts = 0;
    server.script = (req, res) => {
      if (req.method === "POST") {
        posts += 1;
        return posts === 1 ? json(res, 503, { message: "down" }) : json(res, 201, { data: website(12, "b.com"), status: 200 });
      }
      json(res, 200, listOf([]));
    };
    expect((await server.client().createWebsite({ domain: "b.com" })).id).toBe(12);
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "GET", "POST"]);
  });

  it("a 429 on create is retried without a lookup", async () => {
    server.script = (_req, res, n) =>
      n === 1 ? json(res, 429, { message: "Too Many Attempts." }, { "retry-after": "0" }) : json(res, 201, { data: website(13, "c.com") });
    expect((await server.client().createWebsite({ domain: "c.com" })).id).toBe(13);
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "POST"]);
  });

  it("'already taken' after an unknown outcome resolves by lookup", async () => {
    // The lookup misses (a stale list), the repeat POST says "taken", the second lookup finds it.
    let gets = 0;
    server.script = (req, res) => {
      if (req.method === "POST") {
        if (server.seen.filter((s) => s.method === "POST").length === 1) return res.socket?.destroy();
        return json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 });
      }
      gets += 1;
      json(res, 200, listOf(gets === 1 ? [] : [website(14, "d.com")]));
    };
    expect((await server.client().createWebsite({ domain: "d.com" })).id).toBe(14);
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "GET", "POST", "GET"]);
  });

  it("a refused connection on create is retried (nothing was sent)", async () => {
    const events: ClientEvent[] = [];
    const c2 = createClient({ baseUrl: "http://127.0.0.1:1", apiKey: KEY, maxRetries: 2, backoffBaseMs: 1, logger: (e) => events.push(e) });
    server.track(c2);
    expect(await caught(c2.createWebsite({ domain: "e.com" }))).toBeInstanceOf(TransportError);
    expect(events.filter((e) => e.type === "request")).toHaveLength(3);
    expect(events.some((e) => e.type === "create_lookup")).toBe(false);
  });
});
