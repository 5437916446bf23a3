// The end-to-end acceptance tests of test/e2e/website.e2e.test.ts, run against the standalone
// executable instead of the npm one (same schema, same behaviour), with a PATH that holds
// terraform and no node: terraform starts the provider, and nothing can fall back to node.
import { closeSync, openSync, readSync, rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TerraformHome } from "../e2e/harness";
import { nodeOnPath, terraformOnlyPath } from "./no-node-path";
import { requireSeaExecutable } from "./sea-executable";
// Registers the e2e tests in this file; they read the environment set below only in their hooks.
import "../e2e/website.e2e.test";

process.env.PHPANALYTICS_TEST_PROVIDER = requireSeaExecutable();
const terraformOnly = terraformOnlyPath();
process.env.PATH = terraformOnly;
delete process.env.TERRAFORM_BINARY;

let probe: TerraformHome;
beforeAll(() => {
  probe = new TerraformHome();
});
afterAll(() => {
  probe?.dispose();
  rmSync(terraformOnly, { recursive: true, force: true });
});

it("installs the standalone executable, with no node on PATH", () => {
  const head = Buffer.alloc(4);
  const fd = openSync(probe.providerPath, "r");
  readSync(fd, head, 0, 4, 0);
  closeSync(fd);
  expect(head.toString("latin1")).toBe("\x7fELF");
  expect(nodeOnPath(probe.env().PATH ?? "")).toBeUndefined();
});
