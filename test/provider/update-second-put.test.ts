// An update whose answer shows a setting changed outside Terraform since the plan sends it
// back in a second request; when that one fails, the state records what the first did.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InProcessProvider } from "./server-harness";
import { wireWebsite } from "../support/wire-website";

let server: Server;
let url: string;
const puts: string[] = [];

const wire = (favorite: boolean) => wireWebsite({ favorite, updated_at: "2026-11-21T19:36:00.000000Z" });

beforeAll(async () => {
  // the first PUT is carried out, and shows the favourite someone set since the plan; the second is refused
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      puts.push(body);
      const first = puts.length === 1;
      res.writeHead(first ? 200 : 401, { "content-type": "application/json" });
      res.end(JSON.stringify(first ? { data: wire(true) } : { message: "Unauthenticated." }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("an update whose second request fails", () => {
  it("records what the first request did, not the prior state, with an error", async () => {
    const p = new InProcessProvider();
    expect(await p.configure({ base_url: url, api_key: "second-put-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
    const prior = p.website({
      id: "7",
      domain: "shop.example.com",
      privacy: "public",
      email_reports: false,
      exclude_bots: true,
      exclude_params: ["utm_b"],
      exclude_ips: [],
      favorite: false,
      created_at: "c",
      updated_at: "u",
    });
    const config = p.website({ domain: "shop.example.com", exclude_params: ["utm_c"] });
    const { state, diagnostics } = await p.apply(config, { ...prior, exclude_params: ["utm_c"] }, prior);
    expect(puts).toEqual(["exclude_params=utm_c", "favorite=0"]);
    expect(diagnostics.map((d) => d.summary)).toEqual(["Website update incomplete"]);
    expect(state).toMatchObject({ exclude_params: ["utm_c"], favorite: true });
  });
});
