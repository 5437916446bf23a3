// nodefloor's tfplugin6 handlers: gofloor's (../shared/bench/gofloor/main.go) in Node. They
// do only what the protocol requires: validate -> nothing; upgrade -> the state handed back;
// read -> the prior state; plan -> the proposed state with computed values filled on create;
// apply -> the planned state with an id. The schema (phpanalytics_website's, as
// nodefloor_website) and the metadata are encoded by bench/nodefloor.mjs with the provider's
// own protocol code, and arrive here as base64 through esbuild's `define`.
import { fields, isExtension, isNullValue, message, msgpackString, rewriteMap } from "./wire";

declare const NODEFLOOR_SCHEMA: string;
declare const NODEFLOOR_METADATA: string;

export type Handler = (request: Uint8Array) => Promise<Uint8Array>;

const EMPTY = new Uint8Array(0);
const MSGPACK_NIL = Uint8Array.of(0xc0);
/** GetProviderSchema's response, pre-encoded, as every floor answers it. */
export const SCHEMA = Buffer.from(NODEFLOOR_SCHEMA, "base64");
const METADATA = Buffer.from(NODEFLOOR_METADATA, "base64");

/** On create: the value of a computed attribute whose proposed value is null (unknown where absent). */
const UNKNOWN = Uint8Array.of(0xd4, 0x00, 0x00);
const CREATE_DEFAULTS: Record<string, Uint8Array> = {
  id: UNKNOWN,
  created_at: UNKNOWN,
  updated_at: UNKNOWN,
  privacy: msgpackString("public"),
  email_reports: Uint8Array.of(0xc2),
  exclude_bots: Uint8Array.of(0xc3),
  exclude_params: Uint8Array.of(0x90),
  exclude_ips: Uint8Array.of(0x90),
  favorite: Uint8Array.of(0xc2),
};

let nextId = Date.now();
const isNil = (value: Uint8Array): boolean => value.length === 1 && value[0] === 0xc0;
const dynamicMsgpack = (msgpack: Uint8Array): Uint8Array => message([1, msgpack]);

/** A create's planned state (msgpack): the proposed one with the computed values filled in. */
export function plannedCreate(proposed: Uint8Array): Uint8Array {
  return rewriteMap(proposed, (key, value) => (isNil(value) ? CREATE_DEFAULTS[key] : undefined));
}

/** A create's new state (msgpack): the planned one with an id, timestamps, and null for any other unknown. */
export function createdState(planned: Uint8Array): Uint8Array {
  const now = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const id = String(++nextId);
  return rewriteMap(planned, (key, value) => {
    if (!isExtension(value)) return undefined;
    if (key === "id") return msgpackString(id);
    return key === "created_at" || key === "updated_at" ? msgpackString(now) : MSGPACK_NIL;
  });
}

export const handlers: Record<string, Handler> = {
  GetMetadata: async () => METADATA,
  GetProviderSchema: async () => SCHEMA,
  ValidateProviderConfig: async () => EMPTY,
  ValidateResourceConfig: async () => EMPTY,
  ValidateDataResourceConfig: async () => EMPTY,
  ConfigureProvider: async () => EMPTY,
  GetFunctions: async () => EMPTY,
  StopProvider: async () => EMPTY,
  async UpgradeResourceState(request) {
    const raw = fields(request).get(3);
    const json = raw && fields(raw).get(1);
    return message([1, json && json.length > 0 ? message([2, json]) : dynamicMsgpack(MSGPACK_NIL)]);
  },
  async ReadResource(request) {
    const r = fields(request);
    return message([1, r.get(2)], [3, r.get(3)]);
  },
  async PlanResourceChange(request) {
    const r = fields(request);
    const proposed = r.get(3);
    if (isNullValue(proposed) || !isNullValue(r.get(2))) return message([1, proposed], [3, r.get(5)]);
    return message([1, dynamicMsgpack(plannedCreate(fields(proposed!).get(1)!))], [3, r.get(5)]);
  },
  async ApplyResourceChange(request) {
    const r = fields(request);
    const planned = r.get(3);
    if (isNullValue(planned)) return message([1, dynamicMsgpack(MSGPACK_NIL)], [2, r.get(5)]);
    return message([1, dynamicMsgpack(createdState(fields(planned!).get(1)!))], [2, r.get(5)]);
  },
};
