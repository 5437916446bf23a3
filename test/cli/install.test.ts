// `phpanalytics install --dir DIR --cli-config FILE`, as a user runs it, then terraform init
// finding the provider offline through that configuration.
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { PROVIDER_BLOCK, run, TERRAFORM } from "../e2e/harness";
import { builtCli } from "../support/cli";

const root = mkdtempSync(join(tmpdir(), "phpa-install-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("installs the provider and a CLI configuration that terraform init uses offline", async () => {
  const dir = join(root, "plugins");
  const rc = join(root, "terraform.rc");
  const install = await run(process.execPath, [builtCli(), "install", "--dir", dir, "--cli-config", rc], { cwd: root, env: process.env });
  expect(install.code).toBe(0);
  const installed = install.stdout.trim();
  expect(installed).toMatch(/registry\.terraform\.io\/phpanalytics\/phpanalytics\/[\d.]+\/linux_amd64\/terraform-provider-phpanalytics_v[\d.]+$/);
  accessSync(installed, constants.X_OK);
  expect(readFileSync(rc, "utf8")).toContain(JSON.stringify(dir));

  const ws = mkdtempSync(join(root, "ws-"));
  writeFileSync(join(ws, "main.tf"), PROVIDER_BLOCK);
  const init = await run(TERRAFORM, ["init", "-input=false", "-no-color"], {
    cwd: ws,
    env: { ...process.env, TF_CLI_CONFIG_FILE: rc, CHECKPOINT_DISABLE: "1" },
  });
  expect(init.stdout + init.stderr).toContain("Terraform has been successfully initialized");
  expect(init.code).toBe(0);
});
