// Terraform's provider processes are short: a few seconds, in which the same few handlers
// run thousands of times. V8's defaults suit long-lived servers; two of them cost more than
// they save here:
// - it sends a function to the optimizing compiler after little work, and in a process this
//   short the compiler threads cost more CPU than the optimized code saves: a larger budget
//   before optimizing lowers the provider's CPU over a large plan, on Node 20 and Node 22
//   alike, and a still larger plan costs the same either way;
// - it recompiles hot WebAssembly (undici's HTTP parser) with TurboFan in the background,
//   and a process exits only once that job is done, so every launch that called the API
//   would keep Terraform waiting after its Close. The baseline compiler is fast enough for
//   the few hundred responses a run parses.
// Flag names differ between V8 versions, and an unknown flag only prints an error, so each
// V8 gets the flags it is known to have; any other keeps its defaults.
import { setFlagsFromString } from "node:v8";

const FLAGS: Record<string, readonly string[]> = {
  "11": ["--interrupt-budget=1000000", "--liftoff-only"], // Node 20
  "12": ["--invocation-count-for-turbofan=60000", "--liftoff-only"], // Node 22
};

const flagsFor = (v8Version: string): readonly string[] => FLAGS[v8Version.split(".")[0] ?? ""] ?? [];

/** Whether this V8 gets any flags. */
export function tunesV8(v8Version: string = process.versions.v8): boolean {
  return flagsFor(v8Version).length > 0;
}

function tuneV8ForShortProcess(v8Version: string): void {
  for (const flag of flagsFor(v8Version)) setFlagsFromString(flag);
}

/**
 * The tuning as a launch applies it, after the handshake. Node compiles its built-in modules
 * from a code cache that any V8 flag set at run time invalidates, so each one loaded
 * afterwards is parsed from source: the flags come after those every launch needs (the
 * handshake has loaded net, crypto and the rest), and before the runtime, whose own code
 * cache must always be made and used under the same flags. (A property of each: the
 * standalone executable's tls is a stand-in that loads on first use.)
 */
export function tuneV8AfterLaunchModules(v8Version: string = process.versions.v8): void {
  void (require("node:tls") as typeof import("node:tls")).createServer;
  void (require("node:vm") as typeof import("node:vm")).Script;
  tuneV8ForShortProcess(v8Version);
}
