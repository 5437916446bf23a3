// `phpanalytics install [--dir DIR]`: puts the bundled provider where `terraform init`
// finds it without a registry (Terraform's implied local mirror layout).
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const HELP = `Usage: phpanalytics install [--dir DIR] [--cli-config FILE]

Copies the provider executable into DIR (default ~/.terraform.d/plugins, Terraform's
implied local mirror) as
  DIR/registry.terraform.io/phpanalytics/phpanalytics/VERSION/OS_ARCH/terraform-provider-phpanalytics_vVERSION
and prints that path. terraform init then installs it offline.

--cli-config FILE also writes a Terraform CLI configuration that installs the provider from
DIR; point TF_CLI_CONFIG_FILE at it when DIR is not the implied mirror.`;

const ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64", ia32: "386", arm: "arm" };

export function terraformPlatform(): string {
  const arch = ARCH[process.arch];
  if (!arch) throw new Error(`unsupported CPU architecture ${process.arch}`);
  return `${process.platform}_${arch}`;
}

export function providerVersion(): string {
  return (require("../../../package.json") as { version: string }).version;
}

/** The bundled executable built by `npm run build`. */
export function bundledProviderPath(): string {
  return resolve(__dirname, "../../../dist/terraform-provider-phpanalytics.js");
}

/** Installs the provider into `pluginDir` and returns the installed executable's path. */
export function installProvider(pluginDir: string): string {
  const source = bundledProviderPath();
  if (!existsSync(source)) throw new Error(`${source} is missing: run npm run build first`);
  const version = providerVersion();
  const dir = join(pluginDir, "registry.terraform.io", "phpanalytics", "phpanalytics", version, terraformPlatform());
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `terraform-provider-phpanalytics_v${version}`);
  copyFileSync(source, target);
  chmodSync(target, 0o755);
  return target;
}

/** A Terraform CLI configuration that installs this provider from `pluginDir`. */
export function mirrorCliConfig(pluginDir: string): string {
  return [
    "provider_installation {",
    "  filesystem_mirror {",
    `    path    = ${JSON.stringify(pluginDir)}`,
    '    include = ["registry.terraform.io/phpanalytics/*"]',
    "  }",
    "  direct {",
    '    exclude = ["registry.terraform.io/phpanalytics/*"]',
    "  }",
    "}",
    "",
  ].join("\n");
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { dir: { type: "string" }, "cli-config": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return 0;
  }
  const dir = resolve(values.dir ?? join(homedir(), ".terraform.d", "plugins"));
  process.stdout.write(installProvider(dir) + "\n");
  const cliConfig = values["cli-config"];
  if (cliConfig) writeFileSync(resolve(cliConfig), mirrorCliConfig(dir));
  return 0;
}
