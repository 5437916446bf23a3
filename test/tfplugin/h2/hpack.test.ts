import { describe, expect, it } from "vitest";
import { HpackDecoder, HpackError, encodeHeaderBlock } from "../../../src/tfplugin/transport/h2/hpack";

const hex = (s: string): Buffer => Buffer.from(s.replace(/\s+/g, ""), "hex");

// The request examples of RFC 7541 Appendix C.3 (plain literals) and C.4 (Huffman): three
// requests on one connection, each later one leaning on the dynamic table the first filled.
const REQUESTS = [
  [
    [":method", "GET"],
    [":scheme", "http"],
    [":path", "/"],
    [":authority", "www.example.com"],
  ],
  [
    [":method", "GET"],
    [":scheme", "http"],
    [":path", "/"],
    [":authority", "www.example.com"],
    ["cache-control", "no-cache"],
  ],
  [
    [":method", "GET"],
    [":scheme", "https"],
    [":path", "/index.html"],
    [":authority", "www.example.com"],
    ["custom-key", "custom-value"],
  ],
];

describe("HPACK decoder", () => {
  it("decodes RFC 7541 C.3, requests with plain literals", () => {
    const decoder = new HpackDecoder();
    expect(decoder.decode(hex("8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d"))).toEqual(REQUESTS[0]);
    expect(decoder.decode(hex("8286 84be 5808 6e6f 2d63 6163 6865"))).toEqual(REQUESTS[1]);
    expect(decoder.decode(hex("8287 85bf 400a 6375 7374 6f6d 2d6b 6579 0c63 7573 746f 6d2d 7661 6c75 65"))).toEqual(REQUESTS[2]);
  });

  it("decodes RFC 7541 C.4, the same requests Huffman-coded", () => {
    const decoder = new HpackDecoder();
    expect(decoder.decode(hex("8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff"))).toEqual(REQUESTS[0]);
    expect(decoder.decode(hex("8286 84be 5886 a8eb 1064 9cbf"))).toEqual(REQUESTS[1]);
    expect(decoder.decode(hex("8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf"))).toEqual(REQUESTS[2]);
  });

  it("evicts the oldest entries when a size update shrinks the table", () => {
    const decoder = new HpackDecoder();
    // size update to 70 octets; then "aa: bb" and "cc: dd" (36 octets each) with indexing
    decoder.decode(hex("3f27 4002 6161 0262 62"));
    expect(decoder.decode(hex("be"))).toEqual([["aa", "bb"]]);
    decoder.decode(hex("4002 6363 0264 64"));
    expect(decoder.decode(hex("be"))).toEqual([["cc", "dd"]]);
    expect(() => decoder.decode(hex("bf"))).toThrow(HpackError); // "aa: bb" was evicted
  });

  it("applies a repeated insertion every time", () => {
    const decoder = new HpackDecoder();
    // the same insertion twice: two entries, so index 63 exists afterwards
    decoder.decode(hex("4002 6161 0262 62"));
    decoder.decode(hex("4002 6161 0262 62"));
    expect(decoder.decode(hex("bebf"))).toEqual([
      ["aa", "bb"],
      ["aa", "bb"],
    ]);
  });

  it("refuses a table larger than announced, and indexes outside the tables", () => {
    expect(() => new HpackDecoder(4096).decode(hex("3fe2 1f"))).toThrow(/exceeds the announced 4096/); // 8192
    expect(() => new HpackDecoder().decode(hex("80"))).toThrow(/index 0/);
    expect(() => new HpackDecoder().decode(hex("be"))).toThrow(/index 62/);
  });

  it("refuses truncated blocks and oversized integers", () => {
    expect(() => new HpackDecoder().decode(hex("4005 6161"))).toThrow(/past the end/);
    expect(() => new HpackDecoder().decode(hex("ff"))).toThrow(/middle of a field/);
    expect(() => new HpackDecoder().decode(hex("ff ff ff ff ff ff 01"))).toThrow(/too large/);
  });

  it("refuses bad Huffman padding and an encoded EOS, as errors of the block (COMPRESSION_ERROR)", () => {
    // "a" is 00011 (5 bits); padding of zeros instead of ones
    expect(() => new HpackDecoder().decode(hex("0001 61 81 18"))).toThrow(HpackError);
    expect(() => new HpackDecoder().decode(hex("0001 61 81 18"))).toThrow(/invalid Huffman padding/);
    // eight bits of padding (a whole octet of ones) is too long
    expect(() => new HpackDecoder().decode(hex("0001 61 82 1f ff"))).toThrow(HpackError);
    // EOS: thirty ones, then two bits of padding
    expect(() => new HpackDecoder().decode(hex("0001 61 84 ff ff ff ff"))).toThrow(/EOS/);
  });
});

