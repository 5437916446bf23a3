// phpanalytics drift and failed checks (issue 28): a check block on a website's recent
// pageviews fails in the nightly refresh-only plan; drift reports it apart from drift in its
// text, Markdown and JSON output, and exits 3 for failed checks alone, 2 when something also
// drifted, 0 once the check passes.
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const KEY = "drift-checks-key";
const DOMAIN = "quiet.checks.example.com";
let emulator: EmulatorHandle;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let stack: string;

const config = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "quiet" {
  domain = "${DOMAIN}"
}

check "quiet_reports_pageviews" {
  data "phpanalytics_website_statistics" "recent" {
    website_id = phpanalytics_website.quiet.id
    name       = "pageviews"
    from       = formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "-48h"))
  }

  assert {
    condition     = data.phpanalytics_website_statistics.recent.sum > 0
    error_message = "${DOMAIN} had no pageviews in the last two days."
  }
}
`;

const drift = (args: string[]): Promise<RunResult> => run(process.execPath, [builtCli(), "drift", "--stack", stack, ...args], { cwd: stack, env });

interface JsonReport {
  drifted: boolean;
  failedChecks: { address: string; stack: string; status: string; messages: string[] }[];
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  env = home.env({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
  stack = mkdtempSync(join(home.root, "checked-"));
  writeFileSync(join(stack, "main.tf"), config);
  for (const args of [
    ["init", "-input=false"],
    ["apply", "-auto-approve", "-input=false"],
  ]) {
    const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: stack, env });
    if (r.code !== 0) throw new Error(`terraform ${args.join(" ")}: ${r.stdout}\n${r.stderr}`);
  }
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

describe("phpanalytics drift with a failing check", () => {
  it("reports it apart from drift in text, Markdown and JSON, and exits 3", async () => {
    const json = await drift(["--json"]);
    expect(json.code, json.stderr).toBe(3);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report.drifted).toBe(false);
    expect(report.failedChecks).toEqual([
      { stack, address: "check.quiet_reports_pageviews", status: "fail", messages: [`${DOMAIN} had no pageviews in the last two days.`] },
    ]);

    const text = await drift([]);
    expect(text.code).toBe(3);
    expect(text.stdout).toContain("No drift");
    expect(text.stdout).toContain("Failed checks: 1 check (not drift)");
    expect(text.stdout).toContain(`check.quiet_reports_pageviews  ${stack}  ${DOMAIN} had no pageviews in the last two days.`);

    const markdown = await drift(["--format", "markdown"]);
    expect(markdown.code).toBe(3);
    expect(markdown.stdout).toContain(":warning: No drift in");
    expect(markdown.stdout).toContain("; 1 failed check.");
    expect(markdown.stdout).toContain("### Failed checks");
  });

  it("exits 2 when a website also drifted, with both reported", async () => {
    const quiet = emulator.store.list(KEY).find((w) => w.domain === DOMAIN)!;
    emulator.store.update(KEY, quiet.id, { exclude_bots: 0 });
    const json = await drift(["--json"]);
    expect(json.code, json.stderr).toBe(2);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report.drifted).toBe(true);
    expect(report.failedChecks.map((c) => c.address)).toEqual(["check.quiet_reports_pageviews"]);
    emulator.store.update(KEY, quiet.id, { exclude_bots: 1 });
  });

  it("exits 0 once the website records pageviews again", async () => {
    emulator.recordPageviews(DOMAIN, { [new Date().toISOString().slice(0, 10)]: 4 });
    const json = await drift(["--json"]);
    expect(json.code, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as JsonReport).failedChecks).toEqual([]);
  });
});
