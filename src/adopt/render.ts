// renderAdoptionStack: the TypeScript CDKTF stack that adopts existing websites. Pure: the
// same websites and options give the same text, whatever order the websites come in.
import type { Website } from "../api/bodies/website";
import { baseConstructId, IdAllocator, PROVIDER_CONSTRUCT_ID } from "./ids";
import { describeLeftOut, type LeftOutWebsite } from "./owners";

export const DEFAULT_STACK_NAME = "phpanalytics-websites";
export const DEFAULT_API_KEY_ENV = "PHPANALYTICS_API_KEY";

export interface AdoptionOptions {
  /** The stack's id in the app (its folder under cdktf.out/stacks). Default "phpanalytics-websites". */
  stackName?: string;
  /** Where the websites were read from (a base URL), named in the header. No secrets. */
  source?: string;
  /** The environment variable the API key was read from, when not PHPANALYTICS_API_KEY. */
  apiKeyEnv?: string;
  /** Websites of the account left out because another stack or state manages them. */
  leftOut?: readonly LeftOutWebsite[];
}

/** One website as the stack declares it. */
export interface AdoptedWebsite {
  website: Website;
  constructId: string;
  /** The sensitive variable holding the password, for websites with privacy "password". */
  passwordVariable?: string;
}

const STACK_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function checkStackName(name: string): string | undefined {
  if (!STACK_NAME.test(name)) return `"${name}" is not a valid stack name: use letters, digits, "-" and "_", starting with a letter or digit`;
  if (name.length > 100) return `stack name is ${name.length} characters long; keep it under 100`;
  return undefined;
}

/** "phpanalytics-websites" -> "PhpanalyticsWebsitesStack". */
export function stackClassName(stackName: string): string {
  const pascal = stackName
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  const name = /^[A-Za-z]/.test(pascal) ? pascal : `Adopted${pascal}`;
  const className = name.endsWith("Stack") ? name : `${name}Stack`;
  // the file imports cdktf's TerraformStack, which the class extends
  return className === "TerraformStack" ? "AdoptedTerraformStack" : className;
}

function compareWebsites(a: Website, b: Website): number {
  if (a.domain !== b.domain) return a.domain < b.domain ? -1 : 1;
  return a.id - b.id;
}

/** The websites sorted by domain, each with its construct id and password variable. */
export function planAdoption(websites: readonly Website[]): AdoptedWebsite[] {
  const sorted = [...websites].sort(compareWebsites);
  const ids = new IdAllocator([PROVIDER_CONSTRUCT_ID]);
  const adopted: AdoptedWebsite[] = sorted.map((website) => ({ website, constructId: ids.allocate(baseConstructId(website.domain)) }));
  for (const entry of adopted) {
    if (entry.website.privacy === "password") entry.passwordVariable = ids.allocate(`${entry.constructId}_password`);
  }
  return adopted;
}

/** A TypeScript string literal (JSON's escaping is valid TypeScript). */
const str = (value: string): string => JSON.stringify(value);

/** Text safe inside a `//` comment. */
const commentText = (value: string): string => value.replace(/[\r\n\u2028\u2029]+/g, " ");

function list(values: readonly string[]): string {
  return `[${values.map(str).join(", ")}]`;
}

function renderWebsite({ website, constructId, passwordVariable }: AdoptedWebsite): string[] {
  const lines = [`    new website.Website(this, ${str(constructId)}, {`, `      domain: ${str(website.domain)},`, `      privacy: ${str(website.privacy)},`];
  if (passwordVariable) {
    const current = website.hasPassword ? "its current password" : "a password (the server holds none yet, though the website is password-protected)";
    lines.push(
      `      // TODO: set TF_VAR_${passwordVariable} to ${current}.`,
      `      // The API never returns passwords, so the first deploy sends this value to the server.`,
      `      password: new TerraformVariable(this, ${str(passwordVariable)}, {`,
      `        type: "string",`,
      `        sensitive: true,`,
      `        description: ${str(`Password of ${website.domain} (the API cannot return it)`)},`,
      `      }).stringValue,`,
    );
  }
  lines.push(
    `      emailReports: ${website.emailReports},`,
    `      excludeBots: ${website.excludeBots},`,
    `      excludeIps: ${list(website.excludeIps)},`,
    `      excludeParams: [], // unknown: the API does not return them (see the note at the top)`,
    `      favorite: ${website.favorite},`,
    // as an import sets it: the website holds history, which a delete or a new domain would lose
    `      deletionProtection: true,`,
    `    }).importFrom(${str(String(website.id))});`,
  );
  return lines;
}

