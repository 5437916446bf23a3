// Old code caches. Each build of the npm executable writes a cache per held bundle and Node
// version (./embedded-module.ts), and nothing else would ever remove one: every upgrade of the
// provider, or of Node, would leave a megabyte or two behind for good. So a launch that has
// just written a cache removes the caches no launch has used for PRUNE_AFTER_MS, and the
// partial files of writes that were stopped. Launches that write are few (the first of each
// kind of work after an upgrade), so the others never look at the directory.
//
// A cache is written only while its code grows, so its time says when it was last used only
// because a launch that reads one written or marked more than MARK_USED_AFTER_MS ago marks
// it again: a cache in use, even one written once long ago, is never removed. Should a cache
// be removed in the moment another launch writes it anew, that launch's successor compiles
// once and writes it again.
import { readdirSync, statSync, unlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";

const DAY_MS = 24 * 60 * 60_000;
export const PRUNE_AFTER_MS = 30 * DAY_MS;
/** Marking a cache in use costs a write to the file system, so it is done at most once a week. */
export const MARK_USED_AFTER_MS = 7 * DAY_MS;
/** A partial file older than this was left by a write that never finished. */
export const PARTIAL_AFTER_MS = DAY_MS;

/** A cache file as cacheFile names it: the bundle's build hash, Node's version, the architecture. */
const CACHE_FILE = /^[0-9a-f]{16}-v\d+\.\d+\.\d+-[a-z0-9]+\.v8cache$/;
/** A cache file being written: its name and the writer's process id. */
const PARTIAL_FILE = /^[0-9a-f]{16}-v\d+\.\d+\.\d+-[a-z0-9]+\.v8cache\.\d+$/;

/** Called by a launch that has read the cache `file`: marks it used, when it was not lately. */
export function markUsed(file: string, now: number = Date.now()): void {
  try {
    if (now - statSync(file).mtimeMs < MARK_USED_AFTER_MS) return;
    utimesSync(file, now / 1000, now / 1000);
  } catch {
    // a cache that cannot be marked may be removed one day, which costs one compile
  }
}

/**
 * Removes from `dir` the cache files not used for PRUNE_AFTER_MS and the partial ones not
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
