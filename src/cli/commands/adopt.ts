// `phpanalytics adopt`: read every website of the account and write a CDKTF stack that
// declares and imports them all. The stack goes to stdout, or to --out FILE; progress and
// errors go to stderr.
import { writeFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { checkStackName, DEFAULT_API_KEY_ENV, DEFAULT_STACK_NAME, formatProgress, planAdoption, readAllWebsites, renderAdoptionStack } from "../../adopt";
import { createClient } from "../../api/client";
import { ApiError, EndpointNotFoundError, ForbiddenError, TransportError, UnauthorizedError } from "../../api/errors";
import { resolveApiSettings, BASE_URL_ENV } from "../api-settings";
import { parseCommandArgs, UsageError } from "../args";
import { explainFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics adopt [options]

Reads every website of the account and writes a TypeScript CDKTF stack that declares
them all, each imported by id, so the next \`cdktf deploy\` adopts them without creating,
changing or destroying anything (passwords aside: see the TODOs in the file).

Options:
  --out FILE            write the stack to FILE (default: stdout)
  --force               overwrite FILE if it exists
  --stack-name NAME     the stack's id in the app (default ${DEFAULT_STACK_NAME})
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
}

function parseAdoptArgs(args: string[]): AdoptArgs | "help" {
  const values = parseCommandArgs(args, {
    out: { type: "string", short: "o" },
    force: { type: "boolean" },
    "stack-name": { type: "string" },
    "base-url": { type: "string" },
    "api-key-env": { type: "string" },
    "allow-insecure-http": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const stackName = values["stack-name"] ?? DEFAULT_STACK_NAME;
  const problem = checkStackName(stackName);
  if (problem) throw new UsageError(`--stack-name: ${problem}`);
  const apiKeyEnv = values["api-key-env"] ?? DEFAULT_API_KEY_ENV;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(apiKeyEnv)) throw new UsageError(`--api-key-env: "${apiKeyEnv}" is not an environment variable name`);
  if (values.out !== undefined && values.out.trim() === "") throw new UsageError("--out needs a file name");
  return {
    ...(values.out === undefined ? {} : { out: values.out }),
    force: values.force ?? false,
    stackName,
    ...(values["base-url"] === undefined ? {} : { baseUrl: values["base-url"] }),
    apiKeyEnv,
    allowInsecureHttp: values["allow-insecure-http"] === true,
  };
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
      text = renderAdoptionStack(websites, { stackName: options.stackName, source: baseUrl, apiKeyEnv: options.apiKeyEnv });
      const passwords = planAdoption(websites).flatMap((entry) => (entry.passwordVariable ? [`TF_VAR_${entry.passwordVariable}`] : []));
      summary = `${websites.length} website${websites.length === 1 ? "" : "s"}` + (passwords.length ? `; before deploying, set ${passwords.join(", ")}` : "");
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
