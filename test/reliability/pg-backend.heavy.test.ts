// Two pipelines applying the same stack at once, sharing state in Terraform's `pg`
// backend on a PostgreSQL server the test starts on loopback: one fails on the lock with
// a clear message or waits for it, the state stays intact and the stack converges.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { TerraformHome, type Workspace } from "../e2e/harness";
import { duplicates, expectStateMatchesServer, stateWebsites } from "../support/state-vs-server";
import { startTerraform, tf, TF_ARGS, tfExpect } from "../support/terraform-runs";
import { waitFor } from "../support/wait-for";
import { expectedDomains, providerBlock, websitesStack } from "../support/websites-stack";
import { findPostgresBin, startPostgres, type Postgres } from "./postgres";

const API_KEY = "reliability-pg-key";
const PREFIX = "pg";
const bin = findPostgresBin();
if (!bin) {
  console.warn(
    "\n!!! test/reliability/pg-backend.heavy.test.ts SKIPPED: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb).\n" +
      "!!! Install it with `apt-get install -y postgresql` (.ci/run does) to test the shared pg backend.\n",
  );
}

let pg: Postgres;
let emulator: EmulatorHandle;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let pipelines: [Workspace, Workspace];

const stack = (connStr: string, count: number) =>
  providerBlock({ maxRetries: 3, backend: `  backend "pg" {\n    conn_str = "${connStr}"\n  }` }) + websitesStack(PREFIX, count);

async function statePull(ws: Workspace): Promise<{ serial: number; lineage: string; resources: unknown[] }> {
  const pulled = await tf(ws, ["state", "pull"], env);
  expect(pulled.code, pulled.stderr).toBe(0);
  return JSON.parse(pulled.stdout) as { serial: number; lineage: string; resources: unknown[] };
}

// Skipped only on a developer machine without PostgreSQL; in CI (which installs it) a
// missing server is a failure, not a silent skip.
describe.skipIf(!bin && !process.env.CI)("two pipelines sharing state in the pg backend", () => {
  beforeAll(async () => {
    if (!bin) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql: .ci/run installs Debian's postgresql");
    pg = await startPostgres(bin, "terraform_state");
    // Every request is delayed, so an apply of 20 websites still holds the state lock when the
    // other pipeline asks for it.
    emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true, faults: { latencyMs: 100 } });
    home = new TerraformHome();
    env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
    pipelines = [home.workspace({ "main.tf": stack(pg.connStr, 20) }), home.workspace({ "main.tf": stack(pg.connStr, 20) })];
    // One after the other: init creates the backend's table.
    for (const ws of pipelines) await tfExpect(ws, ["init", "-input=false"], 0, env);
  }, 120_000);

  afterAll(async () => {
    await emulator?.close();
    home?.dispose();
    pg?.stop();
  });

  it("lets one apply through and fails the other on the lock, clearly", async () => {
    const [first, second] = pipelines.map((ws) => startTerraform(ws, [...TF_ARGS.apply, "-lock-timeout=0s", "-parallelism=4"], env));
    const results = await Promise.all([first!.done, second!.done]);
    const codes = results.map((r) => r.code).sort();
    expect(codes, results.map((r) => r.stdout + r.stderr).join("\n=====\n")).toEqual([0, 1]);
    const loser = results.find((r) => r.code === 1)!;
    expect(loser.stderr).toContain("Error acquiring the state lock");
    expect(loser.stdout).not.toContain("Creating...");

    const server = emulator.store.list(API_KEY);
    expectStateMatchesServer(server, await stateWebsites(pipelines[0], env), expectedDomains(PREFIX, 20));
    expectStateMatchesServer(server, await stateWebsites(pipelines[1], env), expectedDomains(PREFIX, 20));
    for (const ws of pipelines) await tfExpect(ws, [...TF_ARGS.plan], 0, env);
  }, 60_000);

  it("makes a second apply wait for the lock, then plan nothing twice", async () => {
    for (const ws of pipelines) ws.write({ "main.tf": stack(pg.connStr, 30) });
    const before = await statePull(pipelines[0]);
    const first = startTerraform(pipelines[0], [...TF_ARGS.apply, "-lock-timeout=90s", "-parallelism=2"], env);
    // The second pipeline starts while the first holds the lock and is creating websites.
    await waitFor("the first apply to create a website", () => emulator.store.count(API_KEY) > 20 || first.child.exitCode !== null, 30_000);
    const second = startTerraform(pipelines[1], [...TF_ARGS.apply, "-lock-timeout=90s", "-parallelism=2"], env);
    const [a, b] = await Promise.all([first.done, second.done]);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    expect(b.code, b.stdout + b.stderr).toBe(0);
    expect(a.stdout).toContain("Apply complete! Resources: 10 added, 0 changed, 0 destroyed.");
    // The second saw the first's state once it had the lock: nothing left to do.
    expect(b.stdout).toMatch(/No changes\.|Resources: 0 added, 0 changed, 0 destroyed/);

    const server = emulator.store.list(API_KEY);
    expect(duplicates(server.map((w) => w.domain))).toEqual([]);
    expectStateMatchesServer(server, await stateWebsites(pipelines[1], env), expectedDomains(PREFIX, 30));
    const after = await statePull(pipelines[1]);
    expect(after.lineage).toBe(before.lineage);
    expect(after.serial).toBeGreaterThan(before.serial);
    expect(after.resources).toHaveLength(1); // one count resource of 30 instances
    for (const ws of pipelines) await tfExpect(ws, [...TF_ARGS.plan], 0, env);
  }, 90_000);
});
