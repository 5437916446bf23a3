// `phpanalytics adopt` beside stacks that already manage websites, with the real terraform:
// it leaves out what every stack under cdktf.out/stacks (and each --managed-by) holds, lists
// it, keeps the websites of the stack it writes, takes all with --include-managed, and stops
// with a clear error where a state cannot be read.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient, type Website } from "../../src/api";
import { useEmulatorAndHome } from "../e2e/emulator-home";
import { PROVIDER_BLOCK, run, TERRAFORM, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const API_KEY = "adopt-owners-key";
const setup = useEmulatorAndHome(API_KEY);
let api: PhpAnalyticsClient;
let env: NodeJS.ProcessEnv;
let project: string;
let stacks: string;
/** Outside the project: a Terraform directory whose state only --managed-by names. */
let legacy: string;
const site: Record<string, Website> = {};

const websiteBlock = (name: string, domain: string) => `resource "phpanalytics_website" "${name}" {\n  domain = "${domain}"\n}\n`;
const localBackend = (path: string) => `terraform {\n  backend "local" {\n    path = "${path}"\n  }\n}\n`;

async function terraform(dir: string, args: string[]): Promise<void> {
  const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: dir, env });
  if (r.code !== 0) throw new Error(`terraform ${args.join(" ")} in ${dir}: ${r.stdout}\n${r.stderr}`);
}

async function deployed(dir: string, files: Record<string, string>): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  await terraform(dir, ["init", "-input=false"]);
  await terraform(dir, ["apply", "-auto-approve", "-input=false"]);
}

function adopt(args: string[]): Promise<RunResult> {
  return run(process.execPath, [builtCli(), "adopt", ...args], { cwd: project, env });
}

/** The domains the generated stack imports, by the ids it imports them from. */
function importedDomains(source: string): string[] {
  const byId = new Map(Object.values(site).map((w) => [String(w.id), w.domain]));
  return [...source.matchAll(/\.importFrom\("(\d+)"\)/g)].map((m) => byId.get(m[1]!) ?? `unknown id ${m[1]}`).sort();
}

const leftOutLine = (domain: string, owner: string) => `phpanalytics adopt:   ${domain} (id ${site[domain]!.id}): ${owner}\n`;

