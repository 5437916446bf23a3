// Secrets are masked as whole values only: an API key of one letter must not eat that
// letter out of every word of a diagnostic (issue 9.3).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { InProcessProvider } from "./server-harness";

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: ["k", "other"], rateLimit: 0, quiet: true });
});
afterAll(() => emulator?.close());

describe("secrets in diagnostics", () => {
  it("leaves words that contain the API key's letters alone", async () => {
    emulator.store.create("other", { domain: "taken.example.com" });
    const provider = new InProcessProvider();
    expect(await provider.configure({ base_url: emulator.url, api_key: "k", requests_per_minute: 0 })).toEqual([]);
    const config = provider.website({ domain: "taken.example.com" });
    const { planned } = await provider.plan(config);
    const { diagnostics } = await provider.apply(config, planned);
    const text = diagnostics.map((d) => `${d.summary} ${d.detail}`).join("\n");
    expect(text).toContain("already been taken");
    expect(text).toContain("import block");
    expect(text).not.toContain("***");
  });
});
