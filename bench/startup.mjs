// Target 1: provider start-up against bare `node -e 0`, interleaved in one run, by two
// measures: spawn -> handshake line, and spawn -> first GetProviderSchema answered (a gRPC
// call over the provider's own mutual-TLS channel on its unix socket, as Terraform makes it).
// Both for the npm executable (dist/, run through its #! line) and the standalone one
// (build/sea/, no node involved). Also reports the standalone executable's and the
// release zip's sizes. Where /proc exists, also the CPU time (user + system) each spent, which
// a loaded machine distorts less than wall time.
// The baseline `node -e 0` runs without NODE_EXTRA_CA_CERTS: Node 20 parses that file at every
// start (some 35 ms), which the npm executable's launcher avoids and the standalone one cannot,
// so a baseline paying it would flatter the npm executable. When the environment sets it, the
// providers run with it (as Terraform would start them) and an extra row shows node -e 0 with it.
// nodefloor (bench/nodefloor.mjs: a Node provider that answers as little as gofloor) launches
// in the same rounds: a limit that it misses too is below what any Node provider reaches, and
// the row says FLOOR with its figure (the "honest limits"; bench/node-floor-rows.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { connect as http2Connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { MAGIC_COOKIE, PROVIDER_BUNDLE, ROOT, clientCertPem, fmtMs, log, median, nowMs } from "./lib.mjs";
import { ensureNodefloor } from "./nodefloor.mjs";

const SEA_BINARY = join(ROOT, "build", "sea", "terraform-provider-phpanalytics");
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime in ms from a /proc/PID/stat line (fields 14, 15; or 16, 17 for waited-for children). */
function statCpuMs(stat, children = false) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const at = children ? 13 : 11;
  return (Number(fields[at]) + Number(fields[at + 1])) * TICK_MS;
}

function processCpuMs(pid) {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

/** The environment without NODE_EXTRA_CA_CERTS, for the baseline `node -e 0`. */
function withoutExtraCaCerts() {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** CPU time of one `node -e 0`, read by a shell from its own children's totals. */
function bareNodeCpuMs() {
  const result = spawnSync("/bin/sh", ["-c", `"${process.execPath}" -e 0; read s < /proc/$$/stat; echo "$s"`], {
    encoding: "utf8",
    env: withoutExtraCaCerts(),
  });
  return result.status === 0 && result.stdout.includes(")") ? statCpuMs(result.stdout.trim(), true) : undefined;
}
const TARGET = 1.0;

export function providerEnv(certPem) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("TF_") || key.startsWith("PLUGIN_")) delete env[key];
  return {
    ...env,
    TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE,
    PLUGIN_PROTOCOL_VERSIONS: "6",
    PLUGIN_MIN_PORT: "10000",
    PLUGIN_MAX_PORT: "25000",
    PLUGIN_CLIENT_CERT: certPem,
  };
}

function derToPem(der) {
  return `-----BEGIN CERTIFICATE-----\n${der
    .toString("base64")
    .match(/.{1,64}/g)
    .join("\n")}\n-----END CERTIFICATE-----\n`;
}

/** One unary gRPC call with an empty request; resolves with the response message's bytes. */
function grpcEmptyCall(socketPath, serverCertPem, client, path) {
  return new Promise((resolve, reject) => {
    const session = http2Connect("https://localhost", {
      createConnection: () =>
        tlsConnect({ path: socketPath, ca: serverCertPem, cert: client.cert, key: client.key, servername: "localhost", ALPNProtocols: ["h2"] }),
    });
    session.on("error", reject);
    const stream = session.request({ ":method": "POST", ":path": path, "content-type": "application/grpc", te: "trailers" });
    const chunks = [];
    let status;
    stream.on("response", (headers) => (status = headers["grpc-status"] ?? status));
    stream.on("trailers", (trailers) => (status = trailers["grpc-status"]));
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("error", reject);
    stream.on("end", () => {
      session.close();
      const body = Buffer.concat(chunks);
      if (status !== "0") return reject(new Error(`${path} answered grpc-status ${status}`));
      if (body.length < 5 || body.readUInt32BE(1) !== body.length - 5) return reject(new Error(`${path}: malformed response frame`));
      resolve(body.subarray(5));
    });
    stream.end(Buffer.alloc(5)); // uncompressed frame of an empty message
  });
}

