// Runs a CommonJS bundle held as text, with a V8 code cache. The npm executable embeds its
// heavy parts this way, in block comments at its end (./held-runtime.ts says which): V8 skips
// a comment while compiling the executable, where a string literal of the same size would be
// scanned at every launch, so the handshake line goes out before any of it is parsed, and the
// code cache (kept per user, per held bundle and per Node version) spares the compile on
// every later launch. Terraform launches the provider 3 to 5 times per command, so both add
// up. Each comment is the body of a function, so the whole file is still one script that
// Node can run; a launch compiles only the head before the first of them and reads a held
// bundle from its byte range when it loads it (./held-ranges.ts). (The standalone executable
// has a startup snapshot instead and does not use this.) With the start-up measures off
// (./switch.ts) a held bundle is compiled from the same text with no cache, read or written.
//
// V8 does not check its cached data for damage in release builds: flipped bytes make it
// abort the process. So the file carries a SHA-256 of what it holds, and a file that fails
// the check is ignored and rewritten. Nothing about the cache may fail the provider.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";
import { markUsed, pruneCodeCaches } from "./code-cache-pruning";
import { plainStart } from "./switch";

/** A bundle held in a comment: the function that holds it, and the mark that opens its comment. */
export interface Held {
  holder: string;
  marker: string;
}

/** The provider runtime (./provider-runtime.ts). */
export const HELD_RUNTIME: Held = { holder: "embeddedRuntime", marker: "/*embedded-runtime " };
/** zod, which the runtime requires only where a body needs its schemas (src/api/bodies/parse.ts). */
export const HELD_ZOD: Held = { holder: "embeddedZod", marker: "/*embedded-zod " };
/** undici's modules that the API client loads (src/api/undici-pool.ts), which no validation runs. */
export const HELD_UNDICI: Held = { holder: "embeddedUndici", marker: "/*embedded-undici " };

/**
 * A function declaration whose body is a block comment holding `source` (ASCII, as esbuild
 * writes it), for the end of the executable. The source's own "*\/" would end the comment
 * early, so it is held as "*\x01/", and a \x01 of its own as \x01\x02.
 */
export function commentHolding(source: string, buildHash: string, held: Held = HELD_RUNTIME): string {
  // eslint-disable-next-line no-control-regex -- the range is all of ASCII, from NUL
  if (/[^\x00-\x7f]/.test(source)) throw new Error("the embedded runtime must be ASCII (esbuild's default charset)");
  return `${holderOpening(held)}${buildHash}\n${source.replaceAll("\x01", "\x01\x02").replaceAll("*/", "*\x01/")}${HOLDER_END}`;
}

/** How commentHolding's text starts, up to the build hash. */
export const holderOpening = (held: Held): string => `function ${held.holder}(){${held.marker}`;
/** How commentHolding's text ends: the first "*\/" after its opening is this one. */
export const HOLDER_END = "*/}";

/**
 * The source held by commentHolding in `text`: the holder function's text, as read from its
 * byte range, or a whole executable. The comment ends at the first "*\/" after the marker,
 * which the escapes leave to the comment's end alone. The few escapes are undone by joining slices, which V8
 * does not copy until it compiles.
 */
export function sourceInComment(text: string, buildHash: string, held: Held = HELD_RUNTIME): string {
  const marker = `${held.marker}${buildHash}\n`;
  const start = text.indexOf(marker);
  const end = start < 0 ? -1 : text.indexOf("*/", start + marker.length);
  if (start < 0 || end < 0) {
    throw new Error(`the provider executable is damaged, or was replaced while it ran: its held ${held.holder} is missing; reinstall it`);
  }
  return unescapeHeld(text.slice(start + marker.length, end));
}

