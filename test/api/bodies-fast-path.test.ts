// The zod schemas are the specification of the website and account bodies; the zod-free
// readers (plainWebsite, plainPage, plainAccount) are checked against them over generated bodies: whatever a
// reader accepts, the schema accepts and reads the same, and a body in the server's plain
// shape is taken by the reader (else the client would pay zod's price on every refresh).
// What a reader leaves, the schema reads or rejects with its message, and the client's
// parsers do exactly what the schema does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountBody, accountSchema, parseAccount, plainAccount } from "../../src/api/bodies/account";
import { parseWebsitePage, plainPage, websitePageBody } from "../../src/api/bodies/page";
import { parseWebsiteItem, plainWebsite, websiteBody, websiteSchema } from "../../src/api/bodies/website";
import { RUNS, asJson, odd, outcome, readsAsSchema, response, text } from "../support/body-properties";

const int = fc.integer({ min: -1000, max: 2 ** 31 });
const flag = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
const ips = fc.option(
  fc.array(fc.constantFrom("10.0.0.1", " 10.0.0.0/8 ", "", "::1"), { maxLength: 4 }).map((l) => l.join("\n")),
  { nil: null },
);

/** A website in the server's plain shape: what a GET answers. */
const plainWire = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 }),
  domain: text,
  privacy: fc.constantFrom(0, 1, 2, null),
  email: flag,
  password: fc.boolean(),
  exclude_bots: flag,
  exclude_ips: ips,
  favorite: fc.boolean(),
  favorited_at: fc.option(text, { nil: null }),
  created_at: text,
  updated_at: text,
});

/** A website as anything might send it: each field plain, echoed as a string, or odd. */
const anyWire = fc
  .tuple(
    plainWire,
    fc.dictionary(
      fc.constantFrom(
        "id",
        "domain",
        "privacy",
        "email",
        "password",
        "exclude_bots",
        "exclude_ips",
        "favorite",
        "favorited_at",
        "created_at",
        "updated_at",
        "extra",
      ),
      odd,
      { maxKeys: 3 },
    ),
  )
  .map(([plain, changes]) => asJson({ ...plain, ...changes }));

/** Links and meta as Laravel sends them (per_page as a string on the real server), or with odd fields. */
const frame = fc
  .tuple(
    fc.record({
      first: fc.option(text, { nil: null }),
      last: fc.option(text, { nil: null }),
      prev: fc.option(text, { nil: null }),
      next: fc.option(text, { nil: null }),
    }),
    fc.record({
      current_page: int,
      from: fc.option(int, { nil: null }),
      last_page: int,
      path: text,
      per_page: fc.oneof(fc.constantFrom(10, 25, 50, 100), fc.constantFrom("10", "25", "50", "100")),
      to: fc.option(int, { nil: null }),
      total: int,
    }),
    fc.dictionary(fc.constantFrom("links.next", "links.first", "meta.current_page", "meta.from", "meta.per_page", "meta.path", "meta.total"), odd, {
      maxKeys: 2,
    }),
  )
  .map(([links, meta, changes]) => {
    const body: { links: Record<string, unknown>; meta: Record<string, unknown> } = { links: { ...links }, meta: { ...meta } };
    for (const [path, value] of Object.entries(changes)) {
      const [part, field] = path.split(".") as ["links" | "meta", string];
      body[part][field] = value;
    }
    return body;
  });

const page = fc
  .record({ items: fc.array(fc.oneof({ weight: 3, arbitrary: plainWire }, anyWire), { maxLength: 4 }), frame })
  .map(({ items, frame }) => asJson({ data: items, ...frame }));

describe("plainWebsite against websiteSchema", () => {
  it("accepts only what the schema accepts, and reads it as the schema does", () => {
    fc.assert(
      fc.property(fc.oneof(plainWire, anyWire), (item) => readsAsSchema(item, plainWebsite, websiteSchema())),
      RUNS,
    );
  });

  it("takes every website in the server's plain shape", () => {
    fc.assert(
      fc.property(plainWire, (item) => {
        expect(plainWebsite(item)).toEqual(websiteSchema().parse(item));
      }),
      RUNS,
    );
  });

  it("leaves the client's read of one website exactly the schema's", () => {
    fc.assert(
      fc.property(fc.oneof(plainWire, anyWire), (item) => {
        const checked = websiteBody().safeParse({ data: item });
        const read = outcome(() => parseWebsiteItem("read website 7", response({ data: item })));
        if (checked.success) expect(read).toEqual({ value: checked.data.data });
        else expect(read).toHaveProperty("error", expect.stringMatching(/^read website 7: response field data\.\w+: /));
      }),
      RUNS,
    );
  });
});

