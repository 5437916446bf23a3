// NODE_EXTRA_CA_CERTS, loaded when the provider talks to an https API instead of when Node
// starts. Node 20 reads that file and parses it with its own bundled roots before any
// JavaScript runs, in each of the 3 to 5 launches of a Terraform command, though most
// launches never reach the API. The executables' sh launchers (src/executable/launcher.ts)
// therefore move the variable to DEFERRED_EXTRA_CA_CERTS before Node starts, and the provider
// loads the file here. A start-up measure (src/executable/index.ts): with the measures off, the
// launchers leave the variable to Node and nothing is deferred.
import { readFileSync } from "node:fs";
import type { SecureContext } from "node:tls";
import { pemCertificates, secureContextTrusting } from "../api/tls-trust";
import { DEFERRED_EXTRA_CA_CERTS } from "./launcher";
import type { Diagnostics } from "../tfplugin/framework";

/**
 * The trust for an https base URL when the launcher deferred NODE_EXTRA_CA_CERTS: Node's
 * bundled roots plus the file's certificates, built on the first connection (parsing the
 * roots is work that ConfigureProvider, on Terraform's critical path, need not do). The file is read and checked now: like Node, a file that cannot be used is
 * reported (here as a warning) and the bundled roots alone are trusted.
 */
export function deferredExtraCaContext(env: NodeJS.ProcessEnv, baseUrl: string, diagnostics: Diagnostics): (() => SecureContext) | undefined {
  const file = env[DEFERRED_EXTRA_CA_CERTS];
  if (!file || !baseUrl.startsWith("https:")) return undefined;
  try {
    const certificates = pemCertificates(readFileSync(file, "latin1"));
    return () => secureContextTrusting(certificates);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    diagnostics.warning(
      "Extra CA certificates ignored",
      `NODE_EXTRA_CA_CERTS names ${file}, which cannot be used: ${reason}. The provider checks the server's certificate against Node's ` +
        `bundled certificate authorities only. Point ` +
        `NODE_EXTRA_CA_CERTS at a PEM file of CA certificates, or unset it.`,
    );
    return undefined;
  }
}
