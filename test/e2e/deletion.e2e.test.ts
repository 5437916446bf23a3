// No statistics are lost without the plan saying so (issue 25): with the real terraform,
// every planned delete or replacement of a website warns of the history it destroys, and
// deletion_protection refuses such a plan, also once the resource block is gone.
import { describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { useEmulatorAndHome } from "./emulator-home";
import { PROVIDER_BLOCK, type Workspace } from "./harness";

const KEY = "deletion-key";
const WARNING = "Deleting a website deletes its statistics";
const REFUSED = "Website protected from deletion";
const fx = useEmulatorAndHome(KEY);

const { env } = fx;
/** terraform wraps diagnostic text at 78 columns */
const flat = (text: string): string => text.replace(/\s+/g, " ");
const requests = (route: string): number => fx.emulator.stats.count(route);
const STATS = "GET /api/v1/stats/{id}";

interface Website {
  name: string;
  domain: string;
  extra?: string;
}
const config = (websites: Website[], more = ""): string =>
  PROVIDER_BLOCK +
  websites.map(({ name, domain, extra }) => `\nresource "phpanalytics_website" "${name}" {\n  domain = "${domain}"\n${extra ?? ""}}\n`).join("") +
  more;

interface Diagnostic {
  severity: string;
  summary: string;
  detail: string;
  address?: string;
}

/** The diagnostics of a `-json` run, one each, as Terraform does not fold them there. */
function diagnostics(stdout: string): Diagnostic[] {
  return stdout
    .split("\n")
    .filter((line) => line.includes('"type":"diagnostic"'))
    .map((line) => (JSON.parse(line) as { diagnostic: Diagnostic }).diagnostic);
}

async function applied(websites: Website[]): Promise<Workspace> {
  const ws = fx.home.workspace({ "main.tf": config(websites) });
  await ws.expect(["init", "-input=false"], 0, env());
  await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
  return ws;
}

function idOf(domain: string): number {
  const website = fx.emulator.store.list(KEY).find((w) => w.domain === domain);
  if (!website) throw new Error(`no website ${domain} on the emulator`);
  return website.id;
}

describe("a plan that deletes websites says what goes with them", () => {
  it("a destroy names each website with its history, and one without statistics in a short note", async () => {
    const ws = await applied([
      { name: "shop", domain: "shop.deletion.example.com" },
      { name: "blog", domain: "blog.deletion.example.com" },
    ]);
    const shop = idOf("shop.deletion.example.com");
    fx.emulator.recordPageviews(shop, { "2021-03-04": 5, "2021-03-05": 2, "2024-01-01": 7 });

    const plan = await ws.expect(["plan", "-destroy", "-input=false", "-json"], 0, env());
    const warnings = diagnostics(plan.stdout).filter((d) => d.summary.startsWith("Deleting "));
    // a website with history has a summary of its own, which Terraform never folds
    expect(warnings.map((w) => [w.address, w.summary]).sort()).toEqual([
      ["phpanalytics_website.blog", WARNING],
      ["phpanalytics_website.shop", "Deleting shop.deletion.example.com deletes 3 days of statistics"],
    ]);
    const shopWarning = flat(warnings.find((w) => w.address === "phpanalytics_website.shop")!.detail);
    expect(shopWarning).toContain(
      `This plan deletes the website shop.deletion.example.com (id ${shop}) and all its statistics: pageviews on 3 days since 2021-03-04.`,
    );
    expect(shopWarning).toContain("cannot be recovered");
    expect(shopWarning).toContain("removed { from = ADDRESS lifecycle { destroy = false } }");
    expect(shopWarning).toContain("deletion_protection = true");
    expect(flat(warnings.find((w) => w.address === "phpanalytics_website.blog")!.detail)).toMatch(
      /blog\.deletion\.example\.com \(id \d+\), which has no statistics yet/,
    );

    // the human output shows both: nothing folds the website with history away
    const human = await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env());
    expect(human.stdout).toContain("Warning: Deleting shop.deletion.example.com deletes 3 days of statistics");
    expect(human.stdout).toContain(`Warning: ${WARNING}`);
    expect(human.stdout).not.toContain("similar warning");
    expect(fx.emulator.statistics.has(shop)).toBe(false);
  });

  it("a shrinking count and a tainted website warn too", async () => {
    const counted = `\nresource "phpanalytics_website" "many" {\n  count  = COUNT\n  domain = "many\${count.index}.deletion.example.com"\n}\n`;
    const ws = fx.home.workspace({ "main.tf": PROVIDER_BLOCK + counted.replace("COUNT", "2") });
    await ws.expect(["init", "-input=false"], 0, env());
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    const many1 = idOf("many1.deletion.example.com");

    ws.write({ "main.tf": PROVIDER_BLOCK + counted.replace("COUNT", "1") });
    const shrink = diagnostics((await ws.expect(["plan", "-input=false", "-json"], 0, env())).stdout);
    expect(shrink.map((d) => d.summary)).toEqual([WARNING]);
    expect(flat(shrink[0]!.detail)).toContain(`many1.deletion.example.com (id ${many1})`);
    expect(flat(shrink[0]!.detail)).toContain("`count` index");

    ws.write({ "main.tf": PROVIDER_BLOCK + counted.replace("COUNT", "2") });
    await ws.expect(["taint", "phpanalytics_website.many[1]"], 0, env());
    const tainted = diagnostics((await ws.expect(["plan", "-input=false", "-json"], 0, env())).stdout);
    expect(tainted.map((d) => [d.summary, d.address])).toEqual([[WARNING, "phpanalytics_website.many[1]"]]);
    expect(flat(tainted[0]!.detail)).toContain("which has no statistics yet: this plan replaces it (`-replace`, a tainted resource");
  });
});

