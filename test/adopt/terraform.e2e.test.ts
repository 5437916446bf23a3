// `phpanalytics adopt` end to end: 30 websites in the emulator -> the CLI writes a stack ->
// a cdktf app around it synthesizes -> the real terraform imports them all -> apply -> a
// clean plan.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { planAdoption } from "../../src/adopt";
import { createClient, type CreateWebsiteInput, type PhpAnalyticsClient, type Website } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run, TerraformHome, TERRAFORM, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const REPO = resolve(__dirname, "../..");
const API_KEY = "adopt-key";
const STACK = "adopted";
const COUNT = 30;

const dir = mkdtempSync(join(tmpdir(), "phpa-adopt-"));
const cli = builtCli();
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
const passwords = new Map<string, string>();

/** Website n: every 5th private, every 4th password-protected, every 3rd a favourite, ... */
function input(n: number): CreateWebsiteInput & { favorite: boolean } {
  const domain = n % 7 === 0 ? `shop-${n}.example.org` : n % 10 === 3 ? `10.20.0.${n}` : `site${n}.example.com`;
  const privacy = n % 4 === 1 ? "password" : n % 5 === 0 ? "private" : "public";
  return {
    domain,
    privacy,
    ...(privacy === "password" ? { password: `pw-${n}"'\\$` } : {}),
    emailReports: n % 2 === 0,
    excludeBots: n % 6 !== 0,
    excludeIps: n % 3 === 2 ? [`203.0.113.${n}`, "10.0.0.0/8"] : [],
    excludeParams: n % 8 === 0 ? ["utm_source"] : [],
    favorite: n % 3 === 0,
  };
}

/** Runs the bundled CLI (asynchronously: the emulator answers from this process). */
function cliRun(args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("PHPANALYTICS_")));
  return run(process.execPath, [cli, "adopt", ...args], { cwd: dir, env: { ...clean, ...env } });
}

function expectCode(what: string, result: RunResult, code: number): RunResult {
  if (result.code !== code) throw new Error(`${what} exited ${result.code} (expected ${code})\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  return result;
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY, "other-key"], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  for (let n = 1; n <= COUNT; n += 1) {
    const { favorite, ...create } = input(n);
    const website = await api.createWebsite(create);
    if (favorite) await api.updateWebsite(website.id, { favorite: true });
    if (create.password) passwords.set(website.domain, create.password);
  }
  home = new TerraformHome();
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("phpanalytics adopt (CLI)", () => {
  it("fails clearly without the environment or with a wrong key, and refuses to overwrite", async () => {
    const missingUrl = await cliRun([], { PHPANALYTICS_API_KEY: API_KEY });
    expect(missingUrl.code).toBe(1);
    expect(missingUrl.stderr).toContain("PHPANALYTICS_BASE_URL is not set");

    const missingKey = await cliRun(["--api-key-env", "MY_KEY"], { PHPANALYTICS_BASE_URL: emulator.url });
    expect(missingKey.code).toBe(1);
    expect(missingKey.stderr).toContain("MY_KEY is not set");

    const unauthorized = await cliRun([], { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: "wrong" });
    expect(unauthorized.code).toBe(1);
    expect(unauthorized.stderr).toMatch(/did not accept the API key \(401\)/);
    expect(unauthorized.stderr).not.toContain("wrong");
    expect(unauthorized.stdout).toBe("");

    const existing = join(dir, "existing.ts");
    writeFileSync(existing, "keep me");
    const refused = await cliRun(["--out", existing], { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already exists: pass --force");
    expect(readFileSync(existing, "utf8")).toBe("keep me");

    const badArg = await cliRun(["--stack-name", "no/slash"], { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY });
    expect(badArg.code).toBe(1);
    expect(badArg.stderr).toContain("--stack-name");
  });

  it("prints the stack on stdout by default, with --base-url and --api-key-env", async () => {
    const result = expectCode("adopt", await cliRun(["--base-url", emulator.url, "--api-key-env", "MY_KEY"], { MY_KEY: "other-key" }), 0);
    expect(result.stdout).toContain("export class PhpanalyticsWebsitesStack extends TerraformStack");
    expect(result.stdout).toContain("The account has no websites.");
    expect(result.stdout).toContain("read from MY_KEY");
    expect(result.stderr).toContain("read page 1 of 1 (0 of 0 websites)");
  });

  it("writes a stack that imports all 30 websites with a clean plan, then applies", async () => {
    const appDir = join(dir, "app");
    mkdirSync(appDir);
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
    const adopt = expectCode("adopt", await cliRun(["--out", join(appDir, "websites.ts"), "--stack-name", STACK], env), 0);
    expect(adopt.stderr).toContain(`read page 1 of 1 (${COUNT} of ${COUNT} websites)`);
    expect(adopt.stdout).toBe("");
    const source = readFileSync(join(appDir, "websites.ts"), "utf8");
    expect(source.match(/\.importFrom\("\d+"\)/g)).toHaveLength(COUNT);
    for (const secret of passwords.values()) expect(source).not.toContain(secret);
    expect(source).not.toContain(API_KEY);
    expect(typeErrors(join(appDir, "websites.ts"))).toEqual([]);

    // The password variables, as the generated file names them.
    const server = (await api.listAllWebsites()).websites;
    const tfVars: Record<string, string> = {};
    for (const entry of planAdoption(server)) {
      if (!entry.passwordVariable) continue;
      expect(source).toContain(`// TODO: set TF_VAR_${entry.passwordVariable} `);
      tfVars[`TF_VAR_${entry.passwordVariable}`] = passwords.get(entry.website.domain)!;
    }
    expect(Object.keys(tfVars).length).toBe(passwords.size);

    // A cdktf app around the generated file, synthesized with the repository's cdktf.
    writeFileSync(
      join(appDir, "main.ts"),
      `import { App } from "cdktf";\nimport { AdoptedStack } from "./websites";\nconst app = new App({ outdir: ` +
        `process.argv[2]! });\nnew AdoptedStack(app);\napp.synth();\n`,
    );
    await build({
      entryPoints: [join(appDir, "main.ts")],
      outfile: join(appDir, "main.js"),
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      logLevel: "silent",
      alias: { "cdktf-provider-phpanalytics": join(REPO, "src/index.ts") },
      external: ["cdktf", "constructs"],
    });
    const outdir = join(appDir, "cdktf.out");
    const synth = await run(process.execPath, [join(appDir, "main.js"), outdir], {
      cwd: appDir,
      env: { ...process.env, NODE_PATH: join(REPO, "node_modules") },
    });
    expectCode("synth", synth, 0);
    const stackDir = join(outdir, "stacks", STACK);
    const synthesized = readFileSync(join(stackDir, "cdk.tf.json"), "utf8");
    for (const secret of passwords.values()) expect(synthesized).not.toContain(secret);

    const terraform = (args: string[]) => run(TERRAFORM, [`-chdir=${stackDir}`, ...args], { cwd: stackDir, env: home.env({ ...env, ...tfVars }) });
    expectCode("terraform init", await terraform(["init", "-no-color", "-input=false"]), 0);
    // Every website is imported; nothing is added or destroyed, and the only change is the
    // password of the password-protected websites, which the API cannot return.
    const plan = expectCode("terraform plan", await terraform(["plan", "-no-color", "-input=false", "-out=adopt.tfplan"]), 0);
    expect(plan.stdout).toContain(`Plan: ${COUNT} to import, 0 to add, ${passwords.size} to change, 0 to destroy.`);
    for (const secret of passwords.values()) expect(plan.stdout).not.toContain(secret);
    const shown = expectCode("terraform show", await terraform(["show", "-no-color", "-json", "adopt.tfplan"]), 0);
    const changes = planChanges(shown.stdout);
    expect(changes).toHaveLength(COUNT);
    for (const change of changes) {
      expect(change.importing, change.address).toBe(true);
      if (passwords.has(change.domain)) {
        expect({ address: change.address, actions: change.actions, changed: change.changed }).toEqual({
          address: change.address,
          actions: ["update"],
          changed: ["password"],
        });
      } else {
        expect({ address: change.address, actions: change.actions }).toEqual({ address: change.address, actions: ["no-op"] });
      }
    }

    const settings = (websites: readonly Website[]) => websites.map(({ updatedAt: _updatedAt, ...rest }) => rest);
    const before = (await api.listAllWebsites()).websites;
    expectCode("terraform apply", await terraform(["apply", "-no-color", "-input=false", "adopt.tfplan"]), 0);
    expect(settings((await api.listAllWebsites()).websites)).toEqual(settings(before));
    expectCode("terraform plan", await terraform(["plan", "-no-color", "-input=false", "-detailed-exitcode"]), 0);
  });
});

