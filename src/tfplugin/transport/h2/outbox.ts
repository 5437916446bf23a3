// The sending side of a connection's bytes. Responses finish in many small steps of one turn
// of the event loop; sending what they wrote as one write makes one TLS record and one
// system call of what would be dozens. Frames are written straight into the buffer of the
// next write (reserve), so an answer costs no buffer of its own and no copy at the flush.
import type { Duplex } from "node:stream";

/** Below half of Node's buffer pool, so the usual write's buffer comes from the pool. */
const FIRST_CAPACITY = 4000;

export class Outbox {
  private buffer: Buffer | null = null;
  private used = 0;
  private scheduled = false;
  /** After end(): a frame written meanwhile (a PING ack, say) is dropped, not written after the end. */
  private ended = false;

  constructor(private readonly socket: Duplex) {}

  write(bytes: Uint8Array): void {
    if (this.ended) return;
    const at = this.reserve(bytes.length);
    this.target.set(bytes, at);
  }

  /**
   * Room for `length` bytes at the end of what goes out next: the caller fills `target`
   * from the returned offset, before anything else is written.
   */
  reserve(length: number): number {
    const buffer = this.buffer;
    const at = this.used;
    if (buffer === null || at + length > buffer.length) this.grow(at + length);
    this.used = at + length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
    return at;
  }

  /** The buffer that reserve's offsets point into (until the next reserve or write). */
  get target(): Buffer {
    return this.buffer!;
  }

  /**
   * Sends what is waiting, then ends the socket; `close`: and closes it once that is sent.
   * `written`: called once all of it is written, or the socket failed.
   */
  end(close = false, written?: () => void): void {
    this.flush();
    this.ended = true;
    this.socket.end(() => {
      if (close) this.socket.destroy();
      written?.();
    });
  }

  private grow(needed: number): void {
    const previous = this.buffer;
    const next = Buffer.allocUnsafe(Math.max(needed, previous ? previous.length * 2 : FIRST_CAPACITY));
    if (previous) next.set(previous.subarray(0, this.used));
    this.buffer = next;
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    const buffer = this.buffer;
    const used = this.used;
    // The written buffer belongs to the socket now: the next bytes go into a new one.
    this.buffer = null;
    this.used = 0;
    if (buffer !== null && used > 0 && !this.ended && !this.socket.destroyed) this.socket.write(buffer.subarray(0, used));
  };
}
