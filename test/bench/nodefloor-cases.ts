// The requests both nodefloorprotobuf's and nodefloorwork's tests put to the floors'
// handlers (./nodefloor-protobuf.test.ts, ./nodefloor-work.test.ts), each with the fields of
// the answer that must agree.
import { vi } from "vitest";
import { tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";

export const text = (s: string): number[] => [0xa0 | s.length, ...Buffer.from(s)];
/** msgpack {id, domain, privacy}: id and privacy as given (raw msgpack), domain a string. */
export const website = (id: number[], privacy: number[]): Uint8Array =>
  Uint8Array.from([0x83, ...text("id"), ...id, ...text("domain"), ...text("a.example"), ...text("privacy"), ...privacy]);
const NIL = [0xc0];
export const UNKNOWN = [0xd4, 0x00, 0x00];
export const stored = website(text("7"), text("public"));
const bytes = (value: Uint8Array | null | undefined): string => Buffer.from(value ?? []).toString("hex");
const dynamic = (value: tfplugin6.DynamicValue.$Properties | null | undefined): string => `msgpack=${bytes(value?.msgpack)} json=${bytes(value?.json)}`;

export interface Case {
  method: string;
  request: Uint8Array;
  /** The fields of the answer that must agree, read from its bytes. */
  fields: (answer: Uint8Array) => Record<string, string>;
}

export const P = tfplugin6;
export const cases: Record<string, Case> = {
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

/** `answer()`'s result, with how many times protobufjs read `method`'s request and wrote its answer meanwhile. */
export async function codecCalls<T>(method: string, answer: () => Promise<T>): Promise<{ result: T; decodes: number; encodes: number }> {
  const coder = (P as unknown as Record<string, { Request: { decode: unknown }; Response: { encode: unknown } }>)[method]!;
  const decode = vi.spyOn(coder.Request as { decode: (bytes: Uint8Array) => unknown }, "decode");
  const encode = vi.spyOn(coder.Response as { encode: (message: unknown) => unknown }, "encode");
  try {
    const result = await answer();
    return { result, decodes: decode.mock.calls.length, encodes: encode.mock.calls.length };
  } finally {
    decode.mockRestore();
    encode.mockRestore();
  }
}
