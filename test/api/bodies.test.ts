import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountSchema } from "../../src/api/bodies/account";
import { parseWebsitePage, plainPage, websitePageBody } from "../../src/api/bodies/page";
import { parseBody } from "../../src/api/bodies/parse";
import { checkDeleted, parseWebsiteItem, plainWebsite, websiteSchema } from "../../src/api/bodies/website";
import { ResponseFormatError } from "../../src/api/errors";

const wire = {
  id: 7,
  domain: "example.com",
  privacy: 2,
  email: 1,
  password: true,
  exclude_bots: 0,
  exclude_ips: "10.0.0.1\n192.168.0.0/16\n",
  favorite: true,
  favorited_at: "2024-05-01 10:00:00",
  created_at: "2024-05-01T10:00:00.000000Z",
  updated_at: "2024-05-02T10:00:00.000000Z",
};

describe("website from the wire", () => {
  it("maps integers, text and flags to friendly values", () => {
    expect(websiteSchema().parse(wire)).toEqual({
      id: 7,
      domain: "example.com",
      privacy: "password",
      emailReports: true,
      hasPassword: true,
      excludeBots: false,
      excludeIps: ["10.0.0.1", "192.168.0.0/16"],
      favorite: true,
      favoritedAt: "2024-05-01 10:00:00",
      createdAt: "2024-05-01T10:00:00.000000Z",
      updatedAt: "2024-05-02T10:00:00.000000Z",
    });
  });

  it("decodes the echoed string forms of create and update", () => {
    const w = websiteSchema().parse({ ...wire, id: "7", privacy: "1", email: "0", exclude_bots: "1" });
    expect(w).toMatchObject({ id: 7, privacy: "private", emailReports: false, excludeBots: true });
  });

  it("reads stored nulls as off (PHP's null is false) and accepts unknown fields", () => {
    const w = websiteSchema().parse({ ...wire, privacy: null, email: null, exclude_bots: null, exclude_ips: null, extra: { x: 1 } });
    expect(w).toMatchObject({ privacy: "public", emailReports: false, excludeBots: false, excludeIps: [] });
  });

  it("rejects an unknown privacy code", () => {
    expect(websiteSchema().safeParse({ ...wire, privacy: 3 }).success).toBe(false);
  });
});

