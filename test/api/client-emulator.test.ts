// The client against the API emulator over real loopback HTTP: the operations, the errors
// the server answers, and the input the client refuses before sending.
import { describe, expect, it } from "vitest";
import { createClient, ForbiddenError, InvalidInputError, NotFoundError, ServerError, UnauthorizedError, ValidationError } from "../../src/api";
import { caught } from "../support/caught";
import { KEY, useEmulatorClients } from "./emulator-clients";

const setup = useEmulatorClients();
const { client } = setup;

describe("operations", () => {
  it("create, read, update, list, delete a website and read the account", async () => {
    const c = client();
    const created = await c.createWebsite({
      domain: "https://WWW.Ops-Example.com",
      privacy: "password",
      password: "s3cret-pw",
      emailReports: true,
      excludeBots: false,
      excludeParams: ["utm_source"],
      excludeIps: ["10.0.0.1", "192.168.0.0/16"],
    });
    expect(created).toMatchObject({
      domain: "ops-example.com",
      privacy: "password",
      emailReports: true,
      hasPassword: true,
      excludeBots: false,
      excludeIps: ["10.0.0.1", "192.168.0.0/16"],
      favorite: false,
      favoritedAt: null,
    });
    expect(created.id).toBeGreaterThan(0);

    const read = await c.getWebsite(String(created.id));
    expect(read).toMatchObject({ id: created.id, domain: "ops-example.com", privacy: "password", emailReports: true, excludeBots: false });

    const updated = await c.updateWebsite(created.id, { privacy: "private", favorite: true });
    expect(updated).toMatchObject({ privacy: "private", favorite: true, emailReports: true, excludeBots: false });
    expect(updated.favoritedAt).not.toBeNull();

    const page = await c.listWebsites({ search: "ops-example", perPage: 10 });
    expect(page.websites.map((w) => w.id)).toContain(created.id);
    expect(page).toMatchObject({ page: 1, perPage: 10 });
    const favs = await c.listWebsites({ favorite: true, perPage: 100 });
    expect(favs.websites.every((w) => w.favorite)).toBe(true);
    expect(await c.findWebsiteByDomain("WWW.OPS-EXAMPLE.COM")).toMatchObject({ id: created.id });

    await c.deleteWebsite(created.id);
    expect(await caught(c.getWebsite(created.id))).toBeInstanceOf(NotFoundError);
    expect(await c.getWebsiteOrNull(created.id)).toBeNull();

    const account = await c.getAccount();
    expect(account).toMatchObject({ plan: { limits: { websites: expect.any(Number), api: 1 } } });
    expect(typeof account.email).toBe("string");
  });

  it("create defaults every setting explicitly", async () => {
    const c = client();
    const w = await c.createWebsite({ domain: "defaults-example.com" });
    expect(w).toMatchObject({ privacy: "public", emailReports: false, excludeBots: true, hasPassword: false, excludeIps: [] });
    const stored = setup.emu.store.get(KEY, w.id);
    expect(stored).toMatchObject({ privacy: 0, email: 0, exclude_bots: 1 });
    await c.deleteWebsite(w.id);
  });

  it("iterates every page and collects with a maximum", async () => {
    const c = client({ requestsPerMinute: 0 });
    for (let i = 0; i < 23; i += 1) setup.emu.store.create(KEY, { domain: `page${String(i).padStart(2, "0")}.iter-example.com` });
    const seen: string[] = [];
    for await (const w of c.iterateWebsites({ search: "iter-example.com", perPage: 10, sortBy: "domain", sort: "asc" })) seen.push(w.domain);
    expect(seen).toHaveLength(23);
    expect(seen[0]).toBe("page00.iter-example.com");
    expect(seen[22]).toBe("page22.iter-example.com");
    expect(setup.emu.stats.count("GET /api/v1/websites")).toBe(3);

    const some = await c.listAllWebsites({ search: "iter-example.com", perPage: 10, maxItems: 12 });
    expect(some.websites).toHaveLength(12);
    expect(some.total).toBe(23);
    const all = await c.listAllWebsites({ search: "iter-example.com" });
    expect(all.websites).toHaveLength(23);
  });

  it("misses no website when one listed earlier is deleted between two page reads", async () => {
    const c = client({ requestsPerMinute: 0 });
    const created = Array.from({ length: 25 }, (_, i) => setup.emu.store.create(KEY, { domain: `shift${String(i).padStart(2, "0")}.iter2-example.com` }));
    const seen: number[] = [];
    for await (const w of c.iterateWebsites({ search: "iter2-example.com", perPage: 10, sortBy: "id", sort: "asc" })) {
      seen.push(w.id);
      // once page 1 is read, one of its websites goes: the one at index 10 moves up onto page 1
      if (seen.length === 10) setup.emu.store.delete(KEY, created[4]!.id);
    }
    expect(seen.sort((a, b) => a - b)).toEqual(created.map((w) => w.id));
  });
});