/**
 * Spawn -> handshake line, and spawn -> GetProviderSchema answered (the call is made as
 * soon as the line is in). The provider is stopped afterwards, and the next launch waits for
 * its exit; SIGTERM lets it remove its socket directory, as a Shutdown from Terraform does.
 */
export function timeLaunch(executable, env, client, stopSignal = "SIGTERM") {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    // Terraform execs the file itself (a #! line runs node for the npm one), so do the same.
    const child = spawn(executable, [], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let handshakeMs;
    let schemaMs;
    let cpuMs;
    let failure;
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      out += chunk;
      if (handshakeMs !== undefined || !out.includes("\n")) return;
      handshakeMs = nowMs() - started;
      const line = out.split("\n")[0];
      const parts = line.split("|");
      if (!/^1\|6\|unix\|[^|]+\|grpc\|[A-Za-z0-9+/]+$/.test(line)) {
        failure = new Error(`unexpected handshake line: ${line}`);
        child.kill("SIGKILL");
        return;
      }
      const serverCertPem = derToPem(Buffer.from(parts[5], "base64"));
      grpcEmptyCall(parts[3], serverCertPem, client, "/tfplugin6.Provider/GetProviderSchema").then(
        (message) => {
          schemaMs = nowMs() - started;
          cpuMs = processCpuMs(child.pid);
          if (message.length < 100) failure = new Error(`GetProviderSchema answered only ${message.length} bytes`);
          child.kill(stopSignal);
        },
        (error) => {
          failure = error;
          child.kill("SIGKILL");
        },
      );
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", () => {
      if (failure) return reject(new Error(`${failure.message}\n${err}`));
      if (schemaMs === undefined) return reject(new Error(`provider exited before answering GetProviderSchema\n${err}`));
      resolve({ handshakeMs, schemaMs, cpuMs });
    });
  });
}

export function timeBareNode(env = withoutExtraCaCerts()) {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore", env });
    child.on("error", reject);
    child.on("close", () => resolve(nowMs() - started));
  });
}

