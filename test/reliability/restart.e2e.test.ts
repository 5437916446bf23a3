// The emulator, run as `phpanalytics emulator --data FILE`, is stopped in the middle of an
// apply and started again on the same port with the same file: the apply recovers or
// fails clearly, a re-run converges, and nothing created before the restart is lost.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/api";
import { TerraformHome, type Workspace } from "../e2e/harness";
import { startEmulatorChild, type EmulatorChild } from "../support/emulator-child";
import { expectStateMatchesServer, stateWebsites } from "../support/state-vs-server";
import { startTerraform, tf, TF_ARGS, tfExpect } from "../support/terraform-runs";
import { waitFor } from "../support/wait-for";
import { expectedDomains, providerBlock, websitesStack } from "../support/websites-stack";

const API_KEY = "reliability-restart-key";
const COUNT = 30;
const PREFIX = "restart";
let home: TerraformHome;
let ws: Workspace;
let emulator: EmulatorChild | undefined;
let dataFile: string;

interface DataFile {
  websites: Array<{ id: number; domain: string }>;
}

/** The websites in the emulator's data file (written 20 ms after each change). */
function persisted(): Array<{ id: number; domain: string }> {
  try {
    return (JSON.parse(readFileSync(dataFile, "utf8")) as DataFile).websites.map((w) => ({ id: w.id, domain: w.domain }));
  } catch {
    return []; // not written yet, or being replaced
  }
}

const emulatorArgs = (port: number) => ["--port", String(port), "--data", dataFile, "--api-key", API_KEY, "--rate-limit", "0", "--latency", "150", "--quiet"];

beforeAll(() => {
  home = new TerraformHome();
  dataFile = join(home.root, "emulator-data.json");
  ws = home.workspace({ "main.tf": providerBlock({ maxRetries: 8 }) + websitesStack(PREFIX, COUNT) });
}, 60_000);

afterAll(async () => {
  await emulator?.stop();
  home?.dispose();
});

describe("the emulator restarted during an apply", () => {
  it("loses nothing, and a re-run converges with state matching the server", async () => {
    emulator = await startEmulatorChild(emulatorArgs(0));
    const url = emulator.url;
    const port = Number(new URL(url).port);
    const env = { PHPANALYTICS_BASE_URL: url, PHPANALYTICS_API_KEY: API_KEY };
    await tfExpect(ws, ["init", "-input=false"], 0, env);

    const apply = startTerraform(ws, [...TF_ARGS.apply, "-parallelism=3"], env);
    await waitFor("10 websites in the data file", () => persisted().length >= 10 || apply.child.exitCode !== null, 30_000);
    expect(apply.child.exitCode, `apply ended before the restart:\n${apply.output()}`).toBeNull();

    // Stop (SIGTERM flushes the data file), then start again on the same port within a second.
    expect(await emulator.stop("SIGTERM")).toBe(0);
    const beforeRestart = persisted();
    emulator = await startEmulatorChild(emulatorArgs(port));
    expect(emulator.url).toBe(url);

    const first = await apply.done;
    const output = first.stdout + first.stderr;
    if (process.env.RELIABILITY_DEBUG) console.log(`first apply exited ${first.code}\n${first.stderr}`);
    if (first.code !== 0) {
      // Failing is allowed, but clearly: a named error, no crash of the provider.
      expect(output).toMatch(/Error: /);
    }
    expect(output).not.toMatch(/panic|plugin exited|unexpected EOF|Plugin did not respond/i);

    const client = createClient({ baseUrl: url, apiKey: API_KEY, requestsPerMinute: 0 });
    try {
      const listServer = async () => (await client.listAllWebsites({ sortBy: "id", sort: "asc" })).websites.map((w) => ({ id: w.id, domain: w.domain }));
      // Nothing the server held when it stopped is lost, and the state knows all of it.
      const afterRestart = await listServer();
      const ids = new Set(afterRestart.map((w) => w.id));
      expect(beforeRestart.filter((w) => !ids.has(w.id))).toEqual([]);
      const stateIds = new Set((await stateWebsites(ws, env)).map((s) => s.id));
      expect(
        afterRestart.filter((w) => !stateIds.has(String(w.id))),
        "websites on the server missing from state",
      ).toEqual([]);

      if (first.code !== 0) {
        const again = await tf(ws, [...TF_ARGS.apply], env);
        expect(again.code, again.stdout + again.stderr).toBe(0);
      }
      const server = await listServer();
      expectStateMatchesServer(server, await stateWebsites(ws, env), expectedDomains(PREFIX, COUNT));
      for (const w of beforeRestart) expect(server).toContainEqual(w);
      await tfExpect(ws, [...TF_ARGS.plan], 0, env);
    } finally {
      await client.close();
    }
  }, 120_000);
});
