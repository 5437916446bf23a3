import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

async function seeded(count: number, options = {}) {
  const emu = await emulator(options);
  emu.store.seed("test-key", count);
  return emu;
}

describe("listing: paging, sorting, search and filters", () => {
  it("pages like Laravel's paginator with the query carried in every link", async () => {
    const emu = await seeded(30);
    const r = await call(emu, "GET", "/api/v1/websites?per_page=10&page=2&sort_by=id&sort=desc");
    const path = `${emu.url}/api/v1/websites`;
    const link = (page: number) => `${path}?search_by=domain&sort_by=id&sort=desc&per_page=10&page=${page}`;
    expect(r.body.links).toEqual({ first: link(1), last: link(3), prev: link(1), next: link(3) });
    expect(r.body.meta).toEqual({
      current_page: 2,
      from: 11,
      last_page: 3,
      links: [
        { url: link(1), label: "&laquo; Previous", active: false },
        { url: link(1), label: "1", active: false },
        { url: link(2), label: "2", active: true },
        { url: link(3), label: "3", active: false },
        { url: link(3), label: "Next &raquo;", active: false },
      ],
      path,
      // A string on the real server.
      per_page: "10",
      to: 20,
      total: 30,
    });
    expect(r.body.data.map((w: { id: number }) => w.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
  });

  it("carries search and favorite in page links", async () => {
    const emu = await seeded(3);
    const r = await call(emu, "GET", "/api/v1/websites?search=site&favorite=0&per_page=25");
    expect(r.body.links.first).toBe(`${emu.url}/api/v1/websites?search=site&search_by=domain&favorite=0&sort_by=id&sort=desc&per_page=25&page=1`);
    expect(r.body.links.prev).toBeNull();
    expect(r.body.links.next).toBeNull();
  });

  it("falls back silently to defaults for invalid sort_by, sort and per_page", async () => {
    const emu = await seeded(12);
    const r = await call(emu, "GET", "/api/v1/websites?sort_by=bogus&sort=sideways&per_page=7&search_by=nope");
    expect(r.status).toBe(200);
    expect(r.body.meta.per_page).toBe("10");
    expect(r.body.data).toHaveLength(10);
    expect(r.body.data[0].id).toBe(12);
    expect(r.body.links.first).toContain("search_by=domain&sort_by=id&sort=desc&per_page=10");
    expect((await call(emu, "GET", "/api/v1/websites?per_page=abc")).body.meta.per_page).toBe("10");
  });

  it("honours each allowed page size and the default page size option", async () => {
    const emu = await seeded(120);
    for (const size of [10, 25, 50, 100]) {
      const r = await call(emu, "GET", `/api/v1/websites?per_page=${size}`);
      expect(r.body.data).toHaveLength(size);
      expect(r.body.meta.per_page).toBe(String(size));
      expect(r.body.meta.last_page).toBe(Math.ceil(120 / size));
    }
    const fifty = await seeded(60, { apiKeys: ["test-key"], defaultPageSize: 50 });
    expect((await call(fifty, "GET", "/api/v1/websites")).body.meta.per_page).toBe("50");
  });

  it("an empty page past the end has from/to null", async () => {
    const emu = await seeded(3);
    const r = await call(emu, "GET", "/api/v1/websites?page=5&per_page=10");
    expect(r.body.data).toEqual([]);
    expect(r.body.meta).toMatchObject({ current_page: 5, from: null, to: null, last_page: 1, total: 3 });
    const none = await emulator();
    const empty = await call(none, "GET", "/api/v1/websites");
    expect(empty.body.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect((await call(emu, "GET", "/api/v1/websites?page=-3")).body.meta.current_page).toBe(1);
  });

  it("shows a window of page links when there are many pages", async () => {
    const emu = await seeded(300);
    const labels = async (page: number) =>
      (await call(emu, "GET", `/api/v1/websites?per_page=10&page=${page}`)).body.meta.links.map((l: { label: string }) => l.label);
    const P = "&laquo; Previous";
    const N = "Next &raquo;";
    expect(await labels(1)).toEqual([P, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "...", "29", "30", N]);
    expect(await labels(15)).toEqual([P, "1", "2", "...", "12", "13", "14", "15", "16", "17", "18", "...", "29", "30", N]);
    expect(await labels(30)).toEqual([P, "1", "2", "...", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", N]);
  });

  it("sorts by domain ascending and descending", async () => {
    const emu = await emulator();
    for (const d of ["b.com", "c.com", "a.com"]) emu.store.create("test-key", { domain: d });
    const asc = await call(emu, "GET", "/api/v1/websites?sort_by=domain&sort=asc");
    expect(asc.body.data.map((w: { domain: string }) => w.domain)).toEqual(["a.com", "b.com", "c.com"]);
    const desc = await call(emu, "GET", "/api/v1/websites?sort_by=domain&sort=desc");
    expect(desc.body.data.map((w: { domain: string }) => w.domain)).toEqual(["c.com", "b.com", "a.com"]);
    const idAsc = await call(emu, "GET", "/api/v1/websites?sort_by=id&sort=asc");
    expect(idAsc.body.data.map((w: { id: number }) => w.id)).toEqual([1, 2, 3]);
  });

  it("searches domains partially and case-insensitively, with LIKE wildcards", async () => {
    const emu = await emulator();
    for (const d of ["shop.example.com", "blog.example.org", "other.net"]) emu.store.create("test-key", { domain: d });
    const search = async (q: string) =>
      (await call(emu, "GET", `/api/v1/websites?search=${encodeURIComponent(q)}&sort=asc`)).body.data.map((w: { domain: string }) => w.domain);
    expect(await search("EXAMPLE")).toEqual(["shop.example.com", "blog.example.org"]);
    expect(await search("net")).toEqual(["other.net"]);
    expect(await search("o_her")).toEqual(["other.net"]);
    expect(await search("nomatch")).toEqual([]);
    expect(await search("")).toHaveLength(3);
  });

  it("filters favourites with favorite=1/0, ignores non-numeric values but keeps them, as sent, in page links", async () => {
    const emu = await seeded(4);
    emu.store.update("test-key", 2, { favorite: true });
    const ids = async (q: string) => (await call(emu, "GET", `/api/v1/websites?${q}`)).body.data.map((w: { id: number }) => w.id);
    expect(await ids("favorite=1")).toEqual([2]);
    expect(await ids("favorite=0")).toEqual([4, 3, 1]);
    expect(await ids("favorite=yes")).toEqual([4, 3, 2, 1]);
    expect(await ids("favorite=true")).toEqual([4, 3, 2, 1]);
    const r = await call(emu, "GET", "/api/v1/websites?favorite=true&per_page=10");
    expect(r.body.links.first).toBe(`${emu.url}/api/v1/websites?search_by=domain&favorite=true&sort_by=id&sort=desc&per_page=10&page=1`);
  });

  it("stays fast with 5,000 websites", async () => {
    const emu = await emulator();
    emu.store.seed("test-key", 5000);
    for (let page = 1; page <= 50; page++) {
      const r = await call(emu, "GET", `/api/v1/websites?per_page=100&page=${page}&sort_by=domain&sort=asc`);
      expect(r.body.data).toHaveLength(100);
    }
  });
});
