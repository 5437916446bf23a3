// The release archive: regular files, deflated, with their Unix mode (Terraform keeps the
// provider's executable bit from it) and a fixed timestamp, so the same input always gives
// the same bytes and so the same zh: hash.
import { buffer } from "node:stream/consumers";
import { ZipFile } from "yazl";

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Unix permission bits, e.g. 0o755. */
  mode: number;
}

const S_IFREG = 0o100000;

/**
 * Midnight on 1980-01-01, the earliest time a zip (MS-DOS) timestamp can hold. yazl writes
 * that timestamp from the date's local-time fields, so a date made in local time gives the
 * same bytes in every time zone; its Info-ZIP "UT" field would hold the UTC instant, which
 * differs by zone, hence forceDosTimestamp.
 */
const fixedTime = (): Date => new Date(1980, 0, 1);

export async function zip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const archive = new ZipFile();
  const mtime = fixedTime();
  for (const entry of entries) {
    archive.addBuffer(entry.data, entry.name, { mtime, mode: S_IFREG | entry.mode, forceDosTimestamp: true });
  }
  archive.end();
  return buffer(archive.outputStream);
}
