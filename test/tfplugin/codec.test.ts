import { describe, expect, it } from "vitest";
import {
  CodecError,
  decodeDynamicValue,
  decodeJsonValue,
  decodeMsgpackValue,
  encodeMsgpack,
  fillObject,
  typeToJson,
  valuesEqual,
} from "../../src/tfplugin/protocol/codec";
import { decodeMsgpack } from "../../src/tfplugin/protocol/msgpack";
import { Dynamic, Unknown, type TfType, type TfValue } from "../../src/tfplugin/framework/types";

const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
const roundTrip = (type: TfType, value: TfValue) => decodeMsgpackValue(type, encodeMsgpack(type, value));

describe("msgpack value codec", () => {
  const cases: Array<[string, TfType, TfValue]> = [
    ["string", "string", "héllo wörld"],
    ["long string", "string", "x".repeat(70000)],
    ["empty string", "string", ""],
    ["bool", "bool", true],
    ["int", "number", 42],
    ["negative int", "number", -12345678],
    ["float", "number", 3.25],
    ["big int", "number", 2 ** 60],
    ["list", ["list", "string"], ["a", "b"]],
    ["list with nulls", ["list", "string"], ["a", null, "c"]],
    ["set", ["set", "number"], [1, 2, 3]],
    ["map", ["map", "bool"], { a: true, b: false, c: null }],
    ["object", ["object", { a: "string", b: ["list", "number"] }], { a: "x", b: [1, 2] }],
    ["nested", ["list", ["object", { n: "number" }]], [{ n: 1 }, { n: null }]],
    ["large list", ["list", "number"], Array.from({ length: 100 }, (_, i) => i)],
  ];
  for (const [name, type, value] of cases) {
    it(`round-trips ${name}`, () => expect(roundTrip(type, value)).toEqual(value));
  }

  it("encodes null as msgpack nil", () => {
    expect(hex(encodeMsgpack(["object", { a: "string" }], null))).toBe("c0");
    expect(decodeMsgpackValue("string", Uint8Array.of(0xc0))).toBeNull();
  });

  it("encodes unknown as ext 0 and decodes it", () => {
    expect(hex(encodeMsgpack("string", new Unknown()))).toBe("d40000");
    expect(decodeMsgpackValue("string", Uint8Array.of(0xd4, 0, 0))).toBeInstanceOf(Unknown);
  });

  it("keeps refined unknown bytes unchanged", () => {
    // ext 12 carrying a refinement map {1: true} (not null)
    const refined = Uint8Array.of(0xc7, 0x03, 0x0c, 0x81, 0x01, 0xc3);
    const wire = Uint8Array.of(0x81, 0xa1, 0x61, ...refined);
    const type: TfType = ["object", { a: "string" }];
    const decoded = decodeMsgpackValue(type, wire) as { a: Unknown };
    expect(decoded.a).toBeInstanceOf(Unknown);
    expect(hex(decoded.a.raw!)).toBe(hex(refined));
    expect(hex(encodeMsgpack(type, decoded))).toBe(hex(wire));
    // a fixext4 form too
    const ext8 = Uint8Array.of(0xd6, 0x0c, 0x82, 0x01, 0xc3, 0xc0);
    const v = decodeMsgpackValue("string", ext8) as Unknown;
    expect(hex(encodeMsgpack("string", v))).toBe(hex(ext8));
  });

  it("encodes numbers as exact decimal strings, the form Terraform parses state numbers from", () => {
    const str = (s: string) => hex(Uint8Array.from([0xa0 + s.length, ...Buffer.from(s)]));
    expect(hex(encodeMsgpack("number", 5))).toBe(str("5"));
    expect(hex(encodeMsgpack("number", -1))).toBe(str("-1"));
    expect(hex(encodeMsgpack("number", 1.5))).toBe(str("1.5"));
    expect(hex(encodeMsgpack("number", 2 ** 62))).toBe(str("4611686018427387904"));
    expect(hex(encodeMsgpack("number", 1e21))).toBe(str("1000000000000000000000"));
    expect(() => encodeMsgpack("number", Infinity)).toThrow(CodecError);
    expect(() => encodeMsgpack("number", NaN)).toThrow(CodecError);
  });

  it("names the path of a value it cannot encode, and a failure leaves no steps behind for the next value", () => {
    const type: TfType = ["object", { a: ["list", ["object", { b: "string" }]], c: ["map", "bool"] }];
    const failure = (() => {
      try {
        encodeMsgpack(type, { a: [{ b: "x" }, { b: 5 }], c: null });
      } catch (error) {
        return error as CodecError;
      }
    })();
    expect(failure?.message).toBe("a[1].b: a string is required, got number");
    expect(failure?.path).toEqual(["a", 1, "b"]);
    expect(() => encodeMsgpack(type, { a: [], c: { k: "yes" } })).toThrow(/^c\.k: a bool is required, got string$/);
    expect(() => encodeMsgpack("string", 1)).toThrow(/^a string is required, got number$/);
    expect(() => decodeMsgpackValue(["list", "string"], Uint8Array.of(0x91, 0x05))).toThrow(/^\[0\]: a string is required$/);
  });

  it("accepts decimal-string and 64-bit numbers", () => {
    expect(decodeMsgpackValue("number", Uint8Array.of(0xa4, 0x31, 0x2e, 0x32, 0x35))).toBe(1.25);
    expect(decodeMsgpackValue("number", Uint8Array.of(0xcf, 0, 0, 0, 1, 0, 0, 0, 0))).toBe(2 ** 32);
    expect(decodeMsgpackValue("number", Uint8Array.of(0xd3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe))).toBe(-2);
    expect(decodeMsgpackValue("number", Uint8Array.of(0xca, 0x3f, 0xc0, 0, 0))).toBe(1.5);
    expect(() => decodeMsgpackValue("number", Uint8Array.of(0xa1, 0x78))).toThrow(CodecError);
  });

  it("refuses, by attribute, a number a 64-bit float cannot give back exactly (Terraform would refuse the plan)", () => {
    const str = (s: string) => Uint8Array.from([0xa0 + s.length, ...Buffer.from(s)]);
    const type: TfType = ["object", { password_wo_version: "number" }];
    const object = (value: Uint8Array) => Uint8Array.from([0x81, ...str("password_wo_version"), ...value]);
    // 2^53 + 1, as cty sends an int64
    const beyond = Uint8Array.of(0xcf, 0, 0x20, 0, 0, 0, 0, 0, 1);
    expect(() => decodeMsgpackValue(type, object(beyond))).toThrow(/^password_wo_version: 9007199254740993 has more precision than this provider keeps/);
    expect(() => decodeMsgpackValue("number", str("1.00000000000000000001"))).toThrow(CodecError);
    expect(() => decodeMsgpackValue("number", str("1000000000000000000000000000000"))).toThrow(CodecError);
    // what a float holds, or gives back as the same decimal, is kept
    expect(decodeMsgpackValue("number", Uint8Array.of(0xcf, 0x10, 0, 0, 0, 0, 0, 0, 0))).toBe(2 ** 60);
    expect(decodeMsgpackValue("number", str("0.1"))).toBe(0.1);
    expect(decodeMsgpackValue("number", str("-12.50e1"))).toBe(-125);
    expect(decodeMsgpackValue("number", str("1732262400123"))).toBe(1732262400123);
  });

  it("fills missing object attributes with nulls and writes every attribute", () => {
    const type: TfType = ["object", { a: "string", b: "number", c: ["list", "string"] }];
    const bytes = encodeMsgpack(type, { a: "x" });
    const raw = decodeMsgpack(bytes) as Map<string, unknown>;
    expect([...raw.keys()]).toEqual(["a", "b", "c"]);
    expect(raw.get("b")).toBeNull();
    // and decoding tolerates missing attributes
    expect(decodeMsgpackValue(type, Uint8Array.of(0x81, 0xa1, 0x61, 0xa1, 0x78))).toEqual({ a: "x", b: null, c: null });
  });

  it("decodes objects read past attributes outside the type, in any key order, with every error of the generic reader", () => {
    const type: TfType = ["object", { a: "string", l: ["list", ["object", { n: "number" }]] }];
    const wider: TfType = ["object", { a: "string", l: ["list", ["object", { n: "number", q: "string" }]], zz: ["map", ["list", "number"]] }];
    const bytes = encodeMsgpack(wider, { a: "é", l: [{ n: 1, q: "skip" }], zz: { x: [1] } });
    expect(decodeMsgpackValue(type, bytes)).toEqual({ a: "é", l: [{ n: 1 }] });
    // keys in another order than msgpack's, a duplicate (the last wins), a null, a key that is a prefix of the next one
    const ab: TfType = ["object", { a: "string", ab: "string", b: "string" }];
    const unordered = Uint8Array.of(0x84, 0xa1, 0x62, 0xa1, 0x79, 0xa1, 0x61, 0xa1, 0x78, 0xa1, 0x62, 0xa1, 0x7a, 0xa2, 0x61, 0x62, 0xc0);
    expect(decodeMsgpackValue(ab, unordered)).toEqual({ a: "x", ab: null, b: "z" });
    expect(() => decodeMsgpackValue(type, Uint8Array.of(0x81, 0xa1, 0x61, 0x05))).toThrow(/^a: a string is required$/);
    expect(() => decodeMsgpackValue(type, Uint8Array.of(0x81, 0xa1, 0x6c, 0x91, 0xa1, 0x78))).toThrow(/^l\[0\]: a object is required$/);
    expect(() => decodeMsgpackValue(type, Uint8Array.of(0x81, 0x01, 0xa1, 0x78))).toThrow("map key is not a string");
    expect(() => decodeMsgpackValue(type, Uint8Array.of(0x82, 0xa1, 0x61, 0xa1, 0x78))).toThrow("truncated msgpack value");
    expect(() => decodeMsgpackValue(type, Uint8Array.of(0x80, 0xc0))).toThrow("trailing 1 bytes after msgpack value");
    expect(() => decodeMsgpackValue("string", Uint8Array.of(0xa3, 0x61))).toThrow("truncated msgpack value");
  });

  it("rejects values of the wrong type with the path", () => {
    const type: TfType = ["object", { tags: ["list", "string"] }];
    expect(() => encodeMsgpack(type, { tags: ["a", 1] })).toThrow(/tags\[1\]: a string is required/);
    expect(() => encodeMsgpack(type, { nope: "x" })).toThrow(/unexpected attribute "nope"/);
  });

  it("encodes dynamic values as [type JSON, value]", () => {
    const value = new Dynamic(["list", "string"], ["a"]);
    const bytes = encodeMsgpack("dynamic", value);
    const raw = decodeMsgpack(bytes) as unknown[];
    expect(new TextDecoder().decode(raw[0] as Uint8Array)).toBe('["list","string"]');
    expect(roundTrip("dynamic", value)).toEqual(value);
    expect(roundTrip("dynamic", null)).toBeNull();
    expect(roundTrip("dynamic", new Unknown())).toBeInstanceOf(Unknown);
    // a plain string is inferred as a string
    expect(roundTrip("dynamic", "s")).toEqual(new Dynamic("string", "s"));
  });

  it("writes compact type JSON", () => {
    expect(typeToJson("string")).toBe('"string"');
    expect(typeToJson(["map", "number"])).toBe('["map","number"]');
    expect(typeToJson(["object", { a: "string" }])).toBe('["object",{"a":"string"}]');
  });
});

