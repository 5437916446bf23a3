// The release zip's entry for Unix platforms: a sh script in front of the standalone
// executable. Node reads the file NODE_EXTRA_CA_CERTS names, with its ~140 bundled roots,
// before any JavaScript runs (some 35 ms in each of the 3 to 5 launches of a Terraform
// command); the standalone executable is Node, so only a launcher can move the variable
// aside. The provider then loads the file itself for an https API
// (src/provider/deferred-ca-certs.ts). The npm executable has the same two lines at its top.
import { DEFERRED_EXTRA_CA_CERTS } from "../provider/deferred-ca-certs";

/** The standalone executable's name in the zip; Terraform runs the file named terraform-provider-TYPE*. */
export const STANDALONE_IN_ZIP = "phpanalytics-provider-standalone";

export function launcherScript(): string {
  return [
    "#!/bin/sh",
    "# Starts the standalone phpAnalytics provider beside this file, with NODE_EXTRA_CA_CERTS",
    "# handed over for the provider to load only when it talks to an https API.",
    `[ -z "\${NODE_EXTRA_CA_CERTS-}" ] || { ${DEFERRED_EXTRA_CA_CERTS}=$NODE_EXTRA_CA_CERTS; export ${DEFERRED_EXTRA_CA_CERTS}; unset NODE_EXTRA_CA_CERTS; }`,
    `case $0 in */*) here=\${0%/*} ;; *) here=. ;; esac`,
    `exec "$here/${STANDALONE_IN_ZIP}" "$@"`,
    "",
  ].join("\n");
}

/** Whether the platform's provider package starts through the sh launcher. */
export function usesLauncher(platform: string): boolean {
  return !platform.startsWith("windows_");
}
