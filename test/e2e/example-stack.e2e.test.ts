// The HCL example stack (examples/terraform) in the lifecycle every front end goes through
// (test/support/lifecycle.ts), its drift checks made as a nightly drift job makes them: a
// refresh-only plan with -detailed-exitcode exits 0 while nothing changed (the outputs use
// the account's numeric attributes) and 2 once a website changed outside Terraform. Its own:
// a change undone outside Terraform, and saved plans applied after a change outside it.
// The lifecycle runs twice: with the start-up measures on the provider's own HTTP/2 server,
// and with every way out a user has at once, PHPANALYTICS_PLAIN_START=1 (src/executable/index.ts)
// and PHPANALYTICS_H2_TRANSPORT=node (gRPC on node:http2), so each keeps working.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { PLAIN_START } from "../../src/executable/switch";
import { HTTP2_SERVER_VARIABLE } from "../../src/tfplugin/transport/launch";
import { planFindings } from "../support/findings";
import { changeThroughApi, lifecycle, terraformSteps, type DriftSeen, type ExtraStep, type Lifecycle } from "../support/lifecycle";
import { providerUnderTest, TerraformHome, type Workspace } from "./harness";

const API_KEY = "example-stack-key";
const PASSWORD = "example-pass";
const MAIN_TF = readFileSync(join(__dirname, "../../examples/terraform/main.tf"), "utf8");
/** The intranet's domain spelled another way, which the server stores the same. */
const RESPELLED = MAIN_TF.replace('domain       = "intranet.example.com"', 'domain       = "www.intranet.example.com"');
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let home: TerraformHome;
let api: PhpAnalyticsClient;
let ws: Workspace;
let env: NodeJS.ProcessEnv;
/** Moves the emulator's clock ahead, so a change made now gets a later updated_at (its dates are whole seconds). */
let skewMs = 0;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true, now: () => Date.now() + skewMs });
  home = new TerraformHome();
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

const terraform = terraformSteps((args) => ws.terraform(args, env));

/** The nightly job's check: a refresh-only plan with -detailed-exitcode, read back from its saved plan. */
async function refreshOnly(): Promise<DriftSeen> {
  const plan = await ws.terraform(["plan", "-input=false", "-refresh-only", "-detailed-exitcode", "-out=drift.tfplan"], env);
  expect([0, 2], plan.stdout + plan.stderr).toContain(plan.code);
  const shown = await ws.expect(["show", "-json", "drift.tfplan"], 0, env);
  return { output: plan.stdout + plan.stderr, drifted: plan.code === 2, findings: planFindings(shown.stdout) };
}

/** The lifecycle of the example stack, with the provider started as `start` says. */
function exampleStack(start: { plain: boolean }, own: Pick<Lifecycle, "extra">): void {
  describe(start.plain ? `with ${PLAIN_START}=1 and ${HTTP2_SERVER_VARIABLE}=node` : "with the start-up measures", () => {
    beforeAll(() => {
      const cache = { XDG_CACHE_HOME: mkdtempSync(join(home.root, "cache-")) };
      env = {
        PHPANALYTICS_BASE_URL: emulator.url,
        PHPANALYTICS_API_KEY: API_KEY,
        TF_VAR_shop_password: PASSWORD,
        ...cache,
        ...(start.plain ? { [PLAIN_START]: "1", [HTTP2_SERVER_VARIABLE]: "node" } : {}),
      };
    });
    lifecycle("the HCL example stack under a nightly drift job", { ...exampleSpec, ...own });
  });
}

/** What shows how the provider started: its debug line, and the code cache the npm executable writes. */
function startShown(plain: boolean): ExtraStep[] {
  const said = `Start-up measures off (${PLAIN_START})`;
  return [
    {
      name: plain ? `says in TF_LOG=debug that the start-up measures are off` : "does not say the start-up measures are off",
      run: async () => {
        const validated = await ws.expect(["validate"], 0, { ...env, TF_LOG: "debug" });
        if (plain) expect(validated.stderr).toContain(said);
        else expect(validated.stderr).not.toContain(said);
        expect(validated.stderr).toMatch(new RegExp(`Provider server started.*http2Server=${plain ? "node" : "own"}`));
      },
    },
    {
      name: plain ? "writes no code cache" : "writes its code cache (the npm executable)",
      run: async () => {
        const dir = join(env.XDG_CACHE_HOME!, "terraform-provider-phpanalytics");
        const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".v8cache")) : [];
        // the standalone executable, under test when PHPANALYTICS_TEST_PROVIDER names it, has none
        expect(files.length > 0).toBe(!plain && providerUnderTest() === undefined);
      },
    },
  ];
}

