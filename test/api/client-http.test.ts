// The client against a throwaway loopback server that answers whatever each test scripts:
// what it sends, how it reads errors, its configuration, and what a 404 means.
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import {
  createClient,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  ResponseFormatError,
  UnauthorizedError,
  ValidationError,
  type ClientEvent,
} from "../../src/api";
import { EndpointNotFoundError } from "../../src/api/errors";
import { caught } from "../support/caught";
import { json, KEY, listOf, useScriptedServer, website, type Seen } from "./scripted-server";

const server = useScriptedServer();

describe("requests on the wire", () => {
  it("sends the headers and form bodies the API expects, and none on GET and DELETE", async () => {
    server.script = (req, res) => {
      if (req.method === "DELETE") return json(res, 200, { id: 7, object: "website", deleted: true, status: 200 });
      json(res, req.method === "POST" ? 201 : 200, { data: website(7, "a.com"), status: 200 });
    };
    const c = server.client();
    await c.getWebsite("7");
    await c.createWebsite({ domain: "a.com", privacy: "password", password: "pw&=x" });
    await c.updateWebsite(7, { favorite: true });
    await c.deleteWebsite(7);
    const [get, post, put, del] = server.seen as [Seen, Seen, Seen, Seen];
    for (const s of server.seen) {
      expect(s.headers.accept).toBe("application/json");
      expect(s.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(s.headers["user-agent"]).toMatch(/^phpanalytics-client\/\d+\.\d+\.\d+ \(\+terraform-provider-phpanalytics\)$/);
    }
    expect(get.url).toBe("/api/v1/websites/7");
    expect(get.headers["content-type"]).toBeUndefined();
    expect(post.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({
      domain: "a.com",
      privacy: "2",
      password: "pw&=x",
      email: "0",
      exclude_bots: "1",
      exclude_params: "",
      exclude_ips: "",
    });
    expect(put.method).toBe("PUT");
    expect(put.body).toBe("favorite=1");
    expect(del.method).toBe("DELETE");
    expect(del.headers["content-type"]).toBeUndefined();
    expect(del.body).toBe("");
  });

  it("keeps a base URL's path prefix", async () => {
    server.script = (_req, res) => json(res, 200, listOf([]));
    await server.client({ baseUrl: `${server.base}/analytics/` }).listWebsites();
    expect(server.seen[0]?.url).toBe("/analytics/api/v1/websites?per_page=50&page=1");
  });

  it("logs structured events without the key, the password or any body", async () => {
    server.script = (_req, res) => json(res, 201, { data: website(1, "a.com"), status: 200 }, { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59" });
    const events: ClientEvent[] = [];
    await server.client({ logger: (e) => events.push(e) }).createWebsite({ domain: "a.com", privacy: "password", password: "hunter2-pass" });
    const text = JSON.stringify(events);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain("hunter2");
    expect(events.map((e) => e.type)).toEqual(["request", "response"]);
    expect(events[1]).toMatchObject({ method: "POST", path: "/api/v1/websites", status: 201, attempt: 1, rateLimitRemaining: 59 });
    expect(typeof (events[1] as { durationMs: number }).durationMs).toBe("number");
  });
});

describe("errors", () => {
  it("a 302 to the login page is Unauthorized and is not followed", async () => {
    server.script = (req, res) => {
      if (req.url === "/login") return json(res, 200, { data: website(1, "x.com") });
      res.writeHead(302, { location: `${server.base}/login` });
      res.end();
    };
    const e = await caught(server.client().getWebsite(1));
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.message).toMatch(/^read website 1: the server redirected to its login page/);
    expect(server.seen).toHaveLength(1);
  });

  it("401 is Unauthorized and the message never shows the key, even if the server echoes it", async () => {
    server.script = (_req, res) => json(res, 401, { message: `Unauthenticated: ${KEY}` });
    const e = await caught(server.client().getAccount());
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.status).toBe(401);
    expect(e.operation).toBe("read account");
    expect(e.message).not.toContain(KEY);
    expect((e as UnauthorizedError).detail).not.toContain(KEY);
    expect((e as UnauthorizedError).detail).toContain("[redacted]");
  });

  it("403 is Forbidden, 404 is NotFound", async () => {
    server.script = (req, res) =>
      req.url.endsWith("/account")
        ? json(res, 403, { message: "You don't have access to this feature.", status: 403 })
        : json(res, 404, { message: "Resource not found.", status: 404 });
    const c = server.client();
    expect(await caught(c.getAccount())).toBeInstanceOf(ForbiddenError);
    const nf = await caught(c.getWebsite(99));
    expect(nf).toBeInstanceOf(NotFoundError);
    expect(nf.message).toBe("read website 99: not found (HTTP 404: Resource not found.)");
    expect(await c.getWebsiteOrNull(99)).toBeNull();
    await expect(c.deleteWebsite(99, { ignoreNotFound: true })).resolves.toBeUndefined();
  });

  it("422 field errors under `message` (deployed) and under `errors` (stock Laravel)", async () => {
    server.script = (req, res) =>
      req.method === "POST"
        ? json(res, 422, { message: { domain: ["The domain has already been taken."] }, status: 422 })
        : json(res, 422, { message: "The given data was invalid.", errors: { privacy: ["The privacy must be between 0 and 2."] } });
    const c = server.client();
    const a = (await caught(c.createWebsite({ domain: "a.com" }))) as ValidationError;
    expect(a).toBeInstanceOf(ValidationError);
    expect(a.fields).toEqual({ domain: ["The domain has already been taken."] });
    expect(a.message).toBe("create website a.com: the server rejected the request (domain: The domain has already been taken.)");
    const b = (await caught(c.updateWebsite(1, { privacy: "private" }))) as ValidationError;
    expect(b.fields).toEqual({ privacy: ["The privacy must be between 0 and 2."] });
    expect(server.seen).toHaveLength(2);
  });

  it("a malformed body names the operation and the field", async () => {
    server.script = (_req, res) => json(res, 200, { data: { ...website(7, "a.com"), exclude_bots: "yes" }, status: 200 });
    const e = await caught(server.client().getWebsite(7));
    expect(e).toBeInstanceOf(ResponseFormatError);
    expect(e.message).toMatch(/^read website 7: response field data\.exclude_bots: expected .* got "yes"$/);
  });

  it("a non-JSON success body is a format error", async () => {
    server.script = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>hello</html>");
    };
    expect(await caught(server.client().getAccount())).toBeInstanceOf(ResponseFormatError);
  });
});

describe("configuration", () => {
  it("rejects an empty API key", () => {
    expect(() => createClient({ baseUrl: server.base, apiKey: "" })).toThrow(/the API key is empty$/);
    expect(() => createClient({ baseUrl: server.base, apiKey: "   " })).toThrow(InvalidInputError);
  });

  it("rejects a base URL that is not http(s), in the client's words, with an example", () => {
    for (const bad of ["ftp://example.com", "example.com", "not a url", ""]) {
      try {
        createClient({ baseUrl: bad, apiKey: KEY });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInputError);
        expect((e as InvalidInputError).field).toBe("baseUrl");
        expect((e as Error).message).toMatch(/the base URL .*http:\/\/127\.0\.0\.1:8080/);
        // The provider and the CLI word their own advice: the client names no setting of theirs.
        expect((e as Error).message).not.toMatch(/base_url|api_key|provider/);
      }
    }
  });
});

