// `phpanalytics import-blocks` with the real terraform against the emulator (issue 33.2): a
// stack's websites applied, its state file deleted, the plan refused with the command named;
// the command writes import blocks with the real addresses (module path, count index,
// for_each keys that need quoting), `terraform apply` imports them without creating any,
// and the next plan shows no changes. Then the same for a stack laid out as cdktf synth
// lays it out (JSON configuration, picked by name under cdktf.out/stacks).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useEmulatorAndHome } from "../e2e/emulator-home";
import { PROVIDER_BLOCK, run, TERRAFORM, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const KEY = "import-blocks-key";
const setup = useEmulatorAndHome(KEY);

/** terraform wraps diagnostic text at 78 columns */
const flat = (text: string): string => text.replace(/\s+/g, " ");
const creates = (): number => setup.emulator.stats.snapshot().byRoute["POST /api/v1/websites"] ?? 0;
const idOf = (domain: string): string => String(setup.emulator.store.list(KEY).find((w) => w.domain === domain)?.id);

async function terraform(dir: string, args: string[], expected = 0): Promise<RunResult> {
  const colorless = args[0] === "state" ? args : [args[0]!, "-no-color", ...args.slice(1)];
  const result = await run(TERRAFORM, colorless, { cwd: dir, env: setup.home.env(setup.env()) });
  if (result.code !== expected) throw new Error(`terraform ${args.join(" ")} exited ${result.code} (expected ${expected})\n${result.stdout}\n${result.stderr}`);
  return result;
}

function importBlocks(cwd: string, args: string[] = []): Promise<RunResult> {
  return run(process.execPath, [builtCli(), "import-blocks", ...args], { cwd, env: setup.home.env(setup.env()) });
}

const ROOT_MODULE = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "single" {
  domain = "single.example.com"
}

resource "phpanalytics_website" "counted" {
  count  = 2
  domain = "counted-\${count.index}.example.com"
}

resource "phpanalytics_website" "keyed" {
  for_each = {
    "shop \\"main\\"" = "https://WWW.Shop.example.com"
    "blog$\${x}"      = "blog.example.com"
  }
  domain = each.value
}

module "regional" {
  source   = "./regional"
  for_each = toset(["eu west"])
  region   = each.key
}
`;

const CHILD_MODULE = `terraform {
  required_providers {
    phpanalytics = { source = "phpanalytics/phpanalytics" }
  }
}

variable "region" {
  type = string
}

resource "phpanalytics_website" "site" {
  domain = "\${replace(var.region, " ", "-")}.example.com"
}
`;

describe("phpanalytics import-blocks", () => {
  it("takes back every website of a deleted state in one command; the next plan shows no changes", async () => {
    const dir = setup.home.workspace({ "main.tf": ROOT_MODULE }).dir;
    mkdirSync(join(dir, "regional"));
    writeFileSync(join(dir, "regional", "main.tf"), CHILD_MODULE);
    setup.emulator.store.create(KEY, { domain: "unrelated.example.com" });
    await terraform(dir, ["init", "-input=false"]);
    await terraform(dir, ["apply", "-auto-approve", "-input=false"]);
    const made = creates();
    rmSync(join(dir, "terraform.tfstate"));

    const refused = await terraform(dir, ["plan", "-input=false"], 1);
    expect(flat(refused.stderr)).toContain("`phpanalytics import-blocks`, run in this directory");
    expect(flat(refused.stderr)).toContain("terraform.tfstate.backup");

    const written = await importBlocks(dir);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stderr).toContain("(6 import blocks): run `terraform apply`");
    const blocks = readFileSync(join(dir, "imports.tf"), "utf8");
    const expected: [string, string][] = [
      ['module.regional["eu west"].phpanalytics_website.site', "eu-west.example.com"],
      ["phpanalytics_website.counted[0]", "counted-0.example.com"],
      ["phpanalytics_website.counted[1]", "counted-1.example.com"],
      ['phpanalytics_website.keyed["blog$${x}"]', "blog.example.com"],
      ['phpanalytics_website.keyed["shop \\"main\\""]', "shop.example.com"],
      ["phpanalytics_website.single", "single.example.com"],
    ];
    for (const [address, domain] of expected) expect(blocks).toContain(`import {\n  to = ${address}\n  id = "${idOf(domain)}" # ${domain}\n}\n`);
    expect(blocks).not.toContain("unrelated");

    // the file is not overwritten by a second run
    const again = await importBlocks(dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${join(dir, "imports.tf")} already exists: pass --force`);

    const applied = await terraform(dir, ["apply", "-auto-approve", "-input=false"]);
    expect(applied.stdout).toContain("6 imported, 0 added");
    await terraform(dir, ["plan", "-input=false", "-detailed-exitcode"], 0);
    expect(creates()).toBe(made);
    const state = (await terraform(dir, ["state", "list"])).stdout.trim().split("\n").sort();
    expect(state).toEqual(expected.map(([address]) => address).sort());

    // with the state complete, there is nothing left to import
    const nothing = await importBlocks(dir, ["--stdout"]);
    expect(nothing.code).toBe(0);
    expect(nothing.stdout).toBe("");
    expect(nothing.stderr).toContain("nothing to import");
  });

  it("reads a synthesized CDKTF stack by name, and says what to put in the stack", async () => {
    const app = setup.home.workspace().dir;
    const stackDir = join(app, "cdktf.out", "stacks", "websites");
    mkdirSync(stackDir, { recursive: true });
    const config = {
      terraform: { required_providers: { phpanalytics: { source: "phpanalytics/phpanalytics" } } },
      provider: { phpanalytics: [{}] },
      resource: {
        phpanalytics_website: {
          news: { domain: "cdk-news.example.com" },
          mirrors: { for_each: '${toset(["a.cdk.example.com", "b.cdk.example.com"])}', domain: "${each.value}" },
        },
      },
    };
    writeFileSync(join(stackDir, "cdk.tf.json"), JSON.stringify(config, null, 2));
    await terraform(stackDir, ["init", "-input=false"]);
    await terraform(stackDir, ["apply", "-auto-approve", "-input=false"]);
    writeFileSync(join(stackDir, "terraform.tfstate"), "");

    const ts = await importBlocks(app, ["--stack", "websites", "--format", "cdktf"]);
    expect(ts.code, ts.stderr).toBe(0);
    expect(ts.stdout).toContain('this.addOverride("import", [\n');
    expect(ts.stdout).toContain(
      `  { to: "phpanalytics_website.mirrors[\\"a.cdk.example.com\\"]", id: "${idOf("a.cdk.example.com")}" }, // a.cdk.example.com\n`,
    );
    expect(ts.stdout).toContain(`  { to: "phpanalytics_website.news", id: "${idOf("cdk-news.example.com")}" }, // cdk-news.example.com\n`);
    expect(ts.stderr).toContain("`cdktf deploy websites --skip-provider-lock`");

    const hcl = await importBlocks(app, ["--stack", "websites"]);
    expect(hcl.code, hcl.stderr).toBe(0);
    expect(hcl.stderr).toContain(`wrote ${join(stackDir, "imports.tf")} (3 import blocks): \`cdktf synth\` leaves the file beside cdk.tf.json`);
    const made = creates();
    await terraform(stackDir, ["apply", "-auto-approve", "-input=false"]);
    await terraform(stackDir, ["plan", "-input=false", "-detailed-exitcode"], 0);
    expect(creates()).toBe(made);
  });

  it("refuses, with what to do, a stack it cannot find or a plan that fails on something else", async () => {
    const app = setup.home.workspace().dir;
    const missing = await importBlocks(app);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no Terraform configuration here (no *.tf or *.tf.json file) and no synthesized stack under ./cdktf.out/stacks");
    const unknown = await importBlocks(app, ["--stack", "nope"]);
    expect(unknown.stderr).toContain('--stack: "nope" is neither a directory nor a stack under ./cdktf.out/stacks');

    const broken = setup.home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "a" {\n  domian = "a.example.com"\n}\n` }).dir;
    const failed = await importBlocks(broken);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("the plan also failed on: Unsupported argument");
    expect(failed.stderr).toContain("fix the errors above and run the command again");
  });
});
