// HPACK (RFC 7541), the header compression of HTTP/2. The decoder is complete (static and
// dynamic tables, size updates, Huffman), since it must follow whatever the client's encoder
// does to stay in step with it; a block it decoded without changing the table is remembered
// until the table changes, since a client repeats the same few. The encoder is the smallest
// correct one: indexed fields from the static table, everything else as literals that are
// never added to a table, so there is no encoder state to keep in step with the client's
// decoder.
import { HuffmanError, huffmanDecode } from "./huffman";

export class HpackError extends Error {}

export type HeaderField = readonly [name: string, value: string];

const STATIC_NAMES =
  ":authority :method :method :path :path :scheme :scheme :status :status :status :status :status :status :status " +
  "accept-charset accept-encoding accept-language accept-ranges accept access-control-allow-origin age allow " +
  "authorization cache-control content-disposition content-encoding content-language content-length " +
  "content-location content-range content-type cookie date etag expect expires from host if-match " +
  "if-modified-since if-none-match if-range if-unmodified-since last-modified link location max-forwards " +
  "proxy-authenticate proxy-authorization range referer refresh retry-after server set-cookie " +
  "strict-transport-security transfer-encoding user-agent vary via www-authenticate";
const STATIC_VALUES: Record<number, string> = {
  2: "GET",
  3: "POST",
  4: "/",
  5: "/index.html",
  6: "http",
  7: "https",
  8: "200",
  9: "204",
  10: "206",
  11: "304",
  12: "400",
  13: "404",
  14: "500",
  16: "gzip, deflate",
};
/** Index 1 to 61, as the RFC numbers them; entry 0 is never valid. */
const STATIC_TABLE: readonly HeaderField[] = [["", ""], ...STATIC_NAMES.split(" ").map((name, i): HeaderField => [name, STATIC_VALUES[i + 1] ?? ""])];

/** Every entry costs its octets plus 32 (RFC 7541 section 4.1). */
const entrySize = (field: HeaderField): number => field[0].length + field[1].length + 32;

/** Held between blocks so a decoder keeps no reference to the last one; shared, as it is never written. */
const NO_BLOCK = Buffer.alloc(0);

/** Blocks longer than this are decoded every time: a client's repeated requests send short ones. */
const MAX_REMEMBERED_BLOCK = 256;
/** Past this many distinct blocks the decoder forgets them all and starts again: a bound on its memory. */
const MAX_REMEMBERED_BLOCKS = 256;

/** A decoded block: its fields (those within the limit) and the list size of all of them. */
interface DecodedBlock {
  fields: readonly HeaderField[];
  listSize: number;
}

export class HpackDecoder {
  /** Newest first: dynamic index 62 is dynamic[0]. */
  private readonly dynamic: HeaderField[] = [];
  private size = 0;
  private maxSize: number;
  private position = 0;
  private block: Buffer = NO_BLOCK;
  /** Whether the block being decoded has changed the dynamic table. */
  private tableChanged = false;
  /**
   * Blocks that left the table as it was, by their octets, while it still is: the same
   * octets then decode to the same fields. A client's encoder indexes each field once, so its
   * later requests repeat the same few blocks of indexed fields; any change to the table
   * forgets them all, since their indices may now name other fields.
   */
  private readonly remembered = new Map<string, DecodedBlock>();

  /** limit: the SETTINGS_HEADER_TABLE_SIZE we announced (4096 unless we said otherwise). */
  constructor(private readonly limit = 4096) {
    this.maxSize = limit;
  }

  /** Decodes one complete header block (HEADERS plus any CONTINUATION payloads). */
  decode(block: Buffer): readonly HeaderField[] {
    return this.decodeLimited(block, Infinity)!;
  }

  /**
   * Decodes a header block, or returns null when its fields exceed maxListSize (octets plus
   * 32 a field, RFC 9113 6.5.2). The whole block is still decoded, so the dynamic table stays
   * in step with the client's (RFC 9113 4.3), but fields past the limit are not kept. The
   * same block may return the same list: callers must not change it.
   */
  decodeLimited(block: Buffer, maxListSize: number): readonly HeaderField[] | null {
    const key = block.length <= MAX_REMEMBERED_BLOCK ? block.toString("latin1") : undefined;
    const known = key === undefined ? undefined : this.remembered.get(key);
    if (known) return known.listSize <= maxListSize ? known.fields : null;
    const decoded = this.decodeFields(block, maxListSize);
    if (!this.tableChanged && key !== undefined && decoded.listSize <= maxListSize) {
      if (this.remembered.size >= MAX_REMEMBERED_BLOCKS) this.remembered.clear();
      Object.freeze(decoded.fields);
      this.remembered.set(key, decoded);
    }
    return decoded.listSize <= maxListSize ? decoded.fields : null;
  }

