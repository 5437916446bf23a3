// The server side of one HTTP/2 connection (RFC 9113), as much as a unary RPC server needs:
// requests arrive as streams of HEADERS and DATA and are handed over whole; responses go
// out as HEADERS, DATA within the client's flow-control windows, and trailing HEADERS
// (./send, the sending half; this file keeps the receiving half and the connection's life).
// What a peer may send follows RFC 9113 for any client, not only Terraform's: each frame is
// checked against its stream's state (./stream-history for the streams no longer kept) and
// each request against the rules of a well-formed request (./request-rules).
// Per stream it keeps a small record, not a stream object with events, which is what made
// node:http2 cost more CPU than the provider's own work. Server push, priorities and
// stream-level streaming are not needed and not offered.
import type { Duplex } from "node:stream";
import { FrameReader } from "./frame-reader";
import {
  ConnectionError,
  DEFAULT_WINDOW,
  ErrorCode,
  Flag,
  FrameType,
  MAX_HEADER_LIST_SIZE,
  MAX_WINDOW,
  Setting,
  StreamError,
  frame,
  settingsPayload,
  uint32Payload,
  unpad,
} from "./frames";
import { HpackDecoder, HpackError, encodeHeaderBlock, type HeaderField } from "./hpack";
import { Outbox } from "./outbox";
import { checkTrailers, requestHeaderChecks } from "./request-rules";
import { Sender, type ResponseBody, type SendState } from "./send";
import { StreamHistory } from "./stream-history";

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

interface StreamState extends SendState {
  headers: readonly HeaderField[];
  chunks: Buffer[];
  /** The octets of DATA received, held in chunks until the request is handed over. */
  length: number;
  /** The request's content-length, which its DATA must add up to (RFC 9113 8.1.1); -1: none. */
  contentLength: number;
  /** The request was handed over (whole, or too large); a response is owed. */
  requested: boolean;
  /** The client has ended its side of the stream. */
  remoteEnded: boolean;
}

/** A header list past MAX_HEADER_LIST_SIZE is refused with 431 (RFC 9113 10.5.1, RFC 6585). */
const TOO_LARGE = encodeHeaderBlock([[":status", "431"]]);
/** A header block's compressed octets, past which the connection ends (CONTINUATION floods). */
const MAX_HEADER_BLOCK = 2 * MAX_HEADER_LIST_SIZE;

/** Receive windows start at the maximum and are topped up once half is used. */
const RECEIVE_REFILL = MAX_WINDOW >>> 1;

export class ServerConnection {
  private readonly streams = new Map<number, StreamState>();
  private readonly decoder = new HpackDecoder();
  private readonly checkRequestHeaders = requestHeaderChecks();
  private readonly reader = new FrameReader();
  private readonly outbox: Outbox;
  private readonly sender: Sender;
  private readonly history = new StreamHistory();
  /** The last stream id our GOAWAY named: frames on later streams are ignored (RFC 9113 6.8). */
  private goawayLast = 0;
  /** A header block continued by CONTINUATION frames. */
  private continuing: { stream: number; endStream: boolean; parts: Buffer[]; length: number } | null = null;
  private received = 0;
  private closing: (() => void) | null = null;
  private closed = false;

