// sh launchers in front of the provider's two executables. Node reads the file
// NODE_EXTRA_CA_CERTS names, with its ~140 bundled roots, before any JavaScript runs, in each
// of the 3 to 5 launches of a Terraform command, most of which never reach the API, so only a
// launcher can move the variable aside (a start-up measure: see src/executable/index.ts); the provider then loads the file itself for an https API
// (src/executable/deferred-ca-certs.ts). The npm executable starts with two such lines
// (scripts/build.mjs writes them); the release zip's entry on Unix is a script in front of
// the standalone executable.

import { PLAIN_START } from "./switch";

/** Where the launchers put NODE_EXTRA_CA_CERTS for the provider to load. */
export const DEFERRED_EXTRA_CA_CERTS = "PHPANALYTICS_DEFERRED_EXTRA_CA_CERTS";

/** The standalone executable's name in the zip; Terraform runs the file named terraform-provider-TYPE*. */
export const STANDALONE_IN_ZIP = "phpanalytics-provider-standalone";

/**
 * sh that hands NODE_EXTRA_CA_CERTS over to the provider under DEFERRED_EXTRA_CA_CERTS. Not
 * when Node is told to trust OpenSSL's or the system's store (--use-openssl-ca,
 * --use-system-ca, NODE_USE_SYSTEM_CA): Node adds the file to that store, while the provider's
 * own context holds its bundled roots and the file, so the variable is left to Node. Nor with
 * the start-up measures off (PLAIN_START set, and not to 0).
 */
const DEFER_EXTRA_CA_CERTS =
  `case "\${${PLAIN_START}:-0}" in 0) ` +
  `case "\${NODE_OPTIONS-} \${NODE_USE_SYSTEM_CA:+--use-system-ca}" in *--use-openssl-ca*|*--use-system-ca*) ;; ` +
  `*) [ -z "\${NODE_EXTRA_CA_CERTS-}" ] || ` +
  `{ ${DEFERRED_EXTRA_CA_CERTS}=$NODE_EXTRA_CA_CERTS; export ${DEFERRED_EXTRA_CA_CERTS}; unset NODE_EXTRA_CA_CERTS; } ;; esac ;; esac`;

/** The npm executable's first two lines: sh runs them; JavaScript reads a string and a comment. */
export function npmExecutableHeader(): string {
  return ["#!/bin/sh", `':' //; ${DEFER_EXTRA_CA_CERTS}; exec node "$0" "$@"`].join("\n");
}

/** The release zip's entry on Unix: starts the standalone executable beside it. */
export function launcherScript(): string {
  return [
    "#!/bin/sh",
    "# Starts the standalone phpAnalytics provider beside this file, with NODE_EXTRA_CA_CERTS",
    "# handed over for the provider to load only when it talks to an https API.",
    DEFER_EXTRA_CA_CERTS,
    `case $0 in */*) here=\${0%/*} ;; *) here=. ;; esac`,
    `exec "$here/${STANDALONE_IN_ZIP}" "$@"`,
    "",
  ].join("\n");
}

/** Whether the platform's provider package starts through the sh launcher. */
export function usesLauncher(platform: string): boolean {
  return !platform.startsWith("windows_");
}
