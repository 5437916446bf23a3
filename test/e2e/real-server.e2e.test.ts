// What the real server does, through the real terraform (issue 8): domains as the server
// canonicalises and validates them, passwords cleared when the configuration drops them,
// 404s that are not the API's, and base URLs ending in /api/v1; with its rate limit of 60 a
// minute and two accounts' keys (issue 32), a destroy whose one website with history is
// never folded away, and a key of the other account refused without emptying the state.
// And what a user does to it (issue 33): Ctrl-C while creates wait for its rate limit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PhpAnalyticsClient } from "../../src/api";
import { startEmulator } from "../../src/emulator";
import { startTerraform } from "../support/terraform-runs";
import { waitFor } from "../support/wait-for";
import { PROVIDER_BLOCK, TerraformHome } from "./harness";

const API_KEY = "real-server-key";
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let home: TerraformHome;
let api: PhpAnalyticsClient;
let env: NodeJS.ProcessEnv;

const flat = (text: string) => text.replace(/\s+/g, " "); // terraform wraps long lines

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  api = createClient({ baseUrl: emulator.url, apiKey: API_KEY, requestsPerMinute: 0 });
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY, TF_VAR_pw: "first-pass" };
});

afterAll(async () => {
  await api?.close();
  await emulator?.close();
  home?.dispose();
});

const domainsConfig = (domains: string[]) =>
  PROVIDER_BLOCK + domains.map((d, i) => `resource "phpanalytics_website" "d${i}" {\n  domain = "${d}"\n}\n`).join("\n");

describe("domains as the server handles them", () => {
  it("applies every spelling the server accepts and then plans no changes", async () => {
    const spelled = ["www.news.www.example.net", "my_site.example.com", "trailing.example.org.", "192.0.2.1", "https://www.example.com/index.html"];
    const ws = home.workspace({ "main.tf": domainsConfig(spelled) });
    await ws.expect(["init", "-input=false"], 0, env);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
    const stored = (await api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites.map((w) => w.domain);
    expect(stored).toEqual(["192.0.2.1", "example.com/index.html", "my_site.example.com", "news.example.net", "trailing.example.org."]);
    await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env);
  });
});

describe("passwords", () => {
  const site = (privacy: string, password: boolean) =>
    `${PROVIDER_BLOCK}\nvariable "pw" {\n  type      = string\n  sensitive = true\n}\n\nresource "phpanalytics_website" "site" ` +
    `{\n  domain  = "pw.example.net"\n  privacy = "${privacy}"\n${password ? "  password = var.pw\n" : ""}}\n`;

  it("clears the password on the server when the configuration drops it, and shows one set outside", async () => {
    const ws = home.workspace({ "main.tf": site("password", true) });
    await ws.expect(["init", "-input=false"], 0, env);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    const id = (await api.findWebsiteByDomain("pw.example.net"))!.id;
    expect((await api.getWebsite(id)).hasPassword).toBe(true);

    ws.write({ "main.tf": site("public", false) });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    expect(await api.getWebsite(id)).toMatchObject({ privacy: "public", hasPassword: false });
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);

    // Someone protects it in the web interface and then makes it public again: the
    // password stays on the server, where it would come back into force later.
    await api.updateWebsite(id, { privacy: "password", password: "set-outside" });
    await api.updateWebsite(id, { privacy: "public" });
    expect(await api.getWebsite(id)).toMatchObject({ privacy: "public", hasPassword: true });
    const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, env);
    expect(flat(plan.stdout + plan.stderr)).toContain("Password set outside Terraform");
    expect(plan.stdout).toContain("phpanalytics_website.site will be updated in-place");
    expect(plan.stdout + plan.stderr).not.toContain("set-outside");
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env);
    expect((await api.getWebsite(id)).hasPassword).toBe(false);
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, env);
    await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env);
  });
});

