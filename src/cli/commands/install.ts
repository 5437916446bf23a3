// `phpanalytics install [--dir DIR] [--cli-config FILE [--force]]`: puts the bundled provider
// where `terraform init` finds it without a registry, then says what to do next.
import { readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import {
  defaultPluginDir,
  findsProvider,
  hasInstallationBlock,
  impliedPluginDirs,
  installProvider,
  isImpliedPluginDir,
  mergeCliConfig,
  terraformPlatform,
} from "../../install";
import { startCommand } from "../args";
import { explainFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics install [--dir DIR] [--cli-config FILE [--force]]

Copies the provider executable into DIR (default ~/.terraform.d/plugins, Terraform's
implied local mirror) as
  DIR/registry.terraform.io/phpanalytics/phpanalytics/VERSION/OS_ARCH/terraform-provider-phpanalytics_vVERSION
and prints that path on stdout. terraform init then installs it offline. What to do next
goes to stderr.

Options:
  --dir DIR          where to install (default ~/.terraform.d/plugins)
  --cli-config FILE  also write a Terraform CLI configuration that installs the provider
                     from DIR; point TF_CLI_CONFIG_FILE at it. An existing FILE keeps its
                     other settings (credentials, plugin_cache_dir, ...): the block
                     below is added to it. A provider_installation block of its own is
                     replaced only with --force.
  --force            replace FILE's own provider_installation block
  -h, --help         show this help

The block --cli-config writes:
  provider_installation {
    filesystem_mirror {
      path    = "DIR"
      include = ["registry.terraform.io/phpanalytics/*"]
    }
    direct {
      exclude = ["registry.terraform.io/phpanalytics/*"]
    }
  }`;

const options = {
  dir: { type: "string" },
  "cli-config": { type: "string" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function shellQuote(path: string): string {
  return /^[\w./:@%+-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new Error(explainFsError(err, "read", file), { cause: err });
  }
}

/** The CLI configuration Terraform will read: $TF_CLI_CONFIG_FILE, else ~/.terraformrc. */
function effectiveCliConfig(env: NodeJS.ProcessEnv): { file: string; fromEnv: boolean } {
  const fromEnv = env.TF_CLI_CONFIG_FILE?.trim();
  return fromEnv ? { file: resolve(fromEnv), fromEnv: true } : { file: join(homedir(), ".terraformrc"), fromEnv: false };
}

/** A warning when the configuration Terraform will read would not find the provider in `dir`. */
function configWarning(dir: string, { file, fromEnv }: { file: string; fromEnv: boolean }): string | undefined {
  const text = readIfExists(file);
  const name = fromEnv ? `TF_CLI_CONFIG_FILE (${file})` : file;
  if (text === undefined) return fromEnv ? missingConfigWarning(file, dir) : undefined;
  let finds: boolean;
  try {
    finds = findsProvider(text, dir);
  } catch {
    return `warning: ${name} cannot be read as a CLI configuration, so whether terraform init finds the provider in ${dir} is unknown.`;
  }
  if (finds) return undefined;
  const why = hasInstallationBlock(text)
    ? `has a provider_installation block without a filesystem_mirror at ${dir}`
    : `has no provider_installation block, and without one terraform looks for providers only in ${impliedPluginDirs().join(", ")} ` +
      `(and terraform.d/plugins where it runs), not in ${dir}`;
  return (
    `warning: ${name} ${why}, so terraform init will not find the provider there. ` +
    "Add the block from `phpanalytics install --help` to it, or install with --cli-config FILE and point TF_CLI_CONFIG_FILE at FILE."
  );
}

/** Terraform warns "Unable to open CLI configuration file" and carries on as if it had none. */
function missingConfigWarning(file: string, dir: string): string {
  const found = isImpliedPluginDir(dir)
    ? `it still finds the provider in ${dir}, one of the folders it searches by itself`
    : `it looks for providers only in ${impliedPluginDirs().join(", ")}: terraform init will not find the provider in ${dir}`;
  return (
    `warning: TF_CLI_CONFIG_FILE points at ${file}, which does not exist: ` +
    `terraform warns that it cannot open it and carries on without a CLI configuration, so ${found}. ` +
    "Unset the variable, or create the file with --cli-config FILE."
  );
}

/**
 * terraform init warns of "Incomplete lock file information" on every fresh init, and the
 * command it suggests asks the public registry, which does not have this provider.
 */
export function lockCommand(dir: string): string {
  return `terraform providers lock -fs-mirror=${shellQuote(dir)} -platform=${terraformPlatform()}`;
}

function lockTip(dir: string): string {
  return (
    'To write a configuration\'s lock file before terraform init, which otherwise reports "Incomplete lock file information" ' +
    `and suggests a command that asks a registry without this provider, run in the configuration's directory:\n  ${lockCommand(dir)}`
  );
}

