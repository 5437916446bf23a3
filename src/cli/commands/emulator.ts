// `phpanalytics emulator`: run the API emulator until SIGINT/SIGTERM. Prints only the base
// URL on stdout (one line, once it accepts requests); everything else goes to stderr.
import { createPrivateKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSecureContext } from "node:tls";
import { parseArgs } from "node:util";
import { explainFsError } from "../fs-errors";
import { DEFAULT_API_KEY, startEmulator, type EmulatorOptions, type FaultOptions, type LatencyMs } from "../../emulator";

const HELP = `Usage: phpanalytics emulator [options]

Runs an emulator of the Website Management API on loopback and prints its base URL.

Options:
  --host HOST              address to listen on (default 127.0.0.1)
  --port N                 port, 0 picks a free one (default 0)
  --api-key KEY            an API key; repeat for more accounts (default ${DEFAULT_API_KEY})
  --rate-limit N           requests a minute per client address, shared by every
                           key sent from it, as the real server counts; 0 = off
                           (default 60)
  --rate-limit-per WHAT    address (default), or account: a budget per valid key's
                           account, per address for requests without a valid key
  --website-limit N        the plan's website limit, -1 = unlimited (default -1)
  --page-size N            page size when per_page is missing or invalid (default 10)
  --data FILE              keep the websites and their statistics in FILE across
                           restarts (its directory is created when missing)
  --tls-cert FILE          serve https with this PEM certificate (chain), with --tls-key
  --tls-key FILE           the PEM private key of --tls-cert
  --quiet                  no request log on stderr
  --latency MS|MIN-MAX     answer every request MS milliseconds late, or a random
                           delay from MIN to MAX (e.g. 100-300, as the real server);
                           the request itself is carried out at once
  --error-rate F           answer a share F (0..1) of requests with 500/502/503
  --reset-rate F           drop the connection of a share F (0..1) of requests
  --lost-create-rate F     commit a share F (0..1) of creates but drop their answer
  --seed N                 seed of the dice (reproducible faults and latencies)
  -h, --help               show this help

Statistics (GET /api/v1/stats/{id}):
  The real server records statistics through its tracking script on the websites.
  The emulator has no tracking script: record them yourself, with the key of the
  website's account (Bearer or ?api_token=); counts add to what is recorded.
    POST /_emulator/websites/{id}/pageviews     day=count pairs, as a form
    POST /_emulator/websites/{id}/visitors      (2024-03-04=5&2024-03-05=2) or as
                                                JSON ({"2024-03-04": 5})
    POST /_emulator/websites/{id}/stats/{name}  any statistic: a JSON array of
                                                {"day", "value", "count"}
  In the same process, startEmulator() returns recordPageviews(website, days),
  recordVisitors(website, days) and recordStatistics(website, name, rows).
  These routes are not rate limited. Deleting a website deletes its statistics.
`;

class UsageError extends Error {}

