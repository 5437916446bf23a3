// A create or an update that gets no clear answer may have been carried out. An update keeps
// what a refresh reads back but not what the API never returns (exclude_params, the
// password), so the next apply sends it again; a create records nothing and warns that the
// website may exist. A refused request (422) changed nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Unknown } from "../../src/tfplugin/framework/types";
import { InProcessProvider } from "./server-harness";

let server: Server;
let url: string;
let status = 500;
/** Called with each request's method once it has been answered. */
let answered: (method: string) => void = () => undefined;

beforeAll(async () => {
  // every request (the change, and any lookup after it) is answered with `status`, as a
  // server that committed and then failed would
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 422 ? { message: { privacy: ["The selected privacy is invalid."] }, status: 422 } : { message: "Server Error" }));
      answered(req.method ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function provider(answer: number, maxRetries = 0, requestsPerMinute = 0): Promise<InProcessProvider> {
  status = answer;
  answered = () => undefined;
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: url, api_key: "uncertain-key", max_retries: maxRetries, requests_per_minute: requestsPerMinute })).toEqual([]);
  return p;
}

async function failedUpdate(answer: number) {
  const p = await provider(answer);
  const prior = p.website({
    id: "7",
    domain: "shop.example.com",
    privacy: "password",
    password: "old-password",
    email_reports: false,
    exclude_bots: true,
    exclude_params: ["utm_source", "fbclid"],
    exclude_ips: [],
    favorite: false,
    created_at: "c",
    updated_at: "u",
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

async function failedCreate(answer: number, p?: InProcessProvider) {
  p ??= await provider(answer);
  const config = p.website({ domain: "new.example.com" });
  const planned = p.website({
    domain: "new.example.com",
    id: new Unknown(),
    privacy: "public",
    email_reports: false,
    exclude_bots: true,
    exclude_params: [],
    exclude_ips: [],
    favorite: false,
    created_at: new Unknown(),
    updated_at: new Unknown(),
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

describe("a create cancelled (Ctrl-C)", () => {
  it("while it waits for its turn warns of nothing: nothing can have been created", async () => {
    // one request a minute, spent on a create refused outright: the next create waits for its turn
    const p = await provider(422, 0, 1);
    await failedCreate(422, p);
    let requests = 0;
    answered = () => (requests += 1);
    const pending = failedCreate(500, p);
    p.server.stop();
    const { state, diagnostics } = await pending;
    expect(state).toBeNull();
    expect(requests).toBe(0);
    expect(diagnostics.map((d) => d.summary)).toEqual(['Create website "new.example.com" interrupted']);
  });

  it("while it waits to try again after an unknown outcome warns, naming the domain and how to check", async () => {
    const p = await provider(500, 3);
    // cancelled once the create was answered 500 and the look-up of its domain settled nothing
    answered = (method) => {
      if (method === "GET") p.server.stop();
    };
    const { state, diagnostics } = await failedCreate(500, p);
    expect(state).toBeNull();
    const warning = diagnostics.find((d) => d.summary === "The website may have been created");
    expect(warning?.detail).toContain('website "new.example.com"');
    expect(warning?.detail).toContain("`terraform plan` looks it up again");
  });
});
