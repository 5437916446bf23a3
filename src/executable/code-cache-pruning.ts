// Old code caches. Each build of the npm executable writes a cache per held bundle and Node
// version (./embedded-module.ts), and nothing else ever removes one: every upgrade of the
// provider, or of Node, would leave a megabyte or two behind for good. So a launch that has
// just written a cache removes the caches that no launch has written for PRUNE_AFTER_MS,
// and the partial files of writes that were stopped. Launches that write are few (the first
// of each kind of work after an upgrade), so the others never look at the directory.
//
// A cache is written only while its code grows, so one in steady use keeps its old time and
// can be removed too: its next launch then compiles once and writes it again, which costs
// that launch what a first launch costs and nothing else.
import { readdirSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";

export const PRUNE_AFTER_MS = 30 * 24 * 60 * 60_000;
/** A partial file older than this was left by a write that never finished. */
export const PARTIAL_AFTER_MS = 24 * 60 * 60_000;

/** A cache file as cacheFile names it: the bundle's build hash, Node's version, the architecture. */
const CACHE_FILE = /^[0-9a-f]{16}-v\d+\.\d+\.\d+-[a-z0-9]+\.v8cache$/;
/** A cache file being written: its name and the writer's process id. */
const PARTIAL_FILE = /^[0-9a-f]{16}-v\d+\.\d+\.\d+-[a-z0-9]+\.v8cache\.\d+$/;

/**
 * Removes from `dir` the cache files not written for PRUNE_AFTER_MS and the partial ones not
 * written for PARTIAL_AFTER_MS, except `written`, the file this launch has just written.
 * Returns the names removed. Files of any other name are left alone, and a file that cannot
 * be read or removed (another launch removed it first, say) is skipped.
 */
export function pruneCodeCaches(dir: string, written: string, now: number = Date.now()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const age = CACHE_FILE.test(name) ? PRUNE_AFTER_MS : PARTIAL_FILE.test(name) ? PARTIAL_AFTER_MS : undefined;
    if (age === undefined || name === written) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < age) continue;
      unlinkSync(path);
      removed.push(name);
    } catch {
      // gone already, or not ours to remove: either way nothing to do
    }
  }
  return removed;
}
