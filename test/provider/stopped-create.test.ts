// Ctrl-C during a create whose favourite needs a follow-up request (issue 33): the website
// the POST made is returned as the server holds it, without an error (which would taint it)
// and with Terraform told to keep it although it differs from the plan; a follow-up already
// sent finishes. The same follow-up failing without a stop is still an error.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Unknown } from "../../src/tfplugin/framework/types";
import { json, startLoopback, type Loopback } from "../api/loopback";
import { InProcessProvider } from "./server-harness";
import { wireWebsite } from "../support/wire-website";

let server: Loopback;

const wire = (favorite: boolean) => wireWebsite({ favorite, domain: "fav.example.com" });

beforeAll(async () => {
  server = await startLoopback();
});
afterEach(() => {
  server.seen.length = 0;
});
afterAll(() => server.close());

async function createFavourite(script: (p: InProcessProvider) => Loopback["script"]) {
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: server.url, api_key: "stopped-create-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
  server.script = script(p);
  const config = p.website({ domain: "fav.example.com", favorite: true });
  const planned = p.website({
    domain: "fav.example.com",
    id: new Unknown(),
    privacy: "public",
    email_reports: false,
    exclude_bots: true,
    exclude_params: [],
    exclude_ips: [],
    favorite: true,
    deletion_protection: false,
    created_at: new Unknown(),
    updated_at: new Unknown(),
  });
  return p.apply(config, planned);
}

describe("a create with favorite = true stopped by Terraform", () => {
  it("before its follow-up was sent: the website as the server holds it, untainted, kept although it differs from the plan", async () => {
    const result = await createFavourite((p) => (req, res) => {
      json(res, 201, { data: wire(false) });
      // Ctrl-C while the website's POST is answered: its follow-up is not sent
      if (req.method === "POST") void p.server.stopProvider();
    });
    expect(server.seen.map((s) => s.method)).toEqual(["POST"]);
    expect(result.diagnostics).toEqual([]);
    expect(result.state).toMatchObject({ id: "7", domain: "fav.example.com", favorite: false });
    expect(result.keptAsReturned).toBe(true);
  });

  it("after its follow-up was sent: the follow-up finishes, and the state is the plan's", async () => {
    const result = await createFavourite((p) => (req, res) => {
      if (req.method === "PUT") void p.server.stopProvider();
      json(res, req.method === "POST" ? 201 : 200, { data: wire(req.method === "PUT") });
    });
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "PUT"]);
    expect(result.diagnostics).toEqual([]);
    expect(result.state).toMatchObject({ id: "7", favorite: true });
    expect(result.keptAsReturned).toBe(false);
  });
});

describe("a create whose follow-up fails without a stop", () => {
  it("keeps the website in state with an error, which taints it, and asks Terraform to keep nothing unplanned", async () => {
    const result = await createFavourite(
      () => (req, res) =>
        req.method === "POST"
          ? json(res, 201, { data: wire(false) })
          : json(res, 422, { message: "The given data was invalid.", errors: { favorite: ["No."] } }),
    );
    expect(result.diagnostics.map((d) => d.summary)).toContain("Website created but not marked as favourite");
    expect(result.state).toMatchObject({ id: "7", favorite: false });
    expect(result.keptAsReturned).toBe(false);
  });
});
