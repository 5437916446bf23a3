// Drives the bundled toy provider with the real Terraform binary, offline, once on each
// HTTP/2 server under gRPC: ours, and node:http2's (PHPANALYTICS_H2_TRANSPORT=node).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildToy } from "./helpers";

const terraform = process.env.TERRAFORM_BIN ?? "/usr/local/bin/terraform";
const available = existsSync(terraform);
let dir: string;
let env: NodeJS.ProcessEnv;

function tf(...args: string[]): { code: number; out: string } {
  const r = spawnSync(terraform, args, { cwd: dir, env, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, out: `${r.stdout}\n${r.stderr}` };
}
function ok(...args: string[]): string {
  const r = tf(...args);
  if (r.code !== 0) throw new Error(`terraform ${args.join(" ")} failed (${r.code}):\n${r.out}`);
  return r.out;
}
function things(): Record<string, { name: string; size: number; revision: number }> {
  return (JSON.parse(readFileSync(join(dir, "things.json"), "utf8")) as { things: Record<string, { name: string; size: number; revision: number }> }).things;
}
function stateId(): string {
  const state = JSON.parse(ok("show", "-json")) as { values: { root_module: { resources: Array<{ address: string; values: { id: string } }> } } };
  return state.values.root_module.resources.find((r) => r.address === "toy_thing.a")!.values.id;
}

async function setUp(http2Server: string): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), "tfplugin-e2e-"));
  const mirror = join(dir, "mirror");
  const pluginDir = join(mirror, "registry.terraform.io", "example", "toy", "0.0.1", "linux_amd64");
  mkdirSync(pluginDir, { recursive: true });
  await buildToy(join(pluginDir, "terraform-provider-toy_v0.0.1"));
  writeFileSync(
    join(dir, "cli.tfrc"),
    `provider_installation {\n  filesystem_mirror {\n    path = "${mirror}"\n    include = ["registry.terraform.io/example/toy"]\n  }\n}\n`,
  );
  writeFileSync(
    join(dir, "main.tf"),
    `terraform {
  required_providers {
    toy = { source = "example/toy", version = "0.0.1" }
  }
}
variable "name" { default = "one" }
variable "size" { default = 1 }
provider "toy" {
  file  = "\${path.module}/things.json"
  token = "provider-token"
}
resource "toy_thing" "a" {
  name   = var.name
  size   = var.size
  secret = "s3cret"
  tags   = ["x", "y"]
}
data "toy_count" "c" {
  depends_on = [toy_thing.a]
}
output "count" { value = data.toy_count.c.total }
`,
  );
  env = {
    PATH: process.env.PATH,
    HOME: dir,
    TF_CLI_CONFIG_FILE: join(dir, "cli.tfrc"),
    CHECKPOINT_DISABLE: "1",
    TF_IN_AUTOMATION: "1",
    TF_INPUT: "0",
    PHPANALYTICS_H2_TRANSPORT: http2Server,
  };
}

describe.skipIf(!available).each(["own", "node"])("real terraform drives the toy provider, on the %s HTTP/2 server", (http2Server) => {
  beforeAll(() => setUp(http2Server), 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("init, apply, no-op plan, in-place update, replacement, import, destroy", () => {
    ok("init", "-no-color");
    // the provider says which server it started (its log is relayed at debug level)
    env.TF_LOG_PROVIDER = "debug";
    expect(ok("apply", "-auto-approve", "-no-color")).toMatch(new RegExp(`Provider server started.*http2Server=${http2Server}`));
    delete env.TF_LOG_PROVIDER;
    const first = stateId();
    expect(things()[first]).toMatchObject({ name: "one", size: 1, revision: 1 });

    expect(tf("plan", "-detailed-exitcode", "-no-color").code).toBe(0);

    const update = ok("apply", "-auto-approve", "-no-color", "-var", "size=2");
    expect(update).toContain("1 changed");
    expect(stateId()).toBe(first);
    expect(things()[first]).toMatchObject({ size: 2, revision: 2 });
    expect(tf("plan", "-detailed-exitcode", "-no-color", "-var", "size=2").code).toBe(0);

    const replace = ok("apply", "-auto-approve", "-no-color", "-var", "size=2", "-var", "name=two");
    expect(replace).toContain("1 added, 0 changed, 1 destroyed");
    const second = stateId();
    expect(second).not.toBe(first);
    expect(Object.keys(things())).toEqual([second]);

    ok("state", "rm", "toy_thing.a");
    ok("import", "-no-color", "-var", "size=2", "-var", "name=two", "toy_thing.a", second);
    expect(stateId()).toBe(second);
    // sensitive values never reach the plan output
    const plan = tf("plan", "-no-color", "-var", "size=2", "-var", "name=two");
    expect(plan.out).not.toContain("s3cret");

    ok("destroy", "-auto-approve", "-no-color", "-var", "size=2", "-var", "name=two");
    expect(things()).toEqual({});
  });

  it("reports a validation error with the attribute", () => {
    const r = tf("plan", "-no-color", "-var", `name=${"x".repeat(30)}`);
    expect(r.code).toBe(1);
    expect(r.out).toContain("Invalid name");
    expect(r.out).toContain("Must have 1 to 20 characters (it has 30)");
  });

  it.runIf(http2Server === "own")("refuses a PHPANALYTICS_H2_TRANSPORT it does not know, saying what to set", () => {
    ok("init", "-no-color");
    const r = tf("plan", "-no-color");
    env.PHPANALYTICS_H2_TRANSPORT = "nghttp2";
    const bad = tf("plan", "-no-color");
    env.PHPANALYTICS_H2_TRANSPORT = http2Server;
    expect(r.code).toBe(0);
    expect(bad.code).toBe(1);
    expect(bad.out.replace(/\s+/g, " ")).toContain('PHPANALYTICS_H2_TRANSPORT is "nghttp2": set it to "node"');
  });
});

void execFileSync;
