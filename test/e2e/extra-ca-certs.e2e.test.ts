// A phpAnalytics installation behind a private certificate authority, trusted the way Node
// programs are told to: NODE_EXTRA_CA_CERTS. The npm executable defers loading that file
// to the provider's configure (test/executable/provider-launcher.e2e.test.ts); the real terraform
// must still reach the https API with it, and fail on the certificate without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmulatorHandle } from "../../src/emulator";
import { startHttpsEmulator, type HttpsEmulator } from "../support/https-emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

const API_KEY = "private-ca-key";
let https: HttpsEmulator;
let emulator: EmulatorHandle;
let home: TerraformHome;
let ws: Workspace;

beforeAll(async () => {
  https = await startHttpsEmulator(API_KEY);
  emulator = https.emulator;
  home = new TerraformHome();
  ws = home.workspace({ "main.tf": config });
});

afterAll(async () => {
  await https?.close();
  home?.dispose();
});

const config = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "site" {
  domain = "private-ca.example.org"
}
`;

describe("an https API whose certificate a private CA signed", () => {
  it("is reached with the CA in NODE_EXTRA_CA_CERTS: apply, then a plan without changes", async () => {
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, NODE_EXTRA_CA_CERTS: https.caFile };
    await ws.expect(["init", "-input=false"], 0, env);
    await ws.expect(["apply", "-auto-approve", "-input=false"], 0, env);
    expect(emulator.store.list(API_KEY).map((w) => w.domain)).toEqual(["private-ca.example.org"]);
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
    expect(plan.stdout).toContain("No changes.");
  });

  // The website the test above applied is in the state, so this plan refreshes it.
  it("is refused, naming the certificate problem, when the refresh runs without the CA", async () => {
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, NODE_EXTRA_CA_CERTS: "" };
    const plan = await ws.terraform(["plan", "-input=false"], env);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain("is not trusted");
    expect(plan.stderr).toContain("NODE_EXTRA_CA_CERTS");
  });
});
