// Problems that used to surface halfway through an apply are reported by `terraform plan`
// (issue 9.4): the same canonical domain twice, a domain the account holds outside the
// state (with the import command), and more creates than the website limit allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome } from "./harness";

const KEY = "plan-checks-key";
let open: EmulatorHandle;
let limited: EmulatorHandle;
let home: TerraformHome;

const envFor = (emulator: EmulatorHandle): NodeJS.ProcessEnv => ({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
const websites = (domains: Record<string, string>): string =>
  PROVIDER_BLOCK +
  Object.entries(domains)
    .map(([name, domain]) => `\nresource "phpanalytics_website" "${name}" {\n  domain = "${domain}"\n}\n`)
    .join("");
/** terraform wraps diagnostic text at 78 columns */
const flat = (text: string): string => text.replace(/\s+/g, " ");
const creates = (emulator: EmulatorHandle): number => emulator.stats.snapshot().byRoute["POST /api/v1/websites"] ?? 0;

beforeAll(async () => {
  [open, limited] = await Promise.all([
    startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true }),
    startEmulator({ apiKeys: [KEY], rateLimit: 0, websiteLimit: 3, quiet: true }),
  ]);
  home = new TerraformHome();
});

afterAll(async () => {
  await Promise.all([open?.close(), limited?.close()]);
  home?.dispose();
});

describe("terraform plan reports what an apply would fail on", () => {
  it("two resources with the same canonical domain, naming both spellings", async () => {
    const ws = home.workspace({ "main.tf": websites({ first: "dup.example.com", second: "https://WWW.Dup.example.com" }) });
    await ws.expect(["init", "-input=false"], 0, envFor(open));
    const plan = await ws.expect(["plan", "-input=false"], 1, envFor(open));
    expect(plan.stderr).toContain("Two websites with the same domain");
    expect(plan.stderr).toContain('"dup.example.com"');
    expect(plan.stderr).toContain('"https://WWW.Dup.example.com"');
    expect(plan.stderr).toMatch(/phpanalytics_website\.(first|second)/);
    expect(creates(open)).toBe(0);
  });

  it("a domain the account already holds outside the state, with the import command that fixes it", async () => {
    const held = open.store.create(KEY, { domain: "held.example.com" });
    const ws = home.workspace({ "main.tf": websites({ held: "www.held.example.com" }) });
    await ws.expect(["init", "-input=false"], 0, envFor(open));
    const plan = await ws.expect(["plan", "-input=false"], 1, envFor(open));
    expect(plan.stderr).toContain("Website already exists");
    expect(flat(plan.stderr)).toContain(`terraform import 'ADDRESS' ${held.id}`);
    expect(flat(plan.stderr)).toContain(`import { to = ADDRESS, id = "${held.id}" }`);
    expect(plan.stderr).toContain("phpanalytics_website.held");
    // following the advice works: the imported website plans without a create
    await ws.expect(["import", "-input=false", "phpanalytics_website.held", String(held.id)], 0, envFor(open));
    const after = await ws.expect(["plan", "-input=false"], 0, envFor(open));
    expect(after.stdout).toContain("0 to add");
    expect(creates(open)).toBe(0);
  });

  it("a second resource for a website another resource manages fails before any create, naming both remedies", async () => {
    const ws = home.workspace({ "main.tf": websites({ kept: "kept.example.com" }) });
    await ws.expect(["init", "-input=false"], 0, envFor(open));
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, envFor(open));
    const before = creates(open);
    ws.write({ "main.tf": websites({ kept: "kept.example.com", copy: "https://www.kept.example.com" }) });
    const apply = await ws.expect(["apply", "-input=false", "-auto-approve"], 1, envFor(open));
    expect(flat(apply.stderr)).toMatch(/Website already exists.*If another resource already manages it, the two ask for the same website/);
    expect(creates(open)).toBe(before);
    expect((await ws.expect(["state", "list"], 0, envFor(open))).stdout.trim()).toBe("phpanalytics_website.kept");
  });

  it("creates beyond the plan's website limit, with the numbers", async () => {
    limited.store.create(KEY, { domain: "existing.example.com" });
    const ws = home.workspace({ "main.tf": websites({ a: "a.example.com", b: "b.example.com", c: "c.example.com" }) });
    await ws.expect(["init", "-input=false"], 0, envFor(limited));
    const plan = await ws.expect(["plan", "-input=false"], 1, envFor(limited));
    expect(plan.stderr).toContain("Website limit reached");
    expect(flat(plan.stderr)).toMatch(/allows 3 websites and the account holds 1, so 2 more can be created/);
    expect(flat(plan.stderr)).toMatch(/creates at least 3/);
    expect(flat(plan.stderr)).toContain("run `terraform destroy -refresh=false`");
    expect(creates(limited)).toBe(0);
    // within the limit, the same kind of plan applies
    ws.write({ "main.tf": websites({ a: "a.example.com", b: "b.example.com" }) });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, envFor(limited));
    expect(limited.store.list(KEY)).toHaveLength(3);

    // at the limit, replacing a website of this state (tainted, or -replace) is no new website
    await ws.expect(["taint", "phpanalytics_website.a"], 0, envFor(limited));
    const tainted = await ws.expect(["plan", "-input=false"], 0, envFor(limited));
    expect(tainted.stdout).toContain("1 to add, 0 to change, 1 to destroy");
    // without a refresh, only the stored state tells the checks that the website is this state's
    const unrefreshed = await ws.expect(["plan", "-input=false", "-refresh=false"], 0, envFor(limited));
    expect(unrefreshed.stdout).toContain("1 to add, 0 to change, 1 to destroy");
    await ws.expect(["untaint", "phpanalytics_website.a"], 0, envFor(limited));
    const replace = await ws.expect(["plan", "-input=false", "-replace=phpanalytics_website.b"], 0, envFor(limited));
    expect(replace.stdout).toContain("1 to add, 0 to change, 1 to destroy");
    await ws.expect(["apply", "-input=false", "-auto-approve", "-replace=phpanalytics_website.b"], 0, envFor(limited));
    expect(
      limited.store
        .list(KEY)
        .map((w) => w.domain)
        .sort(),
    ).toEqual(["a.example.com", "b.example.com", "existing.example.com"]);

    // a create whose domain is known only after apply is warned of at the limit (it may be a
    // tainted website's replacement, which Terraform plans as a create alone)...
    const later = 'resource "terraform_data" "later" {\n  input = "d.example.com"\n}\n';
    ws.write({
      "main.tf":
        `${websites({ a: "a.example.com", b: "b.example.com" })}${later}resource "phpanalytics_website" "d" ` +
        `{\n  domain = terraform_data.later.output\n}\n`,
    });
    const unknownCreate = await ws.expect(["plan", "-input=false"], 0, envFor(limited));
    expect(flat(unknownCreate.stdout + unknownCreate.stderr)).toMatch(/Website limit may be reached.*allows 3 websites and the account holds 3/);
    // ...replacing a website by one whose domain is known only after apply adds none...
    ws.write({ "main.tf": `${websites({ a: "a.example.com" })}${later}resource "phpanalytics_website" "b" {\n  domain = terraform_data.later.output\n}\n` });
    const unknownReplace = await ws.expect(["plan", "-input=false"], 0, envFor(limited));
    expect(unknownReplace.stdout).toContain("2 to add, 0 to change, 1 to destroy");
    expect(flat(unknownReplace.stdout + unknownReplace.stderr)).not.toContain("Website limit");
    // ...and neither does a tainted website whose domain is known only after apply
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, envFor(limited));
    ws.write({
      "main.tf":
        `${websites({ a: "a.example.com" })}${later.replace("d.example.com", "e.example.com")}resource "phpanalytics_website" "b" ` +
        `{\n  domain = terraform_data.later.output\n}\n`,
    });
    await ws.expect(["taint", "phpanalytics_website.b"], 0, envFor(limited));
    const taintedUnknown = await ws.expect(["plan", "-input=false"], 0, envFor(limited));
    expect(taintedUnknown.stdout).toContain("1 to add, 1 to change, 1 to destroy");
    // the provider cannot tell that create from a new website: a warning that names both
    expect(flat(taintedUnknown.stdout + taintedUnknown.stderr)).toMatch(/Website limit may be reached.*One that replaces a tainted website needs none/);
    expect(creates(limited)).toBe(4);
  });
});

