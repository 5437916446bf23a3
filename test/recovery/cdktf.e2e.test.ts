// import-blocks with the real cdktf CLI: a stack (one website, and a forEach over two)
// deployed (for the set-up, without the CLI: test/cdktf/helpers.ts), its local state emptied; both ways the command offers take the websites back,
// each followed by a deploy that creates nothing and a plan that finds no changes:
// imports.tf beside cdk.tf.json, which the deploy's synth leaves in place, and the
// addOverride call of --format cdktf put in the stack. The plan is terraform's own in the
// stack the deploy synthesized, what `cdktf diff` runs after a synth the deploy just did;
// test/cdktf/cli.e2e.test.ts runs `cdktf diff` itself.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useEmulatorAndHome } from "../e2e/emulator-home";
import { run, TERRAFORM, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";
import { CDKTF, deployForSetUp, ROOT, stripAnsi } from "../cdktf/helpers";

const KEY = "import-blocks-cdktf-key";
const setup = useEmulatorAndHome(KEY);
const creates = (): number => setup.emulator.stats.snapshot().byRoute["POST /api/v1/websites"] ?? 0;

function app(override = ""): string {
  return `const { App, TerraformStack, TerraformIterator } = require(${JSON.stringify(require.resolve("cdktf", { paths: [ROOT] }))});
const { provider, website } = require(${JSON.stringify(join(ROOT, "dist", "index.js"))});
const app = new App();
const stack = new TerraformStack(app, "websites");
new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
new website.Website(stack, "news", { domain: "cdkapp-news.example.com" });
const mirrors = TerraformIterator.fromList(["cdkapp-a.example.com", "cdkapp-b.example.com"]);
new website.Website(stack, "mirrors", { forEach: mirrors, domain: mirrors.value });
${override}
app.synth();
`;
}

async function cdktf(dir: string, args: string[]): Promise<string> {
  const result = await run(CDKTF, [...args, "--skip-provider-lock"], {
    cwd: dir,
    env: { ...setup.home.env(setup.env()), CI: "1", FORCE_COLOR: "0", DISABLE_VERSION_CHECK: "true", CDKTF_DISABLE_PLUGIN_CACHE_ENV: "true" },
  });
  const text = stripAnsi(result.stdout + result.stderr);
  if (result.code !== 0) throw new Error(`cdktf ${args.join(" ")} exited ${result.code}\n${text}`);
  return text;
}

/** terraform plan in the stack the last deploy synthesized: fails unless it plans no changes. */
async function expectNoChanges(dir: string): Promise<void> {
  const stack = join(dir, "cdktf.out", "stacks", "websites");
  const plan = await run(TERRAFORM, ["plan", "-input=false", "-no-color", "-detailed-exitcode"], { cwd: stack, env: setup.home.env(setup.env()) });
  expect(plan.code, plan.stdout + plan.stderr).toBe(0);
  expect(plan.stdout).toContain("No changes.");
}

function importBlocks(dir: string, args: string[]): Promise<RunResult> {
  return run(process.execPath, [builtCli(), "import-blocks", "--stack", "websites", ...args], { cwd: dir, env: setup.home.env(setup.env()) });
}

describe("phpanalytics import-blocks in a CDKTF app", () => {
  it("takes the websites of an emptied state back by the file beside cdk.tf.json, or by the stack's code", async () => {
    const dir = mkdtempSync(join(setup.home.root, "app-"));
    writeFileSync(join(dir, "cdktf.json"), JSON.stringify({ app: "node main.js", language: "typescript", terraformProviders: [], terraformModules: [] }));
    writeFileSync(join(dir, "main.js"), app());
    await deployForSetUp(dir, "websites", setup.home.env(setup.env()));
    const made = creates();
    expect(made).toBe(3);

    // the file way
    writeFileSync(join(dir, "terraform.websites.tfstate"), "");
    const written = await importBlocks(dir, []);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stderr).toContain(`wrote ${join(dir, "cdktf.out", "stacks", "websites", "imports.tf")} (3 import blocks)`);
    expect(await cdktf(dir, ["deploy", "websites", "--auto-approve"])).toContain("3 imported, 0 added");
    await expectNoChanges(dir);

    // the code way
    rmSync(join(dir, "cdktf.out", "stacks", "websites", "imports.tf"));
    writeFileSync(join(dir, "terraform.websites.tfstate"), "");
    const printed = await importBlocks(dir, ["--format", "cdktf"]);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain('this.addOverride("import", [');
    writeFileSync(join(dir, "main.js"), app(printed.stdout.replace('this.addOverride("import"', 'stack.addOverride("import"')));
    expect(await cdktf(dir, ["deploy", "websites", "--auto-approve"])).toContain("3 imported, 0 added");
    await expectNoChanges(dir);
    expect(creates()).toBe(made);
    // two cdktf deploys, each a synth and terraform commands: minutes on a busy machine
  }, 300_000);
});
