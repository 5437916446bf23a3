// What the README says about `terraform plan -generate-config-out`: generated.tf has no
// marker for what the API cannot return (exclude_params reads back as [], the password as
// null), the plan of a password-protected website fails until a password is set, and then
// plans an in-place change of `password` beside the import.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "../e2e/harness";

const API_KEY = "generate-config-key";
const PASSWORD = "gen-pass-5e1b";
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let ws: Workspace;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  await api.createWebsite({ domain: "locked.example.com", privacy: "password", password: PASSWORD, excludeParams: ["utm_source"] });
  home = new TerraformHome();
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
  ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nimport {\n  to = phpanalytics_website.locked\n  id = "locked.example.com"\n}\n` });
  await ws.expect(["init", "-input=false"], 0, env);
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

it("writes exclude_params = [] and password = null with no marker, and the plan fails for the missing password", async () => {
  const plan = await ws.expect(["plan", "-input=false", "-generate-config-out=generated.tf"], 1, env);
  expect(plan.stderr).toContain("Missing password");
  const generated = readFileSync(join(ws.dir, "generated.tf"), "utf8");
  expect(generated).toMatch(/^\s*exclude_params\s+= \[\]$/m);
  // a website that already exists holds history: an import protects it
  expect(generated).toMatch(/^\s*deletion_protection\s+= true$/m);
  expect(generated).toMatch(/^\s*password\s+= null # sensitive$/m);
  expect(generated).not.toMatch(/TODO|exclude_params.*#/);
  expect(generated).not.toContain(PASSWORD);
});

it("with the password set, plans the import and an in-place change of password", async () => {
  const generated = readFileSync(join(ws.dir, "generated.tf"), "utf8").replace(/^(\s*password\s+)= null # sensitive$/m, "$1= var.locked_password");
  ws.write({ "generated.tf": generated, "variables.tf": 'variable "locked_password" {\n  type      = string\n  sensitive = true\n}\n' });
  const plan = await ws.expect(["plan", "-input=false"], 0, { ...env, TF_VAR_locked_password: PASSWORD });
  expect(plan.stdout).toContain("Plan: 1 to import, 0 to add, 1 to change, 0 to destroy.");
  expect(plan.stdout).toMatch(/\+ password\s+= \(sensitive value\)/);
  expect(plan.stdout).not.toContain(PASSWORD);
});
