// Where adopt looks for the websites other stacks manage: every stack under ./cdktf.out/stacks
// (as `drift --unmanaged` counts them) but the one being written, and what --managed-by names.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { isStackDir, resolveStackDirs, stackWebsites, websitesInState } from "../drift";
import type { WebsiteOwner } from "./owners";

/** A stack directory, read with terraform (`named` by --managed-by, or found in ./cdktf.out), or a state file, read as it is. */
export type OwnerSource = { kind: "stack"; dir: string; named: boolean } | { kind: "state-file"; path: string };

export interface OwnerSearch {
  cwd: string;
  /** The --managed-by values: stack directories, cdktf output directories, state files. */
  managedBy: readonly string[];
  /** The stack being written: its own folder under cdktf.out/stacks is no other owner. */
  stackName: string;
}

export interface FoundOwners {
  sources: OwnerSource[];
  /** ./cdktf.out/stacks/<stack name>, when present: left out of the sources. */
  ownStackDir?: string;
}

/** A path as the user would type it: relative to the working directory when inside it. */
export function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

function ownerLabel(source: OwnerSource, cwd: string): string {
  return source.kind === "stack" ? `stack "${basename(source.dir)}" (${shownPath(source.dir, cwd)})` : `state file ${shownPath(source.path, cwd)}`;
}

const isDir = (path: string): boolean => statSync(path).isDirectory();

/** A --managed-by value that names nothing adopt can read. */
export class ManagedByError extends Error {
  override name = "ManagedByError";
}

/** One --managed-by value: a state file, a stack or cdktf output directory, or a directory holding terraform.tfstate. */
function sourcesOf(given: string, cwd: string): OwnerSource[] {
  const path = resolve(cwd, given);
  const problem = (text: string) => new ManagedByError(`--managed-by ${given}: ${text}`);
  if (!existsSync(path)) throw problem(`${path} does not exist`);
  if (!isDir(path)) return [{ kind: "state-file", path }];
  if (isStackDir(path) || existsSync(join(path, "stacks"))) {
    try {
      return resolveStackDirs([path], cwd).map((dir) => ({ kind: "stack", dir, named: true }));
    } catch (err) {
      throw problem(err instanceof Error ? err.message : String(err));
    }
  }
  if (existsSync(join(path, "terraform.tfstate"))) return [{ kind: "state-file", path: join(path, "terraform.tfstate") }];
  throw problem(
    `${path} holds no Terraform configuration (*.tf, cdk.tf.json), no cdktf stacks/ and no terraform.tfstate: name ` +
      `a stack directory, a cdktf output directory or a .tfstate file`,
  );
}

export function findOwnerSources(search: OwnerSearch): FoundOwners {
  const found: FoundOwners = { sources: [] };
  const stacks = join(search.cwd, "cdktf.out", "stacks");
  if (existsSync(stacks) && isDir(stacks)) {
    for (const name of readdirSync(stacks).sort()) {
      const dir = join(stacks, name);
      if (!isDir(dir)) continue;
      if (name === search.stackName) found.ownStackDir = dir;
      else found.sources.push({ kind: "stack", dir, named: false });
    }
  }
  // named explicitly, even the stack being written counts
  for (const given of search.managedBy) found.sources.push(...sourcesOf(given, search.cwd));
  const seen = new Set<string>();
  found.sources = found.sources.filter((source) => {
    const key = source.kind === "stack" ? source.dir : source.path;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return found;
}

/** The owner's websites could not be read: adopt stops rather than risk a website in two states. */
export class OwnerReadError extends Error {
  override name = "OwnerReadError";
}

function advice(source: OwnerSource): string {
  if (source.kind === "state-file") return "Name a .tfstate file, or a file holding what `terraform state pull` prints.";
  return (
    `adopt leaves out the websites other stacks manage, so it must read this stack's state. Make it readable (run \`terraform init\` in ${source.dir}, ` +
    "with the backend's credentials in the environment) and run adopt again. To go on without this stack, " +
    (source.named ? "leave out this --managed-by" : "run adopt from a directory without this cdktf.out and name with --managed-by the states it must respect") +
    ", or pass --include-managed to read no state at all and take every website (only when no other stack manages any of them)."
  );
}

export async function readOwner(source: OwnerSource, cwd: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<WebsiteOwner> {
  const label = ownerLabel(source, cwd);
  try {
    if (source.kind === "state-file") return { label, managed: websitesInState(readFileSync(source.path, "utf8"), shownPath(source.path, cwd)) };
    log(`reading the state of ${label}`);
    return { label, managed: await stackWebsites({ stackDir: source.dir, env, log: (line) => log(`${label}: ${line}`) }) };
  } catch (err) {
    const cause = err instanceof Error ? err.message : String(err);
    throw new OwnerReadError(`cannot tell which websites ${label} manages:\n${cause}\n${advice(source)}`);
  }
}
