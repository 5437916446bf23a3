// A small MessagePack reader/writer with exactly what the value codec needs: extension
// values are captured as their raw bytes so refined unknowns travel back unchanged, and
// integers beyond 2^53 are decoded as bigint so the caller decides how to treat them.

export class MsgExt {
  constructor(
    readonly type: number,
    /** The whole extension value as it appeared on the wire, header included. */
    readonly raw: Uint8Array,
  ) {}
}

export type MsgValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | Uint8Array
  | MsgExt
  | MsgValue[]
  | Map<string, MsgValue>;

export class MsgpackError extends Error {
  override name = "MsgpackError";
}

const textDecoder = new TextDecoder("utf-8", { fatal: true });
const textEncoder = new TextEncoder();

export function decodeMsgpack(bytes: Uint8Array): MsgValue {
  const reader = new Reader(bytes);
  const value = reader.read(0);
  if (reader.pos !== bytes.length) throw new MsgpackError(`trailing ${bytes.length - reader.pos} bytes after msgpack value`);
  return value;
}

class Reader {
  pos = 0;
  private readonly view: DataView;
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private need(n: number): void {
    if (this.pos + n > this.bytes.length) throw new MsgpackError("truncated msgpack value");
  }
  private u8(): number {
    this.need(1);
    return this.bytes[this.pos++]!;
  }
  private u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.pos);
    this.pos += 2;
    return v;
  }
  private u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }
  private slice(n: number): Uint8Array {
    this.need(n);
    const s = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return s;
  }
  private str(n: number): string {
    if (n <= 32) {
      // short ASCII strings (attribute names, most values) without a decoder call
      this.need(n);
      const start = this.pos;
      let i = start;
      const end = start + n;
      while (i < end && this.bytes[i]! < 0x80) i++;
      if (i === end) {
        this.pos = end;
        return String.fromCharCode.apply(null, this.bytes.subarray(start, end) as unknown as number[]);
      }
    }
    return textDecoder.decode(this.slice(n));
  }
  private array(n: number, depth: number): MsgValue[] {
    const out: MsgValue[] = [];
    for (let i = 0; i < n; i++) out.push(this.read(depth + 1));
    return out;
  }
  private map(n: number, depth: number): Map<string, MsgValue> {
    const out = new Map<string, MsgValue>();
    for (let i = 0; i < n; i++) {
      const key = this.read(depth + 1);
      if (typeof key !== "string") throw new MsgpackError("map key is not a string");
      out.set(key, this.read(depth + 1));
    }
    return out;
  }
  private ext(start: number, n: number): MsgExt {
    this.need(1 + n);
    const type = this.view.getInt8(this.pos);
    this.pos += 1 + n;
    return new MsgExt(type, this.bytes.slice(start, this.pos));
  }
  private int(value: bigint): number | bigint {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  }

  read(depth: number): MsgValue {
    if (depth > 256) throw new MsgpackError("msgpack value nested too deeply");
    const start = this.pos;
    const b = this.u8();
    if (b <= 0x7f) return b;
    if (b >= 0xe0) return b - 0x100;
    if (b >= 0xa0 && b <= 0xbf) return this.str(b & 0x1f);
    if (b >= 0x90 && b <= 0x9f) return this.array(b & 0x0f, depth);
    if (b >= 0x80 && b <= 0x8f) return this.map(b & 0x0f, depth);
    switch (b) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xc4:
        return this.slice(this.u8()).slice();
      case 0xc5:
        return this.slice(this.u16()).slice();
      case 0xc6:
        return this.slice(this.u32()).slice();
      case 0xc7:
        return this.ext(start, this.u8());
      case 0xc8:
        return this.ext(start, this.u16());
      case 0xc9:
        return this.ext(start, this.u32());
      case 0xca: {
        this.need(4);
        const v = this.view.getFloat32(this.pos);
        this.pos += 4;
        return v;
      }
      case 0xcb: {
        this.need(8);
        const v = this.view.getFloat64(this.pos);
        this.pos += 8;
        return v;
      }
      case 0xcc:
        return this.u8();
      case 0xcd:
        return this.u16();
      case 0xce:
        return this.u32();
      case 0xcf: {
        this.need(8);
        const v = this.view.getBigUint64(this.pos);
        this.pos += 8;
        return this.int(v);
      }
      case 0xd0: {
        this.need(1);
        return this.view.getInt8(this.pos++);
      }
      case 0xd1: {
        this.need(2);
        const v = this.view.getInt16(this.pos);
        this.pos += 2;
        return v;
      }
      case 0xd2: {
        this.need(4);
        const v = this.view.getInt32(this.pos);
        this.pos += 4;
        return v;
      }
      case 0xd3: {
        this.need(8);
        const v = this.view.getBigInt64(this.pos);
        this.pos += 8;
        return this.int(v);
      }
      case 0xd4:
        return this.ext(start, 1);
      case 0xd5:
        return this.ext(start, 2);
      case 0xd6:
        return this.ext(start, 4);
      case 0xd7:
        return this.ext(start, 8);
      case 0xd8:
        return this.ext(start, 16);
      case 0xd9:
        return this.str(this.u8());
      case 0xda:
        return this.str(this.u16());
      case 0xdb:
        return this.str(this.u32());
      case 0xdc:
        return this.array(this.u16(), depth);
      case 0xdd:
        return this.array(this.u32(), depth);
      case 0xde:
        return this.map(this.u16(), depth);
      case 0xdf:
        return this.map(this.u32(), depth);
      default:
        throw new MsgpackError(`invalid msgpack byte 0x${b.toString(16)}`);
    }
  }
}

