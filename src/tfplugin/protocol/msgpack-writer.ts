// The MessagePack writer of the value codec: exactly the forms it writes, into one growing
// buffer that is reused from value to value.
const textEncoder = new TextEncoder();

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