function integer(flag: string, value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${flag} must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? " up" : ` to ${max}`}, got "${value}"`);
  }
  return Number(value);
}

/** A share from 0 to 1. */
function rate(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 1) {
    throw new UsageError(`--${flag} must be a number from 0 to 1, got "${value}"`);
  }
  return n;
}

/** `--latency 150` or `--latency 100-300`. */
function latency(value: string | undefined): LatencyMs | undefined {
  if (value === undefined) return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  const min = m ? Number(m[1]) : NaN;
  const max = m?.[2] === undefined ? min : Number(m[2]);
  if (!m || !Number.isFinite(min) || !Number.isFinite(max) || max < min) {
    throw new UsageError(`--latency must be milliseconds (e.g. 150) or a range MIN-MAX with MIN <= MAX (e.g. 100-300), got "${value}"`);
  }
  return m[2] === undefined ? min : [min, max];
}

const VALUE_FLAGS = new Set([
  "--host",
  "--port",
  "--api-key",
  "--rate-limit",
  "--rate-limit-per",
  "--website-limit",
  "--page-size",
  "--data",
  "--latency",
  "--error-rate",
  "--reset-rate",
  "--lost-create-rate",
  "--seed",
  "--tls-cert",
  "--tls-key",
]);

/**
 * `--port -1` as `--port=-1`: node's parser takes a value starting with "-" for an option,
 * which would hide the range message behind an "ambiguous argument" one.
 */
function joinNegativeValues(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const next = args[i + 1];
    if (VALUE_FLAGS.has(arg) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

export function parseEmulatorArgs(args: string[]): { help: true } | { help: false; options: EmulatorOptions; defaultKey: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(args),
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: "string" },
        port: { type: "string" },
        "api-key": { type: "string", multiple: true },
        "rate-limit": { type: "string" },
        "rate-limit-per": { type: "string" },
        "website-limit": { type: "string" },
        "page-size": { type: "string" },
        data: { type: "string" },
        quiet: { type: "boolean" },
        latency: { type: "string" },
        "error-rate": { type: "string" },
        "reset-rate": { type: "string" },
        "lost-create-rate": { type: "string" },
        seed: { type: "string" },
        "tls-cert": { type: "string" },
        "tls-key": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  const faults: FaultOptions = {};
  const latencyMs = latency(v.latency);
  if (latencyMs !== undefined) faults.latencyMs = latencyMs;
  const errorRate = rate("error-rate", v["error-rate"]);
  if (errorRate !== undefined) faults.errorRate = errorRate;
  const resetRate = rate("reset-rate", v["reset-rate"]);
  if (resetRate !== undefined) faults.resetRate = resetRate;
  const lost = rate("lost-create-rate", v["lost-create-rate"]);
  if (lost !== undefined) faults.lostCreateRate = lost;
  const seed = integer("seed", v.seed, 0);
  if (seed !== undefined) faults.seed = seed;
  const keys = (v["api-key"] ?? []).filter((k) => k.length > 0);
  if ((v["api-key"] ?? []).length !== keys.length) throw new UsageError("--api-key must not be empty");
  if (v.host !== undefined && v.host.trim() === "") throw new UsageError("--host must not be empty");
  if (v.data !== undefined && v.data.trim() === "") throw new UsageError("--data must name a file");
  const per = v["rate-limit-per"];
  if (per !== undefined && per !== "address" && per !== "account") throw new UsageError(`--rate-limit-per must be address or account, got "${per}"`);
  const options: EmulatorOptions = {
    host: v.host ?? "127.0.0.1",
    port: integer("port", v.port, 0, 65535) ?? 0,
    apiKeys: keys.length ? keys : [DEFAULT_API_KEY],
    rateLimit: integer("rate-limit", v["rate-limit"], 0) ?? 60,
    rateLimitPer: per ?? "address",
    websiteLimit: integer("website-limit", v["website-limit"], -1) ?? -1,
    defaultPageSize: integer("page-size", v["page-size"], 1, 1000) ?? 10,
    quiet: v.quiet ?? false,
    faults,
  };
  if (v.data !== undefined) options.dataFile = v.data;
  const tls = tlsFiles(v["tls-cert"], v["tls-key"]);
  if (tls) options.tls = tls;
  return { help: false, options, defaultKey: keys.length === 0 };
}

/** --tls-cert and --tls-key, read and checked (each, then as a pair); both or neither. */
function tlsFiles(certFile: string | undefined, keyFile: string | undefined): EmulatorOptions["tls"] {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new UsageError("--tls-cert and --tls-key go together: give the certificate and its private key (PEM files)");
  }
  const read = (flag: string, file: string): Buffer => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new UsageError(`--${flag}: ${explainFsError(err, "read", file)}`);
    }
  };
  const cert = read("tls-cert", certFile);
  const key = read("tls-key", keyFile);
  const check = (what: () => unknown, problem: string): void => {
    try {
      what();
    } catch (err) {
      throw new UsageError(`${problem} (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  check(() => new X509Certificate(cert), `--tls-cert ${certFile} is not a PEM certificate`);
  check(() => createPrivateKey(key), `--tls-key ${keyFile} is not a PEM private key`);
  check(() => createSecureContext({ cert, key }), `--tls-key ${keyFile} is not the private key of --tls-cert ${certFile}`);
  return { cert, key };
}

export async function run(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseEmulatorArgs(args);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`phpanalytics emulator: ${err.message}\nRun \`phpanalytics emulator --help\` for the options.\n`);
      return 1;
    }
    throw err;
  }
  if (parsed.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const { options } = parsed;
  if (parsed.defaultKey) process.stderr.write(`phpanalytics emulator: no --api-key given; accepting the key "${DEFAULT_API_KEY}"\n`);
  options.log = (line) => process.stderr.write(`${line}\n`);

  // Signal handlers go in before the URL is printed: a caller may signal as soon as it reads it.
  let stopRequested: NodeJS.Signals | undefined;
  let onStop: (signal: NodeJS.Signals) => void = (signal) => {
    stopRequested = signal;
  };
  const stop = (signal: NodeJS.Signals) => onStop(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const unlisten = () => {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  };

  let handle;
  try {
    handle = await startEmulator(options);
  } catch (err) {
    unlisten();
    process.stderr.write(`phpanalytics emulator: cannot start: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  const emulator = handle;
  process.stdout.write(`${emulator.url}\n`);

  return new Promise<number>((resolve) => {
    onStop = (signal) => {
      unlisten();
      if (!options.quiet) process.stderr.write(`phpanalytics emulator: ${signal}, shutting down\n`);
      emulator.close().then(
        () => resolve(0),
        (err: unknown) => {
          process.stderr.write(`phpanalytics emulator: error while closing: ${err instanceof Error ? err.message : String(err)}\n`);
          resolve(1);
        },
      );
    };
    if (stopRequested) onStop(stopRequested);
  });
}