function header(adopted: readonly AdoptedWebsite[], className: string, options: AdoptionOptions): string[] {
  const count = `${adopted.length} website${adopted.length === 1 ? "" : "s"}`;
  const from = options.source ? ` from ${commentText(options.source)}` : "";
  const apiKeyEnv = options.apiKeyEnv ?? DEFAULT_API_KEY_ENV;
  const lines = [
    `// Generated by \`phpanalytics adopt\`${from}: ${count}.`,
    "//",
    "// Each website is imported by id (`importFrom`) on the next `cdktf deploy`, which then plans",
    "// nothing to add or destroy. The settings are written out as the server holds them, so",
    "// an import changes nothing, except where a TODO says otherwise. After the first deploy",
    "// the `.importFrom(...)` calls can stay (they do nothing once imported) or be removed.",
    "// Every website keeps `deletionProtection: true`: deleting one deletes its statistics, so a",
    "// plan that would delete or replace it fails until that is set to false and applied.",
    "//",
    "// Use it from the app's main.ts:",
    '//   import { App } from "cdktf";',
    `//   import { ${className} } from "./<this file without .ts>";`,
    "//   const app = new App();",
    `//   new ${className}(app);`,
    "//   app.synth();",
    "//",
    "// The provider reads PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY from the environment;",
    "// this file holds no secret.",
  ];
  if (apiKeyEnv !== DEFAULT_API_KEY_ENV) {
    lines.push(`// (The key was read from ${commentText(apiKeyEnv)} for this file: export it as PHPANALYTICS_API_KEY to deploy.)`);
  }
  lines.push(
    "//",
    "// exclude_params: the API accepts excluded query parameters but never returns them, so they",
    "// could not be read and every website declares `excludeParams: []`. Terraform records them",
    "// as empty and cannot see the ones the server holds: those stay in force untouched, and",
    "// `[]` does not clear them. Once you set a list for a website, the next deploy sends it and",
    "// it replaces the server's. Write in the ones you know now (that deploy then plans a change).",
  );
  const leftOut = options.leftOut ?? [];
  if (leftOut.length > 0) {
    lines.push(
      "//",
      `// Left out: ${leftOut.length} website${leftOut.length === 1 ? "" : "s"} that another stack or state already manages. Declaring`,
      "// one here too would put it in two states, and a destroy in either would delete it.",
      "// (`phpanalytics adopt --include-managed` takes them anyway.)",
      ...describeLeftOut(leftOut).map((line) => `//   ${commentText(line)}`),
    );
  }
  const passwords = adopted.filter((entry) => entry.passwordVariable);
  if (passwords.length > 0) {
    lines.push(
      "//",
      "// Passwords: the API never returns them. Each password-protected website takes its password",
      "// from a sensitive variable; set them before deploying (see the TODOs):",
      ...passwords.map((entry) => `//   TF_VAR_${entry.passwordVariable}  (${commentText(entry.website.domain)})`),
      "// The first deploy sends these values to the server (an in-place change of `password` only),",
      "// so use the current passwords unless you mean to change them.",
    );
  }
  return lines;
}

export function renderAdoptionStack(websites: readonly Website[], options: AdoptionOptions = {}): string {
  const stackName = options.stackName ?? DEFAULT_STACK_NAME;
  const problem = checkStackName(stackName);
  if (problem) throw new RangeError(problem);
  const className = stackClassName(stackName);
  const adopted = planAdoption(websites);
  const cdktfImports = adopted.some((entry) => entry.passwordVariable) ? "TerraformStack, TerraformVariable" : "TerraformStack";
  const none = (options.leftOut ?? []).length === 0 ? "The account has no websites." : "Every website of the account is managed by another stack or state.";
  const body = adopted.length === 0 ? [`    // ${none}`] : adopted.flatMap((entry, i) => [...(i > 0 ? [""] : []), ...renderWebsite(entry)]);
  return [
    ...header(adopted, className, options),
    "",
    `import { ${cdktfImports} } from "cdktf";`,
    'import type { Construct } from "constructs";',
    'import { provider, website } from "cdktf-provider-phpanalytics";',
    "",
    "/** The stack's id in the app: `cdktf deploy " + commentText(stackName) + "`. */",
    `export const STACK_NAME = ${str(stackName)};`,
    "",
    `export class ${className} extends TerraformStack {`,
    "  constructor(scope: Construct, id: string = STACK_NAME) {",
    "    super(scope, id);",
    "",
    "    // Configured from PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY.",
    `    new provider.PhpanalyticsProvider(this, ${str(PROVIDER_CONSTRUCT_ID)}, {});`,
    "",
    ...body,
    "  }",
    "}",
    "",
  ].join("\n");
}
