// The server side of one HTTP/2 connection (RFC 9113), as much as a unary RPC server needs:
// requests arrive as streams of HEADERS and DATA and are handed over whole; responses go
// out as HEADERS, DATA within the client's flow-control windows, and trailing HEADERS.
// Per stream it keeps a small record, not a stream object with events, which is what made
// node:http2 cost more CPU than the provider's own work. Server push, priorities and
// stream-level streaming are not needed and not offered.
import type { Duplex } from "node:stream";
import { FrameReader } from "./frame-reader";
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
  frame,
  headerFrames,
  settingsPayload,
  uint32Payload,
  unpad,
  writeFrameHeader,
} from "./frames";
import { HpackDecoder, HpackError, TABLE_SIZE_ZERO, type HeaderField } from "./hpack";
import { Outbox } from "./outbox";

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

export interface ConnectionOptions {
  /**
   * A request whose body exceeds this is handed over at once with body null, to be answered
   * before the client has sent it all. Below 2^31 - 1, so no stream window ever needs a refill.
   */
  maxBodyBytes: number;
  maxConcurrentStreams: number;
  onRequest(connection: ServerConnection, stream: number, headers: readonly HeaderField[], body: Buffer | null): void;
  onClose(connection: ServerConnection): void;
}

interface StreamState {
  headers: readonly HeaderField[];
  chunks: Buffer[];
  length: number;
  /** The request was handed over (whole, or too large); a response is owed. */
  requested: boolean;
  /** The client has ended its side of the stream. */
  remoteEnded: boolean;
  sendWindow: number;
  /** Response data and trailers still waiting for window. */
  pending: { data: Uint8Array; offset: number; trailers: Buffer } | null;
}

/** Receive windows start at the maximum and are topped up once half is used. */
const RECEIVE_REFILL = MAX_WINDOW >>> 1;

export class ServerConnection {
  private readonly streams = new Map<number, StreamState>();
  private readonly decoder = new HpackDecoder();
  private readonly reader = new FrameReader();
  private readonly outbox: Outbox;
  private lastStream = 0;
  /** A header block continued by CONTINUATION frames. */
  private continuing: { stream: number; endStream: boolean; parts: Buffer[] } | null = null;
  private peerInitialWindow = DEFAULT_WINDOW;
  private peerMaxFrame = DEFAULT_MAX_FRAME_SIZE;
  private sendWindow = DEFAULT_WINDOW;
  private received = 0;
  private closing: (() => void) | null = null;
  private closed = false;
  /** The client lowered its header table size: the next header block we send must say so. */
  private tableSizeUpdate = false;

