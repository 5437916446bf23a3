import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InvalidInputError, ResponseFormatError } from "../../src/api/errors";
import { checkId, createForm, listQuery, plainWebsite, updateForm } from "../../src/api/models";
import { accountSchema, websiteSchema } from "../../src/api/schemas";
import { checkDeleted, parseWebsiteItem, parseWebsitePage } from "../../src/api/website-page";
import { pageLinks, pageMeta } from "../../src/api/wire";
import { parseBody } from "../../src/api/responses";

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
    expect(websiteSchema.parse(wire)).toEqual({
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
    const w = websiteSchema.parse({ ...wire, id: "7", privacy: "1", email: "0", exclude_bots: "1" });
    expect(w).toMatchObject({ id: 7, privacy: "private", emailReports: false, excludeBots: true });
  });

  it("reads stored nulls as off (PHP's null is false) and accepts unknown fields", () => {
    const w = websiteSchema.parse({ ...wire, privacy: null, email: null, exclude_bots: null, exclude_ips: null, extra: { x: 1 } });
    expect(w).toMatchObject({ privacy: "public", emailReports: false, excludeBots: false, excludeIps: [] });
  });

  it("rejects an unknown privacy code", () => {
    expect(websiteSchema.safeParse({ ...wire, privacy: 3 }).success).toBe(false);
  });
});

describe("website listing without zod", () => {
  const page = (data: unknown[]) => ({
    url: "http://x/api/v1/websites",
    status: 200,
    headers: {},
    body: JSON.stringify({ data, links: { first: "a", last: "b", prev: null, next: null }, meta: { current_page: 1, from: 1, last_page: 1, path: "p", per_page: 100, to: 2, total: 2 } }),
  });

  it("reads a plainly well-formed website exactly as websiteSchema does", () => {
    for (const item of [wire, { ...wire, privacy: null, email: null, exclude_bots: null, exclude_ips: null, favorited_at: null, extra: 1 }]) {
      expect(plainWebsite(item)).toEqual(websiteSchema.parse(item));
    }
  });

  it("leaves anything unusual to websiteSchema", () => {
    for (const item of [{ ...wire, id: "7" }, { ...wire, privacy: 3 }, { ...wire, email: 0.5 }, { ...wire, domain: undefined }, [], null]) {
      expect(plainWebsite(item)).toBeUndefined();
    }
    // a page holding one: the whole page is parsed by zod, string forms included
    const parsed = parseWebsitePage("list websites", page([wire, { ...wire, id: "8" }]));
    expect(parsed.data.map((w) => w.id)).toEqual([7, 8]);
    expect(() => parseWebsitePage("list websites", page([wire, { ...wire, privacy: 3 }]))).toThrow(/data\.1\.privacy: expected 0, 1 or 2, got 3/);
  });

  const body = (json: unknown) => ({ url: "http://x/api/v1/websites/7", status: 200, headers: {}, body: JSON.stringify(json) });
  const links = { first: "a", last: "b", prev: null, next: "c", extra: 1 };
  const meta = { current_page: 1, from: null, last_page: 3, path: "p", per_page: 100, to: null, total: 250 };

  it("reads the page's links and meta as zod does, and leaves unusual ones to zod", () => {
    const plain = parseWebsitePage("list websites", body({ data: [wire], links, meta }));
    expect(plain.links).toEqual(pageLinks().parse(links));
    expect(plain.meta).toEqual(pageMeta().parse(meta));
    // the real server sends per_page as a string
    const serverMeta = { ...meta, per_page: "50", links: [{ url: null, label: "1", active: true }] };
    expect(parseWebsitePage("list websites", body({ data: [wire], links, meta: serverMeta })).meta).toEqual(pageMeta().parse(serverMeta));
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links, meta: { ...meta, per_page: "5x" } }))).toThrow(/meta\.per_page/);
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links, meta: { ...meta, total: undefined } }))).toThrow(/meta\.total: missing/);
    expect(() => parseWebsitePage("list websites", body({ data: [wire], links: { ...links, next: 2 }, meta }))).toThrow(/links\.next: expected string, got 2/);
    expect(() => parseWebsitePage("list websites", body({ data: {}, links, meta }))).toThrow(/^list websites: .*data/);
  });

  it("reads one website in its envelope as zod does, and leaves unusual ones to zod", () => {
    expect(parseWebsiteItem("read website 7", body({ data: wire }))).toEqual(websiteSchema.parse(wire));
    expect(parseWebsiteItem("read website 7", body({ data: { ...wire, id: "7", privacy: "1" } }))).toMatchObject({ id: 7, privacy: "private" });
    expect(() => parseWebsiteItem("read website 7", body({ data: { ...wire, privacy: 3 } }))).toThrow(/data\.privacy: expected 0, 1 or 2, got 3/);
    expect(() => parseWebsiteItem("read website 7", body([wire]))).toThrow(ResponseFormatError);
  });

  it("checks a deletion's body, plain or not", () => {
    for (const ok of [{ id: 7, object: "website", deleted: true }, { id: "7", object: "website", deleted: true }]) {
      expect(() => checkDeleted("delete website 7", body(ok))).not.toThrow();
    }
    expect(() => checkDeleted("delete website 7", { ...body(null), status: 204, body: "" })).not.toThrow();
    expect(() => checkDeleted("delete website 7", body({ id: 7, object: "site", deleted: true }))).toThrow(/object: expected "website", got "site"/);
    expect(() => checkDeleted("delete website 7", body({ id: 7, object: "website", deleted: false }))).toThrow(/deleted: expected true/);
  });
});

