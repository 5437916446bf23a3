// `phpanalytics drift [--stack DIR]... [--unmanaged] [--format table|json|markdown]`:
// refresh-only plans of synthesized stacks, reported as the websites and attributes that
// changed outside Terraform, and optionally the account's websites no stack manages.
// Exit codes: 0 nothing found, 2 drift or unmanaged websites, 3 failed checks alone, 1 error.
import { readAllWebsites } from "../../adopt";
import { createClient } from "../../api/client";
import { ApiError } from "../../api/errors";
import type { Website } from "../../api/bodies/website";
import { checkStacks, exitCodeOf, formatCheck, formatMarkdown, resolveStackDirs, type DriftCheck } from "../../drift";
import { resolveApiSettings } from "../api-settings";
import { startCommand, UsageError } from "../args";
import { explainFsError, isFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics drift [--stack DIR]... [--unmanaged] [--format table|json|markdown]

Runs a refresh-only plan (terraform init first when needed) of each synthesized stack and
reports every website whose settings changed outside Terraform: resource address, domain,
attribute, old -> new. Sensitive values are shown as "(sensitive)". A change of the
server's updated_at alone is not drift. Nothing is changed.

Options:
  --stack DIR            a stack directory (cdktf.out/stacks/NAME) or a cdktf output
                         directory (all its stacks); repeatable. Default: every stack
                         under ./cdktf.out/stacks
  --unmanaged            also list the account's websites that no given stack manages
                         (in its state or its import blocks): id, domain, created_at
  --format FORMAT        table (default), json, or markdown (for $GITHUB_STEP_SUMMARY or
                         a pull-request comment)
  --json                 the same as --format json
  --allow-insecure-http  with --unmanaged, allow a plain http:// base URL to a host other
                         than loopback
  -h, --help             show this help

The provider (and --unmanaged) read PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY;
stack variables come from TF_VAR_* as usual (the example stack needs
TF_VAR_shop_password); TF_CLI_CONFIG_FILE and TERRAFORM_BINARY are respected.

Failed checks (check blocks, resource conditions) of the refresh-only plan are
reported apart from drift.

Exit status: 0 nothing found, 2 drift or unmanaged websites found (failed checks
may be reported too), 3 failed checks and nothing else, 1 error.`;

const FORMATS = ["table", "json", "markdown"] as const;
type Format = (typeof FORMATS)[number];

const options = {
  stack: { type: "string", multiple: true },
  unmanaged: { type: "boolean" },
  format: { type: "string" },
  json: { type: "boolean" },
  "allow-insecure-http": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function formatOf(values: { format?: string | undefined; json?: boolean | undefined }): Format {
  if (values.json && values.format !== undefined && values.format !== "json") throw new UsageError(`--json and --format ${values.format} disagree: give one`);
  const format = values.format ?? (values.json ? "json" : "table");
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got "${format}"`);
  return format as Format;
}

function render(check: DriftCheck, format: Format): string {
  if (format === "json") return JSON.stringify(check, null, 2) + "\n";
  return format === "markdown" ? formatMarkdown(check) : formatCheck(check);
}

export async function run(args: string[]): Promise<number> {
  const values = startCommand("drift", HELP, args, options, (parsed) => {
    formatOf(parsed);
    if (parsed["allow-insecure-http"] && !parsed.unmanaged)
      throw new UsageError("--allow-insecure-http applies only with --unmanaged (the provider has allow_insecure_http)");
  });
  if (typeof values === "number") return values;
  const format: Format = formatOf(values);
  const fail = (message: string): number => {
    process.stderr.write(`phpanalytics drift: ${message}\n`);
    return 1;
  };
  let listWebsites: (() => Promise<Website[]>) | undefined;
  if (values.unmanaged) {
    const settings = resolveApiSettings({ env: process.env, allowInsecureHttp: values["allow-insecure-http"] === true });
    if (!settings.ok) return fail(`--unmanaged: ${settings.problem}`);
    listWebsites = async () => {
      const client = createClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey });
      try {
        return await readAllWebsites(client);
      } finally {
        await client.close();
      }
    };
  }
  try {
    const stackDirs = resolveStackDirs(values.stack ?? [], process.cwd());
    const check = await checkStacks({
      stackDirs,
      env: process.env,
      log: (line) => process.stderr.write(`phpanalytics drift: ${line}\n`),
      ...(listWebsites ? { listWebsites } : {}),
    });
    process.stdout.write(render(check, format));
    return exitCodeOf(check);
  } catch (err) {
    if (err instanceof ApiError) return fail(`listing the account's websites failed: ${err.message}`);
    if (isFsError(err)) return fail(explainFsError(err, "read", err.path ?? "the stack directory"));
    return fail(err instanceof Error ? err.message : String(err));
  }
}