const exampleSpec: Lifecycle = {
  frontEnd: {
    synth: async () => {
      ws = home.workspace({ "main.tf": MAIN_TF });
      const init = await ws.expect(["init", "-input=false"], 0, env);
      return { output: init.stdout + init.stderr, stack: MAIN_TF };
    },
    // one apply: the account is read after the websites are in place
    apply: terraform.apply,
    settled: async () => ({ plan: await terraform.plan(), drift: await refreshOnly() }),
    changeOutside: changeThroughApi(() => api),
    drift: refreshOnly,
    converge: terraform.apply,
    destroy: terraform.destroy,
  },
  server: () => api,
  secrets: [PASSWORD, API_KEY],
  notInStack: () => [emulator.url],
  websites: {
    "phpanalytics_website.blog": "blog.example.com",
    "phpanalytics_website.intranet": "intranet.example.com",
    "phpanalytics_website.marketing": "example.com",
    "phpanalytics_website.shop": "shop.example.com",
  },
  settleAfterApply: true,
  applied: "Resources: 4 added, 0 changed, 0 destroyed",
  change: {
    address: "phpanalytics_website.blog",
    domain: "blog.example.com",
    update: { privacy: "private" },
    found: [{ attribute: "privacy", old: "public", new: "private" }],
    restored: { privacy: "public" },
  },
  converged: "Resources: 0 added, 1 changed, 0 destroyed",
  destroyed: "Resources: 4 destroyed",
  also: {
    settle: async ({ drift }) => {
      expect(drift.output).toContain("No changes");
      const outputs = JSON.parse((await ws.expect(["output", "-json"], 0, env)).stdout) as Record<string, { value: unknown }>;
      expect(outputs.websites_used?.value).toBe(4);
      expect(outputs.website_limit?.value).toBe(-1);
    },
    drift: ({ output }) => {
      expect(output).toContain("phpanalytics_website.blog");
    },
  },
};

exampleStack(
  { plain: false },
  {
    extra: {
      destroy: startShown(false),
      settle: [
        {
          name: "exits 0 after a change outside Terraform that was undone, which moved only the server's updated_at",
          run: async () => {
            const intranet = (await api.listAllWebsites({ search: "intranet.example.com" })).websites[0]!;
            skewMs += 5_000;
            await api.updateWebsite(intranet.id, { favorite: true });
            await api.updateWebsite(intranet.id, { favorite: false });
            expect((await api.getWebsite(intranet.id)).updatedAt).not.toBe(intranet.updatedAt);
            const refresh = await ws.expect(["plan", "-input=false", "-refresh-only", "-detailed-exitcode"], 0, env);
            expect(refresh.stdout).toContain("No changes");
            // the kept time is also what an apply that sends nothing (a respelled domain) returns
            expect(RESPELLED).not.toBe(MAIN_TF);
            ws.write({ "main.tf": RESPELLED });
            await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
            await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
          },
        },
        {
          name: "applies a saved plan as planned when a setting changed outside Terraform after planning",
          run: async () => {
            const intranet = (await api.listAllWebsites({ search: "intranet.example.com" })).websites[0]!;
            // one plan that changes a setting, one that sends nothing (the domain spelled back)
            for (const config of [
              RESPELLED.replace("exclude_bots = false", "exclude_bots = true"),
              MAIN_TF.replace("exclude_bots = false", "exclude_bots = true"),
            ]) {
              ws.write({ "main.tf": config });
              await ws.expect(["plan", "-input=false", "-out=saved.tfplan"], 0, env);
              skewMs += 5_000;
              await api.updateWebsite(intranet.id, { favorite: true, emailReports: true });
              await ws.expect(["apply", "-input=false", "saved.tfplan"], 0, env);
              expect(await api.getWebsite(intranet.id)).toMatchObject({ favorite: false, emailReports: false });
            }
            expect((await api.getWebsite(intranet.id)).excludeBots).toBe(true);
            // the configuration says exclude_bots = false again
            ws.write({ "main.tf": MAIN_TF });
            await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
            expect((await api.getWebsite(intranet.id)).excludeBots).toBe(false);
            await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
          },
        },
      ],
    },
  },
);

exampleStack({ plain: true }, { extra: { destroy: startShown(true) } });
