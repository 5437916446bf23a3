// `npm start` as a smoke test: the demo command of the built CLI on the embedded emulator.
import { beforeAll, describe, expect, it } from "vitest";
import { bundleCli, ROOT, runCli } from "./helpers";

let cli: string;

beforeAll(async () => {
  cli = await bundleCli();
});

describe("phpanalytics demo", () => {
  it("runs the whole lifecycle, names the drifted website and attribute, exits 0", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TF_CLI_CONFIG_FILE: "/nonexistent/terraform.rc" };
    delete env.PHPANALYTICS_BASE_URL;
    delete env.PHPANALYTICS_API_KEY;
    const result = await runCli(cli, ["demo"], ROOT, env);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain("rate limit off");
    expect(result.stdout).toContain("Resources: 1 imported, 4 added, 0 changed, 0 destroyed");
    expect(result.stdout).toMatch(/phpanalytics_website\.intranet\s+intranet\.example\.com\s+privacy\s+"private" -> "public"/);
    expect(result.stdout).toContain("Resources: 0 added, 1 changed, 0 destroyed");
    expect(result.stdout).toContain("No changes.");
    // the end: what a delete destroys, and deletion protection refusing a replacement
    expect(result.stdout).toContain("Warning: Deleting a website deletes its statistics");
    // terraform wraps diagnostics at 78 columns, and the demo indents them
    const flat = result.stdout.replace(/\s+/g, " ");
    expect(flat).toMatch(/shop\.example\.com \(id \d+\) and all its statistics: pageviews on 14 days since \d{4}-\d{2}-\d{2}/);
    expect(result.stdout).toContain("Error: Website protected from deletion");
    expect(flat).toMatch(/legacy\.example\.com \(id \d+\) has deletion_protection = true/);
    expect(result.stdout).toMatch(/stopped the emulator .* Done in/);
    expect(result.stdout).not.toMatch(/shop-[0-9a-f]{24}/);
    expect(result.stdout).not.toMatch(/demo-[0-9a-f]{18}/);
  });
});