function nextStep(dir: string, cliConfig: string | undefined, env: NodeJS.ProcessEnv): string {
  if (cliConfig) {
    const current = env.TF_CLI_CONFIG_FILE?.trim();
    if (current && resolve(current) === cliConfig) return `Next: TF_CLI_CONFIG_FILE already points at ${cliConfig}; run terraform init (or cdktf deploy).`;
    return `Next: export TF_CLI_CONFIG_FILE=${shellQuote(cliConfig)}\nthen run terraform init (or cdktf deploy) in that shell.`;
  }
  if (isImpliedPluginDir(dir)) return `Next: nothing to configure: terraform init finds providers in ${dir} by itself.`;
  return `Next: Terraform does not search ${dir} by itself: run again with --cli-config FILE and export TF_CLI_CONFIG_FILE=FILE.`;
}

export async function run(args: string[]): Promise<number> {
  const values = startCommand("install", HELP, args, options);
  if (typeof values === "number") return values;
  const fail = (message: string): number => {
    process.stderr.write(`phpanalytics install: ${message}\n`);
    return 1;
  };
  if (values.dir !== undefined && values.dir.trim() === "") return fail("--dir needs a directory");
  if (values["cli-config"] !== undefined && values["cli-config"].trim() === "") return fail("--cli-config needs a file name");
  if (values.force && values["cli-config"] === undefined) return fail("--force applies only with --cli-config");
  const dir = resolve(values.dir ?? defaultPluginDir());
  const cliConfig = values["cli-config"] === undefined ? undefined : resolve(values["cli-config"]);

  try {
    // The configuration is checked before anything is installed: a refusal changes nothing.
    const merged = cliConfig ? mergeCliConfig(readIfExists(cliConfig), dir, { force: values.force === true, json: cliConfig.endsWith(".json") }) : undefined;
    if (merged?.action === "conflict") return fail(`${cliConfig} ${merged.problem}. Nothing was installed.`);

    let installed: string;
    try {
      installed = installProvider(dir);
    } catch (err) {
      return fail(explainFsError(err, "install the provider into", dir));
    }
    process.stdout.write(installed + "\n");

    if (cliConfig && merged) {
      if (merged.action !== "unchanged") {
        try {
          writeFileSync(cliConfig, merged.text);
        } catch (err) {
          return fail(explainFsError(err, "write", cliConfig));
        }
      }
      const how = {
        created: "wrote",
        appended: "added the provider_installation block to",
        replaced: "replaced the provider_installation block of",
        unchanged: "kept",
      }[merged.action];
      process.stderr.write(
        `phpanalytics install: ${how} ${cliConfig}${merged.action === "appended" || merged.action === "replaced" ? " (its other settings are kept)" : ""}\n`,
      );
    }
    process.stderr.write(nextStep(dir, cliConfig, process.env) + "\n");
    process.stderr.write(lockTip(dir) + "\n");
    // With --cli-config the user is about to export TF_CLI_CONFIG_FILE; only a current value
    // pointing elsewhere is worth a warning then.
    const current = effectiveCliConfig(process.env);
    const warning = cliConfig && (!current.fromEnv || current.file === cliConfig) ? undefined : configWarning(dir, current);
    if (warning) process.stderr.write(warning + "\n");
    return 0;
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}
