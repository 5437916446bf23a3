// The demo's private Terraform home: the provider installed into a temporary filesystem
// mirror, a CLI config pointing at it, and the directory the stack is synthesized into.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { installProvider, mirrorCliConfig } from "../install";

const PACKAGE_NAME = "cdktf-provider-phpanalytics";

function isPackageRoot(dir: string): boolean {
  const file = join(dir, "package.json");
  if (!existsSync(file)) return false;
  try {
    const pkg: unknown = JSON.parse(readFileSync(file, "utf8"));
    return typeof pkg === "object" && pkg !== null && (pkg as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

function findUp(start: string): string | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (isPackageRoot(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The package's root (holding examples/cdktf), from this module or else the working directory. */
export function packageRoot(cwd: string = process.cwd()): string {
  const root = findUp(__dirname) ?? findUp(cwd);
  if (!root) throw new Error(`cannot find the ${PACKAGE_NAME} package (with examples/cdktf) above ${__dirname} or ${cwd}`);
  return root;
}

/**
 * The demo's own temporary directory: the provider in a filesystem mirror, a CLI config
 * pointing at it, and the synthesized stack with its state (`stackRoot`), so that the demo
 * never writes into the directory it was started from.
 */
export class DemoWorkspace {
  readonly root = mkdtempSync(join(tmpdir(), "phpa-demo-"));
  readonly pluginDir = join(this.root, "plugins");
  readonly cliConfig = join(this.root, "terraform.rc");
  /** Where the example app synthesizes to (its stacks/ folder), unless the caller gives one. */
  readonly outDir = join(this.root, "cdktf.out");
  readonly providerPath: string;

  constructor() {
    try {
      this.providerPath = installProvider(this.pluginDir);
      writeFileSync(this.cliConfig, mirrorCliConfig(this.pluginDir));
    } catch (err) {
      this.dispose();
      throw err;
    }
  }

  /** Removes the directory, or keeps it when asked; returns the sentence that says which. */
  finish(keep: boolean): string {
    if (keep) return `kept ${this.root} (--keep): the stack and its state are in ${join(this.outDir, "stacks")}, the CLI config is ${this.cliConfig}`;
    this.dispose();
    return `removed ${this.root}`;
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
