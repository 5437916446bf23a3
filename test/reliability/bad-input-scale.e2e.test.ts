// 200 websites of which 5 are invalid: one `terraform validate` and one `terraform plan`
// report all 5 errors, each naming its resource address and attribute, before any API call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmulatorHandle } from "../../src/emulator";
import { TerraformHome, type Workspace } from "../e2e/harness";
import { startStackAgainstEmulator } from "../support/stack-against-emulator";
import { tf, tfExpect } from "../support/terraform-runs";
import { providerBlock } from "../support/websites-stack";

const API_KEY = "reliability-bad-input-key";
const COUNT = 200;

/** The invalid ones, by index: what they set, the attribute at fault and the message. */
const invalid = new Map<number, { body: string; attribute: string; message: RegExp }>([
  [17, { body: `privacy = "secret"`, attribute: "privacy", message: /one of "public", "private", "password"/ }],
  [58, { body: `exclude_ips = ["10.0.0.1", "10.0.0.300"]`, attribute: "exclude_ips", message: /not an IPv4 or IPv6 address/ }],
  [99, { body: ``, attribute: "domain", message: /has no dot[\s\S]*Invalid domain name\./ }],
  [142, { body: `privacy = "password"`, attribute: "password", message: /set password/ }],
  [186, { body: `privacy = "password"\n  password = "${"p".repeat(129)}"`, attribute: "password", message: /1 to 128 characters/ }],
]);

const name = (i: number) => `w${String(i).padStart(3, "0")}`;

function config(): string {
  const blocks: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const bad = invalid.get(i);
    const domain = i === 99 ? "bad_domain!/path" : `${name(i)}.bad-input.example`;
    const settings = bad?.body ?? (i % 2 ? `privacy = "private"` : `exclude_ips = ["198.51.100.${i % 250}"]`);
    blocks.push(`resource "phpanalytics_website" "${name(i)}" {\n  domain = "${domain}"\n  ${settings}\n}\n`);
  }
  return providerBlock() + "\n" + blocks.join("\n");
}

/** Terraform's error blocks: from one "Error:" line to the next. */
function errorBlocks(stderr: string): string[] {
  return stderr
    .split(/^\S*\s*Error: /m)
    .slice(1)
    .map((b) => "Error: " + b);
}

interface ValidateJson {
  valid: boolean;
  error_count: number;
  diagnostics: Array<{ severity: string; summary: string; detail: string; address?: string; snippet?: { code: string } }>;
}

let emulator: EmulatorHandle;
let home: TerraformHome;
let ws: Workspace;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  home = new TerraformHome();
  ({ emulator, env, ws } = await startStackAgainstEmulator(home, { apiKey: API_KEY, main: config() }));
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

function expectAllFive(stderr: string): void {
  const blocks = errorBlocks(stderr.replace(/^[│╷╵]\s?/gm, ""));
  expect(blocks, stderr).toHaveLength(invalid.size);
  for (const [index, bad] of invalid) {
    const address = `phpanalytics_website.${name(index)}`;
    const block = blocks.find((b) => b.includes(`with ${address},`));
    expect(block, `an error naming ${address}:\n${stderr}`).toBeDefined();
    expect(block).toMatch(bad.message);
    expect(block).toContain(bad.attribute);
  }
  // The valid websites are not blamed.
  expect(stderr).not.toMatch(/phpanalytics_website\.w000\b/);
}

describe("bad input among 200 websites", () => {
  it("terraform validate reports all 5 errors, each with its address and attribute", async () => {
    emulator.stats.reset();
    const result = await tfExpect(ws, ["validate"], 1, env);
    expectAllFive(result.stderr);
    expect(emulator.stats.total).toBe(0);
  }, 60_000);

  it("terraform validate -json points each error at its address and attribute", async () => {
    const result = await tf(ws, ["validate", "-json"], env);
    expect(result.code).toBe(1);
    const parsed = JSON.parse(result.stdout) as ValidateJson;
    expect(parsed.valid).toBe(false);
    expect(parsed.error_count).toBe(invalid.size);
    for (const [index, bad] of invalid) {
      const address = `phpanalytics_website.${name(index)}`;
      const diagnostic = parsed.diagnostics.find((d) => d.address === address);
      expect(diagnostic, address).toBeDefined();
      expect(diagnostic!.severity).toBe("error");
      expect(diagnostic!.summary + " " + diagnostic!.detail).toMatch(bad.message);
      const code = diagnostic!.snippet?.code ?? "";
      if (code.trimStart().startsWith("resource ")) {
        // Nothing to highlight for an attribute that is missing: the detail names it.
        expect(diagnostic!.detail).toContain(bad.attribute);
      } else {
        expect(code.trimStart().startsWith(`${bad.attribute} `), `${address}: ${code}`).toBe(true);
      }
    }
    expect(emulator.stats.total).toBe(0);
  }, 60_000);

  it("terraform plan reports the same 5 errors before any API call", async () => {
    emulator.stats.reset();
    const result = await tfExpect(ws, ["plan", "-input=false"], 1, env);
    expectAllFive(result.stderr);
    expect(result.stdout).not.toContain("will be created");
    expect(emulator.stats.total).toBe(0);
    expect(emulator.store.count(API_KEY)).toBe(0);
  }, 60_000);
});
