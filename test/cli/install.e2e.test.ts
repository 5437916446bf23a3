// `phpanalytics install` as a user runs it: the provider and a CLI configuration that
// terraform init uses offline, an existing configuration merged rather than overwritten,
// the next step always printed, and a warning when TF_CLI_CONFIG_FILE would miss it.
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { PROVIDER_BLOCK, run, TERRAFORM } from "../e2e/harness";
import { builtCli } from "../support/cli";

const root = mkdtempSync(join(tmpdir(), "phpa-install-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The CLI with a home of its own and no Terraform settings from the caller. */
function install(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const home = mkdtempSync(join(root, "home-"));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, ...extraEnv };
  return run(process.execPath, [builtCli(), "install", ...args], { cwd: root, env }).then((r) => ({ ...r, home }));
}

const CREDENTIALS = `# my settings
plugin_cache_dir = "/tmp/cache"
credentials "app.terraform.io" {
  token = "secret.atlasv1.token"
}
`;

it("installs the provider and a CLI configuration that terraform init uses offline", async () => {
  const dir = join(root, "plugins");
  const rc = join(root, "terraform.rc");
  const result = await install(["--dir", dir, "--cli-config", rc]);
  expect(result.code, result.stderr).toBe(0);
  const installed = result.stdout.trim();
  expect(installed).toMatch(/registry\.terraform\.io\/phpanalytics\/phpanalytics\/[\d.]+\/linux_amd64\/terraform-provider-phpanalytics_v[\d.]+$/);
  accessSync(installed, constants.X_OK);
  expect(readFileSync(rc, "utf8")).toContain(JSON.stringify(dir));
  expect(result.stderr).toContain(`Next: export TF_CLI_CONFIG_FILE=${rc}`);

  const ws = mkdtempSync(join(root, "ws-"));
  writeFileSync(join(ws, "main.tf"), PROVIDER_BLOCK);
  const init = await run(TERRAFORM, ["init", "-input=false", "-no-color"], {
    cwd: ws,
    env: { ...process.env, TF_CLI_CONFIG_FILE: rc, CHECKPOINT_DISABLE: "1" },
  });
  expect(init.stdout + init.stderr).toContain("Terraform has been successfully initialized");
  expect(init.code).toBe(0);
});

it("prints the lock command that works for this provider, and following it leaves init nothing to warn of", async () => {
  const dir = join(root, "lock-plugins");
  const rc = join(root, "lock.rc");
  const result = await install(["--dir", dir, "--cli-config", rc]);
  expect(result.code, result.stderr).toBe(0);
  const command = /^ {2}(terraform providers lock .*)$/m.exec(result.stderr)?.[1];
  expect(command).toBe(`terraform providers lock -fs-mirror=${dir} -platform=linux_amd64`);
  const ws = mkdtempSync(join(root, "ws-"));
  writeFileSync(join(ws, "main.tf"), PROVIDER_BLOCK);
  const env = { ...process.env, TF_CLI_CONFIG_FILE: rc, CHECKPOINT_DISABLE: "1" };
  const lock = await run("bash", ["-c", command!], { cwd: ws, env });
  expect(lock.code, lock.stdout + lock.stderr).toBe(0);
  const init = await run(TERRAFORM, ["init", "-input=false", "-no-color"], { cwd: ws, env });
  expect(init.code, init.stdout + init.stderr).toBe(0);
  expect(init.stdout + init.stderr).not.toContain("Incomplete lock file information");
});

it("adds its block to an existing CLI configuration, keeping the credentials", async () => {
  const dir = join(root, "plugins-merge");
  const rc = join(root, "merge.rc");
  writeFileSync(rc, CREDENTIALS);
  const result = await install(["--dir", dir, "--cli-config", rc]);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toContain(`added the provider_installation block to ${rc} (its other settings are kept)`);
  const text = readFileSync(rc, "utf8");
  expect(text.startsWith(CREDENTIALS)).toBe(true);
  expect(text).toContain(`path    = ${JSON.stringify(dir)}`);

  // Again with another directory: our own block is replaced, nothing else changes.
  const dir2 = join(root, "plugins-merge-2");
  const again = await install(["--dir", dir2, "--cli-config", rc]);
  expect(again.code, again.stderr).toBe(0);
  const text2 = readFileSync(rc, "utf8");
  expect(text2.startsWith(CREDENTIALS)).toBe(true);
  expect(text2).toContain(JSON.stringify(dir2));
  expect(text2).not.toContain(JSON.stringify(dir));
  expect(text2.match(/provider_installation/g)).toHaveLength(1);

  // Terraform reads the merged file and installs from the new directory.
  const ws = mkdtempSync(join(root, "ws-"));
  writeFileSync(join(ws, "main.tf"), PROVIDER_BLOCK);
  const init = await run(TERRAFORM, ["init", "-input=false", "-no-color"], {
    cwd: ws,
    env: { PATH: process.env.PATH, HOME: again.home, TF_CLI_CONFIG_FILE: rc, CHECKPOINT_DISABLE: "1" },
  });
  expect(init.code, init.stdout + init.stderr).toBe(0);
  expect(init.stdout).toContain(`Installing phpanalytics/phpanalytics v`);
});

it("refuses to replace a provider_installation block of the user's own without --force", async () => {
  const dir = join(root, "plugins-force");
  const rc = join(root, "own.rc");
  const own = `${CREDENTIALS}provider_installation {\n  network_mirror {\n    url = "https://mirror.example.com/" # {braces} in a comment\n  }\n}\n`;
  writeFileSync(rc, own);
  const refused = await install(["--dir", dir, "--cli-config", rc]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`${rc} already has a provider_installation block of its own`);
  expect(refused.stderr).toContain("--force");
  expect(readFileSync(rc, "utf8")).toBe(own);
  expect(existsSync(dir)).toBe(false);

  const forced = await install(["--dir", dir, "--cli-config", rc, "--force"]);
  expect(forced.code, forced.stderr).toBe(0);
  const text = readFileSync(rc, "utf8");
  expect(text.startsWith(CREDENTIALS)).toBe(true);
  expect(text).not.toContain("network_mirror");
  expect(text).toContain(JSON.stringify(dir));
});

it("says the default location needs nothing, and warns when TF_CLI_CONFIG_FILE would miss the provider", async () => {
  const plain = await install([]);
  expect(plain.code, plain.stderr).toBe(0);
  expect(plain.stdout.trim().startsWith(join(plain.home, ".terraform.d", "plugins"))).toBe(true);
  expect(plain.stderr).toContain("Next: nothing to configure");
  expect(plain.stderr).not.toContain("warning");

  const other = join(root, "other.rc");
  writeFileSync(other, 'provider_installation {\n  filesystem_mirror {\n    path = "/srv/elsewhere"\n  }\n}\n');
  const warned = await install([], { TF_CLI_CONFIG_FILE: other });
  expect(warned.code).toBe(0);
  expect(warned.stderr).toContain(
    `warning: TF_CLI_CONFIG_FILE (${other}) has a provider_installation block without a filesystem_mirror at ${join(warned.home, ".terraform.d", "plugins")}`,
  );

  const cacheOnly = join(root, "cache-only.rc");
  writeFileSync(cacheOnly, 'plugin_cache_dir = "/tmp/plugin-cache"\n');
  const elsewhere = join(root, "plugins-elsewhere");
  const noBlock = await install(["--dir", elsewhere], { TF_CLI_CONFIG_FILE: cacheOnly });
  expect(noBlock.stderr).toContain(
    `warning: TF_CLI_CONFIG_FILE (${cacheOnly}) has no provider_installation block, and without one terraform looks for providers only in`,
  );
  expect(noBlock.stderr).toContain(`not in ${elsewhere}, so terraform init will not find the provider there`);

  const commented = join(root, "commented.rc");
  writeFileSync(commented, '# provider_installation { } was removed\nplugin_cache_dir = "/tmp/plugin-cache"\n');
  const commentOnly = await install(["--dir", elsewhere], { TF_CLI_CONFIG_FILE: commented });
  expect(commentOnly.stderr).toContain("has no provider_installation block");
  // Terraform's other implied directories need no configuration either
  const xdgDir = join(root, "xdg-data", "terraform", "plugins");
  const xdg = await install(["--dir", xdgDir], { TF_CLI_CONFIG_FILE: cacheOnly, XDG_DATA_HOME: join(root, "xdg-data") });
  expect(xdg.stderr).not.toContain("warning");
  expect(xdg.stderr).toContain(`Next: nothing to configure: terraform init finds providers in ${xdgDir} by itself.`);

  const missing = await install([], { TF_CLI_CONFIG_FILE: join(root, "nope.rc") });
  expect(missing.stderr).toContain(
    `warning: TF_CLI_CONFIG_FILE points at ${join(root, "nope.rc")}, which does not exist: terraform warns that it cannot open it and carries on`,
  );
  expect(missing.stderr).toContain("so it still finds the provider in");
  const missingElsewhere = await install(["--dir", join(root, "elsewhere-missing")], { TF_CLI_CONFIG_FILE: join(root, "nope.rc") });
  expect(missingElsewhere.stderr).toContain(`: terraform init will not find the provider in ${join(root, "elsewhere-missing")}`);

  const custom = await install(["--dir", join(root, "custom")]);
  expect(custom.stderr).toContain(`Terraform does not search ${join(root, "custom")} by itself: run again with --cli-config FILE`);
});

it("explains file-system errors instead of printing errno text", async () => {
  const file = join(root, "a-file");
  writeFileSync(file, "");
  const result = await install(["--dir", join(file, "plugins")]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`phpanalytics install: cannot install the provider into ${join(file, "plugins")}`);
  expect(result.stderr).toContain("a part of the path is a file, not a directory");
  expect(result.stderr).not.toMatch(/ENOTDIR|EEXIST/);

  const rc = await install(["--dir", join(root, "p2"), "--cli-config", join(root, "no-such-dir", "terraform.rc")]);
  expect(rc.code).toBe(1);
  expect(rc.stderr).toContain("a directory on the way does not exist");
  expect(rc.stderr).not.toContain("ENOENT");
});
