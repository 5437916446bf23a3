// `npm start` as a smoke test: the demo command of the built CLI on the embedded emulator,
// read as the lifecycle every front end goes through (test/support/lifecycle.ts). The demo
// runs it all in one command, so each step is read from its numbered lines: the demo keeps
// its emulator and its stack to itself (no server, no stack to read), makes the change
// outside Terraform itself, and ends without destroying, showing instead what a destroy
// would delete and deletion protection refusing a replacement. It is started from a CDKTF
// app of the user's, with a quick start's PHPANALYTICS_* settings naming a server set as a
// trap: it must use neither, and work in a temporary directory of its own.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableFindings } from "../support/findings";
import { expectNoSecrets, lifecycle, type Seen, type Settled } from "../support/lifecycle";
import { builtCli } from "../support/cli";
import { runCli } from "./helpers";

// the demo's API key and the shop's password, made at random for each run
const SECRETS = [/shop-[0-9a-f]{24}/, /demo-[0-9a-f]{18}/];
// A quick start's settings left exported, naming a "real" server: the demo must not use them.
const TRAP_KEY = "trap-key-of-a-real-account";
const SENTINEL = '{"the app\'s own stack": true}';
let cli: string;
let transcript: string;
let trap: Server;
const trapRequests: string[] = [];
let work: string;
/** The TMPDIR the demo runs with: its temporary directory must appear, and go, in here. */
let temp: string;
/** A CDKTF app of the user's, where the demo is started from. */
let app: string;
let env: NodeJS.ProcessEnv;

const appStack = () => join(app, "cdktf.out", "stacks", "websites");

beforeAll(async () => {
  cli = builtCli();
  trap = createServer((req, res) => {
    trapRequests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  work = mkdtempSync(join(tmpdir(), "phpa-demo-test-"));
  temp = join(work, "tmp");
  app = join(work, "app");
  mkdirSync(temp);
  mkdirSync(appStack(), { recursive: true });
  writeFileSync(join(appStack(), "cdk.tf.json"), SENTINEL);
  env = {
    ...process.env,
    TMPDIR: temp,
    TF_CLI_CONFIG_FILE: "/nonexistent/terraform.rc",
    TF_DATA_DIR: join(app, "terraform-data"),
    PHPANALYTICS_BASE_URL: `http://127.0.0.1:${(trap.address() as AddressInfo).port}`,
    PHPANALYTICS_API_KEY: TRAP_KEY,
  };
  const result = await runCli(cli, ["demo"], app, env);
  expect(result.code, result.stdout + result.stderr).toBe(0);
  transcript = result.stdout;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (trap ? trap.close(() => resolve()) : resolve()));
  if (work) rmSync(work, { recursive: true, force: true });
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
          expect(all).toContain("Warning: Deleting shop.example.com deletes 14 days of statistics");
          // terraform wraps diagnostics at 78 columns, and the demo indents them
          const flat = all.replace(/\s+/g, " ");
          expect(flat).toMatch(/shop\.example\.com \(id \d+\) and all its statistics: pageviews on 14 days since \d{4}-\d{2}-\d{2}/);
          expect(all).toContain("Error: Website protected from deletion");
          expect(flat).toMatch(/legacy\.example\.com \(id \d+\) has deletion_protection = true/);
          expect(all).toMatch(/stopped the emulator; removed .*\n.*done in /);
        },
      },
    ],
  },
});

/** The directory the demo says it works in, from its first line. */
function workingDirectory(output: string): string {
  const dir = /^phpanalytics demo: .* in (\S+)$/m.exec(output)?.[1];
  expect(dir, `the demo does not say where it works:\n${output}`).toBeDefined();
  return dir!;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("phpanalytics demo keeps to itself", () => {
  it("ignores the PHPANALYTICS_* and TF_* settings of the shell it runs in", () => {
    expect(trapRequests).toEqual([]);
    expect(transcript).toContain("ignoring PHPANALYTICS_API_KEY, PHPANALYTICS_BASE_URL: the demo never uses your settings");
    expect(transcript).not.toContain(TRAP_KEY);
    expect(step("emulator listening on ").output).not.toContain(env.PHPANALYTICS_BASE_URL);
    expect(existsSync(env.TF_DATA_DIR!)).toBe(false);
  });

  it("works in a temporary directory of its own, says where, and removes it", () => {
    const dir = workingDirectory(transcript);
    expect(dir.startsWith(join(temp, "phpa-demo-"))).toBe(true);
    expect(step("synthesized examples/cdktf/main.ts -> ").output).toContain(join(dir, "cdktf.out", "stacks", "websites"));
    expect(transcript).toContain(`stopped the emulator; removed ${dir}`);
    expect(readdirSync(temp)).toEqual([]);
    // the app it was started from keeps its own stack, untouched
    expect(readdirSync(appStack())).toEqual(["cdk.tf.json"]);
    expect(readFileSync(join(appStack(), "cdk.tf.json"), "utf8")).toBe(SENTINEL);
  });

  it("with --keep keeps the directory and the stack's state; --port picks the emulator's port", async () => {
    const port = await freePort();
    const kept = await runCli(cli, ["demo", "--keep", "--port", String(port)], app, env);
    expect(kept.code, kept.stdout + kept.stderr).toBe(0);
    expect(kept.stdout).toContain(`emulator listening on http://127.0.0.1:${port} `);
    const dir = workingDirectory(kept.stdout);
    expect(kept.stdout).toContain(`kept ${dir} (--keep)`);
    const state = join(dir, "cdktf.out", "stacks", "websites", "terraform.websites.tfstate");
    expect(JSON.parse(readFileSync(state, "utf8")).resources.length).toBeGreaterThan(0);
    expect(readdirSync(temp)).toEqual([dir.slice(temp.length + 1)]);
    expect(trapRequests).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it("refuses a port in use, naming --port, and removes its directory", async () => {
    const busy = createTcpServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    try {
      const port = (busy.address() as AddressInfo).port;
      const result = await runCli(cli, ["demo", "--port", String(port)], app, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`--port ${port}: the port is in use on 127.0.0.1; pick another, or 0 for a free one`);
      expect(result.stdout).toContain(`removed ${workingDirectory(result.stdout)}`);
      expect(result.stdout).not.toContain("stopped the emulator");
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  }, 60_000);

  it.each([
    [["--port", "70000"], "--port must be an integer from 0 to 65535"],
    [["--apply"], "--apply applies only with --base-url URL"],
    [["--out", "somewhere"], "--out applies only with --base-url URL"],
    [["--base-url", "http://127.0.0.1:1"], "--base-url needs --api-key-env NAME"],
    [["--base-url", "ftp://example.com", "--api-key-env", "X"], "--base-url must be an http:// or https:// URL"],
  ])("rejects %j, naming the flag", async (args, message) => {
    const result = await runCli(cli, ["demo", ...args], app, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(trapRequests).toEqual([]);
  });
});
