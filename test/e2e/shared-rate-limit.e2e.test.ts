// The real server's rate limit is per client address (notes, "Limits"): parallel stacks or
// jobs from one runner, each with its own provider processes and even another account's
// key, share one budget. Two applies and two plans run side by side against one emulator,
// with the provider's default pacing, and must all succeed, however many 429s they meet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

// A short window keeps the test quick; the budget per window is what the two runs share.
// The provider's pacer counts its own requests over the real server's minute, so a run that
// meets no 429 (none tells it the window's end) may still wait up to a minute.
const LIMIT = 20;
const WINDOW_MS = 10_000;
// Each apply alone stays under the limit, so only the shared count can hold it back; the
// two together send more than one window allows.
const WEBSITES_PER_STACK = 12;
const STACKS = [
  { key: "shared-limit-key-a", name: "alpha" },
  { key: "shared-limit-key-b", name: "beta" },
];

let emulator: EmulatorHandle;
let home: TerraformHome;
let workspaces: { key: string; ws: Workspace }[];

function stackConfig(name: string): string {
  return (
    PROVIDER_BLOCK + `\nresource "phpanalytics_website" "site" {\n  count  = ${WEBSITES_PER_STACK}\n  domain = "site-\${count.index}.${name}.example.com"\n}\n`
  );
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: STACKS.map((s) => s.key), rateLimit: LIMIT, rateLimitWindowMs: WINDOW_MS, quiet: true });
  home = new TerraformHome();
  workspaces = STACKS.map((s) => ({ key: s.key, ws: home.workspace({ "main.tf": stackConfig(s.name) }) }));
  // init sends no API request
  for (const { ws } of workspaces) await ws.expect(["init", "-input=false"]);
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

const envOf = (key: string) => ({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: key });

describe("two stacks of two accounts from one address share the rate limit", () => {
  it("two parallel applies both succeed, together sending more than one window allows", async () => {
    emulator.stats.reset();
    const results = await Promise.all(workspaces.map(({ ws, key }) => ws.terraform(["apply", "-input=false", "-auto-approve"], envOf(key))));
    const seen = emulator.stats.snapshot();
    for (const [i, result] of results.entries()) {
      expect(result.code, `apply of ${STACKS[i]!.name} (${seen.rateLimited} answers were 429):\n${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout).toContain(`Apply complete! Resources: ${WEBSITES_PER_STACK} added`);
    }
    for (const { key } of workspaces) expect(emulator.store.list(key)).toHaveLength(WEBSITES_PER_STACK);
    // the shared budget was really in play: more requests than one window holds
    expect(seen.total).toBeGreaterThan(LIMIT);
    // and held one of them back, which it could only do counted with the other's requests
    expect(results.some((r) => (r.stdout + r.stderr).includes("Warning: Waited for the API rate limit"))).toBe(true);
  }, 180_000);

  it("two parallel plans after them both find no changes", async () => {
    emulator.stats.reset();
    const results = await Promise.all(workspaces.map(({ ws, key }) => ws.terraform(["plan", "-input=false", "-detailed-exitcode"], envOf(key))));
    const seen = emulator.stats.snapshot();
    for (const [i, result] of results.entries()) {
      expect(result.code, `plan of ${STACKS[i]!.name} (${seen.rateLimited} answers were 429):\n${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout).toContain("No changes.");
    }
  });
});
