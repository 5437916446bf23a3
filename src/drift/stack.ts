// Finds the synthesized stack directory drift detection runs in.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

function isStackDir(dir: string): boolean {
  return existsSync(join(dir, "cdk.tf.json")) || readdirSync(dir).some((f) => f.endsWith(".tf") || f.endsWith(".tf.json"));
}

function singleStackUnder(stacks: string): string {
  const names = readdirSync(stacks).filter((n) => statSync(join(stacks, n)).isDirectory());
  if (names.length === 1) return join(stacks, names[0]!);
  if (names.length === 0) throw new Error(`${stacks} holds no stack: run cdktf synth first`);
  throw new Error(`${stacks} holds ${names.length} stacks (${names.join(", ")}): pick one with --stack ${join(stacks, names[0]!)}`);
}

/**
 * `given` may be a stack directory (cdktf.out/stacks/NAME, or any Terraform directory),
 * a cdktf output directory holding a single stack, or undefined for ./cdktf.out.
 */
export function resolveStackDir(given: string | undefined, cwd: string): string {
  const dir = resolve(cwd, given ?? "cdktf.out");
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(given ? `${dir} is not a directory` : `no ./cdktf.out here: run cdktf synth first, or pass --stack DIR`);
  }
  if (isStackDir(dir)) return dir;
  if (existsSync(join(dir, "stacks"))) return singleStackUnder(join(dir, "stacks"));
  throw new Error(`${dir} is neither a synthesized stack (no cdk.tf.json) nor a cdktf output directory (no stacks/)`);
}
