// What the raw-peer tests expect of our server, over the real mutual TLS: a connection error
// (GOAWAY, then the close), a stream error (RST_STREAM, with the connection still serving),
// and whole unary calls that show the connection and its HPACK state are fine.
import { afterEach, expect } from "vitest";
import { Flag, FrameType, frame } from "../../../src/tfplugin/transport/h2/frames";
import { HpackDecoder, encodeHeaderBlock } from "../../../src/tfplugin/transport/h2/hpack";
import type { UnaryHandler } from "../../../src/tfplugin/transport/http2-grpc";
import { rawPeer, serveMtls, type MtlsServer, type RawPeer } from "./peer";

/** Registers the clean-up of each test's server and peer; returns what makes them. */
export function useRawPeers(): (preface?: boolean, routes?: Record<string, UnaryHandler>) => Promise<{ s: MtlsServer; peer: RawPeer }> {
  const open: Array<() => void> = [];
  afterEach(() => {
    for (const close of open.splice(0)) close();
  });
  return async (preface = true, routes) => {
    const s = await serveMtls(routes);
    open.push(s.close);
    const peer = await rawPeer(s, preface);
    open.push(() => peer.socket.destroy());
    return { s, peer };
  };
}

export const REQUEST = encodeHeaderBlock([
  [":method", "POST"],
  [":scheme", "https"],
  [":path", "/t.S/Echo"],
  [":authority", "localhost"],
  ["content-type", "application/grpc"],
  ["te", "trailers"],
]);
export const MESSAGE = Buffer.of(0, 0, 0, 0, 3, 1, 2, 3); // one uncompressed gRPC message of 3 octets
export const PING = frame(FrameType.PING, 0, 0, Buffer.from("liveness"));

export const headers = (stream: number, block: Buffer, flags = Flag.END_HEADERS | Flag.END_STREAM): Buffer => frame(FrameType.HEADERS, flags, stream, block);

/** A connection error: GOAWAY with `code`, then the server closes the connection (RFC 9113 5.4.1). */
export async function expectGoaway(peer: RawPeer, code: number): Promise<void> {
  const goaway = await peer.until((f) => f.type === FrameType.GOAWAY);
  expect(goaway.payload.readUInt32BE(4)).toBe(code);
  await peer.closed;
}

/** A stream error: RST_STREAM with `code` on `stream`, and the connection still answers PING (RFC 9113 5.4.2). */
export async function expectReset(peer: RawPeer, stream: number, code: number): Promise<void> {
  const reset = await peer.until((f) => f.type === FrameType.RST_STREAM && f.stream === stream);
  expect(reset.payload.readUInt32BE(0)).toBe(code);
  await expectAlive(peer);
}

export async function expectAlive(peer: RawPeer): Promise<void> {
  peer.send(PING);
  await peer.until((f) => f.type === FrameType.PING && (f.flags & Flag.ACK) !== 0);
}

/** A whole unary call on `stream` gets grpc-status 0 (the server and its HPACK state are fine). */
export async function expectCall(peer: RawPeer, stream: number, block = REQUEST): Promise<void> {
  peer.send(frame(FrameType.HEADERS, Flag.END_HEADERS, stream, block), frame(FrameType.DATA, Flag.END_STREAM, stream, MESSAGE));
  const trailers = await peer.until((f) => f.type === FrameType.HEADERS && f.stream === stream && (f.flags & Flag.END_STREAM) !== 0);
  expect(Object.fromEntries(new HpackDecoder().decode(trailers.payload))["grpc-status"]).toBe("0");
}
