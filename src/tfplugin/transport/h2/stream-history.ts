// The streams a connection no longer keeps (RFC 9113 section 5.1): which ids the client has
// not used yet (idle), and how each closed one ended, since that decides what a late frame on
// it means. Nothing is stored for the usual case, a stream the client opens with the next id
// and ends, then the server answers; only the rare ones are remembered: ids the client skipped
// and streams that ended in RST_STREAM, a bounded number of each, the oldest forgotten first.
// A forgotten stream counts as closed after both ends' END_STREAM.
import { ConnectionError, ErrorCode, FrameType, StreamError } from "./frames";

/** Where a stream the connection does not keep stands. */
export const Past = {
  /** Not used yet: an id above the highest opened, or an even one (this server never opens streams). */
  IDLE: 0,
  /** Closed after both ends sent END_STREAM (or forgotten). */
  ENDED: 1,
  /** Closed by the client's RST_STREAM. */
  RESET_BY_PEER: 2,
  /** Closed by our RST_STREAM: the client may still have frames in flight. */
  RESET_BY_US: 3,
  /** An id the client skipped: closed without ever being opened (RFC 9113 5.1.1). */
  SKIPPED: 4,
} as const;
export type Past = (typeof Past)[keyof typeof Past];

/** How many reset streams and skipped ranges are remembered. */
const MAX_RESETS = 1024;
const MAX_SKIPS = 64;

export class StreamHistory {
  /** The highest stream id the client has opened. */
  highest = 0;
  /** Ranges of skipped ids, as pairs [first, last], oldest first. */
  private readonly skipped: number[] = [];
  /** Streams closed by RST_STREAM: true when we sent it, false when the client did. */
  private readonly resets = new Map<number, boolean>();

  /** A new stream above `highest` (the caller checked): the odd ids between are skipped. */
  open(stream: number): void {
    const expected = this.highest === 0 ? 1 : this.highest + 2;
    if (stream > expected) {
      if (this.skipped.length === 2 * MAX_SKIPS) this.skipped.splice(0, 2);
      this.skipped.push(expected, stream - 2);
    }
    this.highest = stream;
  }

  /** The stream was closed by RST_STREAM, ours (`byUs`) or the client's. */
  reset(stream: number, byUs: boolean): void {
    if (this.resets.size === MAX_RESETS) this.resets.delete(this.resets.keys().next().value!);
    this.resets.set(stream, byUs);
  }

  /** Where a stream the connection does not keep stands. */
  of(stream: number): Past {
    if (stream > this.highest || stream % 2 === 0) return Past.IDLE;
    const byUs = this.resets.get(stream);
    if (byUs !== undefined) return byUs ? Past.RESET_BY_US : Past.RESET_BY_PEER;
    for (let i = 0; i < this.skipped.length; i += 2) if (stream >= this.skipped[i]! && stream <= this.skipped[i + 1]!) return Past.SKIPPED;
    return Past.ENDED;
  }

  /**
   * Throws the error a frame of `type` on a stream the connection does not keep is (RFC 9113
   * 5.1), or returns when the frame is to be ignored. PRIORITY never comes here.
   */
  check(type: number, stream: number): void {
    switch (this.of(stream)) {
      case Past.IDLE: // DATA, RST_STREAM, WINDOW_UPDATE (HEADERS opens the stream)
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, `frame of type ${type} on idle stream ${stream}`);
      case Past.ENDED:
        // WINDOW_UPDATE and RST_STREAM may still come after our END_STREAM, and are ignored
        if (type === FrameType.DATA || type === FrameType.HEADERS)
          throw new ConnectionError(ErrorCode.STREAM_CLOSED, `frame after END_STREAM on stream ${stream}`);
        return;
      case Past.RESET_BY_PEER:
        // 5.4.2: never a RST_STREAM in answer to a RST_STREAM
        if (type !== FrameType.RST_STREAM) throw new StreamError(ErrorCode.STREAM_CLOSED, `frame after RST_STREAM on stream ${stream}`);
        return;
      case Past.RESET_BY_US:
        return; // frames the client sent before our RST_STREAM reached it
      case Past.SKIPPED:
        // 5.1.1: a new stream's id is above every id used; 6.1: DATA on a closed stream is STREAM_CLOSED
        if (type === FrameType.DATA) throw new StreamError(ErrorCode.STREAM_CLOSED, `DATA on closed stream ${stream}`);
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, `stream ${stream} is below the stream ids already used`);
    }
  }
}