/** Builds the release zip into a temporary directory (the way `phpanalytics release` does) and returns its size. */
function releaseZipSize(dir) {
  const out = join(dir, "release");
  const result = spawnSync(process.execPath, [join(ROOT, "dist", "cli", "phpanalytics.js"), "release", "--out", out], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`phpanalytics release failed: ${result.stderr}`);
  const zip = result.stdout.split("\n").find((l) => l.endsWith("_linux_amd64.zip"));
  if (!zip) throw new Error(`phpanalytics release printed no zip: ${result.stdout}`);
  return statSync(zip).size;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `samples` over `bare`, beside nodefloor's `floorSamples`: FLOOR when nodefloor misses the limit too. */
function ratioRow(target, samples, bare, floorSamples) {
  const p = median(samples);
  const f = median(floorSamples);
  return {
    target,
    measured: `${(p / bare).toFixed(2)}x (${fmtMs(p)} vs ${fmtMs(bare)}, median of ${samples.length}); nodefloor ${(f / bare).toFixed(2)}x (${fmtMs(f)})`,
    limit: `<= ${TARGET.toFixed(2)}x`,
    pass: p / bare <= TARGET,
    floor: f / bare > TARGET,
    data: { ms: samples },
  };
}

export async function benchStartup({ quick }) {
  const runs = quick ? 7 : 21;
  const dir = mkdtempSync(join(tmpdir(), "phpa-bench-cert-"));
  try {
    const env = providerEnv(clientCertPem(dir));
    const client = { cert: readFileSync(join(dir, "client-cert.pem")), key: readFileSync(join(dir, "client-key.pem")) };
    const executables = [{ name: "npm", path: PROVIDER_BUNDLE }];
    if (existsSync(SEA_BINARY)) executables.push({ name: "standalone", path: SEA_BINARY });
    else log(`startup: ${SEA_BINARY} is missing (npm run build:sea), the standalone executable is not measured`);
    const nodefloor = { name: "nodefloor", path: (await ensureNodefloor()).paths.nodefloor };
    const samples = Object.fromEntries([...executables, nodefloor].map((e) => [e.name, { handshake: [], schema: [], cpu: [] }]));
    const bare = [];
    const extraCaCerts = process.env.NODE_EXTRA_CA_CERTS;
    const bareWithCa = [];
    // Warm the file cache once each, untimed; the npm executable writes its code cache as it
    // exits.
    for (const e of [...executables, nodefloor]) await timeLaunch(e.path, env, client);
    await timeBareNode();
    for (let i = 0; i < runs; i++) {
      // Rotate the order so drift in machine load hits all of them equally.
      const jobs = [async () => bare.push(await timeBareNode())];
      if (extraCaCerts) jobs.push(async () => bareWithCa.push(await timeBareNode(process.env)));
      for (const e of [...executables, nodefloor]) {
        jobs.push(async () => {
          const t = await timeLaunch(e.path, env, client);
          samples[e.name].handshake.push(t.handshakeMs);
          samples[e.name].schema.push(t.schemaMs);
          if (t.cpuMs !== undefined) samples[e.name].cpu.push(t.cpuMs);
        });
      }
      for (let j = 0; j < jobs.length; j++) await jobs[(i + j) % jobs.length]();
    }
    const b = median(bare);
    const bareCpu = [];
    for (let i = 0; i < runs; i++) {
      const ms = bareNodeCpuMs();
      if (ms !== undefined) bareCpu.push(ms);
    }
    const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const rows = [];
    for (const e of executables) {
      const s = samples[e.name];
      log(
        `startup ${e.name}: handshake median ${fmtMs(median(s.handshake))}, schema answered median ${fmtMs(median(s.schema))} ` +
          `(min ${fmtMs(Math.min(...s.schema))}); node -e 0 median ${fmtMs(b)} (min ${fmtMs(Math.min(...bare))}); ${runs} runs`,
      );
      const floor = samples.nodefloor;
      rows.push(ratioRow(`1. ${e.name} provider spawn->first GetProviderSchema / node -e 0`, s.schema, b, floor.schema));
      rows.push({
        ...ratioRow(`1. ${e.name} provider spawn->handshake line / node -e 0`, s.handshake, b, floor.handshake),
        limit: "-",
        pass: null,
        floor: false,
      });
      if (s.cpu.length === runs && bareCpu.length === runs) {
        const c = mean(s.cpu);
        const n = mean(bareCpu);
        rows.push({
          target: `1. ${e.name} provider CPU to first GetProviderSchema / node -e 0`,
          measured: `${(c / n).toFixed(2)}x (${c.toFixed(0)} ms vs ${n.toFixed(0)} ms, mean of ${runs}, 10 ms ticks)`,
          limit: "-",
          pass: null,
        });
      }
    }
    if (extraCaCerts) {
      rows.push({
        target: "1. node -e 0 with this environment's NODE_EXTRA_CA_CERTS / without",
        measured: `${(median(bareWithCa) / b).toFixed(2)}x (${fmtMs(median(bareWithCa))} vs ${fmtMs(b)}, median of ${runs}; the providers above ran with it)`,
        limit: "-",
        pass: null,
      });
    }
    if (existsSync(SEA_BINARY)) {
      rows.push({ target: "1. standalone executable size", measured: mb(statSync(SEA_BINARY).size), limit: "-", pass: null });
      rows.push({ target: "1. release zip size (linux_amd64)", measured: mb(releaseZipSize(dir)), limit: "-", pass: null });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
