// History stays safe when people, keys and stacks multiply (issue 32), with the real
// terraform: a warning about history is never folded behind another, a website deleted
// outside Terraform is simply created anew, a key of another account is refused with both
// accounts named, and lifting deletion_protection says what it exposes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, type Workspace } from "./harness";

const KEY = "teams-key";
const OTHER_KEY = "teams-other-key";
const GENERIC = "Deleting a website deletes its statistics";
const PROTECTED = "Website protected from deletion";
const FOREIGN = "API key of another account";

let emulator: EmulatorHandle;
let home: TerraformHome;
beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY, OTHER_KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
});
afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

const env = (key = KEY): NodeJS.ProcessEnv => ({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: key });
/** terraform wraps diagnostic text at 78 columns */
const flat = (text: string): string => text.replace(/[\s│]+/g, " ");

interface Diagnostic {
  severity: string;
  summary: string;
  detail: string;
  address?: string;
}
const diagnostics = (stdout: string): Diagnostic[] =>
  stdout
    .split("\n")
    .filter((line) => line.includes('"type":"diagnostic"'))
    .map((line) => (JSON.parse(line) as { diagnostic: Diagnostic }).diagnostic);

const block = (name: string, domain: string, extra = ""): string => `\nresource "phpanalytics_website" "${name}" {\n  domain = "${domain}"\n${extra}}\n`;

async function applied(files: Record<string, string>, key = KEY): Promise<Workspace> {
  const ws = home.workspace(files);
  await ws.expect(["init", "-input=false"], 0, env(key));
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env(key));
  return ws;
}

function idOf(domain: string, key = KEY): number {
  const website = emulator.store.list(key).find((w) => w.domain === domain);
  if (!website) throw new Error(`no website ${domain} on the emulator`);
  return website.id;
}

async function stateList(ws: Workspace): Promise<string[]> {
  return (await ws.expect(["state", "list"], 0)).stdout.trim().split("\n").filter(Boolean).sort();
}

describe("a warning about history is never folded away", () => {
  it("a destroy of four websites where only the third has pageviews names that website and its days", async () => {
    const names = ["one", "two", "three", "four"];
    const ws = await applied({ "main.tf": PROVIDER_BLOCK + names.map((n) => block(n, `${n}.fold.example.com`)).join("") });
    const third = idOf("three.fold.example.com");
    const days: Record<string, number> = {};
    for (let day = 1; day <= 28; day++) days[`2024-02-${String(day).padStart(2, "0")}`] = day;
    emulator.recordPageviews(third, days);

    const destroy = await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env());
    const out = flat(destroy.stdout);
    expect(out).toContain("Warning: Deleting three.fold.example.com deletes 28 days of statistics");
    expect(out).toContain(`This plan deletes the website three.fold.example.com (id ${third}) and all its statistics: pageviews on 28 days since 2024-02-01.`);
    // the three without statistics share one summary, and fold into one
    expect(destroy.stdout.split(`Warning: ${GENERIC}`)).toHaveLength(2);
    expect(out).toContain("(and 2 more similar warnings elsewhere)");
    expect(emulator.store.list(KEY).filter((w) => w.domain.endsWith(".fold.example.com"))).toEqual([]);
  });
});

describe("a website deleted outside Terraform is simply gone", () => {
  it("plans a plain create, protected or not, with one warning each and no deletion warning", async () => {
    const ws = await applied({
      "main.tf": PROVIDER_BLOCK + block("open", "open.gone.example.com") + block("kept", "kept.gone.example.com", "  deletion_protection = true\n"),
    });
    const open = idOf("open.gone.example.com");
    const kept = idOf("kept.gone.example.com");
    emulator.recordPageviews(kept, { "2024-03-04": 3 });
    emulator.store.delete(KEY, open);
    emulator.store.delete(KEY, kept);

    const plan = await ws.expect(["plan", "-input=false", "-json", "-detailed-exitcode"], 2, env());
    const said = diagnostics(plan.stdout);
    expect(said.map((d) => [d.severity, d.summary]).sort()).toEqual([
      ["warning", "Website kept.gone.example.com deleted outside Terraform"],
      ["warning", "Website open.gone.example.com deleted outside Terraform"],
    ]);
    expect(flat(said.find((d) => d.summary.startsWith("Website kept"))!.detail)).toContain("its statistics went with it");
    const planned = plan.stdout.split("\n").filter((line) => line.includes('"type":"planned_change"'));
    expect(planned).toHaveLength(2);
    for (const line of planned) expect(line).toContain('"action":"create"');

    // the human plan and the apply say the same, and create both anew
    const apply = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(apply.stdout).not.toContain(GENERIC);
    expect(apply.stdout).not.toContain(PROTECTED);
    expect(apply.stdout).toContain("Apply complete! Resources: 2 added, 0 changed, 0 destroyed.");
    expect(idOf("kept.gone.example.com")).not.toBe(kept);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env());
  });
});

