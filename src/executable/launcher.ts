// sh launchers in front of the provider's two executables. Node reads the file
// NODE_EXTRA_CA_CERTS names, with its ~140 bundled roots, before any JavaScript runs, in each
// of the 3 to 5 launches of a Terraform command, most of which never reach the API, so only a
// launcher can move the variable aside (a start-up measure: see src/executable/index.ts); the
// provider then loads the file itself for an https API (src/executable/deferred-ca-certs.ts).
// The npm executable starts with two such lines (scripts/build.mjs writes them), which also
// have Node read it as one-byte text (ONE_BYTE_MAIN); the release zip's entry on Unix is a
// script in front of the standalone executable.

import { PLAIN_START } from "./switch";

/** Where the launchers put NODE_EXTRA_CA_CERTS for the provider to load. */
export const DEFERRED_EXTRA_CA_CERTS = "PHPANALYTICS_DEFERRED_EXTRA_CA_CERTS";

/** The standalone executable's name in the zip; Terraform runs the file named terraform-provider-TYPE*. */
export const STANDALONE_IN_ZIP = "phpanalytics-provider-standalone";

/**
 * sh that hands NODE_EXTRA_CA_CERTS over to the provider under DEFERRED_EXTRA_CA_CERTS. Not
 * when Node is told to trust OpenSSL's or the system's store (--use-openssl-ca,
 * --use-system-ca, NODE_USE_SYSTEM_CA): Node adds the file to that store, while the provider's
 * own context holds its bundled roots and the file, so the variable is left to Node. Run only
 * with the start-up measures on (see withMeasures).
 */
const DEFER_EXTRA_CA_CERTS =
  `case "\${NODE_OPTIONS-} \${NODE_USE_SYSTEM_CA:+--use-system-ca}" in *--use-openssl-ca*|*--use-system-ca*) ;; ` +
  `*) [ -z "\${NODE_EXTRA_CA_CERTS-}" ] || ` +
  `{ ${DEFERRED_EXTRA_CA_CERTS}=$NODE_EXTRA_CA_CERTS; export ${DEFERRED_EXTRA_CA_CERTS}; unset NODE_EXTRA_CA_CERTS; } ;; esac`;

/** sh that runs `commands` unless the start-up measures are off (PLAIN_START set, and not to 0). */
const withMeasures = (commands: string): string => `case "\${${PLAIN_START}:-0}" in 0) ${commands} ;; esac`;

/** Digits of a number that the build places into a mark of the executable (./held-ranges.ts). */
export const MARK_DIGITS = 10;

/**
 * Where ONE_BYTE_MAIN finds the length of the executable's head, the part before its held
 * bundles: zeros (the whole file) until the build places the number (./held-ranges.ts).
 */
export const HEAD_MARK = `head@${"0".repeat(MARK_DIGITS)}`;

/**
 * A program for `node -e`, given the npm executable's path as its first argument, that runs
 * the executable as Node runs a main module (its real path, as Terraform may give a relative
 * one or a link; a module object; a require relative to the file; __filename and __dirname;
 * the text compiled as the body of the CommonJS wrapper), but reads it as latin1, and only
 * its head. Node's loader reads a module as UTF-8, and decoding the executable, over a
 * megabyte of which most is held in comments (./embedded-module.ts), costs a launch more than
 * compiling what it runs; and the schema's launch, the first of every Terraform command, never
 * runs the held part, so reading it there at all is waste. The executable is ASCII (scripts/build.mjs checks it), so
 * latin1 gives the same text without a decode. It stands in sh's single quotes, so it holds none.
 */
export const ONE_BYTE_MAIN =
  'const fs = require("node:fs"), path = require("node:path"), Module = require("node:module"); ' +
  "const file = fs.realpathSync(path.resolve(process.argv[1])), dir = path.dirname(file), main = new Module(file, null); " +
  `const head = Number("${HEAD_MARK}".slice(-${MARK_DIGITS})); ` +
  "main.filename = file; " +
  "let text; " +
  'if (head > 0) { const fd = fs.openSync(file, "r"), bytes = Buffer.allocUnsafe(head); ' +
  "const read = fs.readSync(fd, bytes, 0, head, 0); fs.closeSync(fd); " +
  'if (read < head) throw new Error("the provider executable " + file + " is damaged: shorter than its head; reinstall it"); ' +
  'text = bytes.toString("latin1", 0, head); } ' +
  'else text = fs.readFileSync(file, "latin1"); ' +
  'require("node:vm").compileFunction(text, ["exports", "require", "module", "__filename", "__dirname"], { filename: file })' +
  ".call(main.exports, main.exports, Module.createRequire(file), main, file, dir)";

/**
 * node's flags before ONE_BYTE_MAIN. The program is CommonJS whatever NODE_OPTIONS says:
 * --input-type=module there would have `node -e` read it as an ES module, which has no
 * require, while `node FILE` was never affected.
 */
export const ONE_BYTE_FLAGS = ["--input-type=commonjs", "-e"] as const;

/** The npm executable's first two lines: sh runs them; JavaScript reads a string and a comment. */
export function npmExecutableHeader(): string {
  if (ONE_BYTE_MAIN.includes("'")) throw new Error("ONE_BYTE_MAIN must hold no single quote: it stands in sh's single quotes");
  return [
    "#!/bin/sh",
    `':' //; ${withMeasures(`${DEFER_EXTRA_CA_CERTS}; exec node ${ONE_BYTE_FLAGS.join(" ")} '${ONE_BYTE_MAIN}' "$0" "$@"`)}; exec node "$0" "$@"`,
  ].join("\n");
}

/** The release zip's entry on Unix: starts the standalone executable beside it. */
export function launcherScript(): string {
  return [
    "#!/bin/sh",
    "# Starts the standalone phpAnalytics provider beside this file, with NODE_EXTRA_CA_CERTS",
    "# handed over for the provider to load only when it talks to an https API.",
    withMeasures(DEFER_EXTRA_CA_CERTS),
    `case $0 in */*) here=\${0%/*} ;; *) here=. ;; esac`,
    `exec "$here/${STANDALONE_IN_ZIP}" "$@"`,
    "",
  ].join("\n");
}

/** Whether the platform's provider package starts through the sh launcher. */
export function usesLauncher(platform: string): boolean {
  return !platform.startsWith("windows_");
}
