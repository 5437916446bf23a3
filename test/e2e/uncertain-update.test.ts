// With real terraform: an update that fails without a clear answer (the server answers 500)
// leaves state that makes the next apply send exclude_params again, even after going back to
// the configuration from before; the apply after converges.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome } from "./harness";

const KEY = "uncertain-update-key";
let emulator: EmulatorHandle;
let home: TerraformHome;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
});
afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

// no retries: the 500s are answered at once
const site = (params: string[]): string =>
  `${PROVIDER_BLOCK.replace('provider "phpanalytics" {}', 'provider "phpanalytics" {\n  max_retries = 0\n}')}\nresource "phpanalytics_website" "shop" {\n  domain         = "uncertain.example.com"\n  exclude_params = ${JSON.stringify(params)}\n}\n`;

it("an update answered 500 is sent again by the next apply, back to the earlier configuration too", async () => {
  const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY };
  const ws = home.workspace({ "main.tf": site(["utm_source", "fbclid"]) });
  await ws.expect(["init", "-input=false"], 0, env);
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
  const id = emulator.store.list(KEY)[0]!.id;

  // the change reaches the server, but its answer is a 500
  ws.write({ "main.tf": site(["utm_source"]) });
  emulator.faults.set({ errorRate: 1 });
  emulator.store.update(KEY, id, { exclude_params: "utm_source" });
  await ws.expect(["apply", "-input=false", "-auto-approve", "-refresh=false"], 1, env);
  emulator.faults.clear();

  // back to the configuration from before: the server holds the other value, so a change is planned
  ws.write({ "main.tf": site(["utm_source", "fbclid"]) });
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
  expect(emulator.store.get(KEY, id)?.exclude_params).toBe("utm_source\nfbclid");
  await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
});
