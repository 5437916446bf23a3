// Target 1: provider start-up, spawn to handshake line, against bare `node -e 0`, interleaved.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAGIC_COOKIE, PROVIDER_BUNDLE, clientCertPem, fmtMs, log, median, nowMs } from "./lib.mjs";

function providerEnv(certPem) {
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

/** Spawn to first stdout line; the provider is killed once the line is in. */
function timeHandshake(env) {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    // Terraform execs the file itself (its #! line runs node), so do the same.
    const child = spawn(PROVIDER_BUNDLE, [], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let elapsed;
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      out += chunk;
      if (elapsed === undefined && out.includes("\n")) {
        elapsed = nowMs() - started;
        child.kill("SIGKILL");
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", () => {
      if (elapsed === undefined) return reject(new Error(`provider exited without a handshake\n${err}`));
      const line = out.split("\n")[0];
      if (!/^1\|6\|(unix|tcp)\|[^|]+\|grpc\|[A-Za-z0-9+/]+$/.test(line)) return reject(new Error(`unexpected handshake line: ${line}`));
      resolve(elapsed);
    });
  });
}

function timeBareNode() {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", () => resolve(nowMs() - started));
  });
}

export async function benchStartup({ quick }) {
  const runs = quick ? 7 : 21;
  const dir = mkdtempSync(join(tmpdir(), "phpa-bench-cert-"));
  try {
    const env = providerEnv(clientCertPem(dir));
    // Warm the file cache and V8's code cache once each, untimed.
    await timeHandshake(env);
    await timeBareNode();
    const provider = [];
    const bare = [];
    for (let i = 0; i < runs; i++) {
      // Alternate which goes first so drift in machine load hits both equally.
      if (i % 2 === 0) {
        provider.push(await timeHandshake(env));
        bare.push(await timeBareNode());
      } else {
        bare.push(await timeBareNode());
        provider.push(await timeHandshake(env));
      }
    }
    const p = median(provider);
    const b = median(bare);
    log(`startup: provider median ${fmtMs(p)} (min ${fmtMs(Math.min(...provider))}), node -e 0 median ${fmtMs(b)} (min ${fmtMs(Math.min(...bare))}), ${runs} runs`);
    return [
      {
        target: "1. provider spawn->handshake / node -e 0",
        measured: `${(p / b).toFixed(2)}x (${fmtMs(p)} vs ${fmtMs(b)}, median of ${runs})`,
        limit: "<= 1.50x",
        pass: p / b <= 1.5,
        data: { providerMs: provider, bareMs: bare },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
