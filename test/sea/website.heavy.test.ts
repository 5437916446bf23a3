// The lifecycle of test/e2e/website-lifecycle.ts (create, no-op plan, update, import, the
// schema, destroy) against the standalone executable instead of the npm one, with a PATH that
// holds terraform and no node: terraform starts the provider, and nothing can fall back to
// node. The standalone build changes how the provider starts (the startup snapshot, which
// also holds the schema it reports, and the built-ins loaded on first use), not its handlers:
// every other case of test/e2e/website.e2e.test.ts runs on the npm build only.
import { closeSync, openSync, readSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TerraformHome } from "../e2e/harness";
import {
  itCreatesAndPlansNoChanges,
  itDestroysEverythingItManages,
  itImportsWithImportBlocks,
  itReportsTheDeclaredSchema,
  itUpdatesInPlace,
  useWebsiteAcceptance,
} from "../e2e/website-lifecycle";
import { nodeOnPath, terraformOnlyPath } from "./no-node-path";
import { requireSeaExecutable } from "./sea-executable";

// Read by the hooks below and those of useWebsiteAcceptance, which all run after this.
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

const site = useWebsiteAcceptance();

describe("phpanalytics_website with the real terraform and the standalone executable", () => {
  itCreatesAndPlansNoChanges(site);
  itUpdatesInPlace(site);
  itImportsWithImportBlocks(site);
  itReportsTheDeclaredSchema(site);
  itDestroysEverythingItManages(site);
});
