// Ctrl-C in the middle of an apply: Terraform stops gracefully, every website the server
// holds is recorded in state (nothing created behind Terraform's back), and the next
// apply converges with no duplicate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmulatorHandle } from "../../src/emulator";
import { TerraformHome, type Workspace } from "../e2e/harness";
import type { ProxyHandle } from "../support/committing-proxy";
import { startStackAgainstEmulator } from "../support/stack-against-emulator";
import { expectStateMatchesServer, stateWebsites } from "../support/state-vs-server";
import { startTerraform, tf, TF_ARGS, tfExpect } from "../support/terraform-runs";
import { waitFor } from "../support/wait-for";
import { expectedDomains, providerBlock, websitesStack } from "../support/websites-stack";

const API_KEY = "reliability-interrupt-key";
const COUNT = 30;
let home: TerraformHome;

beforeAll(() => {
  home = new TerraformHome();
});

afterAll(() => {
  home?.dispose();
});

/**
 * Like the real server, the emulator carries out a request whose client went away; the
 * proxy adds what a busy PHP server adds, time between a request's arrival and its
 * handling. Both must end with state matching the server.
 */
const servers = [
  { name: "the emulator", prefix: "interrupt", proxied: false },
  { name: "a server that completes requests whose client went away", prefix: "interrupt-proxied", proxied: true },
];

describe.each(servers)("SIGINT during an apply against $name", ({ prefix: PREFIX, proxied }) => {
  let emulator: EmulatorHandle;
  let proxy: ProxyHandle | undefined;
  let ws: Workspace;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    // Every request is delayed, so the apply below is still under way when Ctrl-C reaches it.
    const main = providerBlock({ maxRetries: 3 }) + websitesStack(PREFIX, COUNT);
    const delay = proxied ? { proxy: { delayMs: 150 } } : { faults: { latencyMs: 150 } };
    ({ emulator, proxy, env, ws } = await startStackAgainstEmulator(home, { apiKey: API_KEY, main, ...delay }));
  });

  afterAll(async () => {
    await proxy?.close();
    await emulator?.close();
  });

  it("stops gracefully with state matching the server, and the next apply converges", async () => {
    const apply = startTerraform(ws, [...TF_ARGS.apply, "-parallelism=3"], env);
    await waitFor("8 websites on the server", () => emulator.store.count(API_KEY) >= 8 || apply.child.exitCode !== null, 30_000);
    expect(apply.child.exitCode, `apply ended before the interrupt:\n${apply.output()}`).toBeNull();
    const atInterrupt = emulator.store.count(API_KEY);
    const inFlightAtInterrupt = proxy?.inFlight();
    apply.child.kill("SIGINT");
    const result = await apply.done;
    const output = result.stdout + result.stderr;
    if (process.env.RELIABILITY_DEBUG)
      console.log(
        { atInterrupt, inFlightAtInterrupt, after: emulator.store.count(API_KEY) },
        output
          .split("\n")
          .filter((l) => /Error:|cancel|Interrupt|complete after/.test(l))
          .join("\n"),
      );

    expect(result.code, output).not.toBe(0);
    expect(output).toMatch(/Interrupt received/);
    expect(output).toMatch(/Gracefully shutting down|Stopping/i);
    expect(output).not.toMatch(/panic|crash|plugin exited|unexpected EOF/i);
    // Whatever reached the server before Terraform stopped has been carried out by now.
    if (proxy) await waitFor("the proxy to forward what it received", () => proxy!.inFlight() === 0, 10_000);
    // It stopped early: not every website was created.
    const afterInterrupt = emulator.store.list(API_KEY);
    expect(afterInterrupt.length).toBeGreaterThanOrEqual(atInterrupt);
    expect(afterInterrupt.length).toBeLessThan(COUNT);

    // Every website on the server is in state, with its id: nothing was orphaned.
    const state = await stateWebsites(ws, env);
    const stateIds = new Set(state.map((s) => s.id));
    const orphans = afterInterrupt.filter((w) => !stateIds.has(String(w.id))).map((w) => `${w.id} ${w.domain}`);
    expect(orphans, "websites created on the server but missing from state").toEqual([]);
    expect(state.map((s) => s.id).sort()).toEqual(afterInterrupt.map((w) => String(w.id)).sort());

    // The next apply finishes the job without duplicating anything.
    const again = await tf(ws, [...TF_ARGS.apply], env);
    expect(again.code, `${again.stdout}\n${again.stderr}`).toBe(0);
    expect(again.stdout).toContain(`Apply complete! Resources: ${COUNT - afterInterrupt.length} added, 0 changed, 0 destroyed.`);
    expectStateMatchesServer(emulator.store.list(API_KEY), await stateWebsites(ws, env), expectedDomains(PREFIX, COUNT));
    await tfExpect(ws, [...TF_ARGS.plan], 0, env);
  }, 90_000);
});