describe("plainPage against websitePageBody", () => {
  it("accepts only what the schema accepts, and reads it as the schema does", () => {
    fc.assert(
      fc.property(page, (body) => readsAsSchema(body, plainPage, websitePageBody())),
      RUNS,
    );
  });

  it("takes every page in the server's plain shape", () => {
    const serverPage = fc
      .record({ items: fc.array(plainWire, { maxLength: 5 }), frame })
      .map(({ items, frame }) => asJson({ data: items, ...frame }))
      .filter((body) => websitePageBody().safeParse(body).success);
    fc.assert(
      fc.property(serverPage, (body) => {
        expect(plainPage(body)).toEqual(websitePageBody().parse(body));
      }),
      RUNS,
    );
  });

  it("leaves the client's read of a page exactly the schema's", () => {
    fc.assert(
      fc.property(page, (body) => {
        const checked = websitePageBody().safeParse(body);
        const read = outcome(() => parseWebsitePage("list websites", response(body)));
        if (!checked.success) {
          expect(read).toHaveProperty("error", expect.stringMatching(/^list websites: response field (data|links|meta)\b/));
          return;
        }
        const { data, links, meta } = checked.data;
        const hasNext = links.next !== null || meta.current_page < meta.last_page;
        expect(read).toEqual({
          value: { websites: data, page: meta.current_page, perPage: meta.per_page, lastPage: meta.last_page, total: meta.total, hasNext },
        });
      }),
      RUNS,
    );
  });
});

/** A plan limit as the server sends it: a number (-1: unlimited), or a feature switch as a boolean. */
const limit = fc.oneof(fc.integer({ min: -1, max: 10_000 }), fc.boolean(), fc.constantFrom(0.5, 1));
const plainAccountWire = fc.record(
  {
    id: fc.integer({ min: 1, max: 2 ** 31 }),
    name: text,
    email: text,
    avatar_url: fc.option(text, { nil: null }),
    locale: fc.option(text, { nil: null }),
    timezone: fc.option(text, { nil: null }),
    created_at: fc.option(text, { nil: null }),
    plan: fc.record({
      id: fc.integer({ min: 1, max: 100 }),
      name: text,
      features: fc.record({ pageviews: limit, websites: limit, email_reports: limit, data_export: limit, api: limit }),
    }),
  },
  { requiredKeys: ["id", "name", "email", "plan"] },
);

/** An account as anything might send it: a field of it, of its plan or of the plan's features odd. */
const anyAccountWire = fc
  .tuple(
    plainAccountWire,
    fc.dictionary(
      fc.constantFrom("id", "name", "email", "avatar_url", "created_at", "plan", "plan.id", "plan.name", "plan.features", "features.websites", "features.api"),
      odd,
      { maxKeys: 2 },
    ),
  )
  .map(([plain, changes]) => {
    const features: Record<string, unknown> = { ...plain.plan.features };
    const plan: Record<string, unknown> = { ...plain.plan, features };
    const account: Record<string, unknown> = { ...plain, plan };
    for (const [path, value] of Object.entries(changes)) {
      const [head, field] = path.split(".") as [string, string | undefined];
      const target = field === undefined ? account : head === "plan" ? plan : features;
      target[field ?? head] = value;
    }
    return asJson(account);
  });

describe("plainAccount against accountSchema", () => {
  it("accepts only what the schema accepts, and reads it as the schema does", () => {
    fc.assert(
      fc.property(fc.oneof(plainAccountWire, anyAccountWire), (item) => readsAsSchema(item, plainAccount, accountSchema())),
      RUNS,
    );
  });

  it("takes every account in the server's plain shape", () => {
    fc.assert(
      fc.property(plainAccountWire, (item) => {
        expect(plainAccount(asJson(item))).toEqual(accountSchema().parse(asJson(item)));
      }),
      RUNS,
    );
  });

  it("leaves the client's read of the account exactly the schema's", () => {
    fc.assert(
      fc.property(fc.oneof(plainAccountWire, anyAccountWire), (item) => {
        const checked = accountBody().safeParse({ data: item });
        const read = outcome(() => parseAccount("read account", response({ data: item })));
        if (checked.success) expect(read).toEqual({ value: checked.data.data });
        else expect(read).toHaveProperty("error", expect.stringMatching(/^read account: response field data\.[\w.]+: /));
      }),
      RUNS,
    );
  });
});
