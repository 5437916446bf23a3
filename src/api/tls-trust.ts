// TLS trust for an installation whose certificate comes from a private certificate authority.
import { X509Certificate } from "node:crypto";
import { createSecureContext, rootCertificates, type SecureContext } from "node:tls";

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/**
 * The certificates of a PEM file, each checked on its own (which, unlike a TLS context, does
 * not parse Node's bundled roots). Throws saying what is wrong.
 */
export function pemCertificates(pem: string): string[] {
  const certificates = pem.match(PEM_CERTIFICATE) ?? [];
  if (certificates.length === 0) throw new Error("it holds no PEM certificate (-----BEGIN CERTIFICATE-----)");
  certificates.forEach((certificate, index) => {
    try {
      new X509Certificate(certificate);
    } catch (error) {
      throw new Error(`its certificate number ${index + 1} cannot be read (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
  });
  return certificates;
}

/** A context that trusts Node's bundled root certificates and these, as NODE_EXTRA_CA_CERTS does. */
export function secureContextTrusting(certificates: readonly string[]): SecureContext {
  return createSecureContext({ ca: [...rootCertificates, ...certificates] });
}
