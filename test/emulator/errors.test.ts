import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

describe("errors and the order of checks", () => {
  it("401 Unauthenticated for a missing or wrong key with Accept: application/json", async () => {
    const emu = await emulator();
    for (const key of [null, "wrong"]) {
      const r = await call(emu, "GET", "/api/v1/websites", { key });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: "Unauthenticated." });
    }
  });

  it("302 to /login when the request does not ask for JSON", async () => {
    const emu = await emulator();
    const r = await call(emu, "GET", "/api/v1/account", { key: "wrong", accept: null });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe(`${emu.url}/login`);
    const html = await call(emu, "POST", "/api/v1/websites", { key: null, accept: "text/html", form: { domain: "x.com" } });
    expect(html.status).toBe(302);
    expect(emu.store.size()).toBe(0);
  });

  it("403 for an account whose plan lacks the API", async () => {
    const emu = await emulator({ noApiAccessKeys: ["free"] });
    const r = await call(emu, "GET", "/api/v1/account", { key: "free" });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: "You don't have access to this feature.", status: 403 });
    // 403 comes before validation.
    expect((await call(emu, "POST", "/api/v1/websites", { key: "free", form: {} })).status).toBe(403);
  });

  it("a path outside /api/v1 gets the router's 404, never the API's not-found of a website", async () => {
    const emu = await emulator();
    const r = await call(emu, "GET", "/foo/api/v1/websites/1");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "The route foo/api/v1/websites/1 could not be found." });
  });

  it("404 Resource not found for unknown ids, non-numeric ids and unknown paths", async () => {
    const emu = await emulator();
    const expected = { message: "Resource not found.", status: 404 };
    for (const [method, path] of [
      ["GET", "/api/v1/websites/12345"],
      ["DELETE", "/api/v1/websites/12345"],
      ["GET", "/api/v1/websites/abc"],
      ["PUT", "/api/v1/websites/1x"],
      ["GET", "/api/v1/nothing"],
      ["GET", "/api/v1/websites/1/extra"],
    ] as const) {
      const r = await call(emu, method, path);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual(expected);
    }
  });

  it("500 on a PUT to an id that does not exist (a bug of the deployed service)", async () => {
    const emu = await emulator();
    const r = await call(emu, "PUT", "/api/v1/websites/4242", { form: { privacy: "1" } });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ message: "Server Error" });
  });

  it("405 for a method a known path does not support", async () => {
    const emu = await emulator();
    const r = await call(emu, "DELETE", "/api/v1/websites");
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toContain("POST");
    // The router answers before the limiter: no X-RateLimit-* headers, nothing counted.
    const limited = await emulator({ rateLimit: 5 });
    const m = await call(limited, "DELETE", "/api/v1/websites");
    expect(m.status).toBe(405);
    expect(m.headers.get("x-ratelimit-limit")).toBeNull();
    expect(m.headers.get("x-ratelimit-remaining")).toBeNull();
    expect((await call(limited, "GET", "/api/v1/account")).headers.get("x-ratelimit-remaining")).toBe("4");
  });

  it("checks rate limit, then auth, then API access, then validation, then lookup", async () => {
    const emu = await emulator({ rateLimit: 2, noApiAccessKeys: ["free"] });
    // validation before lookup: an invalid PUT to a missing id is 422, a valid one 500
    expect((await call(emu, "PUT", "/api/v1/websites/999", { form: { privacy: "9" } })).status).toBe(422);
    expect((await call(emu, "PUT", "/api/v1/websites/999", { form: { privacy: "1" } })).status).toBe(500);
    // the address's limit is spent: a bad key and no key are refused before authentication
    expect((await call(emu, "GET", "/api/v1/account")).status).toBe(429);
    const wrong = await call(emu, "GET", "/api/v1/account", { key: "wrong" });
    expect(wrong.status).toBe(429);
    expect(wrong.headers.get("x-ratelimit-limit")).toBe("2");
    expect((await call(emu, "GET", "/api/v1/account", { key: null })).status).toBe(429);
    emu.resetRateLimits();
    // rate limit before auth: a bad key is a 401 while the window lasts, then a 429
    expect((await call(emu, "GET", "/api/v1/account", { key: "wrong" })).status).toBe(401);
    expect((await call(emu, "GET", "/api/v1/account", { key: null })).status).toBe(401);
    expect((await call(emu, "GET", "/api/v1/account", { key: "wrong" })).status).toBe(429);
    emu.resetRateLimits();
    // rate limit before API access
    expect((await call(emu, "GET", "/api/v1/account", { key: "free" })).status).toBe(403);
    expect((await call(emu, "GET", "/api/v1/account", { key: "free" })).status).toBe(403);
    expect((await call(emu, "GET", "/api/v1/account", { key: "free" })).status).toBe(429);
    emu.resetRateLimits();
    // API access before validation
    expect((await call(emu, "POST", "/api/v1/websites", { key: "free", form: { privacy: "9" } })).status).toBe(403);
  });

  it("authenticates unknown paths under /api/v1 before answering 404", async () => {
    const emu = await emulator();
    const wrong = await call(emu, "GET", "/api/v1/nothing", { key: "wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Unauthenticated." });
    const redirected = await call(emu, "GET", "/api/v1/nothing", { key: "wrong", accept: null });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe(`${emu.url}/login`);
    expect((await call(emu, "GET", "/api/v1/nothing")).body).toEqual({ message: "Resource not found.", status: 404 });
  });

  it("accepts the key as ?api_token=", async () => {
    const emu = await emulator({ apiKeys: ["k1", "k2"] });
    const byQuery = await call(emu, "GET", "/api/v1/account?api_token=k2", { key: null });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data.id).toBe(2);
    const created = await call(emu, "POST", "/api/v1/websites?api_token=k1", { key: null, form: { domain: "token.example.com" } });
    expect(created.status).toBe(201);
    expect(emu.store.list("k1").map((w) => w.domain)).toEqual(["token.example.com"]);
    expect((await call(emu, "GET", "/api/v1/account?api_token=nope", { key: null })).status).toBe(401);
  });

  it("answers 401 before looking at a body", async () => {
    const emu = await emulator();
    const r = await call(emu, "PUT", "/api/v1/websites/999", { key: "nope", form: { privacy: "9" } });
    expect(r.status).toBe(401);
  });
});
