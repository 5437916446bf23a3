// The set-up of installed.heavy.test.ts: a scratch folder with the fresh app and its HOME, the
// environment its commands run in, how they are run, and the emulator the tests start there,
// stopped with the folder removed after the file's tests.
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { run, type RunResult } from "../e2e/harness";
import type { Lock } from "./app-lock";

export const ROOT = resolve(__dirname, "../..");
export const TEMPLATE = join(ROOT, "node_modules/cdktf-cli/bundle/templates/typescript");
export const CDKTF = join(ROOT, "node_modules/.bin/cdktf");
export const API_KEY = "package-test-key";
export const SHOP_PASSWORD = "pkg-shop-pass-93c1";
/** Each step installs, builds or deploys: minutes under load. */
export const LONG = 240_000;

export function must(result: RunResult, what: string): RunResult {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  return result;
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** The project's locked version of a package, as a caret range. */
export function lockedRange(lock: Lock, name: string): string {
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in the project's lock file`);
  return `^${version}`;
}

export interface InstalledApp {
  /** The scratch folder: the tarball, the app, its HOME. */
  readonly work: string;
  readonly app: string;
  readonly home: string;
  /** What the app's commands see; the tests add the emulator and the stack's variables as they go. */
  env: NodeJS.ProcessEnv;
  /** The emulator a test starts from the installed package; stopped after the file's tests. */
  emulator: ChildProcess | undefined;
  emulatorUrl: string;
  inApp(command: string, args: string[], extra?: NodeJS.ProcessEnv): Promise<RunResult>;
  npx(args: string[], extra?: NodeJS.ProcessEnv): Promise<RunResult>;
  cdktf(args: string[]): Promise<RunResult>;
  /** Runs a CommonJS script in the app, so `require` resolves the installed package. */
  nodeScript(script: string, extra?: NodeJS.ProcessEnv): Promise<RunResult>;
}

/** Registers the hooks; the tests share the returned object and run in order on one app. */
export function useInstalledApp(): InstalledApp {
  const work = mkdtempSync(join(tmpdir(), "phpa-package-"));
  const setup: InstalledApp = {
    work,
    app: join(work, "app"),
    home: join(work, "home"),
    env: {},
    emulator: undefined,
    emulatorUrl: "",
    inApp: (command, args, extra = {}) => run(command, args, { cwd: setup.app, env: { ...setup.env, ...extra } }),
    npx: (args, extra = {}) => setup.inApp("npx", ["--no-install", ...args], extra),
    cdktf: (args) => setup.inApp(CDKTF, args),
    nodeScript: (script, extra = {}) => setup.inApp(process.execPath, ["-e", script], extra),
  };
  beforeAll(async () => {
    const cache = must(await run("npm", ["config", "get", "cache"], { cwd: ROOT, env: process.env }), "npm config get cache").stdout.trim();
    mkdirSync(setup.app);
    mkdirSync(setup.home);
    setup.env = {
      PATH: process.env.PATH,
      HOME: setup.home,
      ...(process.env.TERRAFORM_BINARY ? { TERRAFORM_BINARY: process.env.TERRAFORM_BINARY } : {}),
      CHECKPOINT_DISABLE: "1",
      CI: "1",
      FORCE_COLOR: "0",
      NO_COLOR: "1",
      DISABLE_VERSION_CHECK: "true",
      npm_config_cache: cache,
      npm_config_update_notifier: "false",
      npm_config_audit: "false",
      npm_config_fund: "false",
    };
  }, LONG);
  afterAll(async () => {
    const emulator = setup.emulator;
    if (emulator && emulator.exitCode === null) {
      const exited = new Promise((done) => emulator.once("exit", done));
      emulator.kill("SIGTERM");
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  });
  return setup;
}
