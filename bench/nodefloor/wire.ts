// The least of protobuf and msgpack that nodefloor's handlers need: the length-delimited
// fields of a message by number, a message made of such fields, and a msgpack map copied
// with some values replaced (gofloor's main.go does the same by hand, in Go).

/** The length-delimited fields of a protobuf message by field number (the last one wins). */
export function fields(message: Uint8Array): Map<number, Uint8Array> {
  const out = new Map<number, Uint8Array>();
  let i = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = message[i++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (i < message.length) {
    const tag = varint();
    const wire = tag & 7;
    if (wire === 0) varint();
    else if (wire === 1) i += 8;
    else if (wire === 5) i += 4;
    else if (wire === 2) {
      const length = varint();
      out.set(Math.floor(tag / 8), message.subarray(i, i + length));
      i += length;
    } else throw new Error(`protobuf wire type ${wire} is not handled`);
  }
  return out;
}

function varintBytes(value: number): number[] {
  const out: number[] = [];
  while (value >= 0x80) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return out;
}

/** A protobuf message of the given length-delimited fields; undefined ones are left out. */
export function message(...parts: [number, Uint8Array | undefined][]): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const [number, bytes] of parts) {
    if (bytes === undefined) continue;
    chunks.push(Uint8Array.from([...varintBytes(number * 8 + 2), ...varintBytes(bytes.length)]), bytes);
  }
  return Buffer.concat(chunks);
}

const MSGPACK_NIL = 0xc0;

/** Whether a DynamicValue message holds null (or nothing). */
export function isNullValue(dynamicValue: Uint8Array | undefined): boolean {
  if (dynamicValue === undefined) return true;
  const value = fields(dynamicValue);
  const msgpack = value.get(1);
  if (msgpack && msgpack.length > 0) return msgpack.length === 1 && msgpack[0] === MSGPACK_NIL;
  const json = value.get(2);
  return json === undefined || Buffer.from(json).toString().trim() === "null";
}

/** The index just past the msgpack value at `b[i]`. */
function skip(b: Uint8Array, i: number): number {
  const c = b[i]!;
  const be = (from: number, n: number): number => b.subarray(from, from + n).reduce((v, x) => v * 256 + x, 0);
  const skipN = (from: number, n: number): number => {
    for (; n > 0; n--) from = skip(b, from);
    return from;
  };
  if (c <= 0x7f || c >= 0xe0 || c === 0xc0 || c === 0xc2 || c === 0xc3) return i + 1;
  if (c >= 0x80 && c <= 0x8f) return skipN(i + 1, 2 * (c & 0x0f));
  if (c >= 0x90 && c <= 0x9f) return skipN(i + 1, c & 0x0f);
  if (c >= 0xa0 && c <= 0xbf) return i + 1 + (c & 0x1f);
  const fixed: Record<number, number> = {
    0xca: 5,
    0xcb: 9,
    0xcc: 2,
    0xd0: 2,
    0xcd: 3,
    0xd1: 3,
    0xce: 5,
    0xd2: 5,
    0xcf: 9,
    0xd3: 9,
    0xd4: 3,
    0xd5: 4,
    0xd6: 6,
    0xd7: 10,
    0xd8: 18,
  };
  if (c in fixed) return i + fixed[c]!;
  if (c === 0xc4 || c === 0xd9) return i + 2 + b[i + 1]!;
  if (c === 0xc5 || c === 0xda) return i + 3 + be(i + 1, 2);
  if (c === 0xc6 || c === 0xdb) return i + 5 + be(i + 1, 4);
  if (c === 0xc7) return i + 3 + b[i + 1]!;
  if (c === 0xc8) return i + 4 + be(i + 1, 2);
  if (c === 0xc9) return i + 6 + be(i + 1, 4);
  if (c === 0xdc) return skipN(i + 3, be(i + 1, 2));
  if (c === 0xdd) return skipN(i + 5, be(i + 1, 4));
  if (c === 0xde) return skipN(i + 3, 2 * be(i + 1, 2));
  if (c === 0xdf) return skipN(i + 5, 2 * be(i + 1, 4));
  throw new Error(`bad msgpack byte ${c}`);
}

/** Whether a msgpack value is an extension (Terraform's unknown value is one). */
export const isExtension = (value: Uint8Array): boolean => (value[0]! >= 0xd4 && value[0]! <= 0xd8) || (value[0]! >= 0xc7 && value[0]! <= 0xc9);

/** A msgpack string. */
export function msgpackString(s: string): Uint8Array {
  const bytes = Buffer.from(s);
  const n = bytes.length;
  const head = n < 32 ? [0xa0 | n] : n < 256 ? [0xd9, n] : [0xda, n >> 8, n & 0xff];
  return Buffer.concat([Uint8Array.from(head), bytes]);
}

/** A copy of the msgpack map `b` (string keys) with each value for which `replace` returns bytes replaced. */
export function rewriteMap(b: Uint8Array, replace: (key: string, value: Uint8Array) => Uint8Array | undefined): Uint8Array {
  const c = b[0]!;
  const [count, header] = c >= 0x80 && c <= 0x8f ? [c & 0x0f, 1] : c === 0xde ? [(b[1]! << 8) | b[2]!, 3] : [Buffer.from(b).readUInt32BE(1), 5];
  const out: Uint8Array[] = [b.subarray(0, header)];
  let i = header;
  for (let k = 0; k < count; k++) {
    const keyEnd = skip(b, i);
    const valueEnd = skip(b, keyEnd);
    const keyBytes = b.subarray(i, keyEnd);
    const lengthBytes = keyBytes[0]! >= 0xa0 && keyBytes[0]! <= 0xbf ? 1 : keyBytes[0] === 0xd9 ? 2 : keyBytes[0] === 0xda ? 3 : 5;
    const value = b.subarray(keyEnd, valueEnd);
    out.push(keyBytes, replace(Buffer.from(keyBytes.subarray(lengthBytes)).toString(), value) ?? value);
    i = valueEnd;
  }
  return Buffer.concat(out);
}
