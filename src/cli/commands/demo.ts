// `phpanalytics demo` (what `npm start` runs): the whole lifecycle of the example stack on
// the demo's own emulator, in its own temporary directory. It reads no PHPANALYTICS_*
// variable, so a quick start's exported settings never send it to a real account; a run
// against a server of one's own is asked for with --base-url and --api-key-env.
import { runEmbeddedDemo, runRemoteDemo, type EmbeddedDemoOptions, type RemoteDemoOptions } from "../../demo";
import { startCommand, UsageError, type ParsedOptions } from "../args";
import { explainFsError, isFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics demo [--port N] [--keep]
       phpanalytics demo --base-url URL --api-key-env NAME [--apply] [--out DIR] [--keep]

Starts its own API emulator (on 127.0.0.1, port N, a free one by default), seeds a
website to adopt, synthesizes the CDKTF example stack (examples/cdktf), runs terraform
init and apply, changes a website behind Terraform's back, detects the drift, applies
again and confirms a clean plan. It works in a temporary directory of its own, which it
names at the start and removes at the end (--keep keeps it, with the stack's state).
PHPANALYTICS_* variables in the environment are ignored.

Against a server of your own: --base-url URL and --api-key-env NAME (the environment
variable holding the API key, so the key stays off the command line). The demo then
synthesizes, plans and detects drift, and changes nothing unless --apply is given;
TF_VAR_shop_password must be set. --apply needs --out DIR (where the stack and its
state stay) or --keep, so that the state of the websites it makes is not removed.

Needs terraform on PATH (or TERRAFORM_BINARY) and a built provider (npm run build).`;

const OPTIONS = {
  port: { type: "string" },
  keep: { type: "boolean" },
  "base-url": { type: "string" },
  "api-key-env": { type: "string" },
  apply: { type: "boolean" },
  out: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;
type DemoFlags = ParsedOptions<typeof OPTIONS>;

type DemoRun = { kind: "embedded"; options: EmbeddedDemoOptions } | { kind: "remote"; options: RemoteDemoOptions };

function port(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value.trim()) || Number(value) > 65535)
    throw new UsageError(`--port must be an integer from 0 to 65535 (0 picks a free port), got "${value}"`);
  return Number(value);
}

function remoteRun(flags: DemoFlags, baseUrl: string): DemoRun {
  const keyVariable = flags["api-key-env"];
  if (keyVariable === undefined) throw new UsageError("--base-url needs --api-key-env NAME: the environment variable that holds the server's API key");
  const apiKey = process.env[keyVariable]?.trim();
  if (!apiKey) throw new UsageError(`--api-key-env ${keyVariable}: that environment variable is not set or empty; export the API key in it`);
  if (flags.port !== undefined) throw new UsageError("--port is the demo emulator's port, and applies only without --base-url");
  if (flags.apply && flags.out === undefined && !flags.keep) {
    throw new UsageError("--apply needs --out DIR or --keep: the state of the websites it makes must outlive the demo's temporary directory");
  }
  const shopPassword = process.env.TF_VAR_shop_password;
  if (!shopPassword) throw new UsageError("set TF_VAR_shop_password: the example stack's shop website is password-protected");
  const options: RemoteDemoOptions = { baseUrl: baseUrl.trim(), apiKey, shopPassword, apply: flags.apply === true, keep: flags.keep === true };
  if (flags.out !== undefined) options.outDir = flags.out;
  return { kind: "remote", options };
}

/** The run the flags ask for; a mistake is a UsageError naming the flag. */
export function demoRun(flags: DemoFlags): DemoRun {
  const baseUrl = flags["base-url"];
  if (baseUrl !== undefined) {
    if (!/^https?:\/\/[^/\s]/.test(baseUrl.trim())) throw new UsageError(`--base-url must be an http:// or https:// URL, got "${baseUrl}"`);
    return remoteRun(flags, baseUrl);
  }
  for (const flag of ["api-key-env", "apply", "out"] as const) {
    if (flags[flag] !== undefined) throw new UsageError(`--${flag} applies only with --base-url URL (a server of your own)`);
  }
  return { kind: "embedded", options: { port: port(flags.port), keep: flags.keep === true } };
}

export async function run(args: string[]): Promise<number> {
  let chosen: DemoRun | undefined;
  const values = startCommand("demo", HELP, args, OPTIONS, (flags) => {
    if (!flags.help) chosen = demoRun(flags);
  });
  if (typeof values === "number") return values;
  if (!chosen) return 1;
  const write = (text: string) => process.stdout.write(text);
  try {
    if (chosen.kind === "remote") await runRemoteDemo(chosen.options, write);
    else await runEmbeddedDemo(chosen.options, write);
    return 0;
  } catch (err) {
    const message = isFsError(err) ? explainFsError(err, "use", err.path ?? "a temporary directory") : err instanceof Error ? err.message : String(err);
    process.stderr.write(`phpanalytics demo failed: ${message}\n`);
    return 1;
  }
}
