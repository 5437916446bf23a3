// `phpanalytics import-blocks`: after a lost or emptied state, plans the stack, finds every
// create whose domain the account already holds, and writes the import blocks that take them
// back, with the real resource addresses. Progress and notes go to stderr.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readAllWebsites } from "../../adopt";
import { createClient } from "../../api/client";
import { ApiError } from "../../api/errors";
import { TerraformError } from "../../drift/terraform";
import {
  AccountMismatchError,
  AddressSyntaxError,
  findHeldCreates,
  matchWebsites,
  renderCdktf,
  renderHcl,
  resolveRecoveryStack,
  type RecoveryStack,
} from "../../recovery";
import { API_KEY_ENV, BASE_URL_ENV, resolveApiSettings } from "../api-settings";
import { startCommand, UsageError } from "../args";
import { explainFsError, isFsError } from "../fs-errors";

const DEFAULT_FILE = "imports.tf";

const HELP = `Usage: phpanalytics import-blocks [--stack NAME|DIR] [--out FILE | --stdout] [--force] [--format hcl|cdktf]

After a lost or emptied state (an interrupted run, another workspace or backend), a plan
refuses to create the websites the account already holds ("Website already exists").
This command runs that plan (terraform init first when needed; nothing is changed), finds
every such create, and writes an import block for each, with the resource's real address
(module path, count index, for_each key) and the website's id read from the account.
\`terraform apply\` then imports them all, and the next plan shows no changes.

Options:
  --stack NAME|DIR       the stack: a directory, or a stack's name under ./cdktf.out/stacks.
                         Default: the current directory when it holds *.tf or *.tf.json,
                         else the only stack under ./cdktf.out/stacks
  --out FILE             where to write the blocks (default: imports.tf in the stack's
                         directory, which \`cdktf synth\` leaves in place)
  --stdout               print the blocks instead of writing a file
  --force                overwrite FILE if it exists
  --format FORMAT        hcl (default): import blocks Terraform reads; cdktf: the
                         TypeScript that holds them in a CDKTF stack (printed unless --out)
  --base-url URL         the service's address (default: $${BASE_URL_ENV})
  --api-key-env VAR      read the API key from $VAR (default: $${API_KEY_ENV})
  --allow-insecure-http  allow a plain http:// base URL to a host other than loopback
  -h, --help             show this help

The provider reads PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY as usual; stack
variables come from TF_VAR_*; TF_CLI_CONFIG_FILE and TERRAFORM_BINARY are respected.
Before writing import blocks, look for the lost state itself: a terraform.tfstate.backup
beside the state file, or the workspace or backend the websites were applied with.

Exit status: 0 blocks written (or nothing to import), 1 error.`;

const FORMATS = ["hcl", "cdktf"] as const;
type Format = (typeof FORMATS)[number];

