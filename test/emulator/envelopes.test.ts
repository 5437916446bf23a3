import { describe, expect, it } from "vitest";
import { accountBody } from "../../src/api/bodies/account";
import { websitePageBody } from "../../src/api/bodies/page";
import { deletionBody, websiteBody } from "../../src/api/bodies/website";
import { FakeClock } from "./fake-clock";
import { call, emulator, ISO_MICROS, SQL_DATETIME, WEBSITE_FIELDS } from "./helpers";

describe("envelopes and website fields", () => {
  it("create answers HTTP 201 with status 200 in the body, fields in order, echoing form strings", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", {
      form: {
        domain: "Example.com",
        privacy: "2",
        password: "secret",
        email: "1",
        exclude_bots: "0",
        exclude_ips: "1.2.3.4\n10.0.0.0/8",
        exclude_params: "utm_source",
      },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body)).toEqual(["data", "status"]);
    expect(r.body.status).toBe(200);
    expect(Object.keys(r.body.data)).toEqual(WEBSITE_FIELDS);
    expect(r.body.data).toMatchObject({
      id: 1,
      domain: "example.com",
      privacy: "2",
      email: "1",
      password: true,
      exclude_bots: "0",
      exclude_ips: "1.2.3.4\n10.0.0.0/8",
      favorite: false,
      favorited_at: null,
    });
    expect(r.body.data.created_at).toMatch(ISO_MICROS);
    expect(r.body.data.updated_at).toMatch(ISO_MICROS);
    expect(r.body.data).not.toHaveProperty("exclude_params");
    expect(r.headers.get("content-type")).toBe("application/json");
    expect(websiteBody().safeParse(r.body).success).toBe(true);
  });

  it("GET returns integers where create echoed strings, and never exclude_params or the password", async () => {
    const emu = await emulator();
    const created = await call(emu, "POST", "/api/v1/websites", {
      form: { domain: "a.com", privacy: "2", password: "pw", email: "1", exclude_bots: "0", exclude_params: "x" },
    });
    const r = await call(emu, "GET", `/api/v1/websites/${created.body.data.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data", "status"]);
    expect(Object.keys(r.body.data)).toEqual(WEBSITE_FIELDS);
    expect(r.body.data).toMatchObject({ privacy: 2, email: 1, exclude_bots: 0, password: true, exclude_ips: null });
    expect(r.text).not.toContain("exclude_params");
    expect(r.text).not.toContain("pw");
    expect(emu.store.get("test-key", 1)?.exclude_params).toBe("x");
  });

  it("create stores privacy and email left out as null, exclude_bots left out as 1, password false", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { form: { domain: "b.com" } });
    expect(r.body.data).toMatchObject({ privacy: null, email: null, exclude_bots: 1, password: false, exclude_ips: null });
    const g = await call(emu, "GET", `/api/v1/websites/${r.body.data.id}`);
    expect(g.body.data).toMatchObject({ privacy: null, email: null, exclude_bots: 1, password: false });
  });

  it("accepts JSON bodies and echoes their values as sent", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { json: { domain: "json.com", privacy: 1, email: "0" } });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ privacy: 1, email: "0" });
  });

  it("update changes only the fields sent, echoes them as strings, ignores domain", async () => {
    const emu = await emulator();
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "c.com", privacy: "0", email: "0", exclude_bots: "1", exclude_ips: "1.1.1.1" } });
    const id = c.body.data.id;
    const u = await call(emu, "PUT", `/api/v1/websites/${id}`, { form: { privacy: "1", domain: "other.com", exclude_params: "a" } });
    expect(u.status).toBe(200);
    expect(Object.keys(u.body)).toEqual(["data", "status"]);
    expect(Object.keys(u.body.data)).toEqual(WEBSITE_FIELDS);
    expect(u.body.data).toMatchObject({ id, domain: "c.com", privacy: "1", email: 0, exclude_bots: 1, exclude_ips: "1.1.1.1" });
    const g = await call(emu, "GET", `/api/v1/websites/${id}`);
    expect(g.body.data).toMatchObject({ domain: "c.com", privacy: 1, email: 0, exclude_ips: "1.1.1.1" });
    expect(emu.store.get("test-key", id)?.exclude_params).toBe("a");
  });

  it("update does not require a password when switching to privacy 2; an empty exclude_ips clears it", async () => {
    const emu = await emulator();
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "d.com", exclude_ips: "1.1.1.1" } });
    const u = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: { privacy: "2", exclude_ips: "" } });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ privacy: "2", password: false, exclude_ips: null });
  });

  it("favorite truthy sets favorite and favorited_at (ISO in that PUT's answer, Y-m-d H:i:s after), 0 clears them", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T19:35:21.306Z"));
    const emu = await emulator({ clock });
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "e.com" } });
    const id = c.body.data.id;
    const on = await call(emu, "PUT", `/api/v1/websites/${id}`, { form: { favorite: "1" } });
    expect(on.body.data.favorite).toBe(true);
    expect(on.body.data.favorited_at).toBe("2026-11-21T19:35:21.306000Z");
    const g = await call(emu, "GET", `/api/v1/websites/${id}`);
    expect(g.body.data.favorite).toBe(true);
    expect(g.body.data.favorited_at).toBe("2026-11-21 19:35:21");
    expect(g.body.data.favorited_at).toMatch(SQL_DATETIME);
    // A PUT that does not set it shows the stored value.
    const other = await call(emu, "PUT", `/api/v1/websites/${id}`, { form: { privacy: "1" } });
    expect(other.body.data.favorited_at).toBe("2026-11-21 19:35:21");
    const off = await call(emu, "PUT", `/api/v1/websites/${id}`, { form: { favorite: "0" } });
    expect(off.body.data).toMatchObject({ favorite: false, favorited_at: null });
  });

  it("writes created_at/updated_at in whole seconds with six zero decimals", async () => {
    const clock = new FakeClock(Date.parse("2026-11-21T19:35:21.987Z"));
    const emu = await emulator({ clock });
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "seconds.com" } });
    expect(c.body.data.created_at).toBe("2026-11-21T19:35:21.000000Z");
    expect(c.body.data.updated_at).toBe("2026-11-21T19:35:21.000000Z");
    await clock.advance(1_500);
    const u = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: { email: "1" } });
    expect(u.body.data.updated_at).toBe("2026-11-21T19:35:23.000000Z");
    expect((await call(emu, "GET", `/api/v1/websites/${c.body.data.id}`)).body.data.updated_at).toBe("2026-11-21T19:35:23.000000Z");
  });

  it("update sets updated_at only when something changed", async () => {
    let clock = Date.parse("2024-05-01T10:00:00Z");
    const emu = await emulator({ now: () => clock });
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "f.com", privacy: "0" } });
    expect(c.body.data.created_at).toBe("2024-05-01T10:00:00.000000Z");
    clock += 60_000;
    const nothing = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: {} });
    expect(nothing.body.data.updated_at).toBe("2024-05-01T10:00:00.000000Z");
    const same = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: { privacy: "0" } });
    expect(same.body.data.updated_at).toBe("2024-05-01T10:00:00.000000Z");
    const changed = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: { privacy: "1" } });
    expect(changed.body.data.updated_at).toBe("2024-05-01T10:01:00.000000Z");
    expect(changed.body.data.created_at).toBe("2024-05-01T10:00:00.000000Z");
  });

  it("delete answers the deleted-object body and the website is gone", async () => {
    const emu = await emulator();
    const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "g.com" } });
    const d = await call(emu, "DELETE", `/api/v1/websites/${c.body.data.id}`);
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ id: c.body.data.id, object: "website", deleted: true, status: 200 });
    expect(Object.keys(d.body)).toEqual(["id", "object", "deleted", "status"]);
    expect(deletionBody().safeParse(d.body).success).toBe(true);
    expect((await call(emu, "GET", `/api/v1/websites/${c.body.data.id}`)).status).toBe(404);
    // The domain is free again.
    expect((await call(emu, "POST", "/api/v1/websites", { form: { domain: "g.com" } })).status).toBe(201);
  });

  it("list has data, links, meta and status", async () => {
    const emu = await emulator();
    await call(emu, "POST", "/api/v1/websites", { form: { domain: "h.com" } });
    const r = await call(emu, "GET", "/api/v1/websites");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data", "links", "meta", "status"]);
    expect(Object.keys(r.body.links)).toEqual(["first", "last", "prev", "next"]);
    expect(Object.keys(r.body.meta)).toEqual(["current_page", "from", "last_page", "links", "path", "per_page", "to", "total"]);
    expect(Object.keys(r.body.data[0])).toEqual(WEBSITE_FIELDS);
    expect(typeof r.body.data[0].exclude_bots).toBe("number");
    expect(websitePageBody().safeParse(r.body).success).toBe(true);
  });

  it("account has its fields and the plan with -1 as unlimited", async () => {
    const emu = await emulator();
    const r = await call(emu, "GET", "/api/v1/account");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data", "status"]);
    expect(Object.keys(r.body.data)).toEqual(["id", "name", "email", "avatar_url", "locale", "timezone", "created_at", "plan"]);
    expect(Object.keys(r.body.data.plan)).toEqual(["id", "name", "features"]);
    expect(r.body.data.plan.features).toEqual({ pageviews: -1, websites: -1, email_reports: 1, data_export: 1, api: 1 });
    expect(r.body.data.created_at).toMatch(ISO_MICROS);
    expect(accountBody().safeParse(r.body).success).toBe(true);
    const limited = await emulator({ websiteLimit: 3 });
    expect((await call(limited, "GET", "/api/v1/account")).body.data.plan.features.websites).toBe(3);
  });

  it("ids are global and increase across accounts; other accounts' websites are 404", async () => {
    const emu = await emulator({ apiKeys: ["k1", "k2"] });
    const a = await call(emu, "POST", "/api/v1/websites", { key: "k1", form: { domain: "one.com" } });
    const b = await call(emu, "POST", "/api/v1/websites", { key: "k2", form: { domain: "two.com" } });
    expect([a.body.data.id, b.body.data.id]).toEqual([1, 2]);
    expect((await call(emu, "GET", "/api/v1/websites/1", { key: "k2" })).status).toBe(404);
    expect((await call(emu, "DELETE", "/api/v1/websites/1", { key: "k2" })).status).toBe(404);
    expect((await call(emu, "GET", "/api/v1/websites", { key: "k2" })).body.meta.total).toBe(1);
    const accounts = await Promise.all(["k1", "k2"].map((key) => call(emu, "GET", "/api/v1/account", { key })));
    expect(accounts[0]?.body.data.id).not.toBe(accounts[1]?.body.data.id);
  });

  it("writes JSON the way PHP does (escaped slashes) and still parses", async () => {
    const emu = await emulator();
    const r = await call(emu, "GET", "/api/v1/websites");
    expect(r.text).toContain("http:\\/\\/");
  });
});
