// The example stack, synthesized by the real cdktf CLI, through the real terraform against
// the emulator, in the lifecycle every front end goes through (test/support/lifecycle.ts):
// synth, apply adopting an existing website, a clean plan, drift found by `phpanalytics
// drift`, converge, destroy. Its own: the import block, the outputs, the drift report's
// forms, sensitive values and a deleted website in it, and the adopted website's deletion
// protection refusing the destroy until it is turned off.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { tableFindings } from "../support/findings";
import { changeThroughApi, expectNoSecrets, lifecycle, terraformSteps, type DriftSeen } from "../support/lifecycle";
import { builtCli } from "../support/cli";
import { runCdktf, runCli } from "./helpers";

const API_KEY = "cdktf-stack-key";
const PASSWORD = "shop-pass-7f3a9c";
const SECRETS = [PASSWORD, API_KEY];
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let cli: string;
let env: NodeJS.ProcessEnv;
let stackDir: string;
let legacyId: number;

async function tf(args: string[], expected: readonly number[] = [0]): Promise<RunResult> {
  const [command, ...rest] = args;
  const flags = command === "output" ? ["-no-color"] : ["-no-color", "-input=false"];
  const result = await run(TERRAFORM, [command!, ...flags, ...rest], { cwd: stackDir, env });
  if (!expected.includes(result.code))
    throw new Error(`terraform ${args.join(" ")} exited ${result.code}, expected ${expected.join(" or ")}\n${result.stdout}\n${result.stderr}`);
  return result;
}

const phpanalyticsDrift = (args: string[]) => runCli(cli, ["drift", ...args], stackDir, env);

/** `phpanalytics drift --stack DIR`, the table a user reads. */
async function driftTable(): Promise<DriftSeen> {
  const result = await phpanalyticsDrift(["--stack", stackDir]);
  expect([0, 2], result.stdout + result.stderr).toContain(result.code);
  return { output: result.stdout + result.stderr, drifted: result.code === 2, findings: tableFindings(result.stdout) };
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  cli = builtCli();
  legacyId = (await api.createWebsite({ domain: "legacy.example.com", excludeBots: true })).id;
  env = home.env({
    PHPANALYTICS_BASE_URL: emulator.url,
    PHPANALYTICS_API_KEY: API_KEY,
    TF_VAR_shop_password: PASSWORD,
    PHPANALYTICS_ADOPT_DOMAIN: "legacy.example.com",
    PHPANALYTICS_ADOPT_ID: String(legacyId),
  });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

const terraform = terraformSteps((args) => run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: stackDir, env }));

