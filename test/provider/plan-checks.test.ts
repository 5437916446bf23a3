// The plan checks' count of creates against the website limit, with the API answered by
// fakes: creates that Terraform plans at the same moment must count each other.
import { describe, expect, it } from "vitest";
import type { PhpAnalyticsClient } from "../../src/api";
import { PlanChecks } from "../../src/provider/website/plan-checks";
import type { WebsiteReader } from "../../src/provider/website/reader";
import { Diagnostics, Unknown } from "../../src/tfplugin/framework/types";

function checks(limit: number, held: number): PlanChecks {
  const client = {
    getAccount: async () => ({ plan: { limits: { websites: limit } } }),
    listWebsites: async () => ({ total: held }),
  } as unknown as PhpAnalyticsClient;
  const reader = { websiteCount: async () => held, findByDomain: async () => null } as unknown as WebsiteReader;
  return new PlanChecks(client, reader);
}

const signal = new AbortController().signal;
const unknownDomain = new Unknown();

async function plan(limit: number, held: number, domains: Array<string | Unknown>, together: boolean): Promise<string[]> {
  const c = checks(limit, held);
  const diagnostics = new Diagnostics();
  if (together) await Promise.all(domains.map((d) => c.checkCreate(d, diagnostics, signal)));
  else for (const d of domains) await c.checkCreate(d, diagnostics, signal);
  return diagnostics.items.map((d) => `${d.severity}: ${d.summary}`);
}

describe("creates against the website limit", () => {
  it("refuses known domains beyond the room left, planned one by one or at once", async () => {
    for (const together of [false, true]) {
      // the second to settle is refused, planned one by one or at once
      expect(await plan(2, 1, ["a.example.com", "b.example.com"], together)).toEqual(["error: Website limit reached"]);
      expect(await plan(3, 1, ["a.example.com", "b.example.com"], together)).toEqual([]);
    }
  });

  it("warns when creates whose domain is known only after apply would not fit beside the known ones, in either order", async () => {
    for (const together of [false, true]) {
      for (const domains of [
        ["b.example.com", unknownDomain],
        [unknownDomain, "b.example.com"],
      ]) {
        expect(await plan(1, 0, domains, together)).toEqual(["warning: Website limit may be reached"]);
      }
      expect(await plan(2, 0, ["b.example.com", unknownDomain], together)).toEqual([]);
    }
  });

  it("a tainted website's replacement takes no slot while its lookup is under way", async () => {
    // limit 3, the account holds 2 (one of them tainted, planned as a create alone), and one new website
    let release: () => void = () => undefined;
    const tainted = new Promise<void>((resolve) => (release = resolve));
    const client = {
      getAccount: async () => ({ plan: { limits: { websites: 3 } } }),
      listWebsites: async () => ({ total: 2 }),
    } as unknown as PhpAnalyticsClient;
    const reader = {
      websiteCount: async () => 2,
      findByDomain: async (domain: string) => (domain === "a.example.com" ? (await tainted, { id: 7 }) : null),
    } as unknown as WebsiteReader;
    const c = new PlanChecks(client, reader);
    c.manages("7");
    const diagnostics = new Diagnostics();
    const planned = [c.checkCreate("a.example.com", diagnostics, signal), c.checkCreate("c.example.com", diagnostics, signal)];
    await planned[1];
    release();
    await Promise.all(planned);
    expect(diagnostics.items).toEqual([]);
  });

  it("a create whose lookup failed still counts for the others, as uncertain (it may be a tainted website's replacement)", async () => {
    const client = {
      getAccount: async () => ({ plan: { limits: { websites: 3 } } }),
      listWebsites: async () => ({ total: 2 }),
    } as unknown as PhpAnalyticsClient;
    const reader = {
      websiteCount: async () => 2,
      findByDomain: async (domain: string) => {
        if (domain === "a.example.com") throw new Error("search failed");
        return null;
      },
    } as unknown as WebsiteReader;
    const c = new PlanChecks(client, reader);
    const diagnostics = new Diagnostics();
    const results = await Promise.allSettled([c.checkCreate("a.example.com", diagnostics, signal), c.checkCreate("b.example.com", diagnostics, signal)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect(diagnostics.items.map((d) => `${d.severity}: ${d.summary}`)).toEqual(["warning: Website limit may be reached"]);
    // with a slot free for the new website, a failed lookup (here: a tainted website's) refuses nothing
    const roomy = {
      getAccount: async () => ({ plan: { limits: { websites: 3 } } }),
      listWebsites: async () => ({ total: 2 }),
    } as unknown as PhpAnalyticsClient;
    const failing = { websiteCount: async () => 2, findByDomain: reader.findByDomain } as unknown as WebsiteReader;
    const tainted = new PlanChecks(roomy, failing);
    const more = new Diagnostics();
    await Promise.allSettled([tainted.checkCreate("a.example.com", more, signal), tainted.checkCreate("n.example.com", more, signal)]);
    expect(more.items.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("reports the limit once a plan, and counts no create that fails on its domain", async () => {
    for (const together of [false, true]) {
      // one slot left: three new websites
      expect(await plan(2, 1, ["a.example.com", "b.example.com", "c.example.com"], together)).toEqual(["error: Website limit reached"]);
      // one slot left: one new website, and a second resource with the same domain, refused for that
      expect(await plan(2, 1, ["a.example.com", "www.a.example.com"], together)).toEqual(["error: Two websites with the same domain"]);
    }
    // a domain the account already holds outside this state is refused for that, and takes no slot
    const client = {
      getAccount: async () => ({ plan: { limits: { websites: 2 } } }),
      listWebsites: async () => ({ total: 1 }),
    } as unknown as PhpAnalyticsClient;
    const reader = {
      websiteCount: async () => 1,
      findByDomain: async (domain: string) => (domain === "held.example.com" ? { id: 3 } : null),
    } as unknown as WebsiteReader;
    const c = new PlanChecks(client, reader);
    const diagnostics = new Diagnostics();
    for (const d of ["held.example.com", "new.example.com"]) await c.checkCreate(d, diagnostics, signal);
    expect(diagnostics.items.map((d) => d.summary)).toEqual(["Website already exists"]);
  });

  it("says how to destroy meanwhile, as terraform destroy plans the creates first", async () => {
    const c = checks(1, 1);
    const diagnostics = new Diagnostics();
    await c.checkCreate("a.example.com", diagnostics, signal);
    expect(diagnostics.items[0]?.detail).toContain("terraform destroy -refresh=false");
  });
});

describe("a domain the account already holds", () => {
  it("names the likely causes of a lost state and the command that takes every such website back", async () => {
    const client = {
      getAccount: async () => ({ plan: { limits: { websites: -1 } } }),
      listWebsites: async () => ({ total: 1 }),
    } as unknown as PhpAnalyticsClient;
    const reader = { websiteCount: async () => 1, findByDomain: async () => ({ id: 7 }) } as unknown as WebsiteReader;
    const diagnostics = new Diagnostics();
    await new PlanChecks(client, reader).checkCreate("https://WWW.Held.example.com", diagnostics, signal);
    const detail = diagnostics.items[0]?.detail ?? "";
    expect(detail).toContain('a website with the domain "held.example.com" (id 7)');
    for (const cause of ["lost", "terraform.tfstate.backup", "another workspace or backend"]) expect(detail).toContain(cause);
    expect(detail).toContain("`phpanalytics import-blocks`, run in this directory");
    expect(detail).toContain('import { to = ADDRESS, id = "7" }');
  });
});