  private decodeFields(block: Buffer, maxListSize: number): DecodedBlock {
    this.block = block;
    this.tableChanged = false;
    this.position = 0;
    const fields: HeaderField[] = [];
    let listSize = 0;
    const add = (field: HeaderField): void => {
      listSize += entrySize(field);
      if (listSize <= maxListSize) fields.push(field);
    };
    while (this.position < block.length) {
      const byte = block[this.position]!;
      if (byte & 0x80) {
        add(this.field(this.integer(7)));
      } else if (byte & 0x40) {
        const field = this.literal(6);
        this.insert(field);
        add(field);
      } else if (byte & 0x20) {
        // RFC 7541 4.2: a size update comes first in a block, before any field
        if (fields.length > 0 || listSize > 0) throw new HpackError("dynamic table size update after a header field");
        const size = this.integer(5);
        if (size > this.limit) throw new HpackError(`dynamic table size ${size} exceeds the announced ${this.limit}`);
        this.maxSize = size;
        this.changingTable();
        this.evict(0);
      } else {
        add(this.literal(4)); // without indexing, or never indexed: the same to a decoder
      }
    }
    this.block = NO_BLOCK;
    return { fields, listSize };
  }

  /** The octets the dynamic table holds, as RFC 7541 4.1 counts them. */
  get tableSize(): number {
    return this.size;
  }

  private field(index: number): HeaderField {
    if (index > 0 && index < STATIC_TABLE.length) return STATIC_TABLE[index]!;
    const entry = this.dynamic[index - STATIC_TABLE.length];
    if (!entry) throw new HpackError(`header index ${index} is not in the table`);
    return entry;
  }

  private literal(prefixBits: number): HeaderField {
    const index = this.integer(prefixBits);
    const name = index === 0 ? this.string() : this.field(index)[0];
    return [name, this.string()];
  }

  private changingTable(): void {
    this.tableChanged = true;
    this.remembered.clear();
  }

  private insert(field: HeaderField): void {
    this.changingTable();
    const size = entrySize(field);
    this.evict(size);
    // An entry larger than the whole table empties it and is not added.
    if (size <= this.maxSize) {
      this.dynamic.unshift(field);
      this.size += size;
    }
  }

  /** Evicts the oldest entries until `room` more octets fit. */
  private evict(room: number): void {
    while (this.dynamic.length > 0 && this.size + room > this.maxSize) this.size -= entrySize(this.dynamic.pop()!);
  }

  /** An integer with an N-bit prefix (RFC 7541 section 5.1). */
  private integer(prefixBits: number): number {
    const mask = (1 << prefixBits) - 1;
    let value = this.byte() & mask;
    if (value < mask) return value;
    for (let shift = 0; ; shift += 7) {
      if (shift > 28) throw new HpackError("header integer too large");
      const byte = this.byte();
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
  }

  private string(): string {
    const huffman = (this.block[this.position] ?? 0) & 0x80;
    const length = this.integer(7);
    const start = this.position;
    const end = start + length;
    if (end > this.block.length) throw new HpackError("header string runs past the end of the block");
    this.position = end;
    if (!huffman) return this.block.toString("latin1", start, end);
    try {
      return huffmanDecode(this.block, start, end);
    } catch (error) {
      // a decoding error like any other of the block: the connection's is COMPRESSION_ERROR
      throw error instanceof HuffmanError ? new HpackError(error.message) : error;
    }
  }

  private byte(): number {
    if (this.position >= this.block.length) throw new HpackError("header block ends in the middle of a field");
    return this.block[this.position++]!;
  }
}

function integerBytes(value: number, prefixBits: number, firstBits: number, out: number[]): void {
  const mask = (1 << prefixBits) - 1;
  if (value < mask) {
    out.push(firstBits | value);
    return;
  }
  out.push(firstBits | mask);
  let rest = value - mask;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

function stringBytes(text: string, out: number[]): void {
  const bytes = Buffer.from(text, "latin1");
  integerBytes(bytes.length, 7, 0, out);
  for (const byte of bytes) out.push(byte);
}

/**
 * A dynamic table size update to 0 (RFC 7541 section 6.3), for the start of the first header
 * block after the client lowers SETTINGS_HEADER_TABLE_SIZE: within any size it may set, and
 * true of our table, which stays empty.
 */
export const TABLE_SIZE_ZERO = Buffer.of(0x20);

/** A header block for `fields`: static-table matches indexed, the rest literal and unindexed. */
export function encodeHeaderBlock(fields: readonly HeaderField[]): Buffer {
  const out: number[] = [];
  for (const [name, value] of fields) {
    const exact = STATIC_TABLE.findIndex((entry, i) => i > 0 && entry[0] === name && entry[1] === value);
    if (exact > 0) {
      integerBytes(exact, 7, 0x80, out);
      continue;
    }
    const nameIndex = STATIC_TABLE.findIndex((entry, i) => i > 0 && entry[0] === name);
    if (nameIndex > 0) {
      integerBytes(nameIndex, 4, 0x00, out);
    } else {
      out.push(0x00);
      stringBytes(name, out);
    }
    stringBytes(value, out);
  }
  return Buffer.from(out);
}
