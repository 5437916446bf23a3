// Malformed requests (RFC 9113 sections 8.1, 8.2 and 8.3) against our HTTP/2 server, over the
// real mutual TLS, from a raw peer: each is a stream error PROTOCOL_ERROR (8.1.1), its handler
// never runs, and the connection serves the next call.
import { describe, expect, it } from "vitest";
import { ErrorCode, Flag, FrameType, frame } from "../../../src/tfplugin/transport/h2/frames";
import { encodeHeaderBlock, type HeaderField } from "../../../src/tfplugin/transport/h2/hpack";
import { MESSAGE, expectCall, expectReset, headers, useRawPeers } from "./raw-expect";

const setup = useRawPeers();

const PSEUDO: HeaderField[] = [
  [":method", "POST"],
  [":scheme", "https"],
  [":path", "/t.S/Echo"],
  [":authority", "localhost"],
];
const GRPC: HeaderField[] = [
  ["content-type", "application/grpc"],
  ["te", "trailers"],
];
const without = (name: string): HeaderField[] => PSEUDO.filter(([n]) => n !== name);
const data = (stream: number, payload = MESSAGE, flags: number = Flag.END_STREAM): Buffer => frame(FrameType.DATA, flags, stream, payload);

/** Sends `fields` with one message on stream 1, expects its reset, then a call on stream 3; returns how often the handler ran. */
async function expectMalformed(fields: HeaderField[], body: Buffer[] = [data(1)]): Promise<void> {
  let calls = 0;
  const { peer } = await setup(true, { "/t.S/Echo": async (m) => (calls++, m) });
  peer.send(headers(1, encodeHeaderBlock(fields), Flag.END_HEADERS), ...body);
  await expectReset(peer, 1, ErrorCode.PROTOCOL_ERROR);
  await expectCall(peer, 3);
  expect(calls).toBe(1); // the call on stream 3 only
}

describe("RFC 9113 8.2.1: field names", () => {
  const cases: Array<[string, HeaderField]> = [
    ["an uppercase letter", ["Content-Type", "application/grpc"]],
    ["a space", ["x name", "1"]],
    ["a colon after the first octet", ["x:name", "1"]],
    ["an octet above 0x7e", ["x-\u00e9", "1"]],
    ["no octet at all", ["", "1"]],
  ];
  for (const [name, field] of cases) it(`a name with ${name}`, () => expectMalformed([...PSEUDO, field, ...GRPC]));
});

describe("RFC 9113 8.3: pseudo-headers", () => {
  it("an unknown pseudo-header", () => expectMalformed([...PSEUDO, [":foo", "bar"], ...GRPC]));
  it("a response's pseudo-header (:status) in a request", () => expectMalformed([...PSEUDO, [":status", "200"], ...GRPC]));
  it(":protocol, which needs SETTINGS_ENABLE_CONNECT_PROTOCOL (RFC 8441), never sent", () => expectMalformed([...PSEUDO, [":protocol", "websocket"], ...GRPC]));
  it("a pseudo-header twice", () => expectMalformed([...PSEUDO, [":path", "/t.S/Echo"], ...GRPC]));
  it("a pseudo-header after a regular field", () => expectMalformed([...without(":authority"), ...GRPC, [":authority", "localhost"]]));
  for (const name of [":method", ":scheme", ":path"]) it(`${name} missing`, () => expectMalformed([...without(name), ...GRPC]));
  it("an empty :path", () => expectMalformed([...without(":path"), [":path", ""], ...GRPC]));
  it("CONNECT with :path", () =>
    expectMalformed([
      [":method", "CONNECT"],
      [":authority", "localhost:443"],
      [":path", "/"],
    ]));
  it("a pseudo-header in trailers", () => expectMalformed([...PSEUDO, ...GRPC], [data(1, MESSAGE, 0), headers(1, encodeHeaderBlock([[":path", "/other"]]))]));

  it(":authority may be left out (8.3.1), and CONNECT names only :authority (8.5)", async () => {
    const { peer } = await setup();
    await expectCall(peer, 1, encodeHeaderBlock([...without(":authority"), ...GRPC]));
    peer.send(
      headers(
        3,
        encodeHeaderBlock([
          [":method", "CONNECT"],
          [":authority", "localhost:443"],
        ]),
      ),
    );
    // well formed, so handed over, and answered: no such method
    const answer = await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 3);
    expect(answer.flags & Flag.END_STREAM).toBe(Flag.END_STREAM);
  });
});

describe("RFC 9113 8.2.2: connection-specific fields", () => {
  for (const name of ["connection", "proxy-connection", "keep-alive", "transfer-encoding", "upgrade"]) {
    it(name, () => expectMalformed([...PSEUDO, ...GRPC, [name, "close"]]));
  }
  it("te other than trailers", () => expectMalformed([...PSEUDO, ["te", "trailers, deflate"]]));
});

describe("RFC 9113 8.1: trailers and the length of the content", () => {
  it("trailers without END_STREAM", () =>
    expectMalformed([...PSEUDO, ...GRPC], [data(1, MESSAGE, 0), headers(1, encodeHeaderBlock([["x-t", "1"]]), Flag.END_HEADERS)]));

  it("trailers with END_STREAM end the request, which is answered", async () => {
    const { peer } = await setup();
    peer.send(headers(1, encodeHeaderBlock([...PSEUDO, ...GRPC]), Flag.END_HEADERS), data(1, MESSAGE, 0), headers(1, encodeHeaderBlock([["x-t", "1"]])));
    await peer.until((f) => f.type === FrameType.HEADERS && f.stream === 1 && (f.flags & Flag.END_STREAM) !== 0);
  });

  it("a content-length above the DATA received", () => expectMalformed([...PSEUDO, ...GRPC, ["content-length", "9"]]));
  it("a content-length below the DATA received", () =>
    expectMalformed([...PSEUDO, ...GRPC, ["content-length", "7"]], [data(1, MESSAGE, 0), data(1, Buffer.alloc(0))]));
  it("DATA over two frames that passes the content-length", () =>
    expectMalformed([...PSEUDO, ...GRPC, ["content-length", "8"]], [data(1, MESSAGE, 0), data(1, Buffer.of(0))]));
  it("a content-length that is not a number", () => expectMalformed([...PSEUDO, ...GRPC, ["content-length", "8 octets"]]));
  it("two content-lengths that disagree", () => expectMalformed([...PSEUDO, ...GRPC, ["content-length", "8"], ["content-length", "9"]]));

  it("a content-length equal to the DATA is accepted", async () => {
    const { peer } = await setup();
    await expectCall(peer, 1, encodeHeaderBlock([...PSEUDO, ...GRPC, ["content-length", String(MESSAGE.length)]]));
  });
});

describe("repeated header blocks", () => {
  // The decoder gives a repeated block its list again, and the connection checks each list
  // once; a malformed one must still be refused every time it comes.
  it("a malformed block sent again is refused again, and the well-formed one between is served", async () => {
    let calls = 0;
    const { peer } = await setup(true, { "/t.S/Echo": async (m) => (calls++, m) });
    const malformed = encodeHeaderBlock([...PSEUDO, ["connection", "close"], ...GRPC]);
    for (const stream of [1, 5]) {
      peer.send(headers(stream, malformed, Flag.END_HEADERS), data(stream));
      await expectReset(peer, stream, ErrorCode.PROTOCOL_ERROR);
      if (stream === 1) await expectCall(peer, 3);
    }
    await expectCall(peer, 7);
    expect(calls).toBe(2);
  });
});
