// go-plugin's launch contract: the magic cookie, protocol negotiation, and the one line
// on stdout that tells Terraform where to connect (docs/internals/terraform-protocol.md,
// "Launch", "Handshake line", "Reattach").
import { X509Certificate } from "node:crypto";

const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
export const MAGIC_COOKIE_VALUE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";
const CORE_PROTOCOL_VERSION = 1;
const PROTOCOL_VERSION = 6;

export type LaunchCheck = { ok: true; tls: { clientCertDer: Buffer } | null } | { ok: false; message: string };

function notLaunchedByTerraformMessage(name: string): string {
  return (
    `${name} is a Terraform provider plugin. It is started by Terraform, not by hand.\n` +
    "Install it where Terraform looks for providers and run `terraform init`; to debug it,\n" +
    "start it with --debug and paste the TF_REATTACH_PROVIDERS line it prints into your shell.\n"
  );
}

/** Checks what Terraform passes in the environment when it launches a provider. */
export function checkLaunch(env: NodeJS.ProcessEnv, name = "This program"): LaunchCheck {
  if (env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE_VALUE) return { ok: false, message: notLaunchedByTerraformMessage(name) };
  const offered = env.PLUGIN_PROTOCOL_VERSIONS;
  if (offered !== undefined && offered.trim() !== "") {
    const versions = new Set(offered.split(",").map((v) => Number.parseInt(v.trim(), 10)));
    if (!versions.has(PROTOCOL_VERSION)) {
      return {
        ok: false,
        message: `This provider speaks plugin protocol ${PROTOCOL_VERSION}, but Terraform offered only ${offered}. ` + "Use Terraform 1.0 or later.\n",
      };
    }
  }
  if (env.TF_DISABLE_PLUGIN_TLS) return { ok: true, tls: null };
  const clientCertPem = env.PLUGIN_CLIENT_CERT;
  if (!clientCertPem || !clientCertPem.includes("BEGIN CERTIFICATE")) {
    return {
      ok: false,
      message: "Terraform did not pass its client certificate (PLUGIN_CLIENT_CERT), so a mutual TLS connection is impossible.\n",
    };
  }
  let clientCertDer: Buffer;
  try {
    clientCertDer = new X509Certificate(clientCertPem).raw;
  } catch (error) {
    return {
      ok: false,
      message:
        `Terraform's client certificate (PLUGIN_CLIENT_CERT) ` +
        `cannot be read (${error instanceof Error ? error.message : String(error)}), so a mutual TLS connection is impossible. ` +
        `Terraform sets it ` +
        `when it launches the provider; run the ` +
        `provider through terraform.\n`,
    };
  }
  return { ok: true, tls: { clientCertDer } };
}

/** `1|6|unix|/path.sock|grpc|CERT`; the certificate is DER in unpadded standard base64. */
export function handshakeLine(network: "unix" | "tcp", address: string, certDer: Uint8Array | null): string {
  const cert = certDer ? Buffer.from(certDer).toString("base64").replace(/=+$/, "") : "";
  return `${CORE_PROTOCOL_VERSION}|${PROTOCOL_VERSION}|${network}|${address}|grpc|${cert}`;
}

export interface ReattachInfo {
  address: string;
  pid: number;
  socketPath: string;
}

/** The TF_REATTACH_PROVIDERS value for a provider started in debug mode. */
export function reattachJson(info: ReattachInfo): string {
  return JSON.stringify({
    [info.address]: {
      Protocol: "grpc",
      ProtocolVersion: PROTOCOL_VERSION,
      Pid: info.pid,
      Test: true,
      Addr: { Network: "unix", String: info.socketPath },
    },
  });
}