describe("website bodies without zod", () => {
  const page = (data: unknown[]) => ({
    url: "http://x/api/v1/websites",
    status: 200,
    headers: {},
    body: JSON.stringify({
      data,
      links: { first: "a", last: "b", prev: null, next: null },
      meta: { current_page: 1, from: 1, last_page: 1, path: "p", per_page: 100, to: 2, total: 2 },
    }),
  });

  it("reads a plainly well-formed website exactly as websiteSchema does", () => {
    for (const item of [wire, { ...wire, privacy: null, email: null, exclude_bots: null, exclude_ips: null, favorited_at: null, extra: 1 }]) {
      expect(plainWebsite(item)).toEqual(websiteSchema().parse(item));
    }
  });

  it("reads a create's or update's echoed integer strings as the schema does, and leaves anything unusual to it", () => {
    expect(plainWebsite({ ...wire, id: "7", privacy: "2", email: "1", exclude_bots: "0" })).toEqual(
      websiteSchema().parse({ ...wire, id: "7", privacy: "2", email: "1", exclude_bots: "0" }),
    );
    for (const item of [
      { ...wire, id: "7a" },
      { ...wire, privacy: 3 },
      { ...wire, privacy: "x" },
      { ...wire, email: 0.5 },
      { ...wire, domain: undefined },
      [],
      null,
    ]) {
      expect(plainWebsite(item)).toBeUndefined();
    }
    // a page holding one: the whole page is parsed by zod, string forms included
    const parsed = parseWebsitePage("list websites", page([wire, { ...wire, id: "8" }]));
    expect(parsed.websites.map((w) => w.id)).toEqual([7, 8]);
    expect(() => parseWebsitePage("list websites", page([wire, { ...wire, privacy: 3 }]))).toThrow(/data\.1\.privacy: expected 0, 1 or 2, got 3/);
  });

  const body = (json: unknown) => ({ url: "http://x/api/v1/websites/7", status: 200, headers: {}, body: JSON.stringify(json) });
  const links = { first: "a", last: "b", prev: null, next: "c", extra: 1 };
  const meta = { current_page: 1, from: null, last_page: 3, path: "p", per_page: 100, to: null, total: 250 };

  it("reads the page's links and meta as zod does, and leaves unusual ones to zod", () => {
    const plain = { data: [wire], links, meta };
    expect(plainPage(plain)).toEqual(websitePageBody().parse(plain));
    expect(parseWebsitePage("list websites", body(plain))).toEqual({
      websites: [websiteSchema().parse(wire)],
      page: 1,
      perPage: 100,
      lastPage: 3,
      total: 250,
      hasNext: true,
    });
    // the real server sends per_page as a string
    const server = { data: [wire], links, meta: { ...meta, per_page: "50", links: [{ url: null, label: "1", active: true }] } };
    expect(plainPage(server)).toEqual(websitePageBody().parse(server));
    expect(parseWebsitePage("list websites", body(server)).perPage).toBe(50);
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links, meta: { ...meta, per_page: "5x" } }))).toThrow(/meta\.per_page/);
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links, meta: { ...meta, total: undefined } }))).toThrow(/meta\.total: missing/);
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links: { ...links, next: 2 }, meta }))).toThrow(/links\.next: expected string, got 2/);
    expect(() => parseWebsitePage("list websites", body({ data: {}, links, meta }))).toThrow(/^list websites: .*data/);
  });

  it("reads one website in its envelope as zod does, and leaves unusual ones to zod", () => {
    expect(parseWebsiteItem("read website 7", body({ data: wire }))).toEqual(websiteSchema().parse(wire));
    expect(parseWebsiteItem("read website 7", body({ data: { ...wire, id: "7", privacy: "1" } }))).toMatchObject({ id: 7, privacy: "private" });
    expect(() => parseWebsiteItem("read website 7", body({ data: { ...wire, privacy: 3 } }))).toThrow(/data\.privacy: expected 0, 1 or 2, got 3/);
    expect(() => parseWebsiteItem("read website 7", body([wire]))).toThrow(ResponseFormatError);
  });

  it("checks a deletion's body, plain or not", () => {
    for (const ok of [
      { id: 7, object: "website", deleted: true },
      { id: "7", object: "website", deleted: true },
    ]) {
      expect(() => checkDeleted("delete website 7", body(ok))).not.toThrow();
    }
    expect(() => checkDeleted("delete website 7", { ...body(null), status: 204, body: "" })).not.toThrow();
    expect(() => checkDeleted("delete website 7", body({ id: 7, object: "site", deleted: true }))).toThrow(/object: expected "website", got "site"/);
    expect(() => checkDeleted("delete website 7", body({ id: 7, object: "website", deleted: false }))).toThrow(/deleted: expected true/);
  });
});

describe("account from the wire", () => {
  it("maps the plan's features to limits, -1 meaning unlimited", () => {
    const a = accountSchema().parse({
      id: 1,
      name: "Ada",
      email: "ada@example.com",
      avatar_url: null,
      locale: "en",
      timezone: "UTC",
      created_at: "2024-01-01T00:00:00.000000Z",
      plan: { id: 2, name: "Pro", features: { pageviews: -1, websites: 10, email_reports: true, data_export: 0, api: 1 }, extra: 1 },
    });
    expect(a).toEqual({
      id: 1,
      name: "Ada",
      email: "ada@example.com",
      avatarUrl: null,
      locale: "en",
      timezone: "UTC",
      createdAt: "2024-01-01T00:00:00.000000Z",
      plan: { id: 2, name: "Pro", limits: { pageviews: -1, websites: 10, emailReports: 1, dataExport: 0, api: 1 } },
    });
  });
});

describe("parseBody", () => {
  const envelope = z.looseObject({ data: websiteSchema() });
  const res = (body: unknown) => ({
    url: "http://127.0.0.1/api/v1/websites/1",
    status: 200,
    headers: {},
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

  it("names the operation and the field path of a mistyped field", () => {
    const error = (() => {
      try {
        parseBody("read website 7", res({ data: { ...wire, privacy: "two" } }), envelope);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as ResponseFormatError).field).toBe("data.privacy");
    expect((error as Error).message).toMatch(/^read website 7: response field data\.privacy: expected .*got "two"/);
  });

  it("names a missing field", () => {
    const { domain: _d, ...rest } = wire;
    expect(() => parseBody("read website 7", res({ data: rest }), envelope)).toThrow("read website 7: response field data.domain: missing (expected string)");
  });

  it("names a bad privacy code", () => {
    expect(() => parseBody("read website 7", res({ data: { ...wire, privacy: 9 } }), envelope)).toThrow(/data\.privacy: expected 0, 1 or 2, got 9/);
  });

  it("rejects a body that is not JSON", () => {
    expect(() => parseBody("read account", res("<html>"), envelope)).toThrow(/read account: response body: expected JSON/);
  });
});
