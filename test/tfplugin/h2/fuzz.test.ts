// Property-based tests (fast-check): the frame reader, the HPACK decoder and a whole server
// connection fed random and mutated bytes. Every run is synchronous and the number of runs is
// bounded, so a hang shows as a timeout; the only errors allowed are the typed ones the
// connection turns into GOAWAY, and what is kept stays within the limits announced.
import { Duplex } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ServerConnection } from "../../../src/tfplugin/transport/h2/connection";
import { FrameReader } from "../../../src/tfplugin/transport/h2/frame-reader";
import {
  ConnectionError,
  DEFAULT_MAX_FRAME_SIZE,
  ErrorCode,
  Flag,
  FrameType,
  PREFACE,
  frame,
  headerFrames,
  settingsPayload,
  uint32Payload,
} from "../../../src/tfplugin/transport/h2/frames";
import { HpackDecoder, HpackError, encodeHeaderBlock, type HeaderField } from "../../../src/tfplugin/transport/h2/hpack";
import { HuffmanError, huffmanDecode } from "../../../src/tfplugin/transport/h2/huffman";
import { parseFrames } from "./peer";

/** Flips, truncates or extends `bytes`, as a corrupted or hostile peer would. */
function mutated(valid: fc.Arbitrary<Uint8Array>): fc.Arbitrary<Buffer> {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
    fc.record({ kind: fc.constant("truncate" as const), at: fc.nat(), value: fc.constant(0) }),
    fc.record({ kind: fc.constant("extend" as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  );
  return fc.tuple(valid, fc.array(mutation, { maxLength: 8 })).map(([bytes, mutations]) => {
    let out = Buffer.from(bytes);
    for (const m of mutations) {
      const at = out.length === 0 ? 0 : m.at % out.length;
      if (m.kind === "flip" && out.length > 0) out[at] = m.value;
      else if (m.kind === "truncate") out = out.subarray(0, at);
      else out = Buffer.concat([out.subarray(0, at), Buffer.of(m.value), out.subarray(at)]);
    }
    return out;
  });
}

const token = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz-:0123456789/".split("")), maxLength: 24 });
const field = fc.tuple(token, fc.string({ unit: "binary-ascii", maxLength: 40 })) as fc.Arbitrary<HeaderField>;
/** A valid header block: our encoder's literals, plus fields added to the dynamic table and indexes into it. */
const validBlock: fc.Arbitrary<Uint8Array> = fc.tuple(fc.array(field, { maxLength: 8 }), fc.array(field, { maxLength: 3 })).map(([plain, indexed]) => {
  const adds = indexed.map(([name, value]) =>
    Buffer.concat([Buffer.of(0x40, name.length), Buffer.from(name, "latin1"), Buffer.of(value.length), Buffer.from(value, "latin1")]),
  );
  const refs = indexed.map((_, i) => Buffer.of(0x80 | (62 + i)));
  return Buffer.concat([...adds, encodeHeaderBlock(plain), ...refs]);
});
const blockBytes = fc.oneof(fc.uint8Array({ maxLength: 200 }), mutated(validBlock));

/** Runs `body`; any error must be one of `allowed`. */
function onlyTyped(body: () => void, ...allowed: Array<abstract new (...args: never[]) => Error>): void {
  try {
    body();
  } catch (error) {
    if (!allowed.some((type) => error instanceof type)) throw error;
  }
}

describe("HPACK decoder on random and mutated header blocks", () => {
  it("throws only HpackError, keeps a decoded list within its limit and the table within its size (3000 runs)", () => {
    fc.assert(
      fc.property(fc.array(blockBytes, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 2000 }), (blocks, limit) => {
        const decoder = new HpackDecoder();
        for (const block of blocks) {
          onlyTyped(() => {
            const fields = decoder.decodeLimited(Buffer.from(block), limit);
            if (fields) expect(fields.reduce((sum, [n, v]) => sum + n.length + v.length + 32, 0)).toBeLessThanOrEqual(limit);
          }, HpackError);
          expect(decoder.tableSize).toBeLessThanOrEqual(4096);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("decodes every valid block to the fields encoded (500 runs)", () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 10 }), (fields) => {
        expect(new HpackDecoder().decode(encodeHeaderBlock(fields))).toEqual(fields);
      }),
      { numRuns: 500 },
    );
  });

  it("Huffman decoding of random bytes throws only HuffmanError (3000 runs)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => onlyTyped(() => huffmanDecode(bytes, 0, bytes.length), HuffmanError)),
      { numRuns: 3000 },
    );
  });
});