  constructor(
    socket: Duplex,
    private readonly options: ConnectionOptions,
  ) {
    this.outbox = new Outbox(socket);
    this.sender = new Sender(this.outbox, { write: (bytes) => this.write(bytes), finished: (stream) => this.finish(stream) });
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.onSocketClose());
    const settings = settingsPayload([
      [Setting.MAX_CONCURRENT_STREAMS, options.maxConcurrentStreams],
      [Setting.INITIAL_WINDOW_SIZE, MAX_WINDOW],
      [Setting.ENABLE_PUSH, 0],
      [Setting.MAX_HEADER_LIST_SIZE, MAX_HEADER_LIST_SIZE],
    ]);
    this.write(Buffer.concat([frame(FrameType.SETTINGS, 0, 0, settings), frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(MAX_WINDOW - DEFAULT_WINDOW))]));
  }

  /**
   * Answers a stream: headers, then the data and trailers (a response without data is
   * "trailers-only": the headers end the stream). A stream the client reset is skipped.
   */
  respond(stream: number, headers: Buffer, data?: ResponseBody, trailers?: Buffer): void {
    const state = this.streams.get(stream);
    if (!state || this.closed) return;
    this.sender.respond(stream, state, headers, data, trailers);
  }

  /** Sends GOAWAY, lets the requests already begun finish, then ends; done once all is written. */
  close(done: () => void): void {
    if (this.closed) return done();
    const previous = this.closing;
    this.closing = () => (previous?.(), done());
    if (!previous) {
      this.goawayLast = this.history.highest;
      this.write(frame(FrameType.GOAWAY, 0, 0, uint32Payload(this.goawayLast, ErrorCode.NO_ERROR)));
    }
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
    try {
      this.dispatch(type, flags, stream, payload);
    } catch (error) {
      if (!(error instanceof StreamError)) throw error;
      this.reset(stream, error.code); // RFC 9113 5.4.2: the stream ends, the connection goes on
    }
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
        this.continuing.length += payload.length;
        if (this.continuing.length > MAX_HEADER_BLOCK) throw new ConnectionError(ErrorCode.ENHANCE_YOUR_CALM, "header block too large");
        if (flags & Flag.END_HEADERS) {
          const { endStream, parts } = this.continuing;
          this.continuing = null;
          this.onHeaderBlock(stream, Buffer.concat(parts), endStream);
        }
        return;
      }
      case FrameType.RST_STREAM:
        if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "RST_STREAM on stream 0"); // RFC 9113 6.4
        if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "RST_STREAM of the wrong size");
        if (!this.streams.delete(stream)) return this.onPastStream(type, stream);
        this.history.reset(stream, false);
        return this.endIfIdle();
      case FrameType.SETTINGS:
        return this.onSettings(flags, stream, payload);
      case FrameType.PRIORITY: // RFC 9113 6.3: deprecated, so read and ignored, but checked
        if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "PRIORITY on stream 0");
        if (payload.length !== 5) throw new StreamError(ErrorCode.FRAME_SIZE_ERROR, "PRIORITY of the wrong size");
        return;
      case FrameType.PING:
        if (stream !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "PING on a stream"); // RFC 9113 6.7
        if (payload.length !== 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "PING of the wrong size");
        if (!(flags & Flag.ACK)) this.write(frame(FrameType.PING, Flag.ACK, 0, payload));
        return;
      case FrameType.WINDOW_UPDATE:
        if (stream !== 0 && payload.length === 4 && !this.streams.has(stream)) return this.onPastStream(type, stream);
        return this.sender.onWindowUpdate(stream, payload, this.streams);
      case FrameType.PUSH_PROMISE:
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "a client may not push");
      case FrameType.GOAWAY: // the client closes: the streams it began are still answered
        if (stream !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "GOAWAY on a stream"); // RFC 9113 6.8
        if (payload.length < 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "GOAWAY too short");
        return;
      default:
        return; // unknown extension frames (RFC 9113 5.5)
    }
  }

  private onHeaders(flags: number, stream: number, payload: Buffer): void {
    if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "HEADERS on stream 0");
    let block = unpad(flags, payload);
    if (flags & Flag.PRIORITY) {
      if (block.length < 5) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "HEADERS too short for its priority");
      block = block.subarray(5);
    }
    const endStream = (flags & Flag.END_STREAM) !== 0;
    if (flags & Flag.END_HEADERS) this.onHeaderBlock(stream, block, endStream);
    else this.continuing = { stream, endStream, parts: [Buffer.from(block)], length: block.length };
  }

  private onHeaderBlock(stream: number, block: Buffer, endStream: boolean): void {
    // Decoded even when the stream is refused: the decoder's table must follow the client's.
    const headers = this.decoder.decodeLimited(block, MAX_HEADER_LIST_SIZE);
    const state = this.streams.get(stream);
    if (state) return this.onTrailers(stream, state, headers, endStream);
    if (stream % 2 === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, `HEADERS on even stream ${stream}`);
    if (stream <= this.history.highest) return this.onPastStream(FrameType.HEADERS, stream);
    this.history.open(stream);
    if (this.closing) return; // after GOAWAY: not processed, and the client knows it from the last stream id
    if (headers && this.streams.size >= this.options.maxConcurrentStreams) return this.reset(stream, ErrorCode.REFUSED_STREAM);
    const contentLength = headers ? this.checkRequestHeaders(headers) : -1;
    const fresh: StreamState = {
      headers: headers ?? [],
      chunks: [],
      length: 0,
      contentLength,
      requested: !headers,
      remoteEnded: false,
      sendWindow: this.sender.peerInitialWindow,
      pending: null,
    };
    this.streams.set(stream, fresh);
    if (!headers) {
      // RFC 9113 10.5.1: the block was decoded (the table stays in step) and the request is
      // refused with 431; a client still sending is told it may stop (see finish)
      fresh.remoteEnded = endStream;
      return this.sender.respond(stream, fresh, TOO_LARGE);
    }
    if (endStream) this.requestEnded(stream, fresh);
  }

  /** A header block on an open stream: the request's trailers, which end it (RFC 9113 8.1). */
  private onTrailers(stream: number, state: StreamState, headers: readonly HeaderField[] | null, endStream: boolean): void {
    if (state.remoteEnded) throw new StreamError(ErrorCode.STREAM_CLOSED, "HEADERS after the client's END_STREAM"); // RFC 9113 5.1
    if (!headers) throw new StreamError(ErrorCode.PROTOCOL_ERROR, "trailers past the announced header list size");
    if (!endStream) throw new StreamError(ErrorCode.PROTOCOL_ERROR, "trailers without END_STREAM");
    checkTrailers(headers);
    this.requestEnded(stream, state);
  }

  /** A frame on a stream the connection does not keep: idle, closed, or after our GOAWAY. */
  private onPastStream(type: number, stream: number): void {
    if (!this.closing || stream <= this.goawayLast) this.history.check(type, stream); // RFC 9113 6.8: later streams are ignored
  }

  private onDataFrame(flags: number, stream: number, payload: Buffer): void {
    if (stream === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "DATA on stream 0");
    this.received += payload.length;
    if (this.received >= RECEIVE_REFILL) {
      this.write(frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(this.received)));
      this.received = 0;
    }
    const state = this.streams.get(stream);
    if (!state) return this.onPastStream(FrameType.DATA, stream); // the window is counted all the same
    if (state.remoteEnded) throw new StreamError(ErrorCode.STREAM_CLOSED, "DATA after the client's END_STREAM"); // RFC 9113 5.1
    const data = unpad(flags, payload);
    state.length += data.length;
    if (state.contentLength >= 0 && state.length > state.contentLength) throw new StreamError(ErrorCode.PROTOCOL_ERROR, "more DATA than content-length");
    if (!state.requested) {
      if (data.length > 0) state.chunks.push(data);
      if (state.length > this.options.maxBodyBytes) this.handOver(stream, state, null);
    }
    if (flags & Flag.END_STREAM) this.requestEnded(stream, state);
  }

  private requestEnded(stream: number, state: StreamState): void {
    if (state.contentLength >= 0 && state.length !== state.contentLength) throw new StreamError(ErrorCode.PROTOCOL_ERROR, "less DATA than content-length");
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
    if (flags & Flag.ACK) {
      if (payload.length !== 0) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS ACK with a payload"); // RFC 9113 6.5
      return;
    }
    if (payload.length % 6 !== 0) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS of the wrong size");
    this.sender.applySettings(payload, this.streams);
    this.write(frame(FrameType.SETTINGS, Flag.ACK, 0));
    this.sender.flushAll(this.streams);
  }

  private finish(stream: number): void {
    // Answered before the client finished sending (too large): it may stop now (RFC 9113 8.1).
    if (!this.streams.get(stream)?.remoteEnded) return this.reset(stream, ErrorCode.NO_ERROR);
    this.streams.delete(stream);
    this.endIfIdle();
  }

  /** A stream error, or a stream refused or ended early: RST_STREAM with its code, and the stream closes. */
  private reset(stream: number, code: number): void {
    this.write(frame(FrameType.RST_STREAM, 0, stream, uint32Payload(code)));
    this.streams.delete(stream);
    this.history.reset(stream, true);
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
    this.write(frame(FrameType.GOAWAY, 0, 0, uint32Payload(this.history.highest, code)));
    this.outbox.end(true);
    this.onSocketClose();
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
