// What the README says about "Incomplete lock file information": the init that first records
// the provider prints it, an init with the lock file in place does not, and
// `terraform providers lock -fs-mirror=DIR` writes a lock file with no warning at all.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { installProvider, mirrorCliConfig, terraformPlatform } from "../../src/install";
import { PROVIDER_BLOCK, run, TERRAFORM } from "../e2e/harness";

const root = mkdtempSync(join(tmpdir(), "phpa-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const plugins = join(root, "plugins");
installProvider(plugins);
writeFileSync(join(root, "terraform.rc"), mirrorCliConfig(plugins));
const env = { PATH: process.env.PATH, HOME: root, TF_CLI_CONFIG_FILE: join(root, "terraform.rc"), CHECKPOINT_DISABLE: "1" };
const WARNING = "Incomplete lock file information for providers";

function workspace(): string {
  const dir = mkdtempSync(join(root, "ws-"));
  writeFileSync(join(dir, "main.tf"), PROVIDER_BLOCK);
  return dir;
}

async function tf(dir: string, args: string[]) {
  const result = await run(TERRAFORM, [...args, "-no-color"], { cwd: dir, env });
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return result.stdout + result.stderr;
}

it("warns on the init that records the provider, not on one with the lock file in place", async () => {
  const dir = workspace();
  expect(await tf(dir, ["init", "-input=false"])).toContain(WARNING);
  expect(readFileSync(join(dir, ".terraform.lock.hcl"), "utf8")).toMatch(/"h1:[A-Za-z0-9+/=]+"/);
  rmSync(join(dir, ".terraform"), { recursive: true });
  expect(await tf(dir, ["init", "-input=false"])).not.toContain(WARNING);
});

it("terraform providers lock -fs-mirror writes the lock file, and init then has nothing to warn about", async () => {
  const dir = workspace();
  expect(await tf(dir, ["providers", "lock", `-fs-mirror=${plugins}`, `-platform=${terraformPlatform()}`])).toContain("Success!");
  expect(await tf(dir, ["init", "-input=false"])).not.toContain(WARNING);
});
