// An apply of 50 websites against a server that fails about a fifth of the requests
// (5xx answers, reset connections, latency spikes past the client timeout, creates that
// commit but lose their answer) converges: exactly those 50 exist, once each, and
// Terraform's state records exactly them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmulatorHandle, FaultOptions } from "../../src/emulator";
import { TerraformHome, type Workspace } from "../e2e/harness";
import type { ProxyHandle } from "../support/committing-proxy";
import { startStackAgainstEmulator } from "../support/stack-against-emulator";
import { expectStateMatchesServer, stateList, stateWebsites } from "../support/state-vs-server";
import { applyUntilConverged, tf, TF_ARGS } from "../support/terraform-runs";
import { waitFor } from "../support/wait-for";
import { expectedDomains, providerBlock, websitesStack } from "../support/websites-stack";

const API_KEY = "reliability-faults-key";
const COUNT = 50;

const FAULTS: FaultOptions = {
  errorRate: 0.1, // 500/502/503 before any work
  resetRate: 0.05, // connection dropped before any work
  latencySpikeRate: 0.05, // 1.5 s on top: past the provider's 1 s timeout
  latencySpikeMs: 1_500,
  lostCreateRate: 0.15, // committed, then the connection is dropped
};

let home: TerraformHome;
beforeAll(() => {
  home = new TerraformHome();
});
afterAll(() => {
  home?.dispose();
});

/**
 * A request whose client timed out during a spike is still carried out, by the emulator as
 * by the real server; behind the proxy it is also handled only after a delay, so more of
 * them are committed after the client gave up.
 */
const servers = [
  { name: "the emulator", prefix: "faults", proxied: false, seed: 20240501 },
  { name: "a server that completes requests whose client went away", prefix: "faults-proxied", proxied: true, seed: 424242 },
];

describe.each(servers)("apply through injected faults: $name", ({ prefix: PREFIX, proxied, seed }) => {
  let emulator: EmulatorHandle;
  let proxy: ProxyHandle | undefined;
  let ws: Workspace;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const main = providerBlock({ maxRetries: 8, timeoutSeconds: 1 }) + websitesStack(PREFIX, COUNT);
    ({ emulator, proxy, env, ws } = await startStackAgainstEmulator(home, { apiKey: API_KEY, main, ...(proxied ? { proxy: {} } : {}) }));
  });

  afterAll(async () => {
    await proxy?.close();
    await emulator?.close();
  });

  it("creates exactly 50 websites, once each, with state matching the server", async () => {
    emulator.stats.reset();
    emulator.faults.set({ ...FAULTS, seed });

    const runs = await applyUntilConverged(ws, env, 4);
    // Requests the server received but had not carried out when Terraform finished.
    if (proxy) await waitFor("the proxy to forward what it received", () => proxy!.inFlight() === 0, 10_000);
    const faultStats = emulator.stats.snapshot();
    emulator.faults.clear();

    // The faults really happened: 5xx answers, requests never answered, more POSTs than websites.
    const serverErrors = (faultStats.byStatus["500"] ?? 0) + (faultStats.byStatus["502"] ?? 0) + (faultStats.byStatus["503"] ?? 0);
    const answered = Object.values(faultStats.byStatus).reduce((a, b) => a + b, 0);
    expect(serverErrors).toBeGreaterThan(0);
    expect(faultStats.total - answered, "requests dropped without an answer").toBeGreaterThan(0);
    expect(faultStats.byRoute["POST /api/v1/websites"] ?? 0).toBeGreaterThan(COUNT);
    for (const run of runs.slice(0, -1)) expect(run.stderr, "a failed run says why").toMatch(/Error:/);

    const server = emulator.store.list(API_KEY);
    expect(server).toHaveLength(COUNT);
    expect(await stateList(ws, env)).toHaveLength(COUNT);
    expectStateMatchesServer(server, await stateWebsites(ws, env), expectedDomains(PREFIX, COUNT));

    emulator.stats.reset();
    const plan = await tf(ws, [...TF_ARGS.plan], env);
    expect(plan.code, `plan after convergence:\n${plan.stdout}\n${plan.stderr}`).toBe(0);
    expect(plan.stdout).toContain("No changes.");
    // Refresh reads the websites in list pages, never one GET per website.
    expect(emulator.stats.count("GET /api/v1/websites/{id}")).toBeLessThan(COUNT);
    expect(emulator.store.list(API_KEY)).toHaveLength(COUNT);
  }, 150_000);

  it("refreshes through the same faults without planning any change", async () => {
    emulator.faults.set({ errorRate: 0.1, resetRate: 0.05, latencySpikeRate: 0.05, latencySpikeMs: 1_500, seed: seed + 1 });
    try {
      const plan = await tf(ws, [...TF_ARGS.plan], env);
      expect(plan.code, `plan under faults:\n${plan.stdout}\n${plan.stderr}`).toBe(0);
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.store.list(API_KEY)).toHaveLength(COUNT);
  }, 60_000);
});
