// A create whose answer is lost, and which looking the domain up cannot settle, is reported
// with a warning that the website may exist, and where it will show up if it does.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Unknown } from "../../src/tfplugin/types";
import { InProcessProvider } from "./server-harness";

let server: Server;
let url: string;
let status = 500;

beforeAll(async () => {
  // the POST, and the lookup after it, are answered with `status`
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 422 ? { message: { domain: ["Invalid domain name."] }, status: 422 } : { message: "Server Error" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function failedCreate(answer: number) {
  status = answer;
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: url, api_key: "uncertain-create-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
  const config = p.website({ domain: "new.example.com" });
  const planned = p.website({
    domain: "new.example.com", id: new Unknown(), privacy: "public", email_reports: false, exclude_bots: true,
    exclude_params: [], exclude_ips: [], favorite: false, created_at: new Unknown(), updated_at: new Unknown(),
  });
  return p.apply(config, planned, null);
}

describe("a create without a clear answer", () => {
  it("records nothing, and warns that the website may exist", async () => {
    const { state, diagnostics } = await failedCreate(500);
    expect(state).toBeNull();
    expect(diagnostics.map((d) => d.summary)).toContain("The website may have been created");
  });

  it("a refused one (422) warns of nothing more", async () => {
    const { diagnostics } = await failedCreate(422);
    expect(diagnostics.map((d) => d.summary)).not.toContain("The website may have been created");
  });
});