describe("account from the wire", () => {
  it("maps the plan's features to limits, -1 meaning unlimited", () => {
    const a = accountSchema.parse({
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
  const envelope = z.looseObject({ data: websiteSchema });
  const res = (body: unknown) => ({ url: "http://127.0.0.1/api/v1/websites/1", status: 200, headers: {}, body: typeof body === "string" ? body : JSON.stringify(body) });

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
    expect(() => parseBody("read website 7", res({ data: rest }), envelope)).toThrow(
      "read website 7: response field data.domain: missing (expected string)",
    );
  });

  it("names a bad privacy code", () => {
    expect(() => parseBody("read website 7", res({ data: { ...wire, privacy: 9 } }), envelope)).toThrow(/data\.privacy: expected 0, 1 or 2, got 9/);
  });

  it("rejects a body that is not JSON", () => {
    expect(() => parseBody("read account", res("<html>"), envelope)).toThrow(/read account: response body: expected JSON/);
  });
});

describe("create form", () => {
  it("sends every setting explicitly, with the documented defaults", () => {
    expect(createForm("create", { domain: "Example.com" })).toEqual({
      domain: "Example.com",
      privacy: "0",
      email: "0",
      exclude_bots: "1",
      exclude_params: "",
      exclude_ips: "",
    });
  });

  it("maps friendly values to codes and lines", () => {
    expect(
      createForm("create", {
        domain: "a.com",
        privacy: "password",
        password: "s3cret",
        emailReports: true,
        excludeBots: false,
        excludeParams: ["utm_source", "&"],
        excludeIps: ["10.0.0.1", " 10.0.0.0/8 "],
      }),
    ).toEqual({
      domain: "a.com",
      privacy: "2",
      password: "s3cret",
      email: "1",
      exclude_bots: "0",
      exclude_params: "utm_source\n&",
      exclude_ips: "10.0.0.1\n10.0.0.0/8",
    });
  });

  it("requires a password for privacy password, naming the field", () => {
    try {
      createForm("create website a.com", { domain: "a.com", privacy: "password" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidInputError);
      expect((e as InvalidInputError).field).toBe("password");
      expect((e as Error).message).toMatch(/password is required when privacy is "password"/);
    }
  });

  it("rejects bad values before sending", () => {
    expect(() => createForm("c", { domain: "" })).toThrow(/domain must be a non-empty string/);
    expect(() => createForm("c", { domain: "a.com", privacy: "secret" as never })).toThrow(/privacy must be/);
    expect(() => createForm("c", { domain: "a.com", excludeIps: ["1.2.3.4\n5.6.7.8"] })).toThrow(/line breaks/);
    expect(() => createForm("c", { domain: "a.com", privacy: "password", password: "x".repeat(129) })).toThrow(/at most 128/);
    expect(() => createForm("c", { domain: "a.com", privacy: "password", password: "\u{1F511}".repeat(129) })).toThrow(/at most 128/);
  });

  it("sends a password given with another privacy, which the server stores for later", () => {
    expect(createForm("c", { domain: "a.com", privacy: "public", password: "kept-for-later" }).password).toBe("kept-for-later");
    expect(createForm("c", { domain: "a.com" })).not.toHaveProperty("password");
  });

  it("counts a password's length in characters, as the server does", () => {
    // 128 characters outside the Basic Multilingual Plane: 256 UTF-16 units
    const password = "\u{1F511}".repeat(128);
    expect(createForm("c", { domain: "a.com", privacy: "password", password }).password).toBe(password);
  });
});

describe("update form", () => {
  it("sends only the fields given", () => {
    expect(updateForm("u", {})).toEqual({});
    expect(updateForm("u", { favorite: false })).toEqual({ favorite: "0" });
    expect(updateForm("u", { privacy: "private", excludeIps: [] })).toEqual({ privacy: "1", exclude_ips: "" });
    expect(updateForm("u", { emailReports: true, excludeBots: true, excludeParams: ["a", "b"], favorite: true })).toEqual({
      email: "1",
      exclude_bots: "1",
      exclude_params: "a\nb",
      favorite: "1",
    });
  });
});

describe("ids and list queries", () => {
  it("accepts numeric ids and digit strings only", () => {
    expect(checkId("read", 7)).toBe(7);
    expect(checkId("read", "42")).toBe(42);
    for (const bad of ["abc", "7a", "", -1, 0, 1.5, "1e3"]) {
      expect(() => checkId("read", bad)).toThrow(/id must be a positive integer/);
    }
  });

  it("always sends per_page and page, and the given filters", () => {
    expect(listQuery("l", {}).toString()).toBe("per_page=50&page=1");
    expect(listQuery("l", { search: "ex", favorite: true, sortBy: "domain", sort: "asc", perPage: 10, page: 3 }).toString()).toBe(
      "search=ex&search_by=domain&favorite=1&sort_by=domain&sort=asc&per_page=10&page=3",
    );
  });

  it("rejects a page size the server does not honour", () => {
    try {
      listQuery("list websites", { perPage: 20 });
      expect.unreachable();
    } catch (e) {
      expect((e as InvalidInputError).field).toBe("per_page");
      expect((e as Error).message).toBe("list websites: per_page must be one of 10, 25, 50, 100 (got 20)");
    }
    expect(() => listQuery("l", { page: 0 })).toThrow(/page must be a positive integer/);
    expect(() => listQuery("l", { sortBy: "name" as never })).toThrow(/sort_by/);
  });
});
