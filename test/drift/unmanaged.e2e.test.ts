// `phpanalytics drift` over several stacks against the emulator, with the real terraform:
// websites made out of band (--unmanaged), repeated --stack and the default of every stack
// under cdktf.out/stacks, the markdown report, the exit codes, and updated_at alone (a
// change undone out of band) not counting as drift.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const API_KEY = "drift-unmanaged-key";
let emulator: EmulatorHandle;
let api: PhpAnalyticsClient;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let project: string;
let stacks: string;

const website = (name: string, domain: string) => `resource "phpanalytics_website" "${name}" {\n  domain = "${domain}"\n}\n`;

function drift(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return run(process.execPath, [builtCli(), "drift", ...args], { cwd: project, env: { ...env, ...extraEnv } });
}

interface JsonReport {
  drifted: boolean;
  stacks: string[];
  resources: { stack: string; address: string; attributes: { attribute: string }[] }[];
  unmanaged?: { id: number; domain: string; created_at: string }[];
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  home = new TerraformHome();
  env = home.env({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY });
  // Laid out as cdktf synth lays out two stacks.
  project = mkdtempSync(join(home.root, "project-"));
  stacks = join(project, "cdktf.out", "stacks");
  // the two stacks side by side: separate directories and states, websites of their own
  const stacksMade = [
    ["blogs", website("blog", "blog.example.com") + website("news", "news.example.com")],
    ["shops", website("shop", "shop.example.com")],
  ].map(async ([stack, body]) => {
    const dir = join(stacks, stack!);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "main.tf"), PROVIDER_BLOCK + body);
    for (const args of [
      ["init", "-input=false"],
      ["apply", "-auto-approve", "-input=false"],
    ]) {
      const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: dir, env });
      if (r.code !== 0) throw new Error(`terraform ${args.join(" ")} in ${stack}: ${r.stdout}\n${r.stderr}`);
    }
  });
  await Promise.all(stacksMade);
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