describe("HPACK decoder, repeated blocks", () => {
  const AA = "4002 6161 0262 62"; // "aa: bb" with incremental indexing
  const CC = "4002 6363 0264 64"; // "cc: dd" with incremental indexing

  it("gives a repeated block of indexed fields its list again while the table stands", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    const first = decoder.decode(hex("be 82"));
    expect(first).toEqual([
      ["aa", "bb"],
      [":method", "GET"],
    ]);
    expect(decoder.decode(hex("be 82"))).toBe(first);
  });

  it("decodes a repeated block against the table as it is after an insertion", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    expect(decoder.decode(hex("be"))).toEqual([["aa", "bb"]]);
    decoder.decode(hex(CC));
    expect(decoder.decode(hex("be"))).toEqual([["cc", "dd"]]);
    expect(decoder.decode(hex("bf"))).toEqual([["aa", "bb"]]);
  });

  it("applies the insertions of a repeated block every time", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    expect(decoder.tableSize).toBe(36);
    decoder.decode(hex(AA));
    expect(decoder.tableSize).toBe(72);
  });

  it("decodes a repeated block against the table as it is after a size update", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    expect(decoder.decode(hex("be"))).toEqual([["aa", "bb"]]);
    decoder.decode(hex("20")); // size update to 0: the table is emptied
    expect(() => decoder.decode(hex("be"))).toThrow(/index 62/);
  });

  it("holds a repeated block to the header list limit it is decoded under, in either order", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    expect(decoder.decodeLimited(hex("be"), 100)).toEqual([["aa", "bb"]]);
    expect(decoder.decodeLimited(hex("be"), 35)).toBeNull(); // 2 + 2 + 32 octets
    expect(decoder.decodeLimited(hex("be"), 36)).toEqual([["aa", "bb"]]);
    // over the limit first: the fields past it were not kept, so that list is not the block's
    expect(decoder.decodeLimited(hex("be be"), 40)).toBeNull();
    expect(decoder.decodeLimited(hex("be be"), 100)).toEqual([
      ["aa", "bb"],
      ["aa", "bb"],
    ]);
  });

  it("forgets its blocks when a block changes the table and then fails", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    expect(decoder.decode(hex("be"))).toEqual([["aa", "bb"]]);
    // inserts "cc: dd", then ends in the middle of a field
    expect(() => decoder.decode(hex(`${CC} 40`))).toThrow(HpackError);
    expect(decoder.decode(hex("be"))).toEqual([["cc", "dd"]]);
  });

  it("gives a remembered list that cannot be changed", () => {
    const decoder = new HpackDecoder();
    decoder.decode(hex(AA));
    decoder.decode(hex("be"));
    expect(Object.isFrozen(decoder.decode(hex("be")))).toBe(true);
  });
});

describe("HPACK encoder", () => {
  it("indexes exact static matches and writes the rest as unindexed literals", () => {
    const block = encodeHeaderBlock([
      [":status", "200"],
      ["content-type", "application/grpc"],
      ["grpc-status", "0"],
    ]);
    expect(block.toString("hex")).toBe(
      "88" + "0f10" + "10" + Buffer.from("application/grpc").toString("hex") + "00" + "0b" + Buffer.from("grpc-status").toString("hex") + "01" + "30",
    );
  });

  it("round-trips long values through the decoder without touching its table", () => {
    const long = "x".repeat(300);
    const decoder = new HpackDecoder();
    const fields = [
      ["grpc-message", long],
      [":status", "404"],
      ["x-any", "\u00e9t\u00e9"],
    ] as const;
    expect(decoder.decode(encodeHeaderBlock(fields))).toEqual(fields.map((f) => [...f]));
    expect(() => decoder.decode(hex("be"))).toThrow(/index 62/);
  });
});