describe("the account is part of a website's identity", () => {
  it("records the account, and refuses a key of another account before anything leaves the state", async () => {
    const ws = await applied({
      "main.tf": PROVIDER_BLOCK + block("mine", "mine.account.example.com") + block("safe", "safe.account.example.com", "  deletion_protection = true\n"),
    });
    const account = emulator.store.accountForKey(KEY)!;
    const other = emulator.store.accountForKey(OTHER_KEY)!;
    const shown = await ws.expect(["state", "show", "phpanalytics_website.mine"], 0);
    expect(shown.stdout).toMatch(new RegExp(`account_id\\s+= "${account.id}"`));
    const before = await stateList(ws);

    // without a refresh, the delete handler meets the other account (the protected one is refused at plan)
    const destroy = ["destroy", "-input=false", "-auto-approve", "-refresh=false", "-target=phpanalytics_website.mine"];
    for (const command of [["plan", "-input=false"], ["apply", "-input=false", "-auto-approve"], destroy]) {
      const refused = await ws.expect(command, 1, env(OTHER_KEY));
      const text = flat(refused.stderr);
      expect(text).toContain(`Error: ${FOREIGN}`);
      expect(text).toContain(`belongs to account ${other.id} (${other.name})`);
      expect(text).toContain(`as a website of account ${account.id}`);
      expect(text).toContain("from the PHPANALYTICS_API_KEY environment variable");
      expect(text).not.toContain(OTHER_KEY);
      expect(text).not.toContain("removed outside Terraform");
      expect(await stateList(ws)).toEqual(before);
    }
    expect(emulator.store.list(KEY).map((w) => w.domain)).toEqual(expect.arrayContaining(["mine.account.example.com", "safe.account.example.com"]));
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env());
  });

  it("allowed_account_ids refuses a key of another account at configure", async () => {
    const account = emulator.store.accountForKey(KEY)!;
    const other = emulator.store.accountForKey(OTHER_KEY)!;
    const pinned = PROVIDER_BLOCK.replace('provider "phpanalytics" {}', `provider "phpanalytics" {\n  allowed_account_ids = ["${account.id}"]\n}`);
    const ws = home.workspace({ "main.tf": pinned + `\ndata "phpanalytics_account" "me" {}\n` });
    await ws.expect(["init", "-input=false"], 0, env());
    await ws.expect(["plan", "-input=false"], 0, env());
    const refused = await ws.expect(["plan", "-input=false"], 1, env(OTHER_KEY));
    expect(flat(refused.stderr)).toContain("Error: Account not allowed");
    expect(flat(refused.stderr)).toContain(`belongs to account ${other.id} (${other.name}), which allowed_account_ids (${account.id}) does not list`);

    ws.write({ "main.tf": pinned.replace(`["${account.id}"]`, '["first"]') + `\ndata "phpanalytics_account" "me" {}\n` });
    const invalid = await ws.expect(["validate"], 1, env());
    expect(flat(invalid.stderr)).toContain('allowed_account_ids[0] must be an account\'s numeric id, such as "3"');
  });

  it("a state of an earlier version gains its account on the next refresh, without a diff", async () => {
    const ws = await applied({ "main.tf": PROVIDER_BLOCK + block("old", "old.account.example.com") });
    const statePath = `${ws.dir}/terraform.tfstate`;
    const { readFileSync, writeFileSync } = await import("node:fs");
    const state = JSON.parse(readFileSync(statePath, "utf8")) as { resources: Array<{ instances: Array<{ attributes: Record<string, unknown> }> }> };
    delete state.resources[0]!.instances[0]!.attributes.account_id;
    writeFileSync(statePath, JSON.stringify(state));

    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env());
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    const shown = await ws.expect(["state", "show", "phpanalytics_website.old"], 0);
    expect(shown.stdout).toMatch(new RegExp(`account_id\\s+= "${emulator.store.accountForKey(KEY)!.id}"`));
  });
});

describe("protection changes say what they do", () => {
  it("lifting deletion_protection warns with the website's history; lifting it and changing the domain is two steps", async () => {
    const site = emulator.store.create(KEY, { domain: "lift.protect.example.com" });
    emulator.recordPageviews(site.id, { "2023-01-01": 1, "2023-01-02": 2 });
    const ws = home.workspace({
      "main.tf": PROVIDER_BLOCK + block("lift", "lift.protect.example.com") + `\nimport {\n  to = phpanalytics_website.lift\n  id = "${site.id}"\n}\n`,
    });
    await ws.expect(["init", "-input=false"], 0, env());
    // the import sets true, and the block leaves the setting out: a lift
    const plan = diagnostics((await ws.expect(["plan", "-input=false", "-json"], 0, env())).stdout);
    const lift = plan.find((d) => d.summary === "Deletion protection lifted from lift.protect.example.com");
    expect(lift?.severity).toBe("warning");
    expect(flat(lift!.detail)).toContain(`(id ${site.id}), which has pageviews on 2 days since 2023-01-01`);
    expect(flat(lift!.detail)).toContain("set deletion_protection = true in its resource block");

    ws.write({
      "main.tf":
        PROVIDER_BLOCK +
        block("lift", "lift.protect.example.com", "  deletion_protection = true\n") +
        `\nimport {\n  to = phpanalytics_website.lift\n  id = "${site.id}"\n}\n`,
    });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());

    ws.write({ "main.tf": PROVIDER_BLOCK + block("lift", "moved.protect.example.com", "  deletion_protection = false\n") });
    const both = await ws.expect(["plan", "-input=false"], 1, env());
    const text = flat(both.stderr);
    expect(text).toContain(`Error: ${PROTECTED}`);
    expect(text).toContain("The configuration already sets deletion_protection = false, but the state still holds true");
    expect(text).toContain('first apply deletion_protection = false with the website as it is (domain = "lift.protect.example.com")');
  });
});