lifecycle("the CDKTF example stack with the real cdktf and terraform", {
  frontEnd: {
    synth: async () => {
      const out = join(home.root, "cdktf.out");
      const synth = await runCdktf(["synth", "--output", out], env);
      expect(synth.code, synth.stdout + synth.stderr).toBe(0);
      stackDir = join(out, "stacks", "websites");
      return { output: synth.stdout + synth.stderr, stack: readFileSync(join(stackDir, "cdk.tf.json"), "utf8") };
    },
    apply: async () => {
      await tf(["init"]);
      return terraform.apply();
    },
    settled: async () => ({ plan: await terraform.plan(), drift: await driftTable() }),
    changeOutside: changeThroughApi(() => api),
    drift: driftTable,
    converge: terraform.apply,
    destroy: terraform.destroy,
  },
  server: () => api,
  secrets: SECRETS,
  notInStack: () => [emulator.url],
  websites: {
    "phpanalytics_website.blog": "blog.example.com",
    "phpanalytics_website.intranet": "intranet.example.com",
    "phpanalytics_website.legacy": "legacy.example.com",
    "phpanalytics_website.marketing": "example.com",
    "phpanalytics_website.shop": "shop.example.com",
  },
  settleAfterApply: true,
  applied: "Resources: 1 imported, 4 added, 0 changed, 0 destroyed",
  change: {
    address: "phpanalytics_website.blog",
    domain: "blog.example.com",
    update: { excludeBots: false, excludeIps: ["198.51.100.1"] },
    found: [
      { attribute: "exclude_bots", old: true, new: false },
      { attribute: "exclude_ips", old: ["203.0.113.7", "10.0.0.0/8"], new: ["198.51.100.1"] },
    ],
    restored: { excludeBots: true, excludeIps: ["203.0.113.7", "10.0.0.0/8"] },
  },
  // the blog's change, the shop's password set again, the deleted intranet created again
  converged: "Resources: 1 added, 2 changed, 0 destroyed",
  destroyed: "Resources: 5 destroyed",
  also: {
    synth: ({ stack }) => {
      const parsed = JSON.parse(stack!) as {
        provider: Record<string, unknown[]>;
        import: { to: string; id: string }[];
        resource: { phpanalytics_website: Record<string, Record<string, unknown>> };
        variable: Record<string, { sensitive?: boolean }>;
        output: Record<string, unknown>;
      };
      expect(parsed.provider.phpanalytics).toEqual([{}]);
      expect(parsed.import).toEqual([{ to: "phpanalytics_website.legacy", id: String(legacyId) }]);
      expect(parsed.resource.phpanalytics_website.shop).toMatchObject({ privacy: "password", password: "${var.shop_password}" });
      expect(parsed.variable.shop_password?.sensitive).toBe(true);
      expect(Object.keys(parsed.output).sort()).toEqual(["favourite_domains", "plan_name", "website_limit", "websites_used"]);
    },
    apply: async () => {
      const outputs = JSON.parse((await tf(["output", "-json"])).stdout) as Record<string, { value: unknown }>;
      expect(outputs.plan_name?.value).toBe("Default");
      expect(outputs.website_limit?.value).toBe(-1);
      expect(outputs.websites_used?.value).toBe(5);
      expect(outputs.favourite_domains?.value).toEqual(["example.com", "shop.example.com"]);
      const sites = (await api.listAllWebsites()).websites;
      expect(sites.find((w) => w.domain === "shop.example.com")).toMatchObject({ privacy: "password", hasPassword: true, emailReports: true, favorite: true });
      expect(sites.find((w) => w.domain === "legacy.example.com")?.id).toBe(legacyId);
    },
    settle: ({ drift }) => {
      expect(drift.output).toContain("No drift");
    },
    drift: async ({ output }) => {
      expect(output).toMatch(/phpanalytics_website\.blog\s+blog\.example\.com\s+exclude_bots\s+true -> false/);
      expect(output).toMatch(/exclude_ips\s+\["203\.0\.113\.7","10\.0\.0\.0\/8"\] -> \["198\.51\.100\.1"\]/);
      expect(output).not.toContain("updated_at");
      // --json, given cdktf's output folder rather than the stack's own
      const json = await phpanalyticsDrift(["--json", "--stack", join(stackDir, "../..")]);
      expect(json.code).toBe(2);
      expectNoSecrets(json.stdout + json.stderr, SECRETS);
      const report = JSON.parse(json.stdout) as {
        drifted: boolean;
        resources: { address: string; domain: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[];
      };
      expect(report.drifted).toBe(true);
      expect(report.resources).toHaveLength(1);
      expect(report.resources[0]).toMatchObject({ address: "phpanalytics_website.blog", domain: "blog.example.com" });
      expect(report.resources[0]!.attributes).toContainEqual({ attribute: "exclude_bots", old: true, new: false, sensitive: false });
    },
  },
  extra: {
    drift: [
      {
        name: "masks sensitive values and reports a website deleted outside Terraform",
        run: async () => {
          const shop = (await api.findWebsiteByDomain("shop.example.com"))!;
          // The API cannot clear a password; an administrator in the web interface can.
          emulator.store.update(API_KEY, shop.id, { password: null });
          const intranet = (await api.findWebsiteByDomain("intranet.example.com"))!;
          await api.deleteWebsite(intranet.id);
          const json = await phpanalyticsDrift(["--json", "--stack", stackDir]);
          expect(json.code, json.stderr).toBe(2);
          expectNoSecrets(json.stdout + json.stderr, SECRETS);
          const report = JSON.parse(json.stdout) as {
            resources: { address: string; action: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[];
          };
          const byAddress = new Map(report.resources.map((r) => [r.address, r]));
          expect(byAddress.get("phpanalytics_website.intranet")?.action).toBe("delete");
          // the removed password shows as unset, the one before it as masked
          const password = byAddress.get("phpanalytics_website.shop")?.attributes.find((a) => a.attribute === "password");
          expect(password && [password.old, password.new]).toEqual(["(sensitive)", null]);
          const table = await phpanalyticsDrift(["--stack", stackDir]);
          expect(table.stdout).toContain("deleted outside Terraform");
          expectNoSecrets(table.stdout + table.stderr, SECRETS);
        },
      },
    ],
    converge: [
      {
        name: "refuses to destroy the adopted website while it is protected, until that is set to false and applied",
        run: async () => {
          const refused = await tf(["destroy", "-auto-approve"], [1]);
          expect(refused.stderr).toContain("Website protected from deletion");
          expect((await api.listAllWebsites()).websites).toHaveLength(5);
          const stack = join(stackDir, "cdk.tf.json");
          writeFileSync(stack, readFileSync(stack, "utf8").replace('"deletion_protection": true', '"deletion_protection": false'));
          await tf(["apply", "-auto-approve"]);
        },
      },
    ],
  },
});

describe("phpanalytics drift without a stack", () => {
  it("exits 1 with a clear message when there is no stack", async () => {
    const result = await runCli(cli, ["drift", "--stack", join(home.root, "missing")], home.root, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is not a directory");
  });
});
