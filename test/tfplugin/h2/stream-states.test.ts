// The stream states of RFC 9113 section 5.1 against our HTTP/2 server, over the real mutual
// TLS, from a raw peer: frames on idle streams, on half-closed (remote) ones, and on streams
// closed by both ends' END_STREAM, by the client's RST_STREAM, by ours and by a skipped id,
// each get the connection error or stream error the RFC names, or are ignored where it says.
// Then the frame checks of sections 6.5 and 6.8.
import { describe, expect, it } from "vitest";
import { ErrorCode, Flag, FrameType, frame, settingsPayload, uint32Payload } from "../../../src/tfplugin/transport/h2/frames";
import { encodeHeaderBlock } from "../../../src/tfplugin/transport/h2/hpack";
import type { RawPeer } from "./peer";
import { MESSAGE, REQUEST, expectAlive, expectCall, expectGoaway, expectReset, headers, useRawPeers } from "./raw-expect";

const setup = useRawPeers();

const data = (stream: number, flags: number = Flag.END_STREAM): Buffer => frame(FrameType.DATA, flags, stream, MESSAGE);
const windowUpdate = (stream: number): Buffer => frame(FrameType.WINDOW_UPDATE, 0, stream, uint32Payload(100));
const rstStream = (stream: number): Buffer => frame(FrameType.RST_STREAM, 0, stream, uint32Payload(0x8) /* CANCEL */);
const TRAILERS = encodeHeaderBlock([["x-trailer", "1"]]);
const HOLD_REQUEST = encodeHeaderBlock([
  [":method", "POST"],
  [":scheme", "https"],
  [":path", "/t.S/Hold"],
  [":authority", "localhost"],
]);

/** A server whose /t.S/Hold calls wait until released, with a peer that has one such call on stream 1. */
async function holding(): Promise<{ peer: RawPeer; release(): void; shutdown(): Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const { s, peer } = await setup(true, { "/t.S/Echo": async (m) => m, "/t.S/Hold": async (m) => (arrived(), await held, m) });
  peer.send(headers(1, HOLD_REQUEST, Flag.END_HEADERS), data(1));
  await reached; // the request was handed over whole: stream 1 is half-closed (remote)
  return { peer, release, shutdown: () => new Promise<void>((resolve) => s.transport.shutdown(resolve)) };
}

/** Nothing of `type` came on `stream`; meaningful once a later answer has arrived, as the server writes in order. */
function noneOn(peer: RawPeer, stream: number, type: number): void {
  expect(peer.frames().filter((f) => f.stream === stream && f.type === type)).toEqual([]);
}

describe("RFC 9113 5.1: idle streams", () => {
  const cases: Array<[string, Buffer]> = [
    ["DATA", data(1)],
    ["RST_STREAM", rstStream(1)],
    ["WINDOW_UPDATE", windowUpdate(1)],
    ["DATA on an even stream, which only the server could open", data(2)],
  ];
  for (const [name, bytes] of cases) {
    it(`${name} on an idle stream is a connection error PROTOCOL_ERROR`, async () => {
      const { peer } = await setup();
      peer.send(bytes);
      await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
    });
  }

  it("5.1.1: HEADERS opening a stream id lower than one already used is a connection error PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    await expectCall(peer, 5);
    peer.send(headers(3, REQUEST, Flag.END_HEADERS));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("5.1.1: DATA on an id the client skipped (closed, never opened) is a stream error STREAM_CLOSED", async () => {
    const { peer } = await setup();
    await expectCall(peer, 5);
    peer.send(data(3));
    await expectReset(peer, 3, ErrorCode.STREAM_CLOSED);
    await expectCall(peer, 7);
  });

  it("PRIORITY on an idle stream is allowed", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.PRIORITY, 0, 9, Buffer.of(0, 0, 0, 0, 16)));
    await expectCall(peer, 1);
  });
});

describe("RFC 9113 5.1: half-closed (remote), after the client's END_STREAM", () => {
  const cases: Array<[string, Buffer]> = [
    ["DATA", data(1)],
    ["HEADERS", headers(1, TRAILERS)],
  ];
  for (const [name, bytes] of cases) {
    it(`${name} is a stream error STREAM_CLOSED, and the late answer is dropped`, async () => {
      const { peer, release } = await holding();
      peer.send(bytes);
      await expectReset(peer, 1, ErrorCode.STREAM_CLOSED);
      release();
      await expectCall(peer, 3);
      noneOn(peer, 1, FrameType.HEADERS);
    });
  }

  it("WINDOW_UPDATE and PRIORITY are allowed, and the answer comes", async () => {
    const { peer, release } = await holding();
    peer.send(windowUpdate(1), frame(FrameType.PRIORITY, 0, 1, Buffer.of(0, 0, 0, 0, 16)));
    await expectAlive(peer);
    release();
    await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1 && (f.flags & Flag.END_STREAM) !== 0);
    noneOn(peer, 1, FrameType.RST_STREAM);
  });
});