describe("phpanalytics drift over several stacks", () => {
  it("exits 0 when every website is managed by one of the stacks under cdktf.out/stacks", async () => {
    const result = await drift(["--unmanaged"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("No unmanaged websites");
    expect(result.stdout).toContain(join(stacks, "blogs"));
    expect(result.stdout).toContain(join(stacks, "shops"));
  });

  it("a change made out of band and undone (updated_at moved alone) is not drift", async () => {
    const blog = (await api.findWebsiteByDomain("blog.example.com"))!;
    await api.updateWebsite(blog.id, { privacy: "private" });
    await api.updateWebsite(blog.id, { privacy: "public" });
    const after = (await api.getWebsite(blog.id)).updatedAt;
    expect(after).not.toBe(blog.updatedAt);
    const result = await drift(["--json", "--stack", join(stacks, "blogs")]);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report).toMatchObject({ drifted: false, resources: [] });
  });

  it("lists websites made out of band in the table, and exits 2", async () => {
    const handmade = await api.createWebsite({ domain: "handmade.example.com" });
    const table = await drift(["--unmanaged"]);
    expect(table.code, table.stderr).toBe(2);
    expect(table.stdout).toContain("Unmanaged: 1 website of the account is managed by no given stack");
    expect(table.stdout).toMatch(new RegExp(`^${handmade.id}\\s+handmade\\.example\\.com\\s+${handmade.createdAt}$`, "m"));

    // Without --unmanaged the same account is clean: out-of-band websites are not drift.
    const plain = await drift([]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).not.toContain("handmade");
  });

  it("counts only the stacks given with a repeated --stack, and lists the rest in JSON", async () => {
    const one = await drift(["--unmanaged", "--json", "--stack", join(stacks, "blogs")]);
    expect(one.code).toBe(2);
    expect((JSON.parse(one.stdout) as JsonReport).unmanaged!.map((w) => w.domain)).toEqual(["shop.example.com", "handmade.example.com"]);

    // --format json, the long form of --json
    const both = await drift(["--unmanaged", "--format", "json", "--stack", join(stacks, "blogs"), "--stack", join(stacks, "shops")]);
    expect(both.code).toBe(2);
    const handmade = (await api.findWebsiteByDomain("handmade.example.com"))!;
    const report = JSON.parse(both.stdout) as JsonReport;
    expect(report.drifted).toBe(false);
    expect(report.stacks).toEqual([join(stacks, "blogs"), join(stacks, "shops")]);
    expect(report.unmanaged).toEqual([{ id: handmade.id, domain: "handmade.example.com", created_at: handmade.createdAt }]);
  });

  it("writes a markdown report for a CI job summary, with drift and unmanaged websites", async () => {
    const news = (await api.findWebsiteByDomain("news.example.com"))!;
    await api.updateWebsite(news.id, { excludeBots: false });
    const md = await drift(["--unmanaged", "--format", "markdown"]);
    expect(md.code, md.stderr).toBe(2);
    expect(md.stdout).toMatch(/^## phpAnalytics drift report$/m);
    expect(md.stdout).toContain(":warning: 1 drifted resource, 1 unmanaged website");
    expect(md.stdout).toContain("### Drift in `blogs`");
    expect(md.stdout).toContain("| phpanalytics\\_website.news | news.example.com | exclude\\_bots | true → false |");
    expect(md.stdout).toContain("| ID | Domain | Created at |");
    expect(md.stdout).toMatch(/\| \d+ \| handmade\.example\.com \| .+ \|/);
    expect(md.stdout).not.toContain(API_KEY);
  });

  it("exits 0 again once the website is gone and the drift converged", async () => {
    const handmade = (await api.findWebsiteByDomain("handmade.example.com"))!;
    await api.deleteWebsite(handmade.id);
    const news = (await api.findWebsiteByDomain("news.example.com"))!;
    await api.updateWebsite(news.id, { excludeBots: true });
    const result = await drift(["--unmanaged", "--format", "markdown"]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain(":white_check_mark: No drift and no unmanaged websites");
  });

  it("counts websites that a stack's import blocks are about to adopt as managed", async () => {
    const byId = await api.createWebsite({ domain: "imported-by-id.example.com" });
    await api.createWebsite({ domain: "imported-by-domain.example.com" });
    const before = await drift(["--unmanaged", "--json"]);
    expect(before.code).toBe(2);
    expect((JSON.parse(before.stdout) as JsonReport).unmanaged!.map((w) => w.domain)).toEqual(["imported-by-id.example.com", "imported-by-domain.example.com"]);

    // A cdktf stack importing by id, and an HCL one importing by another spelling of the domain.
    mkdirSync(join(stacks, "adopt-json"));
    writeFileSync(
      join(stacks, "adopt-json", "cdk.tf.json"),
      JSON.stringify({
        terraform: { required_providers: { phpanalytics: { source: "phpanalytics/phpanalytics" } } },
        provider: { phpanalytics: [{}] },
        resource: { phpanalytics_website: { adopted: { domain: "imported-by-id.example.com" } } },
        import: [{ to: "phpanalytics_website.adopted", id: String(byId.id) }],
      }),
    );
    mkdirSync(join(stacks, "adopt-hcl"));
    writeFileSync(
      join(stacks, "adopt-hcl", "main.tf"),
      PROVIDER_BLOCK +
        website("adopted", "imported-by-domain.example.com") +
        'import {\n  to = phpanalytics_website.adopted\n  id = "www.Imported-By-Domain.example.com"\n}\n',
    );
    const after = await drift(["--unmanaged", "--json"]);
    expect(after.code, after.stderr).toBe(0);
    expect(JSON.parse(after.stdout) as JsonReport).toMatchObject({ drifted: false, unmanaged: [] });
  });

  it("fails, rather than reporting no drift, where the state holds none of the websites the configuration declares", async () => {
    // as a CDKTF stack's local state looks from a fresh CI runner: the configuration, no state
    const fresh = join(project, "fresh-runner");
    mkdirSync(fresh);
    writeFileSync(join(fresh, "main.tf"), PROVIDER_BLOCK + website("blog", "blog.example.com") + website("news", "news.example.com"));
    const result = await drift(["--stack", fresh, "--json"]);
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.replace(/\s+/g, " ")).toContain("declares 2 phpanalytics_website resources, but there is no state");
    expect(result.stderr).toContain("remote backend");
  });

  it("reports websites all deleted outside Terraform as drift, and a deployed count = 0 as none", async () => {
    const gone = join(project, "all-gone");
    mkdirSync(gone);
    writeFileSync(join(gone, "main.tf"), PROVIDER_BLOCK + website("a", "gone-a.example.com") + website("b", "gone-b.example.com"));
    const off = join(project, "count-zero");
    mkdirSync(off);
    writeFileSync(join(off, "main.tf"), PROVIDER_BLOCK + 'resource "phpanalytics_website" "maybe" {\n  count  = 0\n  domain = "maybe.example.com"\n}\n');
    for (const dir of [gone, off]) {
      for (const args of [
        ["init", "-input=false"],
        ["apply", "-auto-approve", "-input=false"],
      ]) {
        const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: dir, env });
        if (r.code !== 0) throw new Error(`terraform ${args.join(" ")}: ${r.stdout}\n${r.stderr}`);
      }
    }
    for (const domain of ["gone-a.example.com", "gone-b.example.com"]) await api.deleteWebsite((await api.findWebsiteByDomain(domain))!.id);
    const deleted = await drift(["--stack", gone, "--json"]);
    expect(deleted.code, deleted.stderr).toBe(2);
    expect((JSON.parse(deleted.stdout) as JsonReport).resources.map((r) => r.address).sort()).toEqual(["phpanalytics_website.a", "phpanalytics_website.b"]);
    const none = await drift(["--stack", off]);
    expect(none.code, none.stderr).toBe(0);
  });

  const counted = 'resource "phpanalytics_website" "counted" {\n  count  = 2\n  domain = "counted-${count.index}.example.com"\n}\n';
  const each =
    'resource "phpanalytics_website" "each" {\n  for_each = { a = "each-a.example.com", b = "each-b.example.com", ' +
    'c = "each-c.example.com" }\n  domain   = each.value\n}\n';
  it.each([
    ["plain blocks", "destroyed", website("a", "destroyed-a.example.com") + website("b", "destroyed-b.example.com"), 2],
    ["a constant count or for_each", "destroyed-repeated", counted + each, 5],
  ])("fails where a destroy emptied the state while the configuration still declares websites (%s)", async (_how, name, blocks, declared) => {
    const destroyed = join(project, name);
    mkdirSync(destroyed);
    writeFileSync(join(destroyed, "main.tf"), PROVIDER_BLOCK + blocks);
    for (const args of [
      ["init", "-input=false"],
      ["apply", "-auto-approve", "-input=false"],
      ["destroy", "-auto-approve", "-input=false"],
    ]) {
      const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: destroyed, env });
      if (r.code !== 0) throw new Error(`terraform ${args.join(" ")}: ${r.stdout}\n${r.stderr}`);
    }
    const result = await drift(["--stack", destroyed]);
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).not.toContain("No drift");
    expect(result.stderr.replace(/\s+/g, " ")).toContain(
      `the state holds no website, while the configuration declares ${declared} websites (phpanalytics_website instances)`,
    );
  });

  it("refuses plain http to a remote host for --unmanaged, and names its source", async () => {
    const result = await drift(["--unmanaged"], { PHPANALYTICS_BASE_URL: "http://analytics.example.com" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the base URL given by PHPANALYTICS_BASE_URL uses plain http to analytics.example.com");
    expect(result.stderr).toContain("--allow-insecure-http");
  });

  it("says to run the install command (by the package name, as npx could fetch another) where the provider is not installed", async () => {
    const bare = mkdtempSync(join(home.root, "bare-"));
    writeFileSync(join(bare, "main.tf"), PROVIDER_BLOCK + website("x", "x.example.com"));
    // A machine where nothing was installed: no CLI config, an empty home.
    const result = await drift(["--stack", bare], { TF_CLI_CONFIG_FILE: "", HOME: mkdtempSync(join(home.root, "home-")) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("registry.terraform.io");
    expect(result.stderr).toContain("run `npx --yes -p cdktf-provider-phpanalytics phpanalytics install`");
  });
});