/** Undoes commentHolding's escapes: "*\x01/" was "*\/", "\x01\x02" was "\x01". */
function unescapeHeld(held: string): string {
  let escape = held.indexOf("\x01");
  if (escape < 0) return held;
  let source = "";
  let from = 0;
  while (escape >= 0) {
    const heldControl = held.charCodeAt(escape + 1) === 2;
    source += held.slice(from, heldControl ? escape + 1 : escape);
    from = escape + (heldControl ? 2 : 1);
    escape = held.indexOf("\x01", from);
  }
  return source + held.slice(from);
}

// Version 2 records which kinds of work the cached code has done (see loadEmbeddedModule).
const MAGIC = Buffer.from("PHPAV8C2", "latin1");
const HEADER = MAGIC.length + 4 + 32;

function cacheFile(buildHash: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const base = env.XDG_CACHE_HOME || (homedir() ? join(homedir(), ".cache") : "");
  if (!base) return undefined;
  return join(base, "terraform-provider-phpanalytics", `${buildHash}-${process.version}-${process.arch}.v8cache`);
}

export interface CodeCache {
  /** V8's cached data. */
  data: Buffer;
  /** The kinds of work (bits, see loadEmbeddedModule's workDone) done by the runs whose code it holds. */
  work: number;
}

const checksum = (work: Buffer, data: Buffer): Buffer => createHash("sha256").update(work).update(data).digest();

/** The cache file's bytes: magic, the work it covers, a checksum of both, V8's data. */
function sealCache({ data, work }: CodeCache): Buffer {
  const workBytes = Buffer.alloc(4);
  workBytes.writeUInt32BE(work >>> 0);
  return Buffer.concat([MAGIC, workBytes, checksum(workBytes, data), data]);
}

/** The cache in a cache file's bytes, or undefined when they are not intact. */
export function openCache(file: Buffer): CodeCache | undefined {
  if (file.length <= HEADER || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const workBytes = file.subarray(MAGIC.length, MAGIC.length + 4);
  const data = file.subarray(HEADER);
  if (!checksum(workBytes, data).equals(file.subarray(MAGIC.length + 4, HEADER))) return undefined;
  return { data, work: workBytes.readUInt32BE(0) };
}

function readCache(file: string | undefined): CodeCache | undefined {
  if (!file) return undefined;
  try {
    const cache = openCache(readFileSync(file));
    if (cache) markUsed(file);
    return cache;
  } catch {
    return undefined;
  }
}

function writeCache(file: string, cache: CodeCache): void {
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, sealCache(cache), { mode: 0o600 });
    renameSync(partial, file);
    pruneCodeCaches(dirname(file), basename(file));
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

/**
 * Runs the module with the cached code, and at exit writes a new cache when there was none
 * (or V8 refused it) or when this run did work the cached code had not (`workDone`: the kinds
 * of work this process has done, as bits): a cache written by a launch that only validated
 * would leave the plan's launch to compile its reads and the HTTP client every time. Written
 * at exit, the cache holds what this run compiled as well as what it was given; once each
 * kind of launch has run, launches no longer write it. The module's `require` is `requireFor`:
 * the executable's own, or one that also finds another held bundle.
 */
export function loadEmbeddedModule(
  source: string,
  buildHash: string,
  filename: string,
  workDone: () => number,
  requireFor: (id: string) => unknown = require,
): unknown {
  const file = plainStart() ? undefined : cacheFile(buildHash);
  const cached = readCache(file);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename,
    cachedData: cached?.data,
  });
  const covered = cached && !script.cachedDataRejected ? cached.work : undefined;
  const run = script.runInThisContext() as (exports: object, req: (id: string) => unknown, mod: { exports: object }, f: string, d: string) => void;
  const mod = { exports: {} };
  if (file) {
    process.once("exit", () => {
      const work = covered ?? 0;
      const done = workDone();
      if (covered === undefined || (done & ~work) !== 0) writeCache(file, { data: script.createCachedData(), work: work | done });
    });
  }
  run(mod.exports, requireFor, mod, filename, join(filename, ".."));
  return mod.exports;
}
