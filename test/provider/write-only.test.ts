// password_wo through the protocol layer: the planned and stored value is always null, the
// password reaches the server, older Terraform gets a clear error, and a configuration that
// moves from password to password_wo sends the write-only password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { InProcessProvider } from "./server-harness";

const KEY = "wo-unit-key";
let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
});
afterAll(() => emulator?.close());

async function provider(writeOnlyAllowed = true): Promise<InProcessProvider> {
  const p = new InProcessProvider();
  expect(await p.configure({ base_url: emulator.url, api_key: KEY, requests_per_minute: 0 }, writeOnlyAllowed)).toEqual([]);
  return p;
}

const stored = (domain: string) => emulator.store.list(KEY).find((w) => w.domain === domain);

describe("password_wo", () => {
  it("is null in plan and state while the server gets the password", async () => {
    const p = await provider();
    const config = p.website({ domain: "wo-unit.example.com", privacy: "password", password_wo: "pw-one", password_wo_version: 1 });
    const { planned, diagnostics } = await p.plan(config);
    expect(diagnostics).toEqual([]);
    expect(planned).toMatchObject({ password_wo: null, password_wo_version: 1, password: null });
    const { state } = await p.apply(config, planned);
    expect(state).toMatchObject({ password_wo: null, password_wo_version: 1, password: null });
    expect(stored("wo-unit.example.com")?.password).toBe("pw-one");
  });

  it("is refused with the Terraform version it needs when Terraform cannot handle it", async () => {
    const p = await provider(false);
    const { diagnostics } = await p.plan(p.website({ domain: "old-tf.example.com", privacy: "password", password_wo: "pw" }));
    expect(diagnostics[0]).toMatchObject({ summary: "Write-only attribute not supported", attribute: { steps: [{ attributeName: "password_wo" }] } });
    expect(diagnostics[0]!.detail).toContain("Terraform 1.11");
  });

  it("sends password_wo when the configuration moves from password to password_wo", async () => {
    const p = await provider();
    const before = p.website({ domain: "move.example.com", privacy: "password", password: "old-pw" });
    const created = await p.apply(before, (await p.plan(before)).planned);
    expect(stored("move.example.com")?.password).toBe("old-pw");
    const after = p.website({ domain: "move.example.com", privacy: "password", password_wo: "new-pw", password_wo_version: 1 });
    const { planned } = await p.plan(after, created.state);
    expect(planned).toMatchObject({ password: null, password_wo: null, password_wo_version: 1 });
    const updated = await p.apply(after, planned, created.state);
    expect(updated.diagnostics).toEqual([]);
    expect(stored("move.example.com")?.password).toBe("new-pw");
  });

  it("validates the pair: conflicts, a version alone, and privacy", async () => {
    const p = await provider();
    const summaries = async (values: Record<string, unknown>) =>
      (await p.validate(p.website({ domain: "v.example.com", ...values } as never))).map((d) => d.summary);
    expect(await summaries({ privacy: "password", password: "a", password_wo: "b" })).toEqual(["Conflicting password attributes"]);
    expect(await summaries({ privacy: "password", password: "a", password_wo_version: 1 })).toEqual(["password_wo_version without password_wo"]);
    expect(await summaries({ password_wo: "b" })).toEqual(["Password without password privacy"]);
    expect(await summaries({ privacy: "password" })).toEqual(["Missing password"]);
    expect(await summaries({ privacy: "password", password_wo: "b", password_wo_version: 3 })).toEqual([]);
  });
});
