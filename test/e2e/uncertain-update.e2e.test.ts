// With real terraform: an update that fails without a clear answer (the server answers 500)
// leaves state that makes the next apply send exclude_params again, even after going back to
// the configuration from before; the apply after converges.
import { expect, it } from "vitest";
import { useEmulatorAndHome } from "./emulator-home";
import { PROVIDER_BLOCK } from "./harness";

const KEY = "uncertain-update-key";
const fx = useEmulatorAndHome(KEY);

// no retries: the 500s are answered at once
const site = (params: string[]): string =>
  `${PROVIDER_BLOCK.replace('provider "phpanalytics" {}', 'provider "phpanalytics" {\n  max_retries = 0\n}')}\nresource "phpanalytics_website" "shop" ` +
  `{\n  domain         ` +
  `= "uncertain.example.com"\n  exclude_params = ${JSON.stringify(params)}\n}\n`;

it("an update answered 500 is sent again by the next apply, back to the earlier configuration too", async () => {
  const env = fx.env();
  const ws = fx.home.workspace({ "main.tf": site(["utm_source", "fbclid"]) });
  await ws.expect(["init", "-input=false"], 0, env);
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
  const id = fx.emulator.store.list(KEY)[0]!.id;

  // the change reaches the server, but its answer is a 500
  ws.write({ "main.tf": site(["utm_source"]) });
  fx.emulator.faults.set({ errorRate: 1 });
  fx.emulator.store.update(KEY, id, { exclude_params: "utm_source" });
  await ws.expect(["apply", "-input=false", "-auto-approve", "-refresh=false"], 1, env);
  fx.emulator.faults.clear();

  // back to the configuration from before: the server holds the other value, so a change is planned
  ws.write({ "main.tf": site(["utm_source", "fbclid"]) });
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
  expect(fx.emulator.store.get(KEY, id)?.exclude_params).toBe("utm_source\nfbclid");
  await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
});