describe("RFC 9113 5.1: closed streams", () => {
  it("after both ends' END_STREAM, DATA is a connection error STREAM_CLOSED", async () => {
    const { peer } = await setup();
    await expectCall(peer, 1);
    peer.send(data(1));
    await expectGoaway(peer, ErrorCode.STREAM_CLOSED);
  });

  it("after both ends' END_STREAM, HEADERS is a connection error STREAM_CLOSED", async () => {
    const { peer } = await setup();
    await expectCall(peer, 1);
    peer.send(headers(1, TRAILERS));
    await expectGoaway(peer, ErrorCode.STREAM_CLOSED);
  });

  it("after our END_STREAM, WINDOW_UPDATE and RST_STREAM are ignored", async () => {
    const { peer } = await setup();
    await expectCall(peer, 1);
    peer.send(windowUpdate(1), rstStream(1));
    await expectCall(peer, 3);
    noneOn(peer, 1, FrameType.RST_STREAM);
  });

  for (const [name, bytes] of [
    ["DATA", data(1)],
    ["HEADERS", headers(1, TRAILERS)],
    ["WINDOW_UPDATE", windowUpdate(1)],
  ] as const) {
    it(`after the client's RST_STREAM, ${name} is a stream error STREAM_CLOSED`, async () => {
      const { peer, release } = await holding();
      peer.send(rstStream(1));
      await expectAlive(peer);
      peer.send(bytes);
      await expectReset(peer, 1, ErrorCode.STREAM_CLOSED);
      release();
      await expectCall(peer, 3);
      noneOn(peer, 1, FrameType.HEADERS);
    });
  }

  it("after the client's RST_STREAM, another RST_STREAM gets no RST_STREAM in answer (5.4.2)", async () => {
    const { peer, release } = await holding();
    peer.send(rstStream(1), rstStream(1));
    release();
    await expectCall(peer, 3);
    noneOn(peer, 1, FrameType.RST_STREAM);
  });

  it("after our RST_STREAM, what the client had already sent is ignored", async () => {
    const { peer } = await setup();
    // a malformed request is reset at its HEADERS, while its DATA is on the way
    peer.send(
      headers(
        1,
        encodeHeaderBlock([
          [":method", "POST"],
          [":path", "/t.S/Echo"],
        ]),
        Flag.END_HEADERS,
      ),
      data(1, 0),
      windowUpdate(1),
      data(1),
    );
    await expectReset(peer, 1, ErrorCode.PROTOCOL_ERROR);
    await expectCall(peer, 3);
    expect(peer.frames().filter((f) => f.stream === 1)).toHaveLength(1);
  });
});

describe("RFC 9113 6.8: after our GOAWAY", () => {
  it("frames on streams after the last one it names are ignored, and the streams before it are answered", async () => {
    const { peer, release, shutdown } = await holding();
    const closed = shutdown();
    const goaway = await peer.until((f) => f.type === FrameType.GOAWAY);
    expect([goaway.payload.readUInt32BE(0), goaway.payload.readUInt32BE(4)]).toEqual([1, ErrorCode.NO_ERROR]);
    peer.send(headers(3, REQUEST, Flag.END_HEADERS), data(3), data(5), windowUpdate(7));
    await expectAlive(peer);
    release();
    await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1 && (f.flags & Flag.END_STREAM) !== 0);
    await closed;
    expect(peer.frames().filter((f) => f.type === FrameType.GOAWAY || f.type === FrameType.RST_STREAM || f.stream > 1)).toEqual([goaway]);
  });
});

describe("RFC 9113 6.5, 6.8: frame checks", () => {
  it("6.5: a SETTINGS ACK with a payload is a connection error FRAME_SIZE_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.SETTINGS, Flag.ACK, 0, settingsPayload([[0x4, 100]])));
    await expectGoaway(peer, ErrorCode.FRAME_SIZE_ERROR);
  });

  it("6.5.2: SETTINGS_ENABLE_PUSH of 2 is a connection error PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.SETTINGS, 0, 0, settingsPayload([[0x2, 2]])));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("6.5.2: SETTINGS_ENABLE_PUSH of 0 or 1 is accepted", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.SETTINGS, 0, 0, settingsPayload([[0x2, 1]])), frame(FrameType.SETTINGS, 0, 0, settingsPayload([[0x2, 0]])));
    await expectCall(peer, 1);
  });

  it("6.8: GOAWAY on a stream other than 0 is a connection error PROTOCOL_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.GOAWAY, 0, 1, uint32Payload(0, ErrorCode.NO_ERROR)));
    await expectGoaway(peer, ErrorCode.PROTOCOL_ERROR);
  });

  it("4.2, 6.8: a GOAWAY shorter than its 8 octets is a connection error FRAME_SIZE_ERROR", async () => {
    const { peer } = await setup();
    peer.send(frame(FrameType.GOAWAY, 0, 0, uint32Payload(0)));
    await expectGoaway(peer, ErrorCode.FRAME_SIZE_ERROR);
  });

  it("6.8: the client's GOAWAY on stream 0 is accepted, and the streams it began are answered", async () => {
    const { peer, release } = await holding();
    peer.send(frame(FrameType.GOAWAY, 0, 0, uint32Payload(0, ErrorCode.NO_ERROR)));
    release();
    await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1 && (f.flags & Flag.END_STREAM) !== 0);
  });
});
