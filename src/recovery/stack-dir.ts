// The stack import-blocks plans: the current directory when it holds a Terraform
// configuration, or a synthesized CDKTF stack under ./cdktf.out/stacks (by name with --stack).
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";

export interface RecoveryStack {
  dir: string;
  /** The stack's name: its directory's name. */
  name: string;
  /** A stack cdktf synthesized (cdk.tf.json): its directory is rewritten by each synth, and its source is TypeScript. */
  cdktf: boolean;
}

const isDir = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();

function holdsConfiguration(dir: string): boolean {
  return readdirSync(dir).some((file) => file.endsWith(".tf") || file.endsWith(".tf.json"));
}

function stackOf(dir: string): RecoveryStack {
  return { dir, name: basename(dir), cdktf: existsSync(join(dir, "cdk.tf.json")) };
}

function synthesizedStacks(cwd: string): string[] {
  const stacks = join(cwd, "cdktf.out", "stacks");
  if (!isDir(stacks)) return [];
  return readdirSync(stacks)
    .filter((name) => isDir(join(stacks, name)))
    .sort();
}

export function resolveRecoveryStack(given: string | undefined, cwd: string): RecoveryStack {
  const names = synthesizedStacks(cwd);
  if (given !== undefined) {
    const byName = join(cwd, "cdktf.out", "stacks", given);
    if (names.includes(given)) return stackOf(byName);
    const dir = resolve(cwd, given);
    if (isDir(dir)) {
      if (!holdsConfiguration(dir)) throw new Error(`--stack: ${dir} holds no Terraform configuration (no *.tf or *.tf.json file): give a stack's directory`);
      return stackOf(dir);
    }
    const known = names.length > 0 ? ` (stacks there: ${names.join(", ")})` : "; run cdktf synth first if it is a CDKTF stack";
    throw new Error(`--stack: "${given}" is neither a directory nor a stack under ./cdktf.out/stacks${known}`);
  }
  if (holdsConfiguration(cwd)) return stackOf(cwd);
  if (names.length === 1) return stackOf(join(cwd, "cdktf.out", "stacks", names[0]!));
  if (names.length > 1) throw new Error(`./cdktf.out/stacks holds ${names.length} stacks (${names.join(", ")}): pick one with --stack NAME`);
  throw new Error(
    "no Terraform configuration here (no *.tf or *.tf.json file) and no synthesized stack under ./cdktf.out/stacks: " +
      "run the command in the stack's directory, or pass --stack",
  );
}
