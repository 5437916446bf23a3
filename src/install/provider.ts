// Puts the bundled provider executable where `terraform init` finds it without a registry:
// Terraform's local mirror layout, under the implied mirror ~/.terraform.d/plugins or any DIR.
import { chmodSync, copyFileSync, existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

const ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64", ia32: "386", arm: "arm" };
/** Where Node's platform name differs from Go's, which Terraform uses. */
const OS: Record<string, string> = { win32: "windows", sunos: "solaris" };

/** The provider's registry address, as Terraform's mirror layout spells it. */
const PROVIDER_HOST_PATH = ["registry.terraform.io", "phpanalytics", "phpanalytics"] as const;

export function terraformPlatform(platform: string = process.platform, cpu: string = process.arch): string {
  const arch = ARCH[cpu];
  if (!arch) throw new Error(`unsupported CPU architecture ${cpu}`);
  return `${OS[platform] ?? platform}_${arch}`;
}

export function providerVersion(): string {
  return (require("../../package.json") as { version: string }).version;
}

/** The bundled executable built by `npm run build` (the same path from src/ and dist/). */
function bundledProviderPath(): string {
  return resolve(__dirname, "../../dist/terraform-provider-phpanalytics.js");
}

/** Terraform's implied local mirror on this machine: ~/.terraform.d/plugins. */
export function defaultPluginDir(home: string = homedir()): string {
  return join(home, ".terraform.d", "plugins");
}

/**
 * The directories Terraform searches for providers when its CLI configuration has no
 * provider_installation block (its "implied local mirror directories"), besides
 * terraform.d/plugins under the working directory (Windows, which this package does not
 * support otherwise, included).
 */
export function impliedPluginDirs(env: NodeJS.ProcessEnv = process.env, home: string = homedir(), platform: NodeJS.Platform = process.platform): string[] {
  if (platform === "darwin") {
    const appSupport = ["Library", "Application Support", "io.terraform", "plugins"];
    return [defaultPluginDir(home), join(home, ...appSupport), join("/", ...appSupport)];
  }
  if (platform === "win32") {
    const appData = env.APPDATA || join(home, "AppData", "Roaming");
    return [join(appData, "terraform.d", "plugins"), join(appData, "HashiCorp", "Terraform", "plugins")];
  }
  const dataHome = env.XDG_DATA_HOME || join(home, ".local", "share");
  const dataDirs = (env.XDG_DATA_DIRS || "/usr/local/share:/usr/share").split(":").filter((d) => d !== "");
  return [defaultPluginDir(home), ...[dataHome, ...dataDirs].map((d) => join(d, "terraform", "plugins"))];
}

/** Whether Terraform searches `dir` by itself, without a provider_installation block. */
export function isImpliedPluginDir(dir: string, env: NodeJS.ProcessEnv = process.env, home: string = homedir()): boolean {
  const target = resolve(dir);
  return impliedPluginDirs(env, home).some((implied) => resolve(implied) === target);
}

/** Installs the provider into `pluginDir` and returns the installed executable's path. */
export function installProvider(pluginDir: string): string {
  const source = bundledProviderPath();
  if (!existsSync(source)) throw new Error(`${source} is missing: run npm run build first`);
  const version = providerVersion();
  const dir = join(pluginDir, ...PROVIDER_HOST_PATH, version, terraformPlatform());
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `terraform-provider-phpanalytics_v${version}`);
  copyFileSync(source, target);
  chmodSync(target, 0o755);
  return target;
}