describe("a 404 means a website is gone only when the API says so", () => {
  const html = (res: ServerResponse) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<html><body>Not Found</body></html>");
  };

  it("the API's own not-found of one website is NotFoundError, and getWebsiteOrNull answers null", async () => {
    server.script = (_req, res) => json(res, 404, { message: "Resource not found.", status: 404 });
    expect(await caught(server.client().getWebsite(7))).toBeInstanceOf(NotFoundError);
    expect(await server.client().getWebsiteOrNull(7)).toBeNull();
  });

  it("an HTML 404 is a wrong address, never a missing website", async () => {
    server.script = (_req, res) => html(res);
    const e = await caught(server.client().getWebsiteOrNull(7));
    expect(e).toBeInstanceOf(EndpointNotFoundError);
    expect(e).not.toBeInstanceOf(NotFoundError);
    expect(e.message).toContain(`${server.base}/api/v1/websites/7 answered HTTP 404 with an HTML page`);
    await expect(server.client().deleteWebsite(7, { ignoreNotFound: true })).rejects.toBeInstanceOf(EndpointNotFoundError);
  });

  it("any 404 of a collection that always exists is a wrong address", async () => {
    server.script = (_req, res) => json(res, 404, { message: "Resource not found.", status: 404 });
    expect(await caught(server.client().createWebsite({ domain: "a.example.com" }))).toBeInstanceOf(EndpointNotFoundError);
    expect(await caught(server.client().listWebsites())).toBeInstanceOf(EndpointNotFoundError);
    expect(await caught(server.client().getAccount())).toBeInstanceOf(EndpointNotFoundError);
  });

  it("a base URL ending in /api/v1 or /api/v1/ is not doubled", async () => {
    server.script = (_req, res) => json(res, 200, { data: website(3, "a.com") });
    for (const suffix of ["/api/v1", "/api/v1/", "/"]) {
      server.seen = [];
      const c = createClient({ baseUrl: server.base + suffix, apiKey: KEY });
      server.track(c);
      await c.getWebsite(3);
      expect(server.seen[0]!.url).toBe("/api/v1/websites/3");
    }
  });
});
