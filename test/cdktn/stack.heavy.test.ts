// The cdktn example stack (examples/cdktn) in the lifecycle every front end goes through
// (test/support/lifecycle.ts): the real cdktn CLI on Node 22 and the real terraform against
// the emulator, offline: synth, deploy, a clean diff, drift made through the API and caught
// three ways (cdktn diff, terraform -refresh-only, phpanalytics drift), converge, destroy.
// The lifecycle's plans are terraform's own in the stack cdktn synthesized (what `cdktn diff
// --skip-synth` runs, without its CLI's start on Node 22); `cdktn diff` itself says "No
// changes." once, after the deploy.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { run, TERRAFORM, TerraformHome } from "../e2e/harness";
import { stripAnsi } from "../cdktf/helpers";
import { builtCli } from "../support/cli";
import { reportFindings } from "../support/findings";
import { changeThroughApi, expectNoSecrets, lifecycle, terraformSteps, type DriftSeen, type Seen } from "../support/lifecycle";
import { runCdktn, withNode22 } from "./helpers";

const API_KEY = "cdktn-stack-key";
const PASSWORD = "cdktn-shop-pass-4e1b";
const SECRETS = [PASSWORD, API_KEY];
const SLOW = 240_000;
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let out: string;
let stackDir: string;

// Offline: without --skip-provider-lock cdktn (like cdktf) runs `terraform providers lock`,
// which asks the registry even for a provider installed in a local mirror.
async function cdktn(args: string[]): Promise<Seen> {
  const result = await runCdktn([...args, "--output", out, "--skip-provider-lock", "--no-color"], env);
  const text = stripAnsi(result.stdout + result.stderr);
  expect(result.code, `cdktn ${args.join(" ")}\n${text}`).toBe(0);
  return { output: text };
}

/** terraform in the synthesized stack, with the provider on Node 22 as cdktn runs it. */
const terraform = terraformSteps((args) => run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: stackDir, env: withNode22(env) }));

/** The phpanalytics CLI on the suite's Node, given cdktn's output folder as it is. */
async function phpanalyticsDrift(): Promise<DriftSeen> {
  const result = await run(process.execPath, [builtCli(), "drift", "--json", "--stack", out], { cwd: home.root, env });
  expect([0, 2], result.stderr).toContain(result.code);
  expectNoSecrets(result.stderr, SECRETS);
  const { drifted, findings } = reportFindings(result.stdout);
  expect(drifted).toBe(result.code === 2);
  // the report alone, which the lifecycle checks for secrets too
  return { output: result.stdout, drifted, findings };
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  out = join(home.root, "cdktf.out");
  stackDir = join(out, "stacks", "websites");
  env = home.env({
    PHPANALYTICS_BASE_URL: emulator.url,
    PHPANALYTICS_API_KEY: API_KEY,
    TF_VAR_shop_password: PASSWORD,
    // cdktn keeps its own files (telemetry ids, caches) there instead of ~/.cdktf.
    CDKTF_HOME: join(home.root, "cdktn-home"),
  });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

lifecycle("the cdktn example stack with the real cdktn CLI and terraform", {
  frontEnd: {
    // through the package's ./cdktn entry
    synth: async () => ({ ...(await cdktn(["synth"])), stack: readFileSync(join(stackDir, "cdk.tf.json"), "utf8") }),
    apply: () => cdktn(["deploy", "--auto-approve", "--skip-synth"]),
    settled: async () => ({ plan: await terraform.plan(), drift: await phpanalyticsDrift() }),
    changeOutside: changeThroughApi(() => api),
    drift: phpanalyticsDrift,
    converge: () => cdktn(["deploy", "--auto-approve", "--skip-synth"]),
    destroy: () => cdktn(["destroy", "--auto-approve", "--skip-synth"]),
  },
  server: () => api,
  secrets: SECRETS,
  notInStack: () => [emulator.url],
  websites: {
    "phpanalytics_website.blog": "blog.example.com",
    "phpanalytics_website.intranet": "intranet.example.com",
    "phpanalytics_website.shop": "shop.example.com",
  },
  settleAfterApply: true,
  applied: "Apply complete! Resources: 3 added, 0 changed, 0 destroyed",
  change: {
    address: "phpanalytics_website.blog",
    domain: "blog.example.com",
    update: { excludeBots: false },
    found: [{ attribute: "exclude_bots", old: true, new: false }],
    restored: { excludeBots: true },
  },
  converged: "Apply complete! Resources: 0 added, 1 changed, 0 destroyed",
  destroyed: "Destroy complete! Resources: 3 destroyed",
  timeout: SLOW,
  also: {
    synth: ({ stack }) => {
      const parsed = JSON.parse(stack!) as {
        "//": { metadata: { version: string } };
        terraform: { required_providers: Record<string, { source: string; version: string }> };
        provider: Record<string, unknown[]>;
        resource: { phpanalytics_website: Record<string, Record<string, unknown>> };
      };
      // Written by cdktn 0.24, not by cdktf 0.21.
      expect(parsed["//"].metadata.version).toMatch(/^0\.24\./);
      const version = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;
      expect(parsed.terraform.required_providers.phpanalytics).toEqual({ source: "phpanalytics/phpanalytics", version });
      expect(parsed.provider.phpanalytics).toEqual([{}]);
      expect(parsed.resource.phpanalytics_website.shop).toMatchObject({ privacy: "password", password: "${var.shop_password}" });
    },
    apply: async () => {
      const sites = (await api.listAllWebsites()).websites;
      expect(sites.find((w) => w.domain === "shop.example.com")).toMatchObject({ privacy: "password", hasPassword: true, emailReports: true });
      expect(sites.find((w) => w.domain === "blog.example.com")).toMatchObject({ excludeBots: true, favorite: true });
    },
    settle: async () => {
      const diff = await cdktn(["diff", "--skip-synth"]);
      expect(diff.output).toContain("No changes.");
      expectNoSecrets(diff.output, SECRETS);
    },
    drift: async ({ output }) => {
      const report = JSON.parse(output) as { resources: { attributes: { attribute: string; old: unknown; new: unknown }[] }[] };
      expect(report.resources[0]!.attributes).toContainEqual({ attribute: "exclude_bots", old: true, new: false, sensitive: false });

      const refreshOnly = await cdktn(["diff", "--refresh-only", "--skip-synth"]);
      expect(refreshOnly.output).toContain("phpanalytics_website.blog (blog) has changed");
      expect(refreshOnly.output).toMatch(/exclude_bots\s+= true -> false/);
      expectNoSecrets(refreshOnly.output, SECRETS);

      const plan = await run(TERRAFORM, ["plan", "-refresh-only", "-detailed-exitcode", "-no-color", "-input=false"], { cwd: stackDir, env: withNode22(env) });
      expect(plan.code, plan.stdout + plan.stderr).toBe(2);
      expect(plan.stdout).toMatch(/exclude_bots\s+= true -> false/);
    },
  },
});
