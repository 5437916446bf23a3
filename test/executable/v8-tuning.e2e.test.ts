// The provider's V8 tuning must never print V8's "unrecognized flag" error into Terraform's
// provider output, on the Node the package is tested with (20) and on a later one (22).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NODE22 } from "../cdktn/helpers";

const tuning = join(__dirname, "..", "..", "dist", "executable", "v8-tuning.js");

describe("V8 tuning of the provider process", () => {
  it.each([
    ["Node 20 (this one)", process.execPath],
    ["Node 22", NODE22],
  ])("sets only flags that %s knows", (_name, node) => {
    const result = spawnSync(node, ["-e", `require(${JSON.stringify(tuning)}).tuneV8AfterLaunchModules(); process.stdout.write(process.versions.v8)`], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\d+\.\d+/);
    expect(result.stderr).toBe("");
  });

  it("would be heard if it set a flag V8 does not know", () => {
    const result = spawnSync(NODE22, ["-e", `require(${JSON.stringify(tuning)}).tuneV8AfterLaunchModules("11.3.0")`], { encoding: "utf8" });
    expect(result.stderr).toMatch(/unrecognized flag --interrupt-budget/);
  });
});