describe("terraform validate reports the provider block's own mistakes", () => {
  // with a resource, which brings the provider into the validation
  const block = (settings: string): string =>
    PROVIDER_BLOCK.replace('provider "phpanalytics" {}', `provider "phpanalytics" {\n${settings}\n}`) +
    websites({ site: "validate.example.com" }).slice(PROVIDER_BLOCK.length);

  it("a bad base_url, key or number, by name; nothing it cannot know yet (the environment, a missing key)", async () => {
    const bad = home.workspace({
      "main.tf": block('  base_url = "ftp://analytics.example.com"\n  max_retries = -1\n  timeout_seconds = 0\n  api_key = "secret\\tkey"'),
    });
    await bad.expect(["init", "-input=false"], 0, {});
    const result = await bad.expect(["validate", "-no-color"], 1, {});
    for (const summary of ["Invalid base_url", "Invalid max_retries", "Invalid timeout_seconds", "Invalid api_key"]) expect(result.stderr).toContain(summary);
    // (terraform quotes the configuration's own line; the provider's text never holds the key)
    expect(result.stderr).toContain("api_key (from the provider configuration) contains control characters");
    const good = home.workspace({ "main.tf": block('  base_url = "https://analytics.example.com"') });
    await good.expect(["init", "-input=false"], 0, {});
    await good.expect(["validate", "-no-color"], 0, {});
  });
});
