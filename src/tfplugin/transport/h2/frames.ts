// HTTP/2 framing (RFC 9113 section 4): a 9-octet header (24-bit length, type, flags, 31-bit
// stream id) before each payload, and the constants of the frames a gRPC server meets.

export const PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1");
export const FRAME_HEADER_BYTES = 9;

export const FrameType = {
  DATA: 0x0,
  HEADERS: 0x1,
  PRIORITY: 0x2,
  RST_STREAM: 0x3,
  SETTINGS: 0x4,
  PUSH_PROMISE: 0x5,
  PING: 0x6,
  GOAWAY: 0x7,
  WINDOW_UPDATE: 0x8,
  CONTINUATION: 0x9,
} as const;

export const Flag = { END_STREAM: 0x1, ACK: 0x1, END_HEADERS: 0x4, PADDED: 0x8, PRIORITY: 0x20 } as const;

export const Setting = {
  HEADER_TABLE_SIZE: 0x1,
  ENABLE_PUSH: 0x2,
  MAX_CONCURRENT_STREAMS: 0x3,
  INITIAL_WINDOW_SIZE: 0x4,
  MAX_FRAME_SIZE: 0x5,
  MAX_HEADER_LIST_SIZE: 0x6,
} as const;

export const ErrorCode = {
  NO_ERROR: 0x0,
  PROTOCOL_ERROR: 0x1,
  INTERNAL_ERROR: 0x2,
  FLOW_CONTROL_ERROR: 0x3,
  STREAM_CLOSED: 0x5,
  FRAME_SIZE_ERROR: 0x6,
  REFUSED_STREAM: 0x7,
  COMPRESSION_ERROR: 0x9,
  ENHANCE_YOUR_CALM: 0xb,
} as const;

/** Ends the connection with GOAWAY and this error code. */
export class ConnectionError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Ends one stream with RST_STREAM and this error code; the connection goes on (RFC 9113 5.4.2). */
export class StreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The largest flow-control window (2^31 - 1). */
export const MAX_WINDOW = 0x7fffffff;
/** Every endpoint must accept frames of this size; larger ones only if it said so. */
export const DEFAULT_MAX_FRAME_SIZE = 16384;
export const DEFAULT_WINDOW = 65535;
/**
 * The SETTINGS_MAX_HEADER_LIST_SIZE we announce (decoded octets plus 32 a field, as RFC 9113
 * 6.5.2 counts them). gRPC requests carry a few hundred; a larger list is answered with 431.
 */
export const MAX_HEADER_LIST_SIZE = 64 * 1024;
/** SETTINGS_HEADER_TABLE_SIZE until the peer says otherwise. */
export const DEFAULT_HEADER_TABLE_SIZE = 4096;

/** Writes a 32-bit big-endian value at `offset` of `into` (Buffer's own method checks more than a frame needs). */
export function writeUint32(into: Uint8Array, offset: number, value: number): void {
  into[offset] = value >>> 24;
  into[offset + 1] = (value >>> 16) & 0xff;
  into[offset + 2] = (value >>> 8) & 0xff;
  into[offset + 3] = value & 0xff;
}

/** Writes a frame header at `offset` of `into`. */
export function writeFrameHeader(into: Uint8Array, offset: number, length: number, type: number, flags: number, stream: number): void {
  into[offset] = length >>> 16;
  into[offset + 1] = (length >>> 8) & 0xff;
  into[offset + 2] = length & 0xff;
  into[offset + 3] = type;
  into[offset + 4] = flags;
  writeUint32(into, offset + 5, stream & MAX_WINDOW);
}

/** One whole frame with its payload. */
export function frame(type: number, flags: number, stream: number, payload: Uint8Array = new Uint8Array(0)): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.length);
  writeFrameHeader(out, 0, payload.length, type, flags, stream);
  out.set(payload, FRAME_HEADER_BYTES);
  return out;
}

/** A payload of 32-bit values, as SETTINGS (16-bit id, 32-bit value), GOAWAY and WINDOW_UPDATE carry. */
export function settingsPayload(settings: ReadonlyArray<readonly [id: number, value: number]>): Buffer {
  const out = Buffer.allocUnsafe(6 * settings.length);
  settings.forEach(([id, value], i) => {
    out.writeUInt16BE(id, 6 * i);
    out.writeUInt32BE(value, 6 * i + 2);
  });
  return out;
}

export function uint32Payload(...values: number[]): Buffer {
  const out = Buffer.allocUnsafe(4 * values.length);
  values.forEach((value, i) => out.writeUInt32BE(value >>> 0, 4 * i));
  return out;
}

/** HEADERS, plus CONTINUATION frames when the block is larger than the peer's frame size. */
export function headerFrames(stream: number, block: Buffer, endStream: boolean, maxFrame: number): Buffer {
  const frames: Buffer[] = [];
  for (let at = 0; at === 0 || at < block.length; at += maxFrame) {
    const last = at + maxFrame >= block.length;
    const type = at === 0 ? FrameType.HEADERS : FrameType.CONTINUATION;
    const flags = (last ? Flag.END_HEADERS : 0) | (at === 0 && endStream ? Flag.END_STREAM : 0);
    frames.push(frame(type, flags, stream, block.subarray(at, at + maxFrame)));
  }
  return frames.length === 1 ? frames[0]! : Buffer.concat(frames);
}

/** A payload without its padding (PADDED flag: a length octet first, that many octets last). */
export function unpad(flags: number, payload: Buffer): Buffer {
  if (!(flags & Flag.PADDED)) return payload;
  const pad = payload[0] ?? 0;
  if (payload.length === 0 || pad >= payload.length) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, "padding longer than the frame");
  return payload.subarray(1, payload.length - pad);
}
