// nodefloorprotobuf (bench/nodefloor/protobuf-handlers.ts) must answer as nodefloor does
// (bench/nodefloor/handlers.ts), only reading and writing its messages with protobufjs: a
// floor that answered less would judge the provider against work it never did. One table of
// requests, both handler sets, the answers compared field by field (protobufjs writes an
// empty bytes field that the hand-made encoding leaves out, so bytes alone would differ).
// The msgpack rewrites of a create (plannedCreate, createdState) are shared by both sets, so
// the comparison cannot see a fault in them; the bench's applies would (Terraform checks them).
import { beforeAll, describe, expect, it } from "vitest";
import type { Handler } from "../../bench/nodefloor/handlers";
import { cases, codecCalls, P, text, UNKNOWN, website } from "./nodefloor-cases";

let byHand: Record<string, Handler>;
let protobuf: Record<string, Handler>;

beforeAll(async () => {
  // esbuild's `define` fills these in the bench's builds (bench/nodefloor.mjs)
  Object.assign(globalThis, { NODEFLOOR_SCHEMA: "", NODEFLOOR_METADATA: "" });
  byHand = (await import("../../bench/nodefloor/handlers")).handlers;
  protobuf = (await import("../../bench/nodefloor/protobuf-handlers")).protobufHandlers;
});

describe("nodefloorprotobuf answers as nodefloor does", () => {
  it.each(Object.entries(cases))("%s", async (_name, { method, request, fields }) => {
    const expected = fields(await byHand[method]!(request));
    // the floor's whole point: protobufjs reads the request and writes the answer, once each
    const { result, decodes, encodes } = await codecCalls(method, () => protobuf[method]!(request));
    expect(fields(result)).toEqual(expected);
    expect([decodes, encodes]).toEqual([1, 1]);
  });

  it("fills a create's unknown id with a new one when it applies it", async () => {
    const request = P.ApplyResourceChange.Request.encode({ typeName: "t", plannedState: { msgpack: website(UNKNOWN, text("public")) } }).finish();
    const state = Buffer.from(P.ApplyResourceChange.Response.decode(await protobuf.ApplyResourceChange!(request)).newState?.msgpack ?? []);
    expect(state[4]! & 0xe0).toBe(0xa0); // the id's value: a string, no longer the unknown extension
    expect(state.includes(Buffer.from(UNKNOWN))).toBe(false);
  });

  it("answers every method nodefloor answers", () => {
    expect(Object.keys(protobuf).sort()).toEqual(Object.keys(byHand).sort());
  });
});
