// The sending half of a server connection (RFC 9113): responses as HEADERS, DATA within the
// client's flow-control windows and frame size, and trailing HEADERS. What the client says
// in SETTINGS and WINDOW_UPDATE is all about this half (how large a frame, how much data,
// which header table), so it is handled here too. ./connection keeps the receiving half, the
// streams and the connection's life; it says when a stream is done with `finished`.
import {
  ConnectionError,
  DEFAULT_HEADER_TABLE_SIZE,
  DEFAULT_MAX_FRAME_SIZE,
  DEFAULT_WINDOW,
  ErrorCode,
  FRAME_HEADER_BYTES,
  Flag,
  FrameType,
  MAX_WINDOW,
  Setting,
  StreamError,
  frame,
  headerFrames,
  writeFrameHeader,
} from "./frames";
import { TABLE_SIZE_ZERO } from "./hpack";
import type { Outbox } from "./outbox";

/** A response body that writes itself into the outgoing bytes: `length` bytes from `at`. */
export interface BodyWriter {
  readonly length: number;
  writeTo(into: Uint8Array, at: number): void;
}

export type ResponseBody = Uint8Array | BodyWriter;

function bodyBytes(body: ResponseBody): Uint8Array {
  if (body instanceof Uint8Array) return body;
  const bytes = Buffer.allocUnsafe(body.length);
  body.writeTo(bytes, 0);
  return bytes;
}

/** A stream's side of sending: its window, and what waits for window. */
export interface SendState {
  sendWindow: number;
  /** Response data and trailers still waiting for window. */
  pending: { data: Uint8Array; offset: number; trailers: Buffer } | null;
}

export interface SenderOptions {
  /** Writes frames, unless the connection is closed. */
  write(bytes: Uint8Array): void;
  /** The stream's response is all out (the trailers included). */
  finished(stream: number): void;
}