describe("errors from the server", () => {
  it("401 for an unknown key", async () => {
    const e = await caught(client({ apiKey: "wrong-key" }).getAccount());
    expect(e).toBeInstanceOf(UnauthorizedError);
    expect(e.status).toBe(401);
    expect(e.message).not.toContain("wrong-key");
  });

  it("403 for an account without API access", async () => {
    expect(await caught(client({ apiKey: "no-api-key" }).listWebsites())).toBeInstanceOf(ForbiddenError);
  });

  it("404 for an unknown id; another account's website is unknown too", async () => {
    const theirs = setup.emu.store.create("other-key", { domain: "theirs-example.com" });
    expect(await caught(client().getWebsite(999_999))).toBeInstanceOf(NotFoundError);
    expect(await caught(client().getWebsite(theirs.id))).toBeInstanceOf(NotFoundError);
  });

  it("422 with the field: duplicate domain, 256-character domain", async () => {
    const c = client();
    const w = await c.createWebsite({ domain: "dup-example.com" });
    const dup = (await caught(c.createWebsite({ domain: "http://dup-example.com" }))) as ValidationError;
    expect(dup).toBeInstanceOf(ValidationError);
    expect(dup.fields.domain?.[0]).toMatch(/already been taken/);
    const long = `${"a".repeat(252)}.com`;
    expect(long).toHaveLength(256);
    const tooLong = (await caught(c.createWebsite({ domain: long }))) as ValidationError;
    expect(tooLong).toBeInstanceOf(ValidationError);
    expect(Object.keys(tooLong.fields)).toContain("domain");
    expect(tooLong.message).toMatch(/^create website a+\.com: the server rejected the request \(domain: /);
    await c.deleteWebsite(w.id);
  });

  it("a PUT to a missing id answers like a 404, although the deployed service answers 500", async () => {
    const e = await caught(client().updateWebsite(999_998, { favorite: true }));
    expect(e).toBeInstanceOf(NotFoundError);
    expect(e.cause).toBeInstanceOf(ServerError);
    expect(setup.emu.stats.count("PUT /api/v1/websites/{id}")).toBeGreaterThanOrEqual(1);
    expect(setup.emu.stats.count("GET /api/v1/websites/{id}")).toBe(1);
  });

  it("delete of a missing id is NotFound, unless told to ignore it", async () => {
    expect(await caught(client().deleteWebsite(999_997))).toBeInstanceOf(NotFoundError);
    await expect(client().deleteWebsite(999_997, { ignoreNotFound: true })).resolves.toBeUndefined();
  });
});

describe("a base URL with a wrong path", () => {
  it("is a wrong address: a delete told to ignore a missing website does not take it for deleted", async () => {
    const wrong = client({ baseUrl: `${setup.emu.url}/analytics` });
    const error = await caught(wrong.deleteWebsite(1, { ignoreNotFound: true }));
    expect(error.name).toBe("EndpointNotFoundError");
    expect((await caught(wrong.getWebsite(1))).name).toBe("EndpointNotFoundError");
  });
});

describe("bad input is rejected before any request", () => {
  it("non-numeric id, bad per_page, password privacy without password", async () => {
    const c = client();
    const id = (await caught(c.getWebsite("abc"))) as InvalidInputError;
    expect(id).toBeInstanceOf(InvalidInputError);
    expect(id.field).toBe("id");
    const perPage = (await caught(c.listWebsites({ perPage: 20 }))) as InvalidInputError;
    expect(perPage.message).toBe("list websites: per_page must be one of 10, 25, 50, 100 (got 20)");
    const pw = (await caught(c.createWebsite({ domain: "pw-example.com", privacy: "password" }))) as InvalidInputError;
    expect(pw).toBeInstanceOf(InvalidInputError);
    expect(pw.field).toBe("password");
    expect(pw.message).toMatch(/password/);
    expect(setup.emu.stats.total).toBe(0);
  });

  it("empty API key, base URL that is not http(s)", () => {
    expect(() => createClient({ baseUrl: setup.emu.url, apiKey: "" })).toThrow(/the API key is empty$/);
    expect(() => createClient({ baseUrl: setup.emu.url.replace("http", "ftp"), apiKey: KEY })).toThrow(/the base URL must start with http:\/\/ or https:\/\//);
    expect(() => createClient({ baseUrl: "127.0.0.1 8080", apiKey: KEY })).toThrow(/the base URL is not a valid URL.*http:\/\/127\.0\.0\.1:8080/);
  });
});