beforeAll(async () => {
  api = createClient({ baseUrl: setup.emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  env = setup.home.env(setup.env());
  project = mkdtempSync(join(setup.home.root, "project-"));
  stacks = join(project, "cdktf.out", "stacks");
  legacy = mkdtempSync(join(setup.home.root, "legacy-"));
  // "blogs" keeps its state beside the project, as cdktf's default local backend does;
  // "shops" in its own directory, and it is about to import a website by domain.
  await deployed(join(stacks, "blogs"), {
    "main.tf":
      PROVIDER_BLOCK +
      localBackend(join(project, "terraform.blogs.tfstate")) +
      websiteBlock("blog", "blog.example.com") +
      websiteBlock("news", "news.example.com"),
  });
  await deployed(join(stacks, "shops"), { "main.tf": PROVIDER_BLOCK + websiteBlock("shop", "shop.example.com") });
  await deployed(legacy, { "main.tf": PROVIDER_BLOCK + websiteBlock("old", "legacy.example.com") });
  await api.createWebsite({ domain: "handmade.example.com" });
  await api.createWebsite({ domain: "pending.example.com" });
  writeFileSync(
    join(stacks, "shops", "pending.tf"),
    websiteBlock("pending", "pending.example.com") + 'import {\n  to = phpanalytics_website.pending\n  id = "www.pending.example.com"\n}\n',
  );
  for (const w of (await api.listAllWebsites()).websites) site[w.domain] = w;
  // As a fresh checkout sees "blogs": synthesized, never initialized here.
  rmSync(join(stacks, "blogs", ".terraform"), { recursive: true });
  rmSync(join(stacks, "blogs", ".terraform.lock.hcl"));
});

afterAll(async () => {
  await api?.close();
});

describe("phpanalytics adopt leaves out what other stacks manage", () => {
  it("leaves out every website a stack under cdktf.out/stacks manages or imports, and lists each with its stack", async () => {
    const result = await adopt(["--out", "adopted.ts"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('phpanalytics adopt: stack "blogs" (cdktf.out/stacks/blogs): running terraform init\n');
    expect(result.stderr).toContain("phpanalytics adopt: left out 4 websites that another stack or state manages (--include-managed takes them anyway):\n");
    expect(result.stderr).toContain(leftOutLine("blog.example.com", 'stack "blogs" (cdktf.out/stacks/blogs)'));
    expect(result.stderr).toContain(leftOutLine("news.example.com", 'stack "blogs" (cdktf.out/stacks/blogs)'));
    expect(result.stderr).toContain(leftOutLine("shop.example.com", 'stack "shops" (cdktf.out/stacks/shops)'));
    expect(result.stderr).toContain(leftOutLine("pending.example.com", 'stack "shops" (cdktf.out/stacks/shops)'));
    expect(result.stderr).toContain(`wrote ${join(project, "adopted.ts")} (2 websites (4 left out))`);
    const source = readFileSync(join(project, "adopted.ts"), "utf8");
    expect(importedDomains(source)).toEqual(["handmade.example.com", "legacy.example.com"]);
    expect(source).toContain("// Left out: 4 websites that another stack or state already manages.");
    expect(source).toContain(`//   shop.example.com (id ${site["shop.example.com"]!.id}): stack "shops" (cdktf.out/stacks/shops)`);
  });

  it("leaves out what --managed-by names: a Terraform directory elsewhere, or its .tfstate file", async () => {
    const owners = [
      [legacy, `stack "${basename(legacy)}" (${legacy})`],
      [join(legacy, "terraform.tfstate"), `state file ${join(legacy, "terraform.tfstate")}`],
    ] as const;
    for (const [given, owner] of owners) {
      const result = await adopt(["--managed-by", given]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(leftOutLine("legacy.example.com", owner));
      expect(importedDomains(result.stdout)).toEqual(["handmade.example.com"]);
    }
    const missing = await adopt(["--managed-by", "nowhere.tfstate"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`phpanalytics adopt: --managed-by nowhere.tfstate: ${join(project, "nowhere.tfstate")} does not exist\n`);
  });

  it("keeps in the stack it writes the websites that stack already manages, and says so", async () => {
    const result = await adopt(["--stack-name", "shops"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "phpanalytics adopt: cdktf.out/stacks/shops is the stack being written (--stack-name shops): the websites it manages stay in it\n",
    );
    expect(result.stderr).toContain("left out 2 websites");
    expect(result.stderr).not.toContain('reading the state of stack "shops"');
    expect(importedDomains(result.stdout)).toEqual(["handmade.example.com", "legacy.example.com", "pending.example.com", "shop.example.com"]);
  });

  it("takes every website with --include-managed, reading no state", async () => {
    const result = await adopt(["--include-managed"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("--include-managed: no state read; every website is taken, even one another stack manages");
    expect(result.stderr).not.toContain("reading the state");
    expect(result.stderr).not.toContain("left out");
    expect(importedDomains(result.stdout)).toEqual(Object.keys(site).sort());
  });

  it("stops with an error naming the stack and what to do where a state cannot be read, writing nothing", async () => {
    // a backend that answers nobody: the state is unknown, so nothing can be left out safely
    const broken = join(stacks, "remote");
    mkdirSync(broken);
    writeFileSync(
      join(broken, "main.tf"),
      PROVIDER_BLOCK + 'terraform {\n  backend "http" {\n    address = "http://127.0.0.1:9/state"\n  }\n}\n' + websiteBlock("x", "x.example.com"),
    );
    try {
      const result = await adopt(["--out", "never.ts"]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(existsSync(join(project, "never.ts"))).toBe(false);
      expect(result.stderr).toContain('phpanalytics adopt: cannot tell which websites stack "remote" (cdktf.out/stacks/remote) manages:\n');
      const advice = result.stderr.replace(/\s+/g, " ");
      expect(advice).toContain(`run \`terraform init\` in ${broken}`);
      expect(advice).toContain("run adopt from a directory without this cdktf.out and name with --managed-by the states it must respect");
      expect(advice).toContain("pass --include-managed to read no state at all");
      expect(result.stderr).not.toContain(API_KEY);
    } finally {
      rmSync(broken, { recursive: true });
    }
  });
});
