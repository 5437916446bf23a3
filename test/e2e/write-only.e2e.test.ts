// The write-only password (issue 13.1) with the real terraform 1.11: the password reaches
// the server but never terraform.tfstate, a saved plan or a trace log; bumping
// password_wo_version sends it again; a password removed outside Terraform still shows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type RunResult, type Workspace } from "./harness";

const API_KEY = "write-only-key";
const FIRST = "first-Secret-4711";
const SECOND = "second-Secret-0815";
let emulator: EmulatorHandle;
let home: TerraformHome;
let ws: Workspace;
let env: NodeJS.ProcessEnv;

const config = `${PROVIDER_BLOCK}
variable "stats_password" {
  type      = string
  ephemeral = true
}

variable "stats_password_version" {
  type = number
}

resource "phpanalytics_website" "site" {
  domain              = "wo.example.com"
  privacy             = "password"
  password_wo         = var.stats_password
  password_wo_version = var.stats_password_version
}
`;

const vars = (password: string, version: number): NodeJS.ProcessEnv => ({
  ...env,
  TF_VAR_stats_password: password,
  TF_VAR_stats_password_version: String(version),
});

function storedPassword(): string | null {
  const [website] = emulator.store.list(API_KEY);
  return website?.password ?? null;
}

function expectNoSecret(...texts: string[]): void {
  for (const text of texts) {
    expect(text).not.toContain(FIRST);
    expect(text).not.toContain(SECOND);
  }
}

const all = (r: RunResult): string => r.stdout + r.stderr;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
  ws = home.workspace({ "main.tf": config });
  await ws.expect(["init", "-input=false"], 0, env);
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

describe("password_wo with the real terraform", () => {
  it("sets the password without it reaching the state, the saved plan or a trace log", async () => {
    const trace = { TF_LOG: "trace" };
    const plan = await ws.expect(["plan", "-input=false", "-out=tfplan"], 0, { ...vars(FIRST, 1), ...trace });
    expect(plan.stdout).toContain("1 to add");
    const shown = await ws.expect(["show", "-json", "tfplan"], 0, vars(FIRST, 1));
    expect(JSON.parse(shown.stdout).planned_values.root_module.resources[0].values).toMatchObject({ password_wo: null, password_wo_version: 1 });
    const apply = await ws.expect(["apply", "-input=false", "tfplan"], 0, { ...vars(FIRST, 1), ...trace });
    expect(apply.stderr).toContain("ApplyResourceChange");
    expectNoSecret(
      all(plan),
      shown.stdout,
      all(apply),
      readFileSync(join(ws.dir, "terraform.tfstate"), "utf8"),
      readFileSync(join(ws.dir, "tfplan")).toString("latin1"),
    );
    expect(storedPassword()).toBe(FIRST);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, vars(FIRST, 1));
    // a nightly drift job on it stays quiet (Terraform orders several sensitive paths at random)
    for (let run = 0; run < 4; run++) await ws.expect(["plan", "-input=false", "-refresh-only", "-detailed-exitcode"], 0, vars(FIRST, 1));
  });

  it("sends the password again when password_wo_version changes", async () => {
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, vars(SECOND, 2));
    expect(plan.stdout).toMatch(/~ password_wo_version\s+= 1 -> 2/);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, vars(SECOND, 2));
    expect(storedPassword()).toBe(SECOND);
    expectNoSecret(readFileSync(join(ws.dir, "terraform.tfstate"), "utf8"));
  });

  it("shows a password removed outside Terraform and sets it again", async () => {
    const [website] = emulator.store.list(API_KEY);
    emulator.store.update(API_KEY, website!.id, { password: null });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, vars(SECOND, 2));
    // the version the server's password no longer matches is dropped on refresh, so it is planned again
    expect(plan.stdout).toMatch(/\+ password_wo_version\s+= 2/);
    expect(plan.stdout).toContain("1 to change");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, vars(SECOND, 2));
    expect(storedPassword()).toBe(SECOND);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, vars(SECOND, 2));
  });

  it("refuses password and password_wo together at validate, naming both", async () => {
    const both = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
resource "phpanalytics_website" "both" {
  domain      = "both.example.com"
  privacy     = "password"
  password    = "a-password"
  password_wo = "another-password"
}
`,
    });
    await both.expect(["init", "-input=false"], 0, env);
    emulator.stats.reset();
    const result = await both.expect(["validate"], 1, env);
    expect(result.stderr).toContain("Conflicting password attributes");
    expect(result.stderr).toMatch(/password and password_wo/);
    expect(emulator.stats.total).toBe(0);
  });

  it("refuses them together at validate also when password_wo comes from a variable, unknown there", async () => {
    const fromVariable = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}
variable "stats_password" {
  type      = string
  ephemeral = true
}

resource "phpanalytics_website" "both" {
  domain      = "both-var.example.com"
  privacy     = "password"
  password    = "a-password"
  password_wo = var.stats_password
}
`,
    });
    await fromVariable.expect(["init", "-input=false"], 0, env);
    emulator.stats.reset();
    const result = await fromVariable.expect(["validate"], 1, env);
    expect(result.stderr).toContain("Conflicting password attributes");
    expect(emulator.stats.total).toBe(0);
  });
});
