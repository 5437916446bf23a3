// Malformed input against our HTTP/2 server, over the real mutual TLS, from a raw peer: each
// case gets the connection error (GOAWAY) or stream error (RST_STREAM) that RFC 9113 or
// RFC 7541 names, and what the RFCs say to ignore is ignored with the connection still serving.
import { describe, expect, it } from "vitest";
import {
  ErrorCode,
  Flag,
  FrameType,
  MAX_HEADER_LIST_SIZE,
  frame,
  headerFrames,
  settingsPayload,
  uint32Payload,
} from "../../../src/tfplugin/transport/h2/frames";
import { HpackDecoder, encodeHeaderBlock } from "../../../src/tfplugin/transport/h2/hpack";
import type { Frame } from "./peer";
import { MESSAGE, PING, REQUEST, expectAlive, expectCall, expectGoaway, expectReset, headers, useRawPeers } from "./raw-expect";

const setup = useRawPeers();

/** A literal field with a new name, not indexed (RFC 7541 6.2.2), whose name is `huffmanName` Huffman-coded. */
const literalWithHuffmanName = (huffmanName: Buffer): Buffer => Buffer.concat([Buffer.of(0x00, 0x80 | huffmanName.length), huffmanName, Buffer.of(0x01, 0x61)]);

describe("RFC 9113 sections 3-6: malformed frames", () => {
  it("3.4: a connection that does not start with the preface is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup(false);
    peer.send(Buffer.from("PRI * HTTP/1.1\r\n\r\nSM\r\n\r\n", "latin1"));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("4.2: a frame beyond the SETTINGS_MAX_FRAME_SIZE we announce (the default, 16384) is a FRAME_SIZE_ERROR", async () => {
    const { peer } = await setup();
    peer.send(headers(1, Buffer.concat([REQUEST, Buffer.alloc(16385 - REQUEST.length)])));
    await expectGoaway(peer, ErrorCode.FRAME_SIZE_ERROR);
  });

  it("4.2: a frame of exactly 16384 octets is accepted", async () => {
    const { peer } = await setup();
    peer.send(frame(0xfa, 0, 0, Buffer.alloc(16384)));
    await expectAlive(peer);
  });

  it("6.1: DATA on stream 0 is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.DATA, 0, 0, MESSAGE));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.2, 6.10: a header block interrupted by another frame is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(headers(1, REQUEST.subarray(0, 3), 0), PING);
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.10: CONTINUATION on another stream than its HEADERS is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(headers(1, REQUEST.subarray(0, 3), 0), frame(FrameType.CONTINUATION, Flag.END_HEADERS, 3, REQUEST.subarray(3)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.10: CONTINUATION without a HEADERS before it is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.CONTINUATION, Flag.END_HEADERS, 1, REQUEST));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("4.1, 5.5: frames of unknown type are ignored, on stream 0 and on a stream", async () => {
    const { peer } = await setup();
    peer.send(frame(0xfa, 0xff, 0, Buffer.from("extension")), frame(0x20, 0, 1, Buffer.alloc(10)));
    await expectCall(peer, 1);
  });

  it("6.3: PRIORITY of 5 octets is accepted and ignored, before and on an open stream", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.PRIORITY, 0, 3, Buffer.of(0, 0, 0, 1, 16)));
    await expectCall(peer, 1);
  });

  it("6.3: PRIORITY of another length than 5 is a stream error of type FRAME_SIZE_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.PRIORITY, 0, 3, Buffer.of(0, 0, 0, 1)));
    await expectReset(peer, 3, ErrorCode.FRAME_SIZE_ERROR);
    await expectCall(peer, 5);
  });

  it("6.3: PRIORITY on stream 0 is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.PRIORITY, 0, 0, Buffer.of(0, 0, 0, 1, 16)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.4: RST_STREAM on stream 0 is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.RST_STREAM, 0, 0, uint32Payload(0x8)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.5: SETTINGS of a length not a multiple of 6 is a FRAME_SIZE_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.SETTINGS, 0, 0, Buffer.alloc(5)));
    await expectGoaway(peer, ErrorCode.FRAME_SIZE_ERROR);
  });

  it("6.7: PING on a stream is a PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.PING, 0, 1, Buffer.alloc(8)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.9.1: a WINDOW_UPDATE taking the connection window beyond 2^31-1 is a connection FLOW_CONTROL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(0x7fffffff)));
    await expectGoaway(peer, ErrorCode.FLOW_CONTROL_ERROR);
  });

  it("6.9.1: a WINDOW_UPDATE taking a stream's window beyond 2^31-1 is a stream FLOW_CONTROL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(headers(1, REQUEST, Flag.END_HEADERS), frame(FrameType.WINDOW_UPDATE, 0, 1, uint32Payload(0x7fffffff)));
    await expectReset(peer, 1, ErrorCode.FLOW_CONTROL_ERROR);
    await expectCall(peer, 3);
  });

  it("6.9: a WINDOW_UPDATE of 0 is a PROTOCOL_ERROR, of the stream or of the connection", async () => {
    const { peer } = await setup();
    peer.send(headers(1, REQUEST, Flag.END_HEADERS), frame(FrameType.WINDOW_UPDATE, 0, 1, uint32Payload(0)));
    await expectReset(peer, 1, ErrorCode.PROTOCOL_ERROR);
    peer.send(frame(FrameType.WINDOW_UPDATE, 0, 0, uint32Payload(0)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.9.2: SETTINGS_INITIAL_WINDOW_SIZE beyond 2^31-1 is a FLOW_CONTROL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.SETTINGS, 0, 0, settingsPayload([[0x4, 0x80000000]])));
    await expectGoaway(peer, ErrorCode.FLOW_CONTROL_ERROR);
  });
});

