// TLS trust for an installation whose certificate comes from a private certificate authority.
import { createSecureContext, rootCertificates, type SecureContext } from "node:tls";

/**
 * A context that trusts Node's bundled root certificates and those in `pem`, as
 * NODE_EXTRA_CA_CERTS does. Throws when `pem` holds no certificate or a malformed one.
 */
export function secureContextTrusting(pem: string): SecureContext {
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) throw new Error("it holds no PEM certificate (-----BEGIN CERTIFICATE-----)");
  return createSecureContext({ ca: [...rootCertificates, pem] });
}