describe("the history look-ups", () => {
  it("a destroy of 25 websites looks up ten of them and folds its warnings into one", async () => {
    const ws = fx.home.workspace({
      "main.tf": PROVIDER_BLOCK + `\nresource "phpanalytics_website" "fleet" {\n  count  = 25\n  domain = "fleet\${count.index}.deletion.example.com"\n}\n`,
    });
    await ws.expect(["init", "-input=false"], 0, env());
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    const before = requests(STATS);
    const destroy = await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env());
    expect(requests(STATS) - before).toBe(10);
    // the rest say why they have no figures
    expect(flat(destroy.stdout)).toMatch(
      new RegExp(
        String.raw`and all its statistics(: no statistics yet| \(its statistics were not looked up: ` +
          String.raw`a plan looks up the first 10 websites it deletes\))|which has no statistics yet`,
      ),
    );
    expect(destroy.stdout.split(`Warning: ${WARNING}`)).toHaveLength(2);
    expect(destroy.stdout).toContain("(and 24 more similar warnings elsewhere)");
    expect(destroy.stdout).toContain("Destroy complete! Resources: 25 destroyed.");
  });

  it("never wait for the rate limit: with the budget spent, the plan warns without figures at once", async () => {
    // Once the budget is spent the emulator's clock stands still, so a plan that waited for
    // the window would never end.
    let frozenAt: number | undefined;
    const clock = {
      now: () => frozenAt ?? Date.now(),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (t: unknown) => clearTimeout(t as NodeJS.Timeout),
    };
    const limited = await startEmulator({ apiKeys: [KEY], rateLimit: 20, quiet: true, clock });
    try {
      const site = limited.store.create(KEY, { domain: "limited.deletion.example.com" });
      limited.recordPageviews(site.id, { "2024-03-04": 1 });
      const ws = fx.home.workspace({
        "main.tf":
          config([{ name: "limited", domain: "limited.deletion.example.com" }]) + `\nimport {\n  to = phpanalytics_website.limited\n  id = "${site.id}"\n}\n`,
      });
      const limitedEnv = { PHPANALYTICS_BASE_URL: limited.url, PHPANALYTICS_API_KEY: KEY };
      await ws.expect(["init", "-input=false"], 0, limitedEnv);
      await ws.expect(["apply", "-input=false", "-auto-approve"], 0, limitedEnv);
      while ((await fetch(`${limited.url}/api/v1/account`, { headers: { Authorization: `Bearer ${KEY}`, Accept: "application/json" } })).status !== 429);
      frozenAt = Date.now();
      const plan = await ws.expect(["plan", "-destroy", "-refresh=false", "-input=false", "-json"], 0, limitedEnv);
      const warnings = diagnostics(plan.stdout).filter((d) => d.summary === WARNING);
      expect(warnings).toHaveLength(1);
      expect(flat(warnings[0]!.detail)).toContain(
        `limited.deletion.example.com (id ${site.id}) and all its statistics (the statistics endpoint did not answer at once, and a plan never waits for ` +
          `it). Deleted statistics cannot be recovered.`,
      );
      expect(plan.stdout).not.toContain("Waited for the API rate limit");
    } finally {
      await limited.close();
    }
  });
});