describe("addresses", () => {
  it("a base_url ending in /api/v1/ is the same address; a wrong path never costs state", async () => {
    const ws = home.workspace({ "main.tf": domainsConfig(["kept.example.net"]) });
    await ws.expect(["init", "-input=false"], 0, env);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, { ...env, PHPANALYTICS_BASE_URL: `${emulator.url}/api/v1/` });
    await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, { ...env, PHPANALYTICS_BASE_URL: `${emulator.url}/api/v1` });

    const wrong = { ...env, PHPANALYTICS_BASE_URL: `${emulator.url}/analytics` };
    const refresh = await ws.expect(["plan", "-input=false"], 1, wrong);
    expect(flat(refresh.stderr)).toContain("Error: Wrong base_url");
    expect(flat(refresh.stderr)).toContain("base_url from PHPANALYTICS_BASE_URL");
    expect(flat(refresh.stdout + refresh.stderr)).not.toContain("deleted outside Terraform");
    expect((await ws.terraform(["state", "list"], env)).stdout.trim()).toBe("phpanalytics_website.d0");

    const fresh = home.workspace({ "main.tf": domainsConfig(["never.example.net"]) });
    await fresh.expect(["init", "-input=false"], 0, env);
    const create = await fresh.expect(["apply", "-input=false", "-auto-approve"], 1, wrong);
    expect(flat(create.stderr)).toContain("Error: Wrong base_url");
    expect(flat(create.stderr)).not.toContain("deleted outside Terraform");

    // A stopped server: the plan's reads retry it for a few seconds only, and say how long.
    const refused = await ws.expect(["plan", "-input=false"], 1, { ...env, PHPANALYTICS_BASE_URL: "http://127.0.0.1:9" });
    const told = new RegExp(
      String.raw`connection refused by 127\.0\.0\.1:9 after (\d+) tr(?:y|ies) over (\d+\.\d) s ` +
        String.raw`\(a read retries up to 5 times, and not once the server has been out of reach for 8 s\)\. Check base_url from PHPANALYTICS_BASE_URL`,
    ).exec(flat(refused.stderr));
    expect(told, refused.stderr).not.toBeNull();
    // one read, or a list page and the single read it falls back to, within one budget
    expect(Number(told![1])).toBeLessThanOrEqual(6);
    expect(Number(told![2])).toBeLessThanOrEqual(8);
    expect((await ws.terraform(["state", "list"], env)).stdout.trim()).toBe("phpanalytics_website.d0");
    await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env);
  });
});

