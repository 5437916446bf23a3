// `phpanalytics adopt`: read every website of the account and write a CDKTF stack that
// declares and imports those no other stack or state manages. The stack goes to stdout, or
// to --out FILE; progress, the websites left out, and errors go to stderr.
import { writeFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import {
  checkStackName,
  DEFAULT_API_KEY_ENV,
  DEFAULT_STACK_NAME,
  describeLeftOut,
  findOwnerSources,
  formatProgress,
  ManagedByError,
  OwnerReadError,
  planAdoption,
  readAllWebsites,
  readOwner,
  renderAdoptionStack,
  shownPath,
  splitByOwner,
  type WebsiteOwner,
} from "../../adopt";
import { createClient } from "../../api/client";
import { ApiError, EndpointNotFoundError, ForbiddenError, TransportError, UnauthorizedError } from "../../api/errors";
import { resolveApiSettings, BASE_URL_ENV } from "../api-settings";
import { parseCommandArgs, UsageError } from "../args";
import { explainFsError, isFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics adopt [options]

Reads every website of the account and writes a TypeScript CDKTF stack that declares
those no other stack manages, each imported by id, so the next \`cdktf deploy\` adopts
them without creating, changing or destroying anything (passwords aside: see the TODOs
in the file).

A website another stack or state already manages is left out, and listed on stderr:
adopting it again would put it in two states, where a destroy in either deletes it.
adopt reads the state of every stack under ./cdktf.out/stacks (terraform state pull,
after terraform init where needed) but the one named by --stack-name, whose websites
stay in it, and of each --managed-by.

Options:
  --out FILE            write the stack to FILE (default: stdout)
  --force               overwrite FILE if it exists
  --stack-name NAME     the stack's id in the app (default ${DEFAULT_STACK_NAME})
  --managed-by PATH     also leave out the websites PATH manages: a stack directory, a
                        cdktf output directory (all its stacks), a .tfstate file or a
                        directory holding terraform.tfstate; repeatable
  --include-managed     read no state and take every website, even those another stack
                        manages (they then sit in two states: see the troubleshooting
                        guide, "A website in two states")
  --base-url URL        the service's address (default: $${BASE_URL_ENV})
  --api-key-env VAR     read the API key from $VAR (default: $${DEFAULT_API_KEY_ENV})
  --allow-insecure-http allow a plain http:// base URL to a host other than loopback
                        (the API key then crosses the network in clear text)
  -h, --help            show this help
`;

/** Where the command reads its environment and writes its output (swappable in tests). */
export interface AdoptIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

const processIo = (): AdoptIo => ({ env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr });

interface AdoptArgs {
  out?: string;
  force: boolean;
  stackName: string;
  baseUrl?: string;
  apiKeyEnv: string;
  allowInsecureHttp: boolean;
  managedBy: string[];
  includeManaged: boolean;
}

function parseAdoptArgs(args: string[]): AdoptArgs | "help" {
  const values = parseCommandArgs(args, {
    out: { type: "string", short: "o" },
    force: { type: "boolean" },
    "stack-name": { type: "string" },
    "base-url": { type: "string" },
    "api-key-env": { type: "string" },
    "allow-insecure-http": { type: "boolean" },
    "managed-by": { type: "string", multiple: true },
    "include-managed": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const stackName = values["stack-name"] ?? DEFAULT_STACK_NAME;
  const problem = checkStackName(stackName);
  if (problem) throw new UsageError(`--stack-name: ${problem}`);
  const apiKeyEnv = values["api-key-env"] ?? DEFAULT_API_KEY_ENV;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(apiKeyEnv)) throw new UsageError(`--api-key-env: "${apiKeyEnv}" is not an environment variable name`);
  if (values.out !== undefined && values.out.trim() === "") throw new UsageError("--out needs a file name");
  const managedBy = values["managed-by"] ?? [];
  if (managedBy.some((path) => path.trim() === "")) throw new UsageError("--managed-by needs a path: a stack directory or a .tfstate file");
  if (values["include-managed"] && managedBy.length > 0)
    throw new UsageError("--include-managed takes every website, so --managed-by would change nothing: give one of them");
  return {
    ...(values.out === undefined ? {} : { out: values.out }),
    force: values.force ?? false,
    stackName,
    ...(values["base-url"] === undefined ? {} : { baseUrl: values["base-url"] }),
    apiKeyEnv,
    allowInsecureHttp: values["allow-insecure-http"] === true,
    managedBy,
    includeManaged: values["include-managed"] === true,
  };
}

/** The other stacks and states whose websites adopt leaves out, read one after another. */
async function otherOwners(options: AdoptArgs, io: AdoptIo, log: (line: string) => void): Promise<WebsiteOwner[]> {
  if (options.includeManaged) {
    log("--include-managed: no state read; every website is taken, even one another stack manages");
    return [];
  }
  const found = findOwnerSources({ cwd: io.cwd, managedBy: options.managedBy, stackName: options.stackName });
  if (found.ownStackDir) {
    log(`${shownPath(found.ownStackDir, io.cwd)} is the stack being written (--stack-name ${options.stackName}): the websites it manages stay in it`);
  }
  const owners: WebsiteOwner[] = [];
  for (const source of found.sources) owners.push(await readOwner(source, io.cwd, io.env, log));
  return owners;
}

/** What the user should do about an error of the API client. */
function explain(error: ApiError, apiKeyEnv: string, baseUrlSource: string): string {
  if (error instanceof UnauthorizedError) {
    return `the server did not accept the API key (401). Check ${apiKeyEnv}: it must be the key shown under Account > API.`;
  }
  if (error instanceof ForbiddenError) return "the account's plan does not include API access (403).";
  if (error instanceof EndpointNotFoundError || error instanceof TransportError) return `${error.detail} (base URL from ${baseUrlSource})`;
  return error.message;
}

export async function run(args: string[], io: AdoptIo = processIo()): Promise<number> {
  const fail = (message: string): number => {
    io.stderr.write(`phpanalytics adopt: ${message}\n`);
    return 1;
  };
  let options: AdoptArgs;
  try {
    const parsed = parseAdoptArgs(args);
    if (parsed === "help") {
      io.stdout.write(HELP);
      return 0;
    }
    options = parsed;
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\nRun \`phpanalytics adopt --help\` for the options.`);
    throw error;
  }

  const settings = resolveApiSettings({ flag: options.baseUrl, env: io.env, apiKeyEnv: options.apiKeyEnv, allowInsecureHttp: options.allowInsecureHttp });
  if (!settings.ok) return fail(settings.problem);
  const { baseUrl, apiKey } = settings;
  const outPath = options.out === undefined ? undefined : resolve(io.cwd, options.out);
  if (outPath && !options.force && existsSync(outPath)) return fail(`${outPath} already exists: pass --force to overwrite it.`);

  const log = (line: string): void => void io.stderr.write(`phpanalytics adopt: ${line}\n`);
  let owners: WebsiteOwner[];
  try {
    owners = await otherOwners(options, io, log);
  } catch (error) {
    if (error instanceof OwnerReadError || error instanceof ManagedByError) return fail(error.message);
    if (isFsError(error)) return fail(explainFsError(error, "read", error.path ?? "cdktf.out/stacks"));
    throw error;
  }

  let text: string;
  let summary: string;
  try {
    const client = createClient({ baseUrl, apiKey });
    try {
      // On a terminal the progress line is rewritten in place; in a log, one line a page.
      const tty = io.stderr.isTTY === true;
      const websites = await readAllWebsites(client, (progress) => {
        const line = `phpanalytics adopt: ${formatProgress(progress)}`;
        io.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
      });
      if (tty) io.stderr.write("\n");
      const { unowned, leftOut } = splitByOwner(websites, owners);
      if (leftOut.length > 0) {
        log(`left out ${leftOut.length} website${leftOut.length === 1 ? "" : "s"} that another stack or state manages (--include-managed takes them anyway):`);
        for (const line of describeLeftOut(leftOut)) log(`  ${line}`);
      }
      text = renderAdoptionStack(unowned, { stackName: options.stackName, source: baseUrl, apiKeyEnv: options.apiKeyEnv, leftOut });
      const passwords = planAdoption(unowned).flatMap((entry) => (entry.passwordVariable ? [`TF_VAR_${entry.passwordVariable}`] : []));
      summary =
        `${unowned.length} website${unowned.length === 1 ? "" : "s"}` +
        (leftOut.length ? ` (${leftOut.length} left out)` : "") +
        (passwords.length ? `; before deploying, set ${passwords.join(", ")}` : "");
    } finally {
      await client.close();
    }
  } catch (error) {
    if (error instanceof ApiError) return fail(explain(error, options.apiKeyEnv, options.baseUrl === undefined ? BASE_URL_ENV : "--base-url"));
    throw error;
  }

  if (outPath) {
    try {
      writeFileSync(outPath, text, { flag: options.force ? "w" : "wx" });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") return fail(`${outPath} already exists: pass --force to overwrite it.`);
      return fail(explainFsError(error, "write", outPath));
    }
    io.stderr.write(`phpanalytics adopt: wrote ${outPath} (${summary})\n`);
  } else {
    io.stdout.write(text);
    io.stderr.write(`phpanalytics adopt: ${summary}\n`);
  }
  return 0;
}
