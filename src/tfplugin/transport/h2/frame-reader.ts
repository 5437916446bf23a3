// The receiving side of an HTTP/2 connection's bytes: the client preface, then whole frames,
// with a frame split across socket reads held back until the rest arrives.
import { ConnectionError, DEFAULT_MAX_FRAME_SIZE, ErrorCode, FRAME_HEADER_BYTES, MAX_WINDOW, PREFACE } from "./frames";

/** Handles one frame; returns false to stop reading (the connection closed). */
export type FrameHandler = (type: number, flags: number, stream: number, payload: Buffer) => boolean;

export class FrameReader {
  private buffered: Buffer | null = null;
  private prefaceSeen = false;

  /** Hands each whole frame to onFrame; throws ConnectionError on bytes that break the protocol. */
  push(chunk: Buffer, onFrame: FrameHandler): void {
    let data = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    this.buffered = null;
    if (!this.prefaceSeen) {
      const seen = Math.min(data.length, PREFACE.length);
      if (!PREFACE.subarray(0, seen).equals(data.subarray(0, seen))) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "not an HTTP/2 client");
      if (seen < PREFACE.length) {
        this.buffered = data;
        return;
      }
      this.prefaceSeen = true;
      data = data.subarray(PREFACE.length);
    }
    let at = 0;
    while (data.length - at >= FRAME_HEADER_BYTES) {
      const length = (data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!;
      if (length > DEFAULT_MAX_FRAME_SIZE) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, `frame of ${length} octets`);
      if (data.length - at < FRAME_HEADER_BYTES + length) break;
      const type = data[at + 3]!;
      const flags = data[at + 4]!;
      const stream = data.readUInt32BE(at + 5) & MAX_WINDOW;
      const payload = data.subarray(at + FRAME_HEADER_BYTES, at + FRAME_HEADER_BYTES + length);
      at += FRAME_HEADER_BYTES + length;
      if (!onFrame(type, flags, stream, payload)) return;
    }
    if (at < data.length) this.buffered = data.subarray(at);
  }
}
