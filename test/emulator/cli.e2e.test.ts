// Runs the real `phpanalytics emulator` command, as built by `npm run build`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/api";
import { pemCertificates, secureContextTrusting } from "../../src/api/tls-trust";
import { parseEmulatorArgs } from "../../src/cli/commands/emulator";
import { makeThrowawayCa } from "../release/https-mirror";
import { builtCli } from "../support/cli";
import { startEmulatorChild } from "../support/emulator-child";

const dir = mkdtempSync(join(tmpdir(), "emu-cli-"));
let bundle: string;
beforeAll(() => {
  bundle = builtCli();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const createWebsite = (url: string, domain: string) =>
  fetch(`${url}/api/v1/websites`, {
    method: "POST",
    headers: { Authorization: "Bearer k", Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: `domain=${domain}`,
  });

const runCli = (args: string[]) => spawnSync(process.execPath, [bundle, "emulator", ...args], { encoding: "utf8", timeout: 10_000 });

describe("phpanalytics emulator (CLI)", () => {
  it("prints only its base URL, serves the API and exits 0 on SIGINT", async () => {
    const run = await startEmulatorChild(["--port", "0", "--api-key", "k"]);
    expect(run.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${run.url}/api/v1/account`, { headers: { Authorization: "Bearer k", Accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: number }).status).toBe(200);
    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toBe(`${run.url}\n`);
    expect(run.stderr()).toMatch(/GET \/api\/v1\/account 200 [\d.]+ms/);
    expect(run.stderr()).not.toContain("Bearer");
  });

  it("keeps --data across a restart and flushes on SIGTERM", async () => {
    const file = join(dir, "data.json");
    const first = await startEmulatorChild(["--api-key", "k", "--data", file, "--quiet"]);
    const created = await createWebsite(first.url, "persist.com");
    expect(created.status).toBe(201);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.stderr()).toBe("");
    const second = await startEmulatorChild(["--api-key", "k", "--data", file, "--quiet"]);
    const list = await fetch(`${second.url}/api/v1/websites`, { headers: { Authorization: "Bearer k", Accept: "application/json" } });
    const body = (await list.json()) as { data: { domain: string }[] };
    expect(body.data.map((w) => w.domain)).toEqual(["persist.com"]);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("records pageviews sent to its /_emulator route and keeps them in --data", async () => {
    const file = join(dir, "statistics.json");
    const headers = { Authorization: "Bearer k", Accept: "application/json" };
    const first = await startEmulatorChild(["--api-key", "k", "--data", file, "--quiet"]);
    const created = (await (await createWebsite(first.url, "counted.com")).json()) as { data: { id: number } };
    const id = created.data.id;
    const seeded = await fetch(`${first.url}/_emulator/websites/${id}/pageviews`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "2024-03-04=5&2024-03-05=2",
    });
    expect(seeded.status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const second = await startEmulatorChild(["--api-key", "k", "--data", file, "--quiet"]);
    const stats = await fetch(`${second.url}/api/v1/stats/${id}?name=pageviews&from=2024-01-01&to=2024-12-31&sort_by=value&sort=asc`, { headers });
    const body = (await stats.json()) as { data: unknown[]; total: number };
    expect(body.data).toEqual([
      { value: "2024-03-04", count: "5" },
      { value: "2024-03-05", count: "2" },
    ]);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("says which key it accepts when none is given", async () => {
    const run = await startEmulatorChild(["--quiet", "--rate-limit", "0", "--latency", "0", "--error-rate", "0"]);
    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
    // stderr and stdout are separate pipes: read stderr once the process is gone.
    expect(run.stderr()).toContain('"test-key"');
  });

  it.each([
    [["--port", "abc"], "--port"],
    [["--port", "70000"], "--port"],
    [["--rate-limit", "-1"], "--rate-limit"],
    [["--rate-limit-per", "key"], "--rate-limit-per must be address or account"],
    [["--error-rate", "2"], "--error-rate"],
    [["--reset-rate", "x"], "--reset-rate"],
    [["--lost-create-rate", "1.5"], "--lost-create-rate"],
    [["--latency", "-5"], "--latency"],
    [["--latency", "300-100"], "--latency"],
    [["--bogus"], "--bogus"],
  ])("rejects %j naming the flag, exit 1", (args, flag) => {
    const r = runCli(args);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(flag);
    expect(r.stderr).toContain("Run `phpanalytics emulator --help` for the options.");
    expect(r.stdout).toBe("");
  });

  it("serves https with --tls-cert and --tls-key, to a client that trusts the CA", async () => {
    const ca = makeThrowawayCa(mkdtempSync(join(dir, "ca-")));
    const certFile = join(dir, "server-cert.pem");
    const keyFile = join(dir, "server-key.pem");
    writeFileSync(certFile, ca.cert);
    writeFileSync(keyFile, ca.key);
    const run = await startEmulatorChild(["--api-key", "k", "--quiet", "--tls-cert", certFile, "--tls-key", keyFile]);
    expect(run.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const client = createClient({
      baseUrl: run.url,
      apiKey: "k",
      maxRetries: 0,
      secureContext: secureContextTrusting(pemCertificates(readFileSync(ca.caFile, "latin1"))),
    });
    try {
      expect((await client.getAccount()).email).toBeTypeOf("string");
    } finally {
      await client.close();
      run.child.kill("SIGINT");
    }
    expect(await run.exited).toBe(0);
  });

  it("wants --tls-cert and --tls-key together, and readable", () => {
    const alone = runCli(["--tls-cert", join(dir, "nothing.pem")]);
    expect(alone.status).toBe(1);
    expect(alone.stderr).toContain("--tls-cert and --tls-key go together");
    const missing = runCli(["--tls-cert", join(dir, "nothing.pem"), "--tls-key", join(dir, "nothing-key.pem")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`--tls-cert: cannot read ${join(dir, "nothing.pem")}`);
  });

  it("checks --tls-cert and --tls-key before starting, naming the flag and the file", () => {
    const ca = makeThrowawayCa(mkdtempSync(join(dir, "ca-")));
    const other = makeThrowawayCa(mkdtempSync(join(dir, "ca-")));
    const file = (name: string, text: string | Buffer): string => (writeFileSync(join(dir, name), text), join(dir, name));
    const [cert, key, otherKey, junk] = [file("c.pem", ca.cert), file("k.pem", ca.key), file("k2.pem", other.key), file("junk.pem", "not PEM\n")];
    const cases: Array<[string[], string]> = [
      [["--tls-cert", junk, "--tls-key", key], `--tls-cert ${junk} is not a PEM certificate`],
      [["--tls-cert", cert, "--tls-key", junk], `--tls-key ${junk} is not a PEM private key`],
      [["--tls-cert", cert, "--tls-key", otherKey], `--tls-key ${otherKey} is not the private key of --tls-cert ${cert}`],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(message);
    }
  });

  it("gives the range message for a negative port", () => {
    const r = runCli(["--port", "-1"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--port must be an integer from 0 to 65535, got "-1"');
  });

  it("takes --latency as milliseconds or a MIN-MAX range", () => {
    const latency = (value: string) => {
      const parsed = parseEmulatorArgs(["--latency", value]);
      return parsed.help ? undefined : parsed.options.faults?.latencyMs;
    };
    expect(latency("150")).toBe(150);
    expect(latency("100-300")).toEqual([100, 300]);
    expect(latency("0")).toBe(0);
    const both = parseEmulatorArgs(["--website-limit", "-1", "--latency", "100-300", "--seed", "3"]);
    expect(both.help ? undefined : both.options).toMatchObject({ websiteLimit: -1, faults: { latencyMs: [100, 300], seed: 3 } });
  });

  it("counts the rate limit per client address unless --rate-limit-per account", () => {
    const per = (args: string[]) => {
      const parsed = parseEmulatorArgs(args);
      return parsed.help ? undefined : parsed.options.rateLimitPer;
    };
    expect(per([])).toBe("address");
    expect(per(["--rate-limit-per", "account"])).toBe("account");
  });

  it("creates the directory of --data when it is missing, and saves there", async () => {
    const file = join(dir, "missing", "dir", "data.json");
    const run = await startEmulatorChild(["--api-key", "k", "--data", file, "--quiet"]);
    const created = await createWebsite(run.url, "saved.example.com");
    expect(created.status).toBe(201);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).websites.map((w: { domain: string }) => w.domain)).toEqual(["saved.example.com"]);
  });

  it("refuses to start when --data cannot be used, saying why", () => {
    const blocker = join(dir, "plain-file");
    writeFileSync(blocker, "");
    const r = runCli(["--data", join(blocker, "data.json")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("phpanalytics emulator: cannot start: cannot create the directory of data file");
    expect(r.stdout).toBe("");
  });

  it("prints help", () => {
    const r = runCli(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Usage: phpanalytics emulator");
    expect(r.stdout).toContain("--lost-create-rate");
    // How statistics come to be: the server's tracking script, the emulator's own routes.
    expect(r.stdout).toContain("The real server records statistics through its tracking script");
    expect(r.stdout).toContain("POST /_emulator/websites/{id}/pageviews");
    expect(r.stdout).toContain("recordPageviews(website, days)");
  });
});