export class Sender {
  /** The window each new stream starts with (SETTINGS_INITIAL_WINDOW_SIZE). */
  peerInitialWindow = DEFAULT_WINDOW;
  private peerMaxFrame = DEFAULT_MAX_FRAME_SIZE;
  private sendWindow = DEFAULT_WINDOW;
  /** The client lowered its header table size: the next header block we send must say so. */
  private tableSizeUpdate = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly options: SenderOptions,
  ) {}

  /**
   * Answers a stream: headers, then the data and trailers (a response without data is
   * "trailers-only": the headers end the stream).
   */
  respond(stream: number, state: SendState, headers: Buffer, data?: ResponseBody, trailers?: Buffer): void {
    if (!data || !trailers) {
      this.options.write(headerFrames(stream, this.headerBlock(headers), true, this.peerMaxFrame));
      return this.options.finished(stream);
    }
    const block = this.headerBlock(headers);
    const length = data.length;
    const maxFrame = this.peerMaxFrame;
    // The usual case, small data within every window, is written as it goes out, in one piece.
    if (block.length <= maxFrame && trailers.length <= maxFrame && length <= Math.min(this.sendWindow, state.sendWindow, maxFrame)) {
      let at = this.outbox.reserve(3 * FRAME_HEADER_BYTES + block.length + length + trailers.length);
      const out = this.outbox.target;
      writeFrameHeader(out, at, block.length, FrameType.HEADERS, Flag.END_HEADERS, stream);
      out.set(block, at + FRAME_HEADER_BYTES);
      at += FRAME_HEADER_BYTES + block.length;
      writeFrameHeader(out, at, length, FrameType.DATA, 0, stream);
      if (data instanceof Uint8Array) out.set(data, at + FRAME_HEADER_BYTES);
      else data.writeTo(out, at + FRAME_HEADER_BYTES);
      at += FRAME_HEADER_BYTES + length;
      writeFrameHeader(out, at, trailers.length, FrameType.HEADERS, Flag.END_HEADERS | Flag.END_STREAM, stream);
      out.set(trailers, at + FRAME_HEADER_BYTES);
      this.sendWindow -= length;
      state.sendWindow -= length;
      return this.options.finished(stream);
    }
    this.options.write(headerFrames(stream, block, false, maxFrame));
    state.pending = { data: bodyBytes(data), offset: 0, trailers };
    this.flush(stream, state);
  }

  /** The client's SETTINGS (not an ACK), already checked for stream and size. */
  applySettings(payload: Buffer, streams: ReadonlyMap<number, SendState>): void {
    for (let at = 0; at < payload.length; at += 6) {
      const id = payload.readUInt16BE(at);
      const value = payload.readUInt32BE(at + 2);
      if (id === Setting.INITIAL_WINDOW_SIZE) {
        if (value > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, "initial window too large");
        const delta = value - this.peerInitialWindow;
        this.peerInitialWindow = value;
        for (const state of streams.values()) {
          state.sendWindow += delta;
          // RFC 9113 6.9.2: a window pushed past the maximum by a new initial size is the connection's error
          if (state.sendWindow > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, "stream window overflow");
        }
      } else if (id === Setting.MAX_FRAME_SIZE) {
        if (value < DEFAULT_MAX_FRAME_SIZE || value > 0xffffff) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "invalid MAX_FRAME_SIZE");
        this.peerMaxFrame = value;
      } else if (id === Setting.ENABLE_PUSH) {
        if (value > 1) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "SETTINGS_ENABLE_PUSH other than 0 or 1"); // RFC 9113 6.5.2
      } else if (id === Setting.HEADER_TABLE_SIZE && value < DEFAULT_HEADER_TABLE_SIZE) {
        this.tableSizeUpdate = true;
      }
    }
  }

  onWindowUpdate(stream: number, payload: Buffer, streams: ReadonlyMap<number, SendState>): void {
    if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "WINDOW_UPDATE of the wrong size");
    const increment = payload.readUInt32BE(0) & MAX_WINDOW;
    if (stream === 0) {
      // RFC 9113 6.9 and 6.9.1: on the connection, a zero increment or an overflow is the connection's error
      if (increment === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "zero window increment");
      if (this.sendWindow + increment > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, "connection window overflow");
      this.sendWindow += increment;
      return this.flushAll(streams);
    }
    const state = streams.get(stream);
    if (!state) return;
    // RFC 9113 6.9 and 6.9.1: on a stream, a zero increment or an overflow is that stream's error
    if (increment === 0) throw new StreamError(ErrorCode.PROTOCOL_ERROR, "zero window increment");
    if (state.sendWindow + increment > MAX_WINDOW) throw new StreamError(ErrorCode.FLOW_CONTROL_ERROR, "stream window overflow");
    state.sendWindow += increment;
    this.flush(stream, state);
  }

  flushAll(streams: ReadonlyMap<number, SendState>): void {
    for (const [stream, state] of streams) if (state.pending) this.flush(stream, state);
  }

  /** Sends as much pending data as the windows allow; the trailers once it is all out. */
  private flush(stream: number, state: SendState): void {
    const pending = state.pending;
    if (!pending) return;
    const frames: Buffer[] = [];
    while (pending.offset < pending.data.length) {
      const size = Math.min(pending.data.length - pending.offset, this.peerMaxFrame, this.sendWindow, state.sendWindow);
      if (size <= 0) break;
      frames.push(frame(FrameType.DATA, 0, stream, pending.data.subarray(pending.offset, pending.offset + size)));
      pending.offset += size;
      this.sendWindow -= size;
      state.sendWindow -= size;
    }
    const done = pending.offset === pending.data.length;
    if (done) frames.push(headerFrames(stream, this.headerBlock(pending.trailers), true, this.peerMaxFrame));
    if (frames.length) this.options.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
    if (done) {
      state.pending = null;
      this.options.finished(stream);
    }
  }

  /** A header block as sent now: first after a lowered header table size, with the update it needs. */
  private headerBlock(block: Buffer): Buffer {
    if (!this.tableSizeUpdate) return block;
    this.tableSizeUpdate = false;
    return Buffer.concat([TABLE_SIZE_ZERO, block]);
  }
}
