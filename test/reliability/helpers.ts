// Shared pieces of the reliability tests: stacks of many websites, what Terraform's state
// holds, what the server holds, a terraform run that can be interrupted, and the emulator
// CLI as a child process that can be stopped and restarted.
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from "node:child_process";
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { TERRAFORM, type RunResult, type Workspace } from "../e2e/harness";
import { builtCli } from "../support/cli";

export const TF_ARGS = {
  plan: ["plan", "-input=false", "-detailed-exitcode"],
  apply: ["apply", "-input=false", "-auto-approve"],
} as const;

/** The terraform block and a provider block with fast, bounded client tuning. */
export function providerBlock(settings: { maxRetries?: number; timeoutSeconds?: number; backend?: string } = {}): string {
  const lines = [`  requests_per_minute = 0`];
  if (settings.maxRetries !== undefined) lines.push(`  max_retries         = ${settings.maxRetries}`);
  if (settings.timeoutSeconds !== undefined) lines.push(`  timeout_seconds     = ${settings.timeoutSeconds}`);
  return `terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
${settings.backend ? `${settings.backend}\n` : ""}}

provider "phpanalytics" {
${lines.join("\n")}
}
`;
}

/** `count` websites named site-000.PREFIX.example ... with varied settings. */
export function websitesStack(prefix: string, count: number): string {
  return `
locals {
  site_count = ${count}
}

resource "phpanalytics_website" "site" {
  count          = local.site_count
  domain         = format("site-%03d.${prefix}.example", count.index)
  privacy        = count.index % 3 == 0 ? "private" : "public"
  exclude_bots   = count.index % 2 == 0
  exclude_ips    = ["203.0.113.${"${count.index % 250}"}"]
  exclude_params = ["utm_source"]
}
`;
}

export function expectedDomains(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `site-${String(i).padStart(3, "0")}.${prefix}.example`);
}

export interface StateWebsite {
  address: string;
  id: string;
  domain: string;
}

interface ShowJson {
  values?: { root_module?: { resources?: Array<{ address: string; type: string; values: { id?: string; domain?: string } }> } };
}

/** The websites Terraform's state records, from `terraform show -json`. */
export async function stateWebsites(ws: Workspace, env: NodeJS.ProcessEnv): Promise<StateWebsite[]> {
  const show = await tfExpect(ws, ["show", "-json"], 0, env);
  const parsed = JSON.parse(show.stdout) as ShowJson;
  return (parsed.values?.root_module?.resources ?? [])
    .filter((r) => r.type === "phpanalytics_website")
    .map((r) => ({ address: r.address, id: String(r.values.id), domain: String(r.values.domain) }));
}

/** `terraform state list`, one address a line. */
export async function stateList(ws: Workspace, env: NodeJS.ProcessEnv): Promise<string[]> {
  const list = await tf(ws, ["state", "list"], env);
  if (list.code !== 0) {
    // An empty or missing state is not an error worth failing on here.
    if (/No state file was found/i.test(list.stderr)) return [];
    throw new Error(`terraform state list exited ${list.code}\n${list.stdout}\n${list.stderr}`);
  }
  return list.stdout.split("\n").map((l) => l.trim()).filter(Boolean);
}

export interface ServerWebsite {
  id: number;
  domain: string;
}

/**
 * The convergence checks every test ends with: the server holds exactly the expected
 * domains, once each; the state holds exactly those websites, by id.
 */
export function expectStateMatchesServer(server: ServerWebsite[], state: StateWebsite[], domains: string[]): void {
  const serverDomains = server.map((w) => w.domain).sort();
  expect(duplicates(serverDomains), "duplicate websites on the server").toEqual([]);
  expect(serverDomains).toEqual([...domains].sort());
  expect(state).toHaveLength(domains.length);
  expect(state.map((s) => s.id).sort()).toEqual(server.map((w) => String(w.id)).sort());
  const byId = new Map(server.map((w) => [String(w.id), w.domain]));
  for (const s of state) expect(byId.get(s.id), `${s.address} (id ${s.id})`).toBe(s.domain);
}

export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

/** A terraform process the test can signal, with its output so far. */
export interface RunningTerraform {
  child: ChildProcess;
  output: () => string;
  done: Promise<RunResult>;
}

