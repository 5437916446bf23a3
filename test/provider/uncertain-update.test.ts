// An update that gets no clear answer may have been carried out: what the API never returns
// (exclude_params, the password) is not kept as it was, so the next apply sends it again.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InProcessProvider } from "./server-harness";

let server: Server;
let url: string;
let status = 500;

beforeAll(async () => {
  // every PUT is answered with `status`, as a server that committed and then failed would
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 422 ? { message: { privacy: ["The selected privacy is invalid."] }, status: 422 } : { message: "Server Error" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function failedUpdate(answer: number) {
  status = answer;
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: url, api_key: "uncertain-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
  const prior = p.website({
    id: "7", domain: "shop.example.com", privacy: "password", password: "old-password", email_reports: false, exclude_bots: true,
    exclude_params: ["utm_source", "fbclid"], exclude_ips: [], favorite: false, created_at: "c", updated_at: "u",
  });
  const config = p.website({ domain: "shop.example.com", privacy: "password", password: "new-password", exclude_params: ["utm_source"] });
  const planned = { ...prior, password: "new-password", exclude_params: ["utm_source"] };
  return p.apply(config, planned, prior);
}

describe("an update without a clear answer", () => {
  it("keeps what a refresh reads back, and clears what only the configuration knows", async () => {
    const { state, diagnostics } = await failedUpdate(500);
    expect(diagnostics.some((d) => d.severity === 1)).toBe(true); // an error
    expect(state).toMatchObject({ id: "7", privacy: "password", exclude_params: null, password: null });
  });

  it("a refused one (422) changed nothing, and keeps the prior state", async () => {
    const { state } = await failedUpdate(422);
    expect(state).toMatchObject({ exclude_params: ["utm_source", "fbclid"], password: "old-password" });
  });
});