describe("RFC 7541: malformed header blocks are a COMPRESSION_ERROR of the connection (RFC 9113 4.3)", () => {
  const cases: Array<[string, Buffer]> = [
    ["2.3.3: an index past the static table while the dynamic table is empty", Buffer.of(0xbe)],
    ["6.1: index 0", Buffer.of(0x80)],
    ["6.2.1: a literal whose name index is past the table", Buffer.of(0x7f, 0x10, 0x01, 0x61)],
    ["5.2: Huffman padding longer than 7 bits", literalWithHuffmanName(Buffer.of(0xff, 0xff))],
    ["5.2: Huffman padding that is not all ones ('a' then 000)", literalWithHuffmanName(Buffer.of(0x18))],
    ["5.2: a Huffman string that contains EOS", literalWithHuffmanName(Buffer.of(0xff, 0xff, 0xff, 0xff))],
    ["5.2: a string that runs past the end of the block", Buffer.of(0x00, 0x05, 0x61)],
    ["4.2: a table size update after a field", Buffer.of(0x82, 0x20)],
    ["6.3: a table size update beyond SETTINGS_HEADER_TABLE_SIZE (4096)", Buffer.of(0x3f, 0xe2, 0x1f)],
    ["5.1: an integer that overflows", Buffer.of(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01)],
  ];
  for (const [name, block] of cases) {
    it(name, async () => {
      const { peer } = await setup();
      peer.send(headers(1, block));
      await expectGoaway(peer, ErrorCode.COMPRESSION_ERROR);
    });
  }
});

describe("RFC 9113 6.5.2, 10.5.1: header lists past the SETTINGS_MAX_HEADER_LIST_SIZE we announce", () => {
  it("announces SETTINGS_MAX_HEADER_LIST_SIZE", async () => {
    const { peer } = await setup();
    const settings: Frame = await peer.until((f) => f.type === FrameType.SETTINGS && (f.flags & Flag.ACK) === 0);
    const values = new Map<number, number>();
    for (let at = 0; at < settings.payload.length; at += 6) values.set(settings.payload.readUInt16BE(at), settings.payload.readUInt32BE(at + 2));
    expect(values.get(0x6)).toBe(MAX_HEADER_LIST_SIZE);
  });

  it("answers a larger list with 431, still decodes its block so the table stays in step, and serves on", async () => {
    // RFC 9113 10.5.1: a server "can send an HTTP 431"; the block "MUST be processed to ensure a
    // consistent connection state": the x-keep field it adds to the table is used by the next request
    const { peer } = await setup();
    const keep = Buffer.concat([Buffer.of(0x40, 6), Buffer.from("x-keep"), Buffer.of(1), Buffer.from("1")]);
    const big = encodeHeaderBlock([["x-big", "b".repeat(MAX_HEADER_LIST_SIZE)]]);
    peer.send(headerFrames(1, Buffer.concat([REQUEST, keep, big]), true, 16384));
    const answer = await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1);
    expect(answer.flags & Flag.END_STREAM).toBe(Flag.END_STREAM);
    expect(Object.fromEntries(new HpackDecoder().decode(answer.payload))[":status"]).toBe("431");
    await expectCall(peer, 3, Buffer.concat([REQUEST, Buffer.of(0xbe)]));
  });

  it("sends its 431 like any response: after the client lowers its header table, the block starts with the size update (RFC 7541 4.2)", async () => {
    const { peer } = await setup();
    const big = encodeHeaderBlock([["x-big", "b".repeat(MAX_HEADER_LIST_SIZE)]]);
    peer.send(frame(FrameType.SETTINGS, 0, 0, settingsPayload([[0x1, 0]])), headerFrames(1, Buffer.concat([REQUEST, big]), false, 16384));
    const answer = await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1);
    expect(answer.payload[0]).toBe(0x20);
    expect(Object.fromEntries(new HpackDecoder().decode(answer.payload))[":status"]).toBe("431");
    // the client had not ended its side: RST_STREAM NO_ERROR tells it it may stop (RFC 9113 8.1)
    await expectReset(peer, 1, ErrorCode.NO_ERROR);
  });

  it("ends the connection on a header block whose compressed octets pass twice the limit (a CONTINUATION flood)", async () => {
    const { peer } = await setup();
    const chunk = Buffer.alloc(16384, 0x82); // ":method: GET" again and again
    peer.send(headers(1, chunk, 0), ...Array.from({ length: 10 }, () => frame(FrameType.CONTINUATION, 0, 1, chunk)));
    await expectGoaway(peer, ErrorCode.ENHANCE_YOUR_CALM);
  });
});
