// Where the npm executable's parts lie in its file. A launch compiles only the head, the
// outer bundle that prints the handshake line and answers GetProviderSchema (ONE_BYTE_MAIN in
// ./launcher.ts), and reads a held bundle (./held-runtime.ts) from its byte range when it
// loads it: the schema's launch, the first of every Terraform command, reads a twentieth of
// the file, and a validation's launch leaves zod and undici unread. The build writes marks of fixed
// width where the numbers go (the head's length in the launcher's line, each held bundle's
// range in the head) and then places them, which moves no other byte of the file.
import { closeSync, openSync, readSync } from "node:fs";
import { HOLDER_END, holderOpening, type Held } from "./embedded-module";
import { HEAD_MARK, MARK_DIGITS } from "./launcher";

const ZEROS = "0".repeat(MARK_DIGITS);
const digits = (n: number): string => String(n).padStart(MARK_DIGITS, "0");

/** Where the executable finds `held`'s byte range in its own file: zeros until the build places it. */
export const rangeMark = (held: Held): string => `${held.holder}@${ZEROS}-${ZEROS}`;

/**
 * The text of `file` in the byte range that a placed rangeMark gives: the held bundle's
 * holder function, for sourceInComment. "" for a mark the build did not place; less when the
 * file is shorter, which sourceInComment reports as a damaged executable.
 */
export function readHeldRange(file: string, mark: string): string {
  const start = Number(mark.slice(-2 * MARK_DIGITS - 1, -MARK_DIGITS - 1));
  const end = Number(mark.slice(-MARK_DIGITS));
  if (!(end > start)) return "";
  const bytes = Buffer.allocUnsafe(end - start);
  const fd = openSync(file, "r");
  let read = 0;
  try {
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
  } finally {
    closeSync(fd);
  }
  return bytes.toString("latin1", 0, read);
}

/** `text` with `mark` replaced by `placed`, which must be as long; the mark must occur once in [from, to). */
function place(text: string, mark: string, placed: string, from: number, to: number): string {
  const at = text.indexOf(mark, from);
  if (at < 0 || at + mark.length > to) throw new Error(`the executable lacks its mark ${mark}`);
  const again = text.indexOf(mark, at + 1);
  if (again >= 0 && again + mark.length <= to) throw new Error(`the executable holds its mark ${mark} twice`);
  if (placed.length !== mark.length) throw new Error(`${placed} does not fit the mark ${mark}`);
  return text.slice(0, at) + placed + text.slice(at + mark.length);
}

/**
 * The built executable's text (latin1) with its marks placed: the head's length in the
 * launcher's lines (before `headerEnd`), and the range of each of `helds`' holder functions
 * in the head after them. The head ends where the first holder starts.
 */
export function placeHeldRanges(text: string, helds: readonly Held[], headerEnd: number): string {
  const ranges = helds.map((held) => {
    const start = text.lastIndexOf(holderOpening(held));
    const close = start < 0 ? -1 : text.indexOf(HOLDER_END.slice(0, 2), start);
    if (close < 0 || !text.startsWith(HOLDER_END, close)) throw new Error(`the executable holds no ${held.holder}`);
    return { held, start, end: close + HOLDER_END.length };
  });
  // Only the holders follow the head: code after it would never run.
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  sorted.forEach((r, i) => {
    if (i > 0 && text.slice(sorted[i - 1]!.end, r.start).trim() !== "")
      throw new Error(`the executable has code between its held bundles, before ${r.held.holder}`);
  });
  if (text.slice(sorted.at(-1)!.end).trim() !== "") throw new Error("the executable has code after its held bundles");
  const head = sorted[0]!.start;
  let placed = place(text, HEAD_MARK, HEAD_MARK.slice(0, -MARK_DIGITS) + digits(head), 0, headerEnd);
  for (const { held, start, end } of ranges) {
    placed = place(placed, rangeMark(held), `${held.holder}@${digits(start)}-${digits(end)}`, headerEnd, head);
  }
  return placed;
}
