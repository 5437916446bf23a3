// A plan of creates alone reads nothing but its checks against the account. When those
// cannot be made, a wrong key or address fails the plan (the apply would fail as surely),
// and a service that is down only skips them, with a warning. Once a plan either way.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InProcessProvider } from "./server-harness";

let server: Server;
let url: string;
let answer: { status: number; type: string; body: string } = { status: 200, type: "application/json", body: "{}" };

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(answer.status, { "content-type": answer.type });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function planTwoCreates() {
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: url, api_key: "plan-check-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
  const first = await p.plan(p.website({ domain: "one.example.com" }));
  const second = await p.plan(p.website({ domain: "two.example.com" }));
  expect(first.planned).toMatchObject({ domain: "one.example.com" });
  return [...first.diagnostics, ...second.diagnostics].map(({ severity, summary, detail }) => ({ severity, summary, detail }));
}

describe("plan checks that cannot be made", () => {
  it("a rejected API key fails the plan, once", async () => {
    answer = { status: 401, type: "application/json", body: JSON.stringify({ message: "Unauthenticated." }) };
    const diagnostics = await planTwoCreates();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 1, summary: "API key rejected" });
    expect(diagnostics[0]!.detail).toMatch(
      /^check website "one.example.com" against the account: .*Check api_key in the provider block or PHPANALYTICS_API_KEY/,
    );
    expect(diagnostics[0]!.detail).not.toContain("plan-check-key");
  });

  it("an address that is not the API fails the plan, once", async () => {
    answer = { status: 404, type: "text/html", body: "<html><body>Not Found</body></html>" };
    const diagnostics = await planTwoCreates();
    expect(diagnostics.map((d) => [d.severity, d.summary])).toEqual([[1, "Wrong base_url"]]);
  });

  it("a service that is down skips the checks with one warning", async () => {
    answer = { status: 503, type: "application/json", body: JSON.stringify({ message: "Service Unavailable" }) };
    const diagnostics = await planTwoCreates();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 2, summary: "Plan checks skipped" });
    expect(diagnostics[0]!.detail).toMatch(/HTTP 503.*The plan could not check its new websites against the account/);
    expect(diagnostics[0]!.detail).not.toContain("..");
  });

  it("a rejected key after a passing failure is still reported", async () => {
    const p = new InProcessProvider();
    expect(await p.configure({ base_url: url, api_key: "plan-check-key", max_retries: 0, requests_per_minute: 0 })).toEqual([]);
    answer = { status: 503, type: "application/json", body: JSON.stringify({ message: "Service Unavailable" }) };
    const first = await p.plan(p.website({ domain: "one.example.com" }));
    answer = { status: 401, type: "application/json", body: JSON.stringify({ message: "Unauthenticated." }) };
    const second = await p.plan(p.website({ domain: "two.example.com" }));
    expect([...first.diagnostics, ...second.diagnostics].map((d) => [d.severity, d.summary])).toEqual([
      [2, "Plan checks skipped"],
      [1, "API key rejected"],
    ]);
  });
});
