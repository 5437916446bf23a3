// The API client's debug lines, as an operator reads them in TF_LOG_PROVIDER=debug output:
// the client is built in ConfigureProvider but serves every later call, so its lines must
// not claim to come from ConfigureProvider.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { JsonLogger } from "../../src/tfplugin/framework/log";
import { InProcessProvider } from "./server-harness";

const KEY = "api-log-key";
let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
});
afterAll(() => emulator?.close());

describe("API request log lines", () => {
  it("are written for a plan's requests and name no RPC", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const p = new InProcessProvider({}, new JsonLogger("provider", "debug", { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }));
    expect(await p.configure({ base_url: emulator.url, api_key: KEY, requests_per_minute: 0 })).toEqual([]);
    const { diagnostics } = await p.plan(p.website({ domain: "logged.example.com" }));
    expect(diagnostics).toEqual([]);
    const api = lines.filter((l) => l["@message"] === "api request");
    expect(api.length).toBeGreaterThan(0);
    expect(api.map((l) => l["tf_rpc"])).toEqual(api.map(() => undefined));
    expect(lines.some((l) => l["tf_rpc"] === "PlanResourceChange")).toBe(true);
  });
});