/**
 * Starts terraform in the workspace with the harness's environment. Unlike the harness's
 * runner, stdin is not a pipe: a terraform that exits early cannot make writing to it
 * fail with EPIPE (an uncaught error in the test process).
 */
export function startTerraform(ws: Workspace, args: string[], env: NodeJS.ProcessEnv): RunningTerraform {
  const [command, ...rest] = args;
  const noColor = command === "state" || command === "providers" || command === "version" ? args : [command!, "-no-color", ...rest];
  const child = spawn(TERRAFORM, ["-chdir=" + ws.dir, ...noColor], { cwd: ws.dir, env: ws.home.env(env), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const done = new Promise<RunResult>((resolvePromise, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout, stderr }));
  });
  return { child, output: () => stdout + stderr, done };
}

export function tf(ws: Workspace, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return startTerraform(ws, args, env).done;
}

/** Runs terraform and fails with its output when the exit code is not the expected one. */
export async function tfExpect(ws: Workspace, args: string[], expectedCode: number, env: NodeJS.ProcessEnv): Promise<RunResult> {
  const result = await tf(ws, args, env);
  if (result.code !== expectedCode) {
    throw new Error(`terraform ${args.join(" ")} exited ${result.code} (expected ${expectedCode})\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  }
  return result;
}

/** Polls `check` every `intervalMs` until it is true; fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Applies until Terraform exits 0, at most `attempts` times; returns every run. */
export async function applyUntilConverged(ws: Workspace, env: NodeJS.ProcessEnv, attempts: number, extraArgs: string[] = []): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (let i = 0; i < attempts; i++) {
    const result = await tf(ws, [...TF_ARGS.apply, ...extraArgs], env);
    runs.push(result);
    if (result.code === 0) return runs;
  }
  const last = runs[runs.length - 1]!;
  throw new Error(`apply did not converge in ${attempts} runs\n--- last stdout\n${last.stdout.slice(-4000)}\n--- last stderr\n${last.stderr.slice(-4000)}`);
}

// The emulator CLI as a child process -------------------------------------------------

export interface EmulatorChild {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `phpanalytics emulator ARGS` from the built CLI, once it has printed its URL. */
export function startEmulatorChild(args: string[]): Promise<EmulatorChild> {
  const child = spawn(process.execPath, [builtCli(), "emulator", ...args], { stdio: "pipe" });
  let out = "";
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on("close", (code) => r(code)));
  return new Promise((resolvePromise, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl !== -1) {
        resolvePromise({
          child,
          url: out.slice(0, nl),
          stderr: () => err,
          exited,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`emulator exited with ${code} before printing its URL: ${err}`)));
  });
}

// A server that finishes what it was sent ---------------------------------------------

export interface ProxyHandle {
  url: string;
  /** Requests forwarded whose client had gone before the answer came back. */
  answersLost: () => number;
  /** Requests received and not yet carried out by the emulator. */
  inFlight: () => number;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the emulator that behaves like a busy PHP application server:
 * once a request has arrived in full it is carried out, even if the client disconnects
 * or gives up meanwhile, and `delayMs` is spent after the request arrived, before it is
 * forwarded. A connection the emulator drops is dropped towards the client too.
 */
export async function startCommittingProxy(target: string, options: { delayMs?: number } = {}): Promise<ProxyHandle> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let lost = 0;
  let inFlight = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      inFlight++;
      let settled = false;
      const settle = () => {
        if (!settled) inFlight--;
        settled = true;
      };
      setTimeout(() => {
        const headers = withoutHopHeaders(req.headers);
        headers.host = upstream.host;
        headers["content-length"] = String(body.length);
        const forward = request(
          { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on("data", (c: Buffer) => parts.push(c));
            answer.on("end", () => {
              settle();
              if (res.destroyed || req.socket.destroyed) {
                lost++;
                return;
              }
              const payload = Buffer.concat(parts);
              const out = withoutHopHeaders(answer.headers);
              out["content-length"] = String(payload.length);
              res.writeHead(answer.statusCode ?? 502, out);
              res.end(payload);
            });
            answer.on("error", () => {
              settle();
              req.socket.destroy();
            });
          },
        );
        forward.on("error", () => {
          settle();
          req.socket.destroy();
        });
        forward.end(body);
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answersLost: () => lost,
    inFlight: () => inFlight,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "proxy-connection", "upgrade", "te", "trailer"]);

function withoutHopHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = value;
  return out;
}
