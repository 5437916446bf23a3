// The Terraform CLI configuration that installs this provider from a filesystem mirror:
// writing it into a user's existing file without losing their settings, and checking
// whether a given configuration would find an installed provider.
import { resolve } from "node:path";
import { topLevelBlocks, stringAttribute, stringListAttribute } from "./hcl-blocks";
import { isImpliedPluginDir } from "./provider";

const PROVIDER_ADDRESS = { host: "registry.terraform.io", namespace: "phpanalytics", type: "phpanalytics" };

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

/** A provider_installation block exactly as mirrorCliConfig writes it, for any path. */
function isOurBlock(block: string): boolean {
  const squash = (s: string) => s.replace(/\s+/g, " ").trim();
  const path = stringAttribute(block.slice(block.indexOf("filesystem_mirror")), "path");
  return path !== undefined && squash(block) === squash(mirrorCliConfig(path));
}

export type MergeResult = { action: "created" | "appended" | "replaced" | "unchanged"; text: string } | { action: "conflict"; problem: string };

/**
 * The configuration to write so that `pluginDir` is used: `existing` (the file's text, or
 * undefined when there is none) keeps everything else, e.g. credentials blocks. A
 * provider_installation block of the user's own is replaced only with `force`.
 */
export function mergeCliConfig(existing: string | undefined, pluginDir: string, options: { force: boolean; json: boolean }): MergeResult {
  const ours = mirrorCliConfig(pluginDir);
  if (existing === undefined || existing.trim() === "") return { action: "created", text: ours };
  // Terraform reads a CLI configuration that starts with "{" as JSON, whatever its name
  if (options.json || existing.trimStart().startsWith("{")) {
    if (options.force) return { action: "replaced", text: ours };
    return {
      action: "conflict",
      problem:
        "is a JSON CLI configuration, which install does not edit: add the provider_installation block that `phpanalytics " +
        "install --help` shows by hand, or pass --force to replace the file",
    };
  }
  let blocks;
  try {
    blocks = topLevelBlocks(existing, "provider_installation");
  } catch (err) {
    return {
      action: "conflict",
      problem: `cannot be read as HCL (${err instanceof Error ? err.message : String(err)}): fix it, or pass --force to replace the file`,
    };
  }
  if (blocks.length === 0) {
    const sep = existing.endsWith("\n\n") ? "" : existing.endsWith("\n") ? "\n" : "\n\n";
    return { action: "appended", text: existing + sep + ours };
  }
  const [first] = blocks;
  if (blocks.length > 1) return { action: "conflict", problem: "holds more than one provider_installation block: merge them by hand" };
  const block = existing.slice(first!.start, first!.end) + "\n";
  if (block === ours) return { action: "unchanged", text: existing };
  if (!isOurBlock(block) && !options.force) {
    return {
      action: "conflict",
      problem:
        "already has a provider_installation block of its own: add the filesystem_mirror shown by `phpanalytics " +
        "install --help` to it, or pass --force to replace that block (the rest of the file is kept)",
    };
  }
  const after = existing.slice(first!.end).replace(/^\r?\n/, "");
  return { action: "replaced", text: existing.slice(0, first!.start) + ours + after };
}

function globMatches(pattern: string, value: string): boolean {
  return pattern === "*" || pattern.toLowerCase() === value;
}

/** Whether a provider address pattern ("registry.terraform.io/phpanalytics/*", "phpanalytics/*") matches ours. */
function patternMatches(pattern: string): boolean {
  const parts = pattern.split("/");
  const [host, namespace, type] = parts.length === 2 ? [PROVIDER_ADDRESS.host, parts[0]!, parts[1]!] : [parts[0]!, parts[1] ?? "", parts[2] ?? ""];
  return globMatches(host, PROVIDER_ADDRESS.host) && globMatches(namespace, PROVIDER_ADDRESS.namespace) && globMatches(type, PROVIDER_ADDRESS.type);
}

/**
 * Whether Terraform, run with this CLI configuration (undefined: none), would install the
 * provider from `pluginDir`. Without a provider_installation block Terraform searches its
 * implied mirrors (impliedPluginDirs), of which ~/.terraform.d/plugins is the one install
 * writes to by default.
 */
export function findsProvider(config: string | undefined, pluginDir: string, home?: string): boolean {
  const target = resolve(pluginDir);
  const blocks = config === undefined ? [] : topLevelBlocks(config, "provider_installation");
  if (blocks.length === 0) return isImpliedPluginDir(target, process.env, home);
  return blocks.some((b) =>
    topLevelBlocks(b.body, "filesystem_mirror").some((mirror) => {
      const path = stringAttribute(mirror.body, "path");
      if (path === undefined || resolve(path) !== target) return false;
      const include = stringListAttribute(mirror.body, "include");
      const exclude = stringListAttribute(mirror.body, "exclude") ?? [];
      return (include === undefined || include.some(patternMatches)) && !exclude.some(patternMatches);
    }),
  );
}

/** Whether a CLI configuration has a provider_installation block of its own. */
export function hasInstallationBlock(config: string): boolean {
  return topLevelBlocks(config, "provider_installation").length > 0;
}
