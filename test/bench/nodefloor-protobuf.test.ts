// nodefloorprotobuf (bench/nodefloor/protobuf-handlers.ts) must answer as nodefloor does
// (bench/nodefloor/handlers.ts), only reading and writing its messages with protobufjs: a
// floor that answered less would judge the provider against work it never did. One table of
// requests, both handler sets, the answers compared field by field (protobufjs writes an
// empty bytes field that the hand-made encoding leaves out, so bytes alone would differ).
// The msgpack rewrites of a create (plannedCreate, createdState) are shared by both sets, so
// the comparison cannot see a fault in them; the bench's applies would (Terraform checks them).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";
import type { Handler } from "../../bench/nodefloor/handlers";

let byHand: Record<string, Handler>;
let protobuf: Record<string, Handler>;

beforeAll(async () => {
  // esbuild's `define` fills these in the bench's builds (bench/nodefloor.mjs)
  Object.assign(globalThis, { NODEFLOOR_SCHEMA: "", NODEFLOOR_METADATA: "" });
  byHand = (await import("../../bench/nodefloor/handlers")).handlers;
  protobuf = (await import("../../bench/nodefloor/protobuf-handlers")).protobufHandlers;
});

const text = (s: string): number[] => [0xa0 | s.length, ...Buffer.from(s)];
/** msgpack {id, domain, privacy}: id and privacy as given (raw msgpack), domain a string. */
const website = (id: number[], privacy: number[]): Uint8Array =>
  Uint8Array.from([0x83, ...text("id"), ...id, ...text("domain"), ...text("a.example"), ...text("privacy"), ...privacy]);
const NIL = [0xc0];
const UNKNOWN = [0xd4, 0x00, 0x00];
const stored = website(text("7"), text("public"));
const bytes = (value: Uint8Array | null | undefined): string => Buffer.from(value ?? []).toString("hex");
const dynamic = (value: tfplugin6.DynamicValue.$Properties | null | undefined): string => `msgpack=${bytes(value?.msgpack)} json=${bytes(value?.json)}`;

interface Case {
  method: string;
  request: Uint8Array;
  /** The fields of the answer that must agree, read from its bytes. */
  fields: (answer: Uint8Array) => Record<string, string>;
}

const P = tfplugin6;
const cases: Record<string, Case> = {
  "an upgrade of a JSON state": {
    method: "UpgradeResourceState",
    request: P.UpgradeResourceState.Request.encode({ typeName: "t", version: 0, rawState: { json: Buffer.from('{"id":"7"}') } }).finish(),
    fields: (a) => ({ state: dynamic(P.UpgradeResourceState.Response.decode(a).upgradedState) }),
  },
  "an upgrade of no state": {
    method: "UpgradeResourceState",
    request: P.UpgradeResourceState.Request.encode({ typeName: "t", version: 0, rawState: {} }).finish(),
    fields: (a) => ({ state: dynamic(P.UpgradeResourceState.Response.decode(a).upgradedState) }),
  },
  "a read": {
    method: "ReadResource",
    request: P.ReadResource.Request.encode({ typeName: "t", currentState: { msgpack: stored }, private: Buffer.from("p") }).finish(),
    fields: (a) => {
      const r = P.ReadResource.Response.decode(a);
      return { state: dynamic(r.newState), private: bytes(r.private) };
    },
  },
  "a plan with no change": {
    method: "PlanResourceChange",
    request: P.PlanResourceChange.Request.encode({
      typeName: "t",
      priorState: { msgpack: stored },
      proposedNewState: { msgpack: stored },
      config: { msgpack: stored },
    }).finish(),
    fields: (a) => {
      const r = P.PlanResourceChange.Response.decode(a);
      return { planned: dynamic(r.plannedState), private: bytes(r.plannedPrivate), replace: String(r.requiresReplace.length) };
    },
  },
  "a plan of a create": {
    method: "PlanResourceChange",
    request: P.PlanResourceChange.Request.encode({
      typeName: "t",
      priorState: { msgpack: Uint8Array.from(NIL) },
      proposedNewState: { msgpack: website(NIL, NIL) },
      priorPrivate: Buffer.from("q"),
    }).finish(),
    fields: (a) => {
      const r = P.PlanResourceChange.Response.decode(a);
      return { planned: dynamic(r.plannedState), private: bytes(r.plannedPrivate) };
    },
  },
  "a plan of a destroy": {
    method: "PlanResourceChange",
    request: P.PlanResourceChange.Request.encode({
      typeName: "t",
      priorState: { msgpack: stored },
      proposedNewState: { msgpack: Uint8Array.from(NIL) },
    }).finish(),
    fields: (a) => ({ planned: dynamic(P.PlanResourceChange.Response.decode(a).plannedState) }),
  },
  "an apply of a destroy": {
    method: "ApplyResourceChange",
    request: P.ApplyResourceChange.Request.encode({ typeName: "t", priorState: { msgpack: stored }, plannedState: { msgpack: Uint8Array.from(NIL) } }).finish(),
    fields: (a) => ({ state: dynamic(P.ApplyResourceChange.Response.decode(a).newState) }),
  },
  "an apply of a known planned state": {
    method: "ApplyResourceChange",
    request: P.ApplyResourceChange.Request.encode({ typeName: "t", plannedState: { msgpack: stored }, plannedPrivate: Buffer.from("r") }).finish(),
    fields: (a) => {
      const r = P.ApplyResourceChange.Response.decode(a);
      return { state: dynamic(r.newState), private: bytes(r.private) };
    },
  },
  "a resource validation": {
    method: "ValidateResourceConfig",
    request: P.ValidateResourceConfig.Request.encode({ typeName: "t", config: { msgpack: stored } }).finish(),
    fields: (a) => ({ diagnostics: String(P.ValidateResourceConfig.Response.decode(a).diagnostics.length) }),
  },
  "a provider configuration": {
    method: "ConfigureProvider",
    request: P.ConfigureProvider.Request.encode({ terraformVersion: "1.11.4", config: { msgpack: Uint8Array.from([0x80]) } }).finish(),
    fields: (a) => ({ diagnostics: String(P.ConfigureProvider.Response.decode(a).diagnostics.length) }),
  },
};

describe("nodefloorprotobuf answers as nodefloor does", () => {
  it.each(Object.entries(cases))("%s", async (_name, { method, request, fields }) => {
    const expected = fields(await byHand[method]!(request));
    // the floor's whole point: protobufjs reads the request and writes the answer, once each
    const coder = (P as unknown as Record<string, { Request: { decode: unknown }; Response: { encode: unknown } }>)[method]!;
    const decode = vi.spyOn(coder.Request as { decode: (bytes: Uint8Array) => unknown }, "decode");
    const encode = vi.spyOn(coder.Response as { encode: (message: unknown) => unknown }, "encode");
    try {
      expect(fields(await protobuf[method]!(request))).toEqual(expected);
      expect(decode).toHaveBeenCalledTimes(1);
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
      encode.mockRestore();
    }
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
