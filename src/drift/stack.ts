// Finds the synthesized stack directories drift detection runs in.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** A Terraform configuration directory: cdktf's cdk.tf.json, or any *.tf or *.tf.json file. */
export function isStackDir(dir: string): boolean {
  return existsSync(join(dir, "cdk.tf.json")) || readdirSync(dir).some((f) => f.endsWith(".tf") || f.endsWith(".tf.json"));
}

function stacksUnder(stacks: string): string[] {
  const names = readdirSync(stacks)
    .filter((n) => statSync(join(stacks, n)).isDirectory())
    .sort();
  if (names.length === 0) throw new Error(`${stacks} holds no stack: run cdktf synth first`);
  return names.map((n) => join(stacks, n));
}

/** One --stack value: a stack directory, or a cdktf output directory (all its stacks). */
function stackDirsOf(given: string | undefined, cwd: string): string[] {
  const dir = resolve(cwd, given ?? "cdktf.out");
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(given ? `${dir} is not a directory` : `no ./cdktf.out here: run cdktf synth first, or pass --stack DIR`);
  }
  if (isStackDir(dir)) return [dir];
  if (existsSync(join(dir, "stacks"))) return stacksUnder(join(dir, "stacks"));
  throw new Error(`${dir} is neither a synthesized stack (no cdk.tf.json) nor a cdktf output directory (no stacks/)`);
}

/**
 * Every stack the given values name: each may be a stack directory (cdktf.out/stacks/NAME,
 * or any Terraform directory) or a cdktf output directory, which counts all its stacks.
 * With none given, every stack under ./cdktf.out/stacks.
 */
export function resolveStackDirs(given: readonly string[], cwd: string): string[] {
  const dirs = given.length === 0 ? stackDirsOf(undefined, cwd) : given.flatMap((g) => stackDirsOf(g, cwd));
  return [...new Set(dirs)];
}
