// A PATH that holds terraform and nothing else (in particular no node), for tests that
// prove the standalone executable needs no Node.
import { existsSync, mkdtempSync, realpathSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";

function which(command: string, path: string): string | undefined {
  if (isAbsolute(command)) return existsSync(command) ? command : undefined;
  for (const dir of path.split(delimiter)) if (dir && existsSync(join(dir, command))) return join(dir, command);
  return undefined;
}

/**
 * A directory with a link to terraform (TERRAFORM_BINARY or the one on PATH), to use as
 * PATH; made inside `parent` (which the caller removes), or in the system's temporary
 * directory.
 */
export function terraformOnlyPath(parent: string = tmpdir()): string {
  const terraform = which(process.env.TERRAFORM_BINARY ?? "terraform", process.env.PATH ?? "");
  if (!terraform) throw new Error("terraform is not on PATH (or set TERRAFORM_BINARY)");
  const dir = mkdtempSync(join(parent, "phpa-no-node-"));
  symlinkSync(realpathSync(terraform), join(dir, "terraform"));
  if (which("node", dir)) throw new Error(`${dir} holds node`);
  return dir;
}

export const nodeOnPath = (path: string): string | undefined => which("node", path);
