// A fresh self-signed ECDSA P-256 certificate per launch, shaped like go-plugin's own
// (AutoMTLS): SAN DNS:localhost, CA:TRUE, the key usages Terraform's Go TLS stack accepts,
// and serverAuth + clientAuth (docs/internals/terraform-protocol.md, "Mutual TLS"). Built
// with node:crypto and a small DER writer because an X.509 library costs more startup time
// than the whole handshake is allowed.
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import * as der from "./der";

export interface GeneratedCertificate {
  /** The certificate in DER. */
  der: Uint8Array;
  certPem: string;
  /** PKCS#8 private key in PEM. */
  keyPem: string;
}

const OID = {
  ecPublicKey: "1.2.840.10045.2.1",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  organization: "2.5.4.10",
  commonName: "2.5.4.3",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  extKeyUsage: "2.5.29.37",
  subjectAltName: "2.5.29.17",
  serverAuth: "1.3.6.1.5.5.7.3.1",
  clientAuth: "1.3.6.1.5.5.7.3.2",
};

function extension(id: string, critical: boolean, value: Uint8Array): Uint8Array {
  return critical ? der.sequence(der.oid(id), der.boolean(true), der.octetString(value)) : der.sequence(der.oid(id), der.octetString(value));
}

export function toPem(label: string, body: Uint8Array): string {
  const b64 = Buffer.from(body).toString("base64");
  const lines = b64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

export interface CertificateOptions {
  commonName?: string;
  organization?: string;
  /** Validity in days from now; go-plugin uses ~30 years, one launch needs minutes. */
  days?: number;
  now?: Date;
}

export function generateCertificate(options: CertificateOptions = {}): GeneratedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = publicKey.export({ type: "spki", format: "der" });
  const now = options.now ?? new Date();
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now.getTime() + (options.days ?? 365) * 86_400_000);

  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01; // positive and non-zero

  const name = der.sequence(
    der.set(der.sequence(der.oid(OID.organization), der.utf8String(options.organization ?? "HashiCorp"))),
    der.set(der.sequence(der.oid(OID.commonName), der.utf8String(options.commonName ?? "localhost"))),
  );
  const signatureAlgorithm = der.sequence(der.oid(OID.ecdsaWithSha256));
  // digitalSignature(0) keyEncipherment(2) keyAgreement(4) keyCertSign(5): 1010 1100, 2 unused bits
  const keyUsage = der.bitString(Uint8Array.of(0xac), 2);
  const extensions = der.sequence(
    extension(OID.keyUsage, true, keyUsage),
    extension(OID.extKeyUsage, false, der.sequence(der.oid(OID.serverAuth), der.oid(OID.clientAuth))),
    extension(OID.basicConstraints, true, der.sequence(der.boolean(true))),
    extension(OID.subjectAltName, false, der.sequence(der.tlv(0x82, new TextEncoder().encode("localhost")))),
  );
  const tbs = der.sequence(
    der.explicit(0, der.smallInteger(2)),
    der.unsignedInteger(serial),
    signatureAlgorithm,
    name,
    der.sequence(der.time(notBefore), der.time(notAfter)),
    name,
    new Uint8Array(spki),
    der.explicit(3, extensions),
  );
  const signature = sign("sha256", tbs, { key: privateKey, dsaEncoding: "der" });
  const certificate = der.sequence(tbs, signatureAlgorithm, der.bitString(new Uint8Array(signature)));
  return {
    der: certificate,
    certPem: toPem("CERTIFICATE", certificate),
    keyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
