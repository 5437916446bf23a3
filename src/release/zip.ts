// A minimal zip writer for release archives: regular files, deflated, with their Unix mode
// (Terraform keeps the provider's executable bit from it) and a fixed timestamp, so the same
// input always gives the same bytes and so the same zh: hash.
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Unix permission bits, e.g. 0o755. */
  mode: number;
}

// 1980-01-01 00:00, the earliest time a zip (MS-DOS) timestamp can hold.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const UNIX_HOST = 3 << 8;
const VERSION = 20; // 2.0: deflate
const UTF8_NAMES = 1 << 11;
const S_IFREG = 0o100000;

interface EntryFields {
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
}

/** The run both headers share, from "version needed" to the name's length (local at 4, central at 6). */
function writeEntryFields(header: Buffer, at: number, f: EntryFields): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.compressed, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const body = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const fields = { crc, compressed: body.length, size: entry.data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(UNIX_HOST | VERSION, 4);
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(((S_IFREG | entry.mode) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
