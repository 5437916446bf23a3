// The two ways to give a website statistics (the real server records them through its
// tracking script, which the emulator has not): the handle's methods, in the process, and
// the emulator's own HTTP routes under /_emulator, from outside it.
import { describe, expect, it } from "vitest";
import { StatisticsError, StoreError } from "../../src/emulator";
import { call, emulator } from "./helpers";

const MARCH = "name=pageviews&from=2024-03-01&to=2024-03-31&sort_by=value&sort=asc";

async function withWebsite(options = {}) {
  const emu = await emulator({ apiKeys: ["test-key", "other-key"], ...options });
  const w = emu.store.create("test-key", { domain: "seeded.example.com" });
  const days = async () => (await call(emu, "GET", `/api/v1/stats/${w.id}?${MARCH}`)).body.data;
  return { emu, id: w.id, days };
}

describe("recordPageviews / recordVisitors / recordStatistics", () => {
  it("finds the website by id or by domain, in any spelling the API would store the same", async () => {
    const { emu, id, days } = await withWebsite();
    emu.recordPageviews(id, { "2024-03-01": 2 });
    emu.recordPageviews("seeded.example.com", { "2024-03-02": 3 });
    emu.recordPageviews("https://www.Seeded.example.com", { "2024-03-02": 1 });
    expect(await days()).toEqual([
      { value: "2024-03-01", count: "2" },
      { value: "2024-03-02", count: "4" },
    ]);
  });

  it("adds to what is recorded, and a count of 0 records no day", async () => {
    const { emu, id, days } = await withWebsite();
    emu.recordPageviews(id, { "2024-03-01": 2, "2024-03-05": 0 });
    emu.recordPageviews(id, { "2024-03-01": 5 });
    expect(await days()).toEqual([{ value: "2024-03-01", count: "7" }]);
  });

  it("records visitors apart from pageviews, with no tie between them", async () => {
    const { emu, id, days } = await withWebsite();
    emu.recordVisitors(id, { "2024-03-01": 50 });
    expect(await days()).toEqual([]);
    const visitors = await call(emu, "GET", `/api/v1/stats/${id}?name=visitors&from=2024-03-01&to=2024-03-31`);
    expect(visitors.body.data).toEqual([{ value: "2024-03-01", count: "50" }]);
  });

  it("throws for an unknown website, a bad day or a bad count, and then records nothing", async () => {
    const { emu, id, days } = await withWebsite();
    expect(() => emu.recordPageviews(999, { "2024-03-01": 1 })).toThrow(StoreError);
    expect(() => emu.recordPageviews("nowhere.example.com", { "2024-03-01": 1 })).toThrow(StoreError);
    expect(() => emu.recordPageviews(id, { "2024-03-01": 1, "2024-02-30": 1 })).toThrow(StatisticsError);
    expect(() => emu.recordPageviews(id, { "2024-03-01": 1, "2024-03-02": -1 })).toThrow(/count -1 must be a whole number/);
    expect(() => emu.recordPageviews(id, { "2024-03-01": 1.5 })).toThrow(StatisticsError);
    expect(() => emu.recordStatistics(id, "browser", [{ day: "2024-03-01", count: 1 }])).toThrow(/value is required/);
    expect(await days()).toEqual([]);
  });
});