  constructor(
    socket: Duplex,
    private readonly options: ConnectionOptions,
  ) {
    this.outbox = new Outbox(socket);
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.onSocketClose());
    const settings = settingsPayload([
      [Setting.MAX_CONCURRENT_STREAMS, options.maxConcurrentStreams],
      [Setting.INITIAL_WINDOW_SIZE, MAX_WINDOW],
      [Setting.ENABLE_PUSH, 0],
    ]);
    this.write(
      Buffer.concat([
        frame(FrameType.SETTINGS, 0, 0, settings),
        frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(MAX_WINDOW - DEFAULT_WINDOW)),
      ]),
    );
  }

  /**
   * Answers a stream: headers, then the data and trailers (a response without data is
   * "trailers-only": the headers end the stream). A stream the client reset is skipped.
   */
  respond(stream: number, headers: Buffer, data?: ResponseBody, trailers?: Buffer): void {
    const state = this.streams.get(stream);
    if (!state || this.closed) return;
    if (!data || !trailers) {
      this.write(headerFrames(stream, this.headerBlock(headers), true, this.peerMaxFrame));
      return this.finish(stream);
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
      return this.finish(stream);
    }
    this.write(headerFrames(stream, block, false, maxFrame));
    state.pending = { data: bodyBytes(data), offset: 0, trailers };
    this.flush(stream, state);
  }

  /** Sends GOAWAY, lets the requests already begun finish, then ends; done once all is written. */
  close(done: () => void): void {
    if (this.closed) return done();
    const previous = this.closing;
    this.closing = () => (previous?.(), done());
    if (!previous) this.write(frame(FrameType.GOAWAY, 0, 0, uint32Payload(this.lastStream, ErrorCode.NO_ERROR)));
    this.endIfIdle();
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return; // after a connection error, nothing the client sends is acted on
    try {
      this.reader.push(chunk, this.onFrame);
    } catch (error) {
      const code = error instanceof ConnectionError ? error.code : error instanceof HpackError ? ErrorCode.COMPRESSION_ERROR : ErrorCode.INTERNAL_ERROR;
      this.fail(code);
    }
  }

  private readonly onFrame = (type: number, flags: number, stream: number, payload: Buffer): boolean => {
    this.dispatch(type, flags, stream, payload);
    return !this.closed;
  };

  private dispatch(type: number, flags: number, stream: number, payload: Buffer): void {
    if (this.continuing && type !== FrameType.CONTINUATION) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "expected CONTINUATION");
    switch (type) {
      case FrameType.DATA:
        return this.onDataFrame(flags, stream, payload);
      case FrameType.HEADERS:
        return this.onHeaders(flags, stream, payload);
      case FrameType.CONTINUATION: {
        if (!this.continuing || this.continuing.stream !== stream) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "unexpected CONTINUATION");
        this.continuing.parts.push(payload);
        if (flags & Flag.END_HEADERS) {
          const { endStream, parts } = this.continuing;
          this.continuing = null;
          this.onHeaderBlock(stream, Buffer.concat(parts), endStream);
        }
        return;
      }
      case FrameType.RST_STREAM:
        this.streams.delete(stream);
        return this.endIfIdle();
      case FrameType.SETTINGS:
        return this.onSettings(flags, stream, payload);
      case FrameType.PING:
        if (payload.length !== 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "PING of the wrong size");
        if (!(flags & Flag.ACK)) this.write(frame(FrameType.PING, Flag.ACK, 0, payload));
        return;
      case FrameType.WINDOW_UPDATE:
        return this.onWindowUpdate(stream, payload);
      case FrameType.PUSH_PROMISE:
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "a client may not push");
      default:
        return; // GOAWAY (the client closes), PRIORITY, and unknown extension frames
    }
  }

  private onHeaders(flags: number, stream: number, payload: Buffer): void {
    if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "HEADERS on stream 0");
    let block = unpad(flags, payload);
    if (flags & Flag.PRIORITY) block = block.subarray(5);
    const endStream = (flags & Flag.END_STREAM) !== 0;
    if (flags & Flag.END_HEADERS) this.onHeaderBlock(stream, block, endStream);
    else this.continuing = { stream, endStream, parts: [Buffer.from(block)] };
  }

  private onHeaderBlock(stream: number, block: Buffer, endStream: boolean): void {
    // Decoded even when the stream is refused: the decoder's table must follow the client's.
    const headers = this.decoder.decode(block);
    const state = this.streams.get(stream);
    if (state) {
      if (endStream) this.requestEnded(stream, state); // trailers from the client
      return;
    }
    if (stream % 2 === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, `HEADERS on even stream ${stream}`);
    if (stream <= this.lastStream) return; // late trailers of a stream already closed
    this.lastStream = stream;
    if (this.closing) return; // after GOAWAY: not processed, and the client knows it from the last stream id
    if (this.streams.size >= this.options.maxConcurrentStreams) {
      this.write(frame(FrameType.RST_STREAM, 0, stream, uint32Payload(ErrorCode.REFUSED_STREAM)));
      return;
    }
    const fresh: StreamState = { headers, chunks: [], length: 0, requested: false, remoteEnded: false, sendWindow: this.peerInitialWindow, pending: null };
    this.streams.set(stream, fresh);
    if (endStream) this.requestEnded(stream, fresh);
  }

  private onDataFrame(flags: number, stream: number, payload: Buffer): void {
    if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "DATA on stream 0");
    this.received += payload.length;
    if (this.received >= RECEIVE_REFILL) {
      this.write(frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(this.received)));
      this.received = 0;
    }
    const state = this.streams.get(stream);
    if (!state) return; // reset or answered: the data is dropped, the window counted
    const data = unpad(flags, payload);
    if (!state.requested) {
      state.length += data.length;
      if (data.length > 0) state.chunks.push(data);
      if (state.length > this.options.maxBodyBytes) this.handOver(stream, state, null);
    }
    if (flags & Flag.END_STREAM) this.requestEnded(stream, state);
  }

  private requestEnded(stream: number, state: StreamState): void {
    state.remoteEnded = true;
    if (!state.requested) this.handOver(stream, state, state.chunks.length === 1 ? state.chunks[0]! : Buffer.concat(state.chunks, state.length));
  }

  private handOver(stream: number, state: StreamState, body: Buffer | null): void {
    state.requested = true;
    state.chunks = [];
    this.options.onRequest(this, stream, state.headers, body);
  }

  private onSettings(flags: number, stream: number, payload: Buffer): void {
    if (stream !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "SETTINGS on a stream");
    if (flags & Flag.ACK) return;
    if (payload.length % 6 !== 0) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS of the wrong size");
    for (let at = 0; at < payload.length; at += 6) {
      const id = payload.readUInt16BE(at);
      const value = payload.readUInt32BE(at + 2);
      if (id === Setting.INITIAL_WINDOW_SIZE) {
        if (value > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, "initial window too large");
        const delta = value - this.peerInitialWindow;
        this.peerInitialWindow = value;
        for (const state of this.streams.values()) state.sendWindow += delta;
      } else if (id === Setting.MAX_FRAME_SIZE) {
        if (value < DEFAULT_MAX_FRAME_SIZE || value > 0xffffff) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "invalid MAX_FRAME_SIZE");
        this.peerMaxFrame = value;
      } else if (id === Setting.HEADER_TABLE_SIZE && value < DEFAULT_HEADER_TABLE_SIZE) {
        this.tableSizeUpdate = true;
      }
    }
    this.write(frame(FrameType.SETTINGS, Flag.ACK, 0));
    this.flushAll();
  }

  private onWindowUpdate(stream: number, payload: Buffer): void {
    if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "WINDOW_UPDATE of the wrong size");
    const increment = payload.readUInt32BE(0) & MAX_WINDOW;
    if (stream === 0) {
      if (increment === 0 || this.sendWindow + increment > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, "bad window update");
      this.sendWindow += increment;
      return this.flushAll();
    }
    const state = this.streams.get(stream);
    if (!state) return;
    state.sendWindow += increment;
    this.flush(stream, state);
  }

  private flushAll(): void {
    for (const [stream, state] of this.streams) if (state.pending) this.flush(stream, state);
  }

  /** Sends as much pending data as the windows allow; the trailers once it is all out. */
  private flush(stream: number, state: StreamState): void {
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
    if (frames.length) this.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
    if (done) {
      state.pending = null;
      this.finish(stream);
    }
  }

  private finish(stream: number): void {
    // Answered before the client finished sending (too large): it may stop now (RFC 9113 8.1).
    if (!this.streams.get(stream)?.remoteEnded) this.write(frame(FrameType.RST_STREAM, 0, stream, uint32Payload(ErrorCode.NO_ERROR)));
    this.streams.delete(stream);
    this.endIfIdle();
  }

  /**
   * Once closing and idle: the last bytes and the end go out, and the connection counts as
   * closed as soon as they are written. Waiting for the client to close its side too would
   * add a round trip to the exit of every provider process, which Terraform waits for.
   */
  private endIfIdle(): void {
    if (this.closing && this.streams.size === 0 && !this.closed) this.outbox.end(false, () => this.onSocketClose());
  }

  /** A connection error: GOAWAY with its code, then the connection closes (RFC 9113 5.4.1). */
  private fail(code: number): void {
    if (this.closed) return;
    this.write(frame(FrameType.GOAWAY, 0, 0, uint32Payload(this.lastStream, code)));
    this.outbox.end(true);
    this.onSocketClose();
  }

  /** A header block as sent now: first after a lowered header table size, with the update it needs. */
  private headerBlock(block: Buffer): Buffer {
    if (!this.tableSizeUpdate) return block;
    this.tableSizeUpdate = false;
    return Buffer.concat([TABLE_SIZE_ZERO, block]);
  }

  private write(bytes: Uint8Array): void {
    if (!this.closed) this.outbox.write(bytes);
  }

  private onSocketClose(): void {
    if (this.closed) return;
    this.closed = true;
    this.streams.clear();
    this.options.onClose(this);
    const closing = this.closing;
    this.closing = null;
    closing?.();
  }
}