describe("deletion_protection", () => {
  it("refuses a domain change, a destroy and a removed block at plan, and yields once set to false and applied", async () => {
    const protectedSite = { name: "kept", domain: "kept.deletion.example.com", extra: "  deletion_protection = true\n" };
    const ws = await applied([protectedSite]);
    const id = idOf("kept.deletion.example.com");
    const deletes = requests("DELETE /api/v1/websites/{id}");

    ws.write({ "main.tf": config([{ ...protectedSite, domain: "moved.deletion.example.com" }]) });
    const renamed = await ws.expect(["plan", "-input=false"], 1, env());
    expect(renamed.stderr).toContain(REFUSED);
    expect(renamed.stderr).toContain("with phpanalytics_website.kept");
    expect(flat(renamed.stderr)).toContain('its domain changes from "kept.deletion.example.com" to "moved.deletion.example.com"');
    expect(flat(renamed.stderr)).toContain("set deletion_protection = false and apply that first");

    // Terraform drops the warnings of a replacement's second planning call, where -replace
    // shows; an error it keeps
    ws.write({ "main.tf": config([protectedSite]) });
    const replaced = await ws.expect(["plan", "-input=false", "-replace=phpanalytics_website.kept"], 1, env());
    expect(replaced.stderr).toContain(REFUSED);
    expect(flat(replaced.stderr)).toContain("this plan replaces it (`-replace`, a tainted resource");
    await ws.expect(["taint", "phpanalytics_website.kept"], 0, env());
    expect((await ws.expect(["plan", "-input=false"], 1, env())).stderr).toContain(REFUSED);
    await ws.expect(["untaint", "phpanalytics_website.kept"], 0, env());

    const destroy = await ws.expect(["destroy", "-input=false", "-auto-approve"], 1, env());
    expect(destroy.stderr).toContain(REFUSED);
    expect(flat(destroy.stderr)).toContain(`kept.deletion.example.com (id ${id}) has deletion_protection = true`);

    // the block gone: the state still says true
    ws.write({ "main.tf": PROVIDER_BLOCK });
    const gone = await ws.expect(["plan", "-input=false"], 1, env());
    expect(gone.stderr).toContain(REFUSED);
    expect(requests("DELETE /api/v1/websites/{id}")).toBe(deletes);

    // a removed block that keeps the website: no longer managed, not deleted
    ws.write({ "main.tf": PROVIDER_BLOCK + "removed {\n  from = phpanalytics_website.kept\n  lifecycle {\n    destroy = false\n  }\n}\n" });
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(requests("DELETE /api/v1/websites/{id}")).toBe(deletes);
    expect(idOf("kept.deletion.example.com")).toBe(id);

    // imported again, then unprotected by an apply that sends nothing, then destroyed
    ws.write({
      "main.tf": config([{ name: "kept", domain: "kept.deletion.example.com" }]) + `\nimport {\n  to = phpanalytics_website.kept\n  id = "${id}"\n}\n`,
    });
    const puts = requests("PUT /api/v1/websites/{id}");
    const reimport = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(reimport.stdout).toMatch(/~ deletion_protection\s+= true -> false/);
    expect(requests("PUT /api/v1/websites/{id}")).toBe(puts);
    await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, env());
    expect(requests("DELETE /api/v1/websites/{id}")).toBe(deletes + 1);
  });
});