/** Valid frames of every kind a client sends, to mutate. */
const validFrames: fc.Arbitrary<Uint8Array> = fc
  .array(
    fc.oneof(
      validBlock.map((block) => headerFrames(1, Buffer.from(block), false, 16)),
      fc.uint8Array({ maxLength: 40 }).map((data) => frame(FrameType.DATA, Flag.END_STREAM, 1, data)),
      fc.constant(
        frame(
          FrameType.SETTINGS,
          0,
          0,
          settingsPayload([
            [0x4, 1000],
            [0x5, 16384],
            [0x1, 0],
          ]),
        ),
      ),
      fc.nat({ max: 0x7fffffff }).map((n) => frame(FrameType.WINDOW_UPDATE, 0, n % 2, uint32Payload(n))),
      fc.constant(frame(FrameType.PING, 0, 0, Buffer.alloc(8))),
      fc.constant(frame(FrameType.PRIORITY, 0, 3, Buffer.of(0, 0, 0, 1, 16))),
      fc.constant(frame(FrameType.RST_STREAM, 0, 1, uint32Payload(8))),
      fc.uint8Array({ maxLength: 20 }).map((payload) => frame(0xfa, 0, 0, payload)),
    ),
    { maxLength: 8 },
  )
  .map((frames) => Buffer.concat(frames));
const streamBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
  mutated(validFrames),
);
/** The same bytes cut into pieces, as socket reads arrive. */
const chunked = (bytes: Buffer, cuts: number[]): Buffer[] => {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((start, i) => bytes.subarray(start, at[i] ?? bytes.length));
};

describe("frame reader on random and mutated bytes", () => {
  it("throws only ConnectionError and never hands over a frame larger than announced (3000 runs)", () => {
    fc.assert(
      fc.property(streamBytes, fc.array(fc.nat(), { maxLength: 5 }), (bytes, cuts) => {
        const reader = new FrameReader();
        reader.push(PREFACE, () => true);
        onlyTyped(() => {
          for (const chunk of chunked(bytes, cuts))
            reader.push(chunk, (_type, _flags, stream, payload) => {
              expect(payload.length).toBeLessThanOrEqual(DEFAULT_MAX_FRAME_SIZE);
              expect(stream).toBeLessThanOrEqual(0x7fffffff);
              return true;
            });
        }, ConnectionError);
      }),
      { numRuns: 3000 },
    );
  });
});

/** A socket that keeps whatever the connection writes, and delivers data synchronously. */
function fakeSocket(written: Buffer[]): Duplex {
  return new Duplex({ read: () => undefined, write: (chunk: Buffer, _encoding, callback) => (written.push(Buffer.from(chunk)), callback()) });
}

describe("a whole server connection on random and mutated bytes", () => {
  it("never lets an exception out nor fails with INTERNAL_ERROR: every error is one the RFCs name (1000 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(streamBytes, fc.array(fc.nat(), { maxLength: 5 }), async (bytes, cuts) => {
        const written: Buffer[] = [];
        const socket = fakeSocket(written);
        let requests = 0;
        new ServerConnection(socket, {
          maxBodyBytes: 1000,
          maxConcurrentStreams: 10,
          onRequest: (connection, stream, headers) => {
            requests++;
            expect(headers.length).toBeLessThan(10_000);
            connection.respond(stream, encodeHeaderBlock([[":status", "200"]]), Buffer.of(1, 2, 3), encodeHeaderBlock([["grpc-status", "0"]]));
          },
          onClose: () => undefined,
        });
        socket.emit("data", PREFACE);
        for (const chunk of chunked(bytes, cuts)) socket.emit("data", chunk);
        expect(requests).toBeLessThanOrEqual(bytes.length);
        await new Promise((resolve) => setImmediate(resolve)); // the connection writes once a turn
        for (const f of parseFrames(Buffer.concat(written)))
          if (f.type === FrameType.GOAWAY) expect(f.payload.readUInt32BE(4)).not.toBe(ErrorCode.INTERNAL_ERROR);
        socket.destroy();
      }),
      { numRuns: 1000 },
    );
  });
});
