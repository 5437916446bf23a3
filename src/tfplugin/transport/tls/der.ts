// Just enough DER (ASN.1 distinguished encoding) to build one X.509 certificate.

export function tlv(tag: number, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  return concat([Uint8Array.of(tag), length(body.length), body]);
}

function length(n: number): Uint8Array {
  if (n < 0x80) return Uint8Array.of(n);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const sequence = (...items: Uint8Array[]): Uint8Array => tlv(0x30, ...items);
export const set = (...items: Uint8Array[]): Uint8Array => tlv(0x31, ...items);
export const octetString = (bytes: Uint8Array): Uint8Array => tlv(0x04, bytes);
export const utf8String = (s: string): Uint8Array => tlv(0x0c, new TextEncoder().encode(s));
export const boolean = (v: boolean): Uint8Array => tlv(0x01, Uint8Array.of(v ? 0xff : 0x00));
/** Context-specific constructed tag [n] (EXPLICIT). */
export const explicit = (n: number, ...items: Uint8Array[]): Uint8Array => tlv(0xa0 | n, ...items);

/** A non-negative INTEGER from big-endian magnitude bytes. */
export function unsignedInteger(magnitude: Uint8Array): Uint8Array {
  let i = 0;
  while (i < magnitude.length - 1 && magnitude[i] === 0) i++;
  const trimmed = magnitude.subarray(i);
  return tlv(0x02, trimmed[0]! & 0x80 ? concat([Uint8Array.of(0), trimmed]) : trimmed);
}

export function smallInteger(n: number): Uint8Array {
  return unsignedInteger(Uint8Array.of(n));
}

/** BIT STRING with the given count of unused trailing bits. */
export function bitString(bytes: Uint8Array, unusedBits = 0): Uint8Array {
  return tlv(0x03, Uint8Array.of(unusedBits), bytes);
}

export function oid(dotted: string): Uint8Array {
  const parts = dotted.split(".").map(Number);
  const out: number[] = [parts[0]! * 40 + parts[1]!];
  for (const part of parts.slice(2)) {
    const chunk: number[] = [part & 0x7f];
    for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(0x80 | (v & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, Uint8Array.from(out));
}

/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 4.1.2.5). */
export function time(date: Date): Uint8Array {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  const digits = iso.slice(0, 19).replace(/[-:T]/g, "") + "Z";
  const year = date.getUTCFullYear();
  if (year < 2050) return tlv(0x17, new TextEncoder().encode(digits.slice(2)));
  return tlv(0x18, new TextEncoder().encode(digits));
}