describe("Ctrl-C while creates wait for the rate limit", () => {
  const COUNT = 40;
  const favourites = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "fav" {
  count    = ${COUNT}
  domain   = format("fav-%02d.interrupt.example", count.index)
  favorite = true
}
`;
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "phpa-interrupt-"));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  interface StateInstance {
    status?: string;
    attributes: { id: string; domain: string; favorite: boolean };
  }

  const stateOf = async (ws: ReturnType<TerraformHome["workspace"]>, at: NodeJS.ProcessEnv): Promise<StateInstance[]> => {
    const pulled = await ws.expect(["state", "pull"], 0, at);
    const state = JSON.parse(pulled.stdout) as { resources?: Array<{ instances: StateInstance[] }> };
    return (state.resources ?? []).flatMap((r) => r.instances);
  };

  it("abandons the follow-ups not sent, records every website the server holds untainted, and the next apply finishes the favourites", async () => {
    const dataFile = join(dataDir, "websites.json");
    // 20 requests a minute: the window is spent long before 40 creates and their favourite
    // follow-ups are sent, and what is left waits for the next window.
    const limited = await startEmulator({ apiKeys: [API_KEY], rateLimit: 20, quiet: true, dataFile });
    const limitedEnv = { PHPANALYTICS_BASE_URL: limited.url, PHPANALYTICS_API_KEY: API_KEY };
    const ws = home.workspace({ "main.tf": favourites });
    await ws.expect(["init", "-input=false"], 0, limitedEnv);

    const apply = startTerraform(ws, ["apply", "-input=false", "-auto-approve"], limitedEnv);
    // Every request of the window answered, so none is under way, and a website created
    // whose favourite follow-up can only go in the next window.
    const answered = () => Object.values(limited.stats.byStatus).reduce((sum, n) => sum + n, 0);
    const waitingFollowUp = () => answered() >= 20 && limited.store.list(API_KEY).some((w) => w.favoritedAt === null);
    await waitFor("the window spent with a created website waiting for its favourite", () => waitingFollowUp() || apply.child.exitCode !== null, 60_000);
    expect(apply.child.exitCode, `apply ended before the interrupt:\n${apply.output()}`).toBeNull();
    const waiting = limited.store
      .list(API_KEY)
      .filter((w) => w.favoritedAt === null)
      .map((w) => w.id);
    apply.child.kill("SIGINT");
    const stopped = await apply.done;
    const output = stopped.stdout + stopped.stderr;
    expect(stopped.code, output).not.toBe(0);
    expect(output).toMatch(/Interrupt received/);
    const errors = flat(output).match(/Error: .{0,200}/g) ?? [];
    expect(errors.filter((e) => /inconsistent result|panic|plugin exited|unexpected EOF/i.test(e))).toEqual([]);

    // The follow-ups waiting for the next window were abandoned, not sent when it opened.
    const held = limited.store.list(API_KEY);
    const unfavoured = held.filter((w) => w.favoritedAt === null).map((w) => w.id);
    expect(unfavoured.length).toBeGreaterThan(0);
    expect(unfavoured).toEqual(expect.arrayContaining(waiting));
    expect(held.length).toBeLessThan(COUNT);

    // Exactly the websites on the server are in state, untainted, with favorite as the server holds it.
    const recorded = await stateOf(ws, limitedEnv);
    expect(recorded.map((i) => i.attributes.id).sort()).toEqual(held.map((w) => String(w.id)).sort());
    expect(recorded.filter((i) => i.status === "tainted").map((i) => i.attributes.domain)).toEqual([]);
    const favouredInState = new Map(recorded.map((i) => [i.attributes.id, i.attributes.favorite]));
    for (const w of held) expect(favouredInState.get(String(w.id)), w.domain).toBe(w.favoritedAt !== null);
    await limited.close();

    // The same websites, served without a rate limit so the rest does not take minutes.
    const open = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true, dataFile });
    try {
      const openEnv = { PHPANALYTICS_BASE_URL: open.url, PHPANALYTICS_API_KEY: API_KEY };
      const plan = await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 2, openEnv);
      expect(plan.stdout).toContain(`Plan: ${COUNT - held.length} to add, ${unfavoured.length} to change, 0 to destroy.`);
      expect(flat(plan.stdout)).toContain("~ favorite = false -> true");
      await ws.expect(["apply", "-input=false", "-auto-approve"], 0, openEnv);
      const finished = open.store.list(API_KEY);
      expect(finished.map((w) => w.domain).sort()).toEqual(Array.from({ length: COUNT }, (_, i) => `fav-${String(i).padStart(2, "0")}.interrupt.example`));
      expect(finished.filter((w) => w.favoritedAt === null).map((w) => w.domain)).toEqual([]);
      await ws.expect(["plan", "-input=false", "-detailed-exitcode"], 0, openEnv);
    } finally {
      await open.close();
    }
  }, 180_000);
});

describe("two accounts on one server, with its rate limit", () => {
  const OTHER_KEY = "real-server-other-key";

  it("a destroy names the one website with history; the other account's key is refused, the state kept", async () => {
    const limited = await startEmulator({ apiKeys: [API_KEY, OTHER_KEY], rateLimit: 60, quiet: true });
    try {
      const at = (key: string) => ({ ...env, PHPANALYTICS_BASE_URL: limited.url, PHPANALYTICS_API_KEY: key });
      const ws = home.workspace({ "main.tf": domainsConfig(["a.fold.example.net", "b.fold.example.net", "c.fold.example.net", "d.fold.example.net"]) });
      await ws.expect(["init", "-input=false"], 0, at(API_KEY));
      await ws.expect(["apply", "-input=false", "-auto-approve"], 0, at(API_KEY));
      const third = limited.store.list(API_KEY).find((w) => w.domain === "c.fold.example.net")!;
      limited.recordPageviews(third.id, { "2025-01-01": 3, "2025-01-02": 5 });

      const other = limited.store.accountForKey(OTHER_KEY)!;
      const refused = await ws.expect(["plan", "-input=false"], 1, at(OTHER_KEY));
      expect(flat(refused.stderr)).toContain("Error: API key of another account");
      expect(flat(refused.stderr)).toContain(`belongs to account ${other.id} (${other.name})`);
      expect((await ws.terraform(["state", "list"])).stdout.trim().split("\n")).toHaveLength(4);

      const destroy = await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, at(API_KEY));
      expect(flat(destroy.stdout)).toContain("Warning: Deleting c.fold.example.net deletes 2 days of statistics");
      expect(flat(destroy.stdout)).toContain("(and 2 more similar warnings elsewhere)");
      expect(limited.store.list(API_KEY)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
