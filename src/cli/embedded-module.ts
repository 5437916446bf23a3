// Runs a CommonJS bundle held as a string, with a V8 code cache. The provider executable
// embeds its heavy part this way: a string literal costs almost nothing to load, so the
// handshake line goes out before any of it is parsed, and the code cache (kept per user,
// per build and per Node version) spares the compile on every later launch. Terraform
// launches the provider 3 to 5 times per command, so both add up.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { Script } from "node:vm";

function cacheFile(buildHash: string): string | undefined {
  const base = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), ".cache") : "");
  if (!base) return undefined;
  return join(base, "terraform-provider-phpanalytics", `${buildHash}-${process.version}-${process.arch}.v8cache`);
}

function readCache(file: string | undefined): Buffer | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written at exit, so the functions compiled during this run are in the cache too. */
function writeCacheAtExit(file: string, script: Script): void {
  process.once("exit", () => {
    try {
      mkdirSync(join(file, ".."), { recursive: true, mode: 0o700 });
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, script.createCachedData(), { mode: 0o600 });
      renameSync(partial, file);
    } catch {
      // A cache that cannot be written only costs speed.
    }
  });
}

export function loadEmbeddedModule(source: string, buildHash: string, filename: string): unknown {
  const file = cacheFile(buildHash);
  const cachedData = readCache(file);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename,
    cachedData,
  });
  if (file && (!cachedData || script.cachedDataRejected)) writeCacheAtExit(file, script);
  const run = script.runInThisContext() as (exports: object, req: NodeRequire, mod: { exports: object }, f: string, d: string) => void;
  const mod = { exports: {} };
  run(mod.exports, require, mod, filename, join(filename, ".."));
  return mod.exports;
}