describe("POST /_emulator/websites/{id}/pageviews (and /visitors, /stats/{name})", () => {
  const path = (id: number | string, what = "pageviews") => `/_emulator/websites/${id}/${what}`;

  it("takes day=count pairs as a form or as JSON, and adds them up", async () => {
    const { emu, id, days } = await withWebsite();
    const form = await call(emu, "POST", path(id), { form: { "2024-03-01": "2", "2024-03-04": "5" } });
    expect(form.status).toBe(200);
    expect(form.body).toEqual({ website_id: id, name: "pageviews", recorded: 2, status: 200 });
    expect((await call(emu, "POST", path(id), { json: { "2024-03-01": 3 } })).status).toBe(200);
    expect(await days()).toEqual([
      { value: "2024-03-01", count: "5" },
      { value: "2024-03-04", count: "5" },
    ]);
    expect((await call(emu, "POST", path(id, "visitors"), { json: { "2024-03-04": 1 } })).body.name).toBe("visitors");
  });

  it("records any statistic from a JSON array of rows", async () => {
    const { emu, id } = await withWebsite();
    const rows = [
      { day: "2024-03-01", value: "Firefox", count: 2 },
      { day: "2024-03-02", value: "Firefox", count: "1" },
      { day: "2024-03-02", value: "", count: 4 },
    ];
    const r = await call(emu, "POST", `/_emulator/websites/${id}/stats/browser`, { json: rows });
    expect(r.body).toEqual({ website_id: id, name: "browser", recorded: 3, status: 200 });
    const read = await call(emu, "GET", `/api/v1/stats/${id}?name=browser&from=2024-03-01&to=2024-03-31`);
    expect(read.body.data).toEqual([
      { value: "", count: "4" },
      { value: "Firefox", count: "3" },
    ]);
    // Pageviews rows take their day as the value.
    expect((await call(emu, "POST", `/_emulator/websites/${id}/stats/pageviews`, { json: [{ day: "2024-03-09", count: 1 }] })).status).toBe(200);
    expect((await call(emu, "GET", `/api/v1/stats/${id}?${MARCH}`)).body.data).toEqual([{ value: "2024-03-09", count: "1" }]);
  });

  it("answers 422 with what is wrong, recording nothing", async () => {
    const { emu, id, days } = await withWebsite();
    const bad = await call(emu, "POST", path(id), { json: { "2024-03-01": 1, "2024-13-01": 1, "2024-03-02": -4, "2024-03-03": "x" } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: {
        "2024-13-01": ["The day must be a date in the format Y-m-d."],
        "2024-03-02": ["The count must be a whole number of 0 or more."],
        "2024-03-03": ["The count must be a whole number of 0 or more."],
      },
      status: 422,
    });
    expect((await call(emu, "POST", path(id), { form: {} })).body.message).toEqual({ days: ["Give at least one day=count pair, e.g. 2024-03-04=5."] });
    expect((await call(emu, "POST", path(id), { json: [1, 2] })).status).toBe(422);
    const rows = await call(emu, "POST", `/_emulator/websites/${id}/stats/browser`, { json: [{ day: "2024-03-01", count: 1 }] });
    expect(rows.body.message).toEqual({ "0.value": ["The value is required."] });
    const name = await call(emu, "POST", `/_emulator/websites/${id}/stats/bogus`, { json: [] });
    expect(name.body.message).toEqual({ name: ["The selected name is invalid."] });
    expect(await days()).toEqual([]);
  });

  it("needs the website's own account key", async () => {
    const { emu, id, days } = await withWebsite();
    const pairs = { json: { "2024-03-01": 1 } };
    expect((await call(emu, "POST", path(id), { ...pairs, key: null })).body).toEqual({ message: "Unauthenticated." });
    expect((await call(emu, "POST", path(id), { ...pairs, key: "wrong", accept: null })).status).toBe(401);
    const other = await call(emu, "POST", path(id), { ...pairs, key: "other-key" });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Resource not found.", status: 404 });
    expect((await call(emu, "POST", path(999), pairs)).status).toBe(404);
    expect(await days()).toEqual([]);
    // The key may come as ?api_token= too.
    expect((await call(emu, "POST", `${path(id)}?api_token=test-key`, { ...pairs, key: null })).status).toBe(200);
  });

  it("takes POST only, and has no other routes", async () => {
    const { emu, id } = await withWebsite();
    const get = await call(emu, "GET", path(id));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await call(emu, "POST", "/_emulator/websites")).status).toBe(404);
    expect((await call(emu, "POST", path(id, "clicks"))).status).toBe(404);
  });

  it("is no part of the API: not rate limited, no faults, no latency", async () => {
    const { emu, id } = await withWebsite({ rateLimit: 1, faults: { errorRate: 1, latencyMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      const r = await call(emu, "POST", path(id), { json: { "2024-03-01": 1 } });
      expect(r.status).toBe(200);
      expect(r.headers.get("x-ratelimit-limit")).toBeNull();
    }
    expect(emu.stats.count("POST /_emulator/websites/{id}/pageviews")).toBe(3);
    emu.faults.clear();
    expect((await call(emu, "GET", `/api/v1/stats/${id}?${MARCH}`)).body.data).toEqual([{ value: "2024-03-01", count: "3" }]);
  });
});
