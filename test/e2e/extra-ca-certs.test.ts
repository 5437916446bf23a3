// A phpAnalytics installation behind a private certificate authority, trusted the way Node
// programs are told to: NODE_EXTRA_CA_CERTS. The npm executable defers loading that file
// to the provider's configure (test/cli/provider-launcher.test.ts); the real terraform
// must still reach the https API with it, and fail on the certificate without it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { makeThrowawayCa, type ThrowawayCa } from "../release/https-mirror";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

const API_KEY = "private-ca-key";
let dir: string;
let ca: ThrowawayCa;
let emulator: EmulatorHandle;
let home: TerraformHome;
let ws: Workspace;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "phpa-private-ca-"));
  ca = makeThrowawayCa(dir);
  emulator = await startEmulator({ tls: { key: ca.key, cert: ca.cert }, apiKeys: [API_KEY], quiet: true });
  home = new TerraformHome();
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const config = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "site" {
  domain = "private-ca.example.org"
}
`;

describe("an https API whose certificate a private CA signed", () => {
  it("is reached with the CA in NODE_EXTRA_CA_CERTS: apply, then a plan without changes", async () => {
    ws = home.workspace({ "main.tf": config });
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, NODE_EXTRA_CA_CERTS: ca.caFile };
    await ws.expect(["init", "-input=false"], 0, env);
    await ws.expect(["apply", "-auto-approve", "-input=false"], 0, env);
    expect(emulator.store.list(API_KEY).map((w) => w.domain)).toEqual(["private-ca.example.org"]);
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
    expect(plan.stdout).toContain("No changes.");
  });

  it("is refused, naming the certificate problem, when the refresh runs without the CA", async () => {
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, NODE_EXTRA_CA_CERTS: "" };
    const plan = await ws.terraform(["plan", "-input=false"], env);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain("is not trusted");
    expect(plan.stderr).toContain("NODE_EXTRA_CA_CERTS");
  });
});