const options = {
  stack: { type: "string" },
  out: { type: "string", short: "o" },
  stdout: { type: "boolean" },
  force: { type: "boolean" },
  format: { type: "string" },
  "base-url": { type: "string" },
  "api-key-env": { type: "string" },
  "allow-insecure-http": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function formatOf(value: string | undefined): Format {
  const format = value ?? "hcl";
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got "${format}"`);
  return format as Format;
}

function checkArgs(values: { out?: string | undefined; stdout?: boolean | undefined; format?: string | undefined; "api-key-env"?: string | undefined }): void {
  formatOf(values.format);
  if (values.out !== undefined && values.stdout) throw new UsageError("--out and --stdout disagree: give one");
  if (values.out !== undefined && values.out.trim() === "") throw new UsageError("--out needs a file name");
  const keyEnv = values["api-key-env"];
  if (keyEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(keyEnv)) throw new UsageError(`--api-key-env: "${keyEnv}" is not an environment variable name`);
}

/** The file to write, or undefined for stdout. */
function outputPath(values: { out?: string | undefined; stdout?: boolean | undefined }, format: Format, stack: RecoveryStack, cwd: string): string | undefined {
  if (values.out !== undefined) return resolve(cwd, values.out);
  if (values.stdout || format === "cdktf") return undefined;
  return join(stack.dir, DEFAULT_FILE);
}

function nextStep(stack: RecoveryStack, format: Format, written: string | undefined): string {
  if (format === "cdktf") return `put the blocks in the stack's code as their comment says, then run \`cdktf deploy ${stack.name} --skip-provider-lock\`.`;
  if (!stack.cdktf) return `run \`terraform apply\` in ${stack.dir} to import them; the next plan shows no changes.`;
  const kept = written === join(stack.dir, DEFAULT_FILE) ? "`cdktf synth` leaves the file beside cdk.tf.json, so " : "";
  return (
    `${kept}\`cdktf deploy ${stack.name} --skip-provider-lock\` (or \`terraform apply\` in ${stack.dir}) imports them. To hold them in the ` +
    `stack's code instead, run ` +
    `again with --format cdktf.`
  );
}

export async function run(args: string[]): Promise<number> {
  const values = startCommand("import-blocks", HELP, args, options, checkArgs);
  if (typeof values === "number") return values;
  const format = formatOf(values.format);
  const say = (line: string): void => void process.stderr.write(`phpanalytics import-blocks: ${line}\n`);
  const fail = (message: string): number => {
    say(message);
    return 1;
  };

  let stack: RecoveryStack;
  try {
    stack = resolveRecoveryStack(values.stack, process.cwd());
  } catch (err) {
    if (isFsError(err)) return fail(explainFsError(err, "read", err.path ?? "the stack directory"));
    return fail(err instanceof Error ? err.message : String(err));
  }
  const out = outputPath(values, format, stack, process.cwd());
  if (out && !values.force && existsSync(out)) return fail(`${out} already exists: pass --force to overwrite it, or --stdout to print the blocks.`);
  const settings = resolveApiSettings({
    flag: values["base-url"],
    env: process.env,
    apiKeyEnv: values["api-key-env"] ?? API_KEY_ENV,
    allowInsecureHttp: values["allow-insecure-http"] === true,
  });
  if (!settings.ok) return fail(settings.problem);

  let text: string;
  let written: number;
  try {
    const findings = await findHeldCreates({ stackDir: stack.dir, env: process.env, log: say });
    if (findings.checksSkipped) {
      return fail(
        "the provider skipped its plan checks (the service did not answer them), so the plan cannot tell which " +
          "websites the account already holds: run the command again when the service answers.",
      );
    }
    for (const error of findings.otherErrors) say(`the plan also failed on: ${error}`);
    if (findings.held.length === 0) {
      if (findings.otherErrors.length > 0)
        return fail("the plan failed before it could tell which websites the account already holds: fix the errors above and run the command again.");
      say("nothing to import: the plan creates no website the account already holds.");
      return 0;
    }
    say(`${findings.held.length} planned create${findings.held.length === 1 ? "" : "s"} of websites the account holds; listing the account's websites`);
    const client = createClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey });
    const websites = await readAllWebsites(client).finally(() => client.close());
    const matching = matchWebsites(findings.held, websites);
    for (const line of matching.skipped) say(`skipped ${line}`);
    if (matching.blocks.length === 0) return fail("no import block to write.");
    text = format === "cdktf" ? renderCdktf(matching.blocks, stack.name) : renderHcl(matching.blocks);
    written = matching.blocks.length;
  } catch (err) {
    if (err instanceof ApiError) return fail(`listing the account's websites failed: ${err.message}`);
    if (err instanceof TerraformError || err instanceof AccountMismatchError || err instanceof AddressSyntaxError) return fail(err.message);
    if (isFsError(err)) return fail(explainFsError(err, "read", err.path ?? stack.dir));
    throw err;
  }

  const blocks = `${written} import block${written === 1 ? "" : "s"}`;
  if (!out) {
    process.stdout.write(text);
    say(`${blocks}; ${nextStep(stack, format, undefined)}`);
    return 0;
  }
  try {
    writeFileSync(out, text, { flag: values.force ? "w" : "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return fail(`${out} already exists: pass --force to overwrite it, or --stdout to print the blocks.`);
    return fail(explainFsError(err, "write", out));
  }
  say(`wrote ${out} (${blocks}): ${nextStep(stack, format, out)}`);
  return 0;
}
