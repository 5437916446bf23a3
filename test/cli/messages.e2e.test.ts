// What a user meets when they get the CLI wrong: `help CMD`, unknown options, a base URL
// that is not a URL (and where it came from), plain http to a remote host.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveApiSettings } from "../../src/cli/api-settings";
import { explainFsError } from "../../src/cli/fs-errors";
import { run } from "../e2e/harness";
import { builtCli } from "../support/cli";

const COMMANDS = ["install", "drift", "adopt", "import-blocks", "demo", "emulator", "release"];

function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, [builtCli(), ...args], { cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
}

describe("help and usage mistakes", () => {
  it.each(COMMANDS)("`phpanalytics help %s` shows that command's help", async (name) => {
    const help = await cli(["help", name]);
    const own = await cli([name, "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(own.stdout);
    expect(help.stdout).toContain(`Usage: phpanalytics ${name}`);
  });

  it.each(COMMANDS)("an unknown option of %s names the command and points to its --help", async (name) => {
    const result = await cli([name, "--frob"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`phpanalytics ${name}: `);
    expect(result.stderr).toMatch(/[Uu]nknown option .--frob./);
    expect(result.stderr).toContain(`Run \`phpanalytics ${name} --help\``);
  });

  it("a missing value and a stray argument say so", async () => {
    const missing = await cli(["install", "--dir"]);
    expect(missing.stderr).toContain('phpanalytics install: option "--dir" needs a value');
    const forgotten = await cli(["install", "--dir", "--force"]);
    expect(forgotten.stderr).toContain('phpanalytics install: option "--dir" needs a value (one starting with "-" is written --dir=-VALUE)');
    const stray = await cli(["drift", "somewhere"]);
    expect(stray.stderr).toContain('phpanalytics drift: unexpected argument "somewhere"');
  });

  it("`help` of an unknown command is an error listing the commands", async () => {
    const result = await cli(["help", "frob"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown command "frob"');
    expect(result.stderr).toContain("Commands:");
  });
});

describe("the base URL of commands that call the API", () => {
  it("adopt names what is wrong and where the value came from", async () => {
    const fromEnv = await cli(["adopt"], { PHPANALYTICS_BASE_URL: "analytics.example.com", PHPANALYTICS_API_KEY: "k" });
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stderr).toContain("the base URL given by PHPANALYTICS_BASE_URL is not a valid URL");
    expect(fromEnv.stderr).toContain("The value has no scheme");
    const fromFlag = await cli(["adopt", "--base-url", "ftp://analytics.example.com"], { PHPANALYTICS_API_KEY: "k" });
    expect(fromFlag.stderr).toContain('the base URL given by --base-url must start with http:// or https:// (got "ftp:")');
  });

  it("adopt refuses plain http to a remote host unless --allow-insecure-http is given", async () => {
    const result = await cli(["adopt", "--base-url", "http://analytics.example.com"], { PHPANALYTICS_API_KEY: "k" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the base URL given by --base-url uses plain http to analytics.example.com");
    expect(result.stderr).toContain("pass --allow-insecure-http");
  });

  it("the rule: loopback http is fine, remote http only when allowed", () => {
    const env = { PHPANALYTICS_API_KEY: "k" };
    expect(resolveApiSettings({ flag: "http://127.0.0.1:8080", env, allowInsecureHttp: false })).toEqual({
      ok: true,
      baseUrl: "http://127.0.0.1:8080",
      apiKey: "k",
    });
    expect(resolveApiSettings({ flag: "http://10.0.0.5", env, allowInsecureHttp: false }).ok).toBe(false);
    expect(resolveApiSettings({ flag: "http://10.0.0.5", env, allowInsecureHttp: true })).toEqual({ ok: true, baseUrl: "http://10.0.0.5", apiKey: "k" });
    expect(resolveApiSettings({ flag: "https://a.example.com", env: {}, allowInsecureHttp: false })).toEqual({
      ok: false,
      problem: "PHPANALYTICS_API_KEY is not set: set it to the API key shown under Account > API.",
    });
  });
});

describe("file-system errors of the commands", () => {
  it("drift: a cdktf.out whose stacks/ is a file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "phpa-msg-"));
    try {
      mkdirSync(join(dir, "cdktf.out"));
      writeFileSync(join(dir, "cdktf.out", "stacks"), "");
      const result = await run(process.execPath, [builtCli(), "drift"], { cwd: dir, env: { PATH: process.env.PATH } });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`phpanalytics drift: cannot read ${join(dir, "cdktf.out", "stacks")}: a part of the path is a file, not a directory\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("demo: a temporary directory that does not exist", async () => {
    const result = await cli(["demo"], { TMPDIR: "/nonexistent-phpa-tmp" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^phpanalytics demo failed: cannot use \/nonexistent-phpa-tmp\/phpa-demo-\w+: a directory on the way does not exist/m);
    expect(result.stderr).not.toContain("ENOENT");
  });
});

it("file-system errors are explained in words", () => {
  const err = Object.assign(new Error("EACCES: permission denied, open '/etc/x'"), { code: "EACCES", syscall: "open", path: "/etc/x" });
  expect(explainFsError(err, "write", "/etc/x")).toBe("cannot write /etc/x: permission denied: choose a location you can write to, or fix its permissions");
  const unknown = Object.assign(new Error("EWHAT"), { code: "EWHAT", syscall: "open", path: "/a" });
  expect(explainFsError(unknown, "read", "/a")).toBe("cannot read /a: the operating system reported EWHAT");
});
