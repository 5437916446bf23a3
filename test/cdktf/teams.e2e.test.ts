// Issue 32 through the real cdktf CLI: a destroy and a deploy that removes a website name
// the website with history in a warning of its own, and a website deleted outside
// Terraform, protected or not, is deployed anew without a deletion warning or a refusal.
// The stack's websites come from the environment, so one app serves every step; the
// websites in place before the steps read are deployed without the cdktf CLI.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useEmulatorAndHome } from "../e2e/emulator-home";
import { run, type RunResult } from "../e2e/harness";
import { CDKTF, deployForSetUp, ROOT, stripAnsi } from "./helpers";

const KEY = "cdktf-teams-key";
const fx = useEmulatorAndHome(KEY);

interface Site {
  name: string;
  domain: string;
  protect?: boolean;
}

/** A cdktf app of its own, loading cdktf and the built bindings from this checkout. */
function app(): string {
  const dir = fx.home.workspace().dir;
  const main = `
const { App, TerraformStack, LocalBackend } = require(${JSON.stringify(join(ROOT, "node_modules", "cdktf"))});
const { provider, website } = require(${JSON.stringify(join(ROOT, "dist", "index.js"))});
const app = new App();
const stack = new TerraformStack(app, "websites");
new LocalBackend(stack, { path: ${JSON.stringify(join(dir, "websites.tfstate"))} });
new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
for (const site of JSON.parse(process.env.TEAMS_WEBSITES)) {
  new website.Website(stack, site.name, { domain: site.domain, deletionProtection: site.protect === true });
}
app.synth();
`;
  writeFileSync(join(dir, "main.js"), main);
  writeFileSync(
    join(dir, "cdktf.json"),
    JSON.stringify({ language: "typescript", app: `${JSON.stringify(process.execPath)} main.js`, output: "cdktf.out", terraformProviders: [] }),
  );
  return dir;
}

async function cdktf(dir: string, command: "deploy" | "destroy", sites: Site[]): Promise<RunResult & { text: string }> {
  const env = fx.home.env({
    ...fx.env(),
    TEAMS_WEBSITES: JSON.stringify(sites),
    CI: "1",
    FORCE_COLOR: "0",
    DISABLE_VERSION_CHECK: "true",
    CDKTF_DISABLE_PLUGIN_CACHE_ENV: "true",
  });
  const result = await run(CDKTF, [command, "websites", "--auto-approve", "--skip-provider-lock", "--no-color"], { cwd: dir, env });
  const text = stripAnsi(result.stdout + result.stderr).replace(/\s+/g, " ");
  expect(result.code, text).toBe(0);
  return { ...result, text };
}

/** The websites in place before the step a test reads, deployed without the cdktf CLI. */
const deployed = (dir: string, sites: Site[]): Promise<void> =>
  deployForSetUp(dir, "websites", fx.home.env({ ...fx.env(), TEAMS_WEBSITES: JSON.stringify(sites) }));

const idOf = (domain: string): number => fx.emulator.store.list(KEY).find((w) => w.domain === domain)!.id;

describe("cdktf: history warnings of their own", () => {
  it("a deploy that removes a website, and a destroy, name the website with history", async () => {
    const dir = app();
    const sites = ["one", "two", "three", "four"].map((name) => ({ name, domain: `${name}.cdktf-fold.example.com` }));
    await deployed(dir, sites);
    fx.emulator.recordPageviews(idOf("three.cdktf-fold.example.com"), { "2024-05-01": 4, "2024-05-02": 1 });
    fx.emulator.recordPageviews(idOf("four.cdktf-fold.example.com"), { "2024-05-03": 2 });

    const removed = await cdktf(dir, "deploy", sites.slice(0, 3));
    expect(removed.text).toContain("Deleting four.cdktf-fold.example.com deletes 1 day of statistics");
    expect(removed.text).toContain("Apply complete! Resources: 0 added, 0 changed, 1 destroyed");

    const destroyed = await cdktf(dir, "destroy", sites.slice(0, 3));
    expect(destroyed.text).toContain("Deleting three.cdktf-fold.example.com deletes 2 days of statistics");
    expect(destroyed.text).toContain("(and one more similar warning elsewhere)");
    expect(fx.emulator.store.list(KEY).filter((w) => w.domain.endsWith("cdktf-fold.example.com"))).toEqual([]);
  });
});

describe("cdktf: a website deleted outside Terraform", () => {
  it("is deployed anew, protected or not, with a warning of its own and no refusal", async () => {
    const dir = app();
    const sites = [
      { name: "open", domain: "open.cdktf-gone.example.com" },
      { name: "kept", domain: "kept.cdktf-gone.example.com", protect: true },
    ];
    await deployed(dir, sites);
    const kept = idOf("kept.cdktf-gone.example.com");
    for (const site of sites) fx.emulator.store.delete(KEY, idOf(site.domain));

    const again = await cdktf(dir, "deploy", sites);
    expect(again.text).toContain("Website open.cdktf-gone.example.com deleted outside Terraform");
    expect(again.text).toContain("Website kept.cdktf-gone.example.com deleted outside Terraform");
    expect(again.text).not.toContain("Website protected from deletion");
    expect(again.text).not.toContain("deletes its statistics");
    expect(again.text).toContain("Apply complete! Resources: 2 added, 0 changed, 0 destroyed");
    expect(idOf("kept.cdktf-gone.example.com")).not.toBe(kept);
  });
});
