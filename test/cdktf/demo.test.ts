// `npm start` as a smoke test: the demo command of the built CLI on the embedded emulator,
// read as the lifecycle every front end goes through (test/support/lifecycle.ts). The demo
// runs it all in one command, so each step is read from its numbered lines: the demo keeps
// its emulator and its stack to itself (no server, no stack to read), makes the change
// outside Terraform itself, and ends without destroying, showing instead what a destroy
// would delete and deletion protection refusing a replacement.
import { beforeAll, expect } from "vitest";
import { tableFindings } from "../support/findings";
import { expectNoSecrets, lifecycle, type Seen, type Settled } from "../support/lifecycle";
import { bundleCli, ROOT, runCli } from "./helpers";

// the demo's API key and the shop's password, made at random for each run
const SECRETS = [/shop-[0-9a-f]{24}/, /demo-[0-9a-f]{18}/];
let transcript: string;

beforeAll(async () => {
  const cli = await bundleCli();
  const env: NodeJS.ProcessEnv = { ...process.env, TF_CLI_CONFIG_FILE: "/nonexistent/terraform.rc" };
  delete env.PHPANALYTICS_BASE_URL;
  delete env.PHPANALYTICS_API_KEY;
  const result = await runCli(cli, ["demo"], ROOT, env);
  expect(result.code, result.stdout + result.stderr).toBe(0);
  transcript = result.stdout;
});

/** The numbered step whose line starts with `start`, with its indented details. */
function step(start: string): Seen {
  const lines = transcript.split("\n");
  const first = lines.findIndex((line) => new RegExp(`^\\s*\\d+\\. ${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(line));
  expect(first, `the demo has no step "${start}"`).toBeGreaterThanOrEqual(0);
  let end = first + 1;
  while (end < lines.length && !/^\s*\d+\. /.test(lines[end]!)) end++;
  return { output: lines.slice(first, end).join("\n") };
}

/** "clean: terraform plan says "No changes. ...", drift detection finds none" */
async function settled(): Promise<Settled> {
  const { output: line } = step("clean: ");
  return {
    plan: { output: line, changes: !line.includes('terraform plan says "No changes.') },
    drift: { output: line, drifted: !line.includes("drift detection finds none"), findings: [] },
  };
}

lifecycle("phpanalytics demo", {
  frontEnd: {
    synth: async () => ({ ...step("synthesized examples/cdktf/main.ts -> "), stack: undefined }),
    apply: async () => step("terraform apply: "),
    settled,
    changeOutside: async (change) => {
      const seen = step(`changed ${change.domain} behind Terraform's back: `);
      for (const { attribute, old, new: now } of change.found) expect(seen.output).toContain(`${attribute} ${String(old)} -> ${String(now)} (API call)`);
      return seen;
    },
    drift: async () => {
      const seen = step("drift detection ");
      return { ...seen, drifted: /: [1-9]\d* drifted/.test(seen.output), findings: tableFindings(seen.output) };
    },
    converge: async () => step("terraform apply again to converge: "),
    destroy: undefined,
  },
  server: undefined,
  secrets: SECRETS,
  notInStack: () => [],
  websites: {}, // neither a stack nor a server to check them on
  settleAfterApply: false,
  applied: "Resources: 1 imported, 4 added, 0 changed, 0 destroyed",
  change: {
    address: "phpanalytics_website.intranet",
    domain: "intranet.example.com",
    update: { privacy: "public" },
    found: [{ attribute: "privacy", old: "private", new: "public" }],
    restored: { privacy: "private" },
  },
  converged: "Resources: 0 added, 1 changed, 0 destroyed",
  destroyed: undefined,
  also: {
    synth: () => {
      expect(step("emulator listening on ").output).toContain("rate limit off");
    },
    drift: ({ output }) => {
      expect(output).toMatch(/phpanalytics_website\.intranet\s+intranet\.example\.com\s+privacy\s+"private" -> "public"/);
    },
    converge: (_seen, { plan }) => {
      expect(plan.output).toContain("No changes.");
    },
  },
  extra: {
    converge: [
      {
        name: "ends with what a delete destroys and deletion protection refusing a replacement, then stops",
        run: async () => {
          const all = transcript;
          expectNoSecrets(all, SECRETS);
          expect(all).toContain("Warning: Deleting a website deletes its statistics");
          // terraform wraps diagnostics at 78 columns, and the demo indents them
          const flat = all.replace(/\s+/g, " ");
          expect(flat).toMatch(/shop\.example\.com \(id \d+\) and all its statistics: pageviews on 14 days since \d{4}-\d{2}-\d{2}/);
          expect(all).toContain("Error: Website protected from deletion");
          expect(flat).toMatch(/legacy\.example\.com \(id \d+\) has deletion_protection = true/);
          expect(all).toMatch(/stopped the emulator .* Done in/);
        },
      },
    ],
  },
});
