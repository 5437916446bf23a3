// The provider sets V8 flags at run time (src/executable/v8-tuning.ts), which invalidates the code
// cache Node compiles its own built-in modules from: every built-in loaded afterwards is
// parsed from source. So a launch loads the built-ins it needs first (src/executable/run.ts).
// Checked in Terraform's schema and validation launches, which use no HTTP client.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tunesV8 } from "../../src/executable/v8-tuning";
import { PROVIDER_BLOCK, TerraformHome, providerUnderTest, type Workspace } from "../e2e/harness";

const RECORDER = `
const v8 = require("node:v8");
const fs = require("node:fs");
let before = null;
const setFlags = v8.setFlagsFromString;
v8.setFlagsFromString = function (flags) {
  if (before === null) before = new Set(process.moduleLoadList);
  return setFlags.call(this, flags);
};
process.on("exit", () => {
  const after = before === null ? null : process.moduleLoadList.filter((m) => m.startsWith("NativeModule ") && !before.has(m));
  fs.appendFileSync(process.env.V8_FLAGS_LOG, JSON.stringify({ after }) + "\\n");
});
`;

let home: TerraformHome;
let ws: Workspace;
let dir: string;

beforeAll(async () => {
  home = new TerraformHome();
  dir = mkdtempSync(join(home.root, "v8-flags-"));
  writeFileSync(join(dir, "recorder.cjs"), RECORDER);
  ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "w" {\n  domain = "example.com"\n}\n` });
  await ws.expect(["init", "-input=false"], 0);
});

afterAll(() => home?.dispose());

describe.skipIf(providerUnderTest() !== undefined || !tunesV8())("the npm executable's V8 flags", () => {
  it("are set after every built-in module that the schema and validation launches load", async () => {
    const log = join(dir, "launches.jsonl");
    await ws.expect(["validate", "-no-color"], 0, { NODE_OPTIONS: `--require ${join(dir, "recorder.cjs")}`, V8_FLAGS_LOG: log });
    const launches = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { after: string[] | null });
    expect(launches.length).toBeGreaterThanOrEqual(2);
    for (const launch of launches) expect(launch.after).toEqual([]);
  });
});
