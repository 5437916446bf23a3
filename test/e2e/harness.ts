// Runs the real terraform binary against the built provider, installed the way users
// install it (`phpanalytics install --dir`), with a CLI config of the test's own.
import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installProvider, mirrorCliConfig } from "../../src/install";

export const TERRAFORM = process.env.TERRAFORM_BINARY ?? "terraform";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    // terraform may exit before reading its input; that is not the test's failure.
    child.stdin.on("error", () => undefined);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}

/**
 * The provider executable the tests install: the npm one by default, or the file named by
 * PHPANALYTICS_TEST_PROVIDER (test/sea runs the e2e tests against the standalone executable).
 */
export function providerUnderTest(): string | undefined {
  const path = process.env.PHPANALYTICS_TEST_PROVIDER;
  if (path === undefined || path === "") return undefined;
  if (!existsSync(path)) throw new Error(`PHPANALYTICS_TEST_PROVIDER names ${path}, which is missing (npm run build:sea builds the standalone executable)`);
  return path;
}

/** A temporary root holding the plugin mirror and the CLI config shared by workspaces. */
export class TerraformHome {
  readonly root = mkdtempSync(join(tmpdir(), "phpa-tf-"));
  readonly pluginDir = join(this.root, "plugins");
  readonly cliConfig = join(this.root, "terraform.rc");
  readonly providerPath: string;

  constructor() {
    this.providerPath = installProvider(this.pluginDir);
    const selected = providerUnderTest();
    if (selected) {
      copyFileSync(selected, this.providerPath);
      chmodSync(this.providerPath, 0o755);
    }
    writeFileSync(this.cliConfig, mirrorCliConfig(this.pluginDir));
  }

  env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith("TF_") || key.startsWith("PHPANALYTICS_")) delete env[key];
    return {
      ...env,
      TF_CLI_CONFIG_FILE: this.cliConfig,
      CHECKPOINT_DISABLE: "1",
      TF_IN_AUTOMATION: "1",
      NO_COLOR: "1",
      ...extra,
    };
  }

  workspace(files: Record<string, string> = {}): Workspace {
    return new Workspace(this, files);
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

export class Workspace {
  readonly dir: string;

  constructor(
    readonly home: TerraformHome,
    files: Record<string, string>,
  ) {
    this.dir = mkdtempSync(join(home.root, "ws-"));
    this.write(files);
  }

  write(files: Record<string, string>): void {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(this.dir, name), content);
  }

  terraform(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
    const [command, ...rest] = args;
    const colorless = command === "providers" || command === "version" || command === "state" ? args : [command!, "-no-color", ...rest];
    return run(TERRAFORM, ["-chdir=" + this.dir, ...colorless], { cwd: this.dir, env: this.home.env(env) });
  }

  /** Runs terraform and fails with its output when the exit code is not the expected one. */
  async expect(args: string[], expectedCode = 0, env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
    const result = await this.terraform(args, env);
    if (result.code !== expectedCode) {
      throw new Error(
        `terraform ${args.join(" ")} exited ${result.code} (expected ${expectedCode})\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`,
      );
    }
    return result;
  }
}

/** The provider block every test configuration starts with (settings come from env). */
export const PROVIDER_BLOCK = `terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
}

provider "phpanalytics" {}
`;
