// phpanalytics drift against a server that has stopped (issue 33): the refresh-only plan's
// reads give up on it within the reads' short budget and say how many tries they made over
// how long. One run, with --unmanaged: drift refreshes every stack before it lists the
// account (src/drift/check.ts), so a run without it fails the same way, and the listing is
// not reached. Each run waits out the budget (seconds of real time).
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, run, TERRAFORM, TerraformHome, type RunResult } from "../e2e/harness";
import { builtCli } from "../support/cli";

const KEY = "drift-stopped-key";
let home: TerraformHome;
let env: NodeJS.ProcessEnv;
let stack: string;

const drift = (args: string[]): Promise<RunResult> => run(process.execPath, [builtCli(), "drift", "--stack", stack, ...args], { cwd: stack, env });
const flat = (text: string) => text.replace(/\s+/g, " ");
/** What a read says when it gave up on a server out of reach: its tries, their time, and the bound. */
const GAVE_UP = new RegExp(
  String.raw`connection refused by 127\.0\.0\.1:\d+ after (\d+) tr(?:y|ies) over (\d+\.\d) s ` +
    String.raw`\(a read retries up to 5 times, and not once the server has been out of reach for 8 s\)`,
);

beforeAll(async () => {
  const emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  env = home.env({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
  stack = mkdtempSync(join(home.root, "stopped-"));
  writeFileSync(join(stack, "main.tf"), `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "site" {\n  domain = "stopped.drift.example.com"\n}\n`);
  for (const args of [
    ["init", "-input=false"],
    ["apply", "-auto-approve", "-input=false"],
  ]) {
    const r = await run(TERRAFORM, [args[0]!, "-no-color", ...args.slice(1)], { cwd: stack, env });
    if (r.code !== 0) throw new Error(`terraform ${args.join(" ")}: ${r.stdout}\n${r.stderr}`);
  }
  // the server stops; its port now refuses connections
  await emulator.close();
});

afterAll(() => {
  home?.dispose();
});

describe("drift against a stopped server", () => {
  it("fails with the tries and time of the refresh's reads, within their short budget, with --unmanaged too", async () => {
    const result = await drift(["--unmanaged"]);
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const told = GAVE_UP.exec(flat(result.stderr));
    expect(told, result.stderr).not.toBeNull();
    expect(Number(told![2])).toBeLessThanOrEqual(8);
  });
});