/** Type-checks a generated stack (strict, unused locals) against the repository's bindings. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noUnusedLocals: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: [],
    baseUrl: REPO,
    paths: { "cdktf-provider-phpanalytics": ["src/index.ts"], cdktf: ["node_modules/cdktf"], constructs: ["node_modules/constructs"] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

interface PlannedChange {
  address: string;
  domain: string;
  importing: boolean;
  actions: string[];
  /** Attributes whose planned value differs from the imported one (unknowns aside). */
  changed: string[];
}

const planJson = z.object({
  resource_changes: z.array(
    z.object({
      address: z.string(),
      change: z.object({
        actions: z.array(z.string()),
        before: z.record(z.string(), z.unknown()).nullable(),
        after: z.record(z.string(), z.unknown()).nullable(),
        after_unknown: z.record(z.string(), z.unknown()).optional(),
        importing: z.object({ id: z.string() }).optional(),
      }),
    }),
  ),
});

/** The resource changes of `terraform show -json PLAN`, without printing any value. */
function planChanges(json: string): PlannedChange[] {
  return planJson.parse(JSON.parse(json)).resource_changes.map(({ address, change }) => {
    const before = change.before ?? {};
    const after = change.after ?? {};
    const names = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changed = [...names].filter(
      (name) => change.after_unknown?.[name] !== true && JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
    );
    return {
      address,
      domain: String(after.domain ?? before.domain),
      importing: change.importing !== undefined,
      actions: change.actions,
      changed: changed.sort(),
    };
  });
}

describe("the websites of the e2e account", () => {
  it("cover every kind the adoption handles", () => {
    const kinds = Array.from({ length: COUNT }, (_, i) => input(i + 1));
    expect(kinds.some((w) => w.privacy === "private")).toBe(true);
    expect(kinds.some((w) => w.privacy === "password")).toBe(true);
    expect(kinds.some((w) => w.favorite)).toBe(true);
    expect(kinds.some((w) => (w.excludeIps ?? []).length > 0)).toBe(true);
    expect(kinds.some((w) => /^\d/.test(w.domain))).toBe(true);
  });
});
