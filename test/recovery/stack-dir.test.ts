// Which stack import-blocks plans: the current directory when it holds a configuration, a
// synthesized CDKTF stack by name, or the only one under ./cdktf.out/stacks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveRecoveryStack } from "../../src/recovery";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function layout(files: string[]): string {
  root = mkdtempSync(join(tmpdir(), "phpa-recovery-"));
  for (const file of files) {
    // a name ending in "/" is an empty directory
    mkdirSync(file.endsWith("/") ? join(root, file) : join(root, file, ".."), { recursive: true });
    if (!file.endsWith("/")) writeFileSync(join(root, file), "{}");
  }
  return root;
}

describe("resolveRecoveryStack", () => {
  it("takes the current directory when it holds *.tf or *.tf.json", () => {
    const cwd = layout(["main.tf", "cdktf.out/stacks/a/cdk.tf.json"]);
    expect(resolveRecoveryStack(undefined, cwd)).toEqual({ dir: cwd, name: root.split("/").pop(), cdktf: false });
  });

  it("takes a synthesized stack by name, or the only one", () => {
    const cwd = layout(["cdktf.json", "cdktf.out/stacks/websites/cdk.tf.json"]);
    const stack = { dir: join(cwd, "cdktf.out", "stacks", "websites"), name: "websites", cdktf: true };
    expect(resolveRecoveryStack(undefined, cwd)).toEqual(stack);
    expect(resolveRecoveryStack("websites", cwd)).toEqual(stack);
    expect(resolveRecoveryStack("cdktf.out/stacks/websites", cwd)).toEqual(stack);
  });

  it("names the stacks to pick from, and what is wrong with a --stack value", () => {
    const cwd = layout(["cdktf.out/stacks/b/cdk.tf.json", "cdktf.out/stacks/a/cdk.tf.json", "empty/"]);
    expect(() => resolveRecoveryStack(undefined, cwd)).toThrow("./cdktf.out/stacks holds 2 stacks (a, b): pick one with --stack NAME");
    expect(() => resolveRecoveryStack("c", cwd)).toThrow('--stack: "c" is neither a directory nor a stack under ./cdktf.out/stacks (stacks there: a, b)');
    expect(() => resolveRecoveryStack("empty", cwd)).toThrow(
      `--stack: ${join(cwd, "empty")} holds no Terraform configuration (no *.tf or *.tf.json file): give a stack's directory`,
    );
  });

  it("says to run it in a stack's directory when there is none", () => {
    const cwd = layout(["README.md"]);
    expect(() => resolveRecoveryStack(undefined, cwd)).toThrow("no Terraform configuration here");
    expect(() => resolveRecoveryStack("x", cwd)).toThrow("run cdktf synth first if it is a CDKTF stack");
  });
});
