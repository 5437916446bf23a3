// The sending side of a connection's bytes. Responses finish in many small steps of one turn
// of the event loop; sending what they wrote as one write makes one TLS record and one
// system call of what would be dozens.
import type { Duplex } from "node:stream";

export class Outbox {
  private outgoing: Buffer[] = [];
  private scheduled = false;
  /** After end(): a frame written meanwhile (a PING ack, say) is dropped, not written after the end. */
  private ended = false;

  constructor(private readonly socket: Duplex) {}

  write(bytes: Buffer): void {
    if (this.ended) return;
    this.outgoing.push(bytes);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Sends what is waiting, then ends the socket; `close`: and closes it once that is sent. */
  end(close = false): void {
    this.flush();
    this.ended = true;
    if (close) this.socket.end(() => this.socket.destroy());
    else this.socket.end();
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    const out = this.outgoing;
    this.outgoing = [];
    if (out.length > 0 && !this.socket.destroyed) this.socket.write(out.length === 1 ? out[0]! : Buffer.concat(out));
  };
}