describe("JSON decoding", () => {
  const type: TfType = ["object", { id: "string", n: "number", tags: ["set", "string"], d: "dynamic" }];
  it("decodes stored state, dropping unknown and filling missing attributes", () => {
    expect(decodeJsonValue(type, { id: "1", n: 2, gone: true, tags: ["x"] })).toEqual({ id: "1", n: 2, tags: ["x"], d: null });
    expect(decodeJsonValue(type, { id: "1", d: { value: ["a"], type: ["list", "string"] } })).toEqual({
      id: "1",
      n: null,
      tags: null,
      d: new Dynamic(["list", "string"], ["a"]),
    });
  });
  it("decodes a DynamicValue given as JSON", () => {
    const json = new TextEncoder().encode('{"id":"7","n":"1.5"}');
    expect(decodeDynamicValue(type, { json })).toEqual({ id: "7", n: 1.5, tags: null, d: null });
    expect(decodeDynamicValue(type, {})).toBeNull();
  });
});

describe("value helpers", () => {
  it("compares sets without order and unknowns as unequal", () => {
    expect(valuesEqual(["set", "string"], ["a", "b"], ["b", "a"])).toBe(true);
    expect(valuesEqual(["list", "string"], ["a", "b"], ["b", "a"])).toBe(false);
    expect(valuesEqual("string", new Unknown(), new Unknown())).toBe(false);
    expect(valuesEqual(["object", { a: "number" }], { a: 1 }, { a: 1 })).toBe(true);
  });
  it("fills objects", () => {
    expect(fillObject({ version: 0, description: "", attributes: { a: { type: "string", description: "" } } }, {})).toEqual({ a: null });
  });
});