// Small results are carved out of one larger buffer, as Node's Buffer pool does: a new
// ArrayBuffer per value costs far more than the few bytes it holds.
const SLAB_BYTES = 64 * 1024;
let slab = new ArrayBuffer(SLAB_BYTES);
let slabUsed = 0;

function carve(length: number): Uint8Array {
  if (slabUsed + length > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    slabUsed = 0;
  }
  const out = new Uint8Array(slab, slabUsed, length);
  slabUsed += (length + 7) & ~7;
  return out;
}

export class MsgpackWriter {
  private buf = new Uint8Array(256);
  private view = new DataView(this.buf.buffer);
  private pos = 0;

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  private byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  /** Starts a new value in the same buffer. */
  reset(): void {
    this.pos = 0;
  }

  /** A copy of what was written; a small one is a view into a shared slab (see carve). */
  finish(): Uint8Array {
    const out = this.pos > SLAB_BYTES / 8 ? new Uint8Array(this.pos) : carve(this.pos);
    out.set(this.buf.subarray(0, this.pos));
    return out;
  }

  nil(): void {
    this.byte(0xc0);
  }
  bool(v: boolean): void {
    this.byte(v ? 0xc3 : 0xc2);
  }
  raw(bytes: Uint8Array): void {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
  }
  str(s: string): void {
    // Attribute names and most values are short ASCII: written in place, no encoder call.
    const length = s.length;
    if (length <= 31) {
      this.ensure(1 + length);
      let i = 0;
      while (i < length && s.charCodeAt(i) < 0x80) i++;
      if (i === length) {
        this.buf[this.pos++] = 0xa0 | length;
        for (let j = 0; j < length; j++) this.buf[this.pos++] = s.charCodeAt(j);
        return;
      }
    }
    const bytes = textEncoder.encode(s);
    const n = bytes.length;
    if (n <= 31) this.byte(0xa0 | n);
    else if (n <= 0xff) {
      this.byte(0xd9);
      this.byte(n);
    } else this.header(0xda, 0xdb, n);
    this.raw(bytes);
  }
  bin(bytes: Uint8Array): void {
    if (bytes.length <= 0xff) {
      this.byte(0xc4);
      this.byte(bytes.length);
    } else this.header(0xc5, 0xc6, bytes.length);
    this.raw(bytes);
  }
  arrayHeader(n: number): void {
    if (n <= 15) this.byte(0x90 | n);
    else this.header(0xdc, 0xdd, n);
  }
  mapHeader(n: number): void {
    if (n <= 15) this.byte(0x80 | n);
    else this.header(0xde, 0xdf, n);
  }
  private header(tag16: number, tag32: number, n: number): void {
    this.ensure(5);
    if (n <= 0xffff) {
      this.buf[this.pos++] = tag16;
      this.view.setUint16(this.pos, n);
      this.pos += 2;
    } else {
      this.buf[this.pos++] = tag32;
      this.view.setUint32(this.pos, n);
      this.pos += 4;
    }
  }
}
