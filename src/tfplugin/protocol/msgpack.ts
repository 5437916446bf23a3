// A small MessagePack reader with exactly what the value codec needs: extension
// values are captured as their raw bytes so refined unknowns travel back unchanged, and
// integers beyond 2^53 are decoded as bigint so the caller decides how to treat them
// (docs/internals/terraform-protocol.md, "Values").

export class MsgExt {
  constructor(
    readonly type: number,
    /** The whole extension value as it appeared on the wire, header included. */
    readonly raw: Uint8Array,
  ) {}
}

export type MsgValue = null | boolean | number | bigint | string | Uint8Array | MsgExt | MsgValue[] | Map<string, MsgValue>;

class MsgpackError extends Error {
  override name = "MsgpackError";
}

const textDecoder = new TextDecoder("utf-8", { fatal: true });

export function decodeMsgpack(bytes: Uint8Array): MsgValue {
  const reader = new MsgpackReader(bytes);
  const value = reader.read(0);
  reader.end();
  return value;
}

// Node's latin1 slice reads any Uint8Array and makes an ASCII string at memcpy speed.
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice?: (this: Uint8Array, start: number, end: number) => string }).latin1Slice;

// DataView's big-endian getters for the rarer number encodings (see MsgpackReader.fixed).
const FLOAT32 = (view: DataView, at: number): number => view.getFloat32(at);
const FLOAT64 = (view: DataView, at: number): number => view.getFloat64(at);
const INT8 = (view: DataView, at: number): number => view.getInt8(at);
const INT16 = (view: DataView, at: number): number => view.getInt16(at);
const INT32 = (view: DataView, at: number): number => view.getInt32(at);
const UINT64 = (view: DataView, at: number): bigint => view.getBigUint64(at);
const INT64 = (view: DataView, at: number): bigint => view.getBigInt64(at);

/** Reads values one at a time; the typed decoder in ../codec steers it through containers. */
export class MsgpackReader {
  pos = 0;
  private dataView: DataView | undefined;
  constructor(private readonly bytes: Uint8Array) {}

  private get view(): DataView {
    return (this.dataView ??= new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength));
  }

  /** Throws unless every byte was read. */
  end(): void {
    if (this.pos !== this.bytes.length) throw new MsgpackError(`trailing ${this.bytes.length - this.pos} bytes after msgpack value`);
  }

  /** The next value if it is a string; else undefined, with nothing read. */
  string(): string | undefined {
    const b = this.bytes[this.pos];
    if (b === undefined) return undefined;
    if (b >= 0xa0 && b <= 0xbf) return (this.pos++, this.str(b & 0x1f));
    if (b === 0xd9) return (this.pos++, this.str(this.u8()));
    if (b === 0xda) return (this.pos++, this.str(this.u16()));
    if (b === 0xdb) return (this.pos++, this.str(this.u32()));
    return undefined;
  }

  /** The entry count if the next value is a map, its header read; else -1, with nothing read. */
  mapLength(): number {
    return this.count(0x80, 0xde, 0xdf);
  }

  /** The element count if the next value is an array, its header read; else -1, with nothing read. */
  arrayLength(): number {
    return this.count(0x90, 0xdc, 0xdd);
  }

  /** A container header: its fix form (fix..fix+15), 16-bit tag or 32-bit tag. */
  private count(fix: number, tag16: number, tag32: number): number {
    const b = this.bytes[this.pos];
    if (b === undefined) return -1;
    if (b >= fix && b <= fix + 0x0f) return (this.pos++, b & 0x0f);
    if (b === tag16) return (this.pos++, this.u16());
    if (b === tag32) return (this.pos++, this.u32());
    return -1;
  }

  /** Reads past these exact bytes if they come next; else false, with nothing read. */
  skipBytes(expected: Uint8Array): boolean {
    const bytes = this.bytes;
    const at = this.pos;
    const n = expected.length;
    if (at + n > bytes.length) return false;
    for (let i = 0; i < n; i++) if (bytes[at + i] !== expected[i]) return false;
    this.pos = at + n;
    return true;
  }

  /** Reads past a nil if one comes next. */
  skipNil(): boolean {
    if (this.bytes[this.pos] !== 0xc0) return false;
    this.pos++;
    return true;
  }

  /** A map key, which must be a string. */
  key(depth: number): string {
    const key = this.string() ?? this.read(depth);
    if (typeof key !== "string") throw new MsgpackError("map key is not a string");
    return key;
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
  /** A number of `size` bytes in one of the rarer encodings (the usual ones have u8, u16, u32). */
  private fixed<T extends number | bigint>(size: number, get: (view: DataView, at: number) => T): T {
    this.need(size);
    const v = get(this.view, this.pos);
    this.pos += size;
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
        if (latin1Slice) return latin1Slice.call(this.bytes, start, end);
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
      const key = this.key(depth + 1);
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
      case 0xca:
        return this.fixed(4, FLOAT32);
      case 0xcb:
        return this.fixed(8, FLOAT64);
      case 0xcc:
        return this.u8();
      case 0xcd:
        return this.u16();
      case 0xce:
        return this.u32();
      case 0xcf:
        return this.int(this.fixed(8, UINT64));
      case 0xd0:
        return this.fixed(1, INT8);
      case 0xd1:
        return this.fixed(2, INT16);
      case 0xd2:
        return this.fixed(4, INT32);
      case 0xd3:
        return this.int(this.fixed(8, INT64));
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

export { MsgpackWriter } from "./msgpack-writer";
