// nodefloorprotobuf's handlers: nodefloor's answers (./handlers.ts), but each request is read
// and each answer written by protobufjs, through the tfplugin6 code the provider itself is
// generated with (src/tfplugin/protocol/generated): what a provider on that generated code
// pays per call, since it must read a request's fields to answer it. protobufjs is the
// protocol library this project builds on; nodefloor splits its messages by hand (./wire.ts)
// and pays less. Nothing else is done: no value inside a message is decoded. The schema and
// the metadata stay pre-encoded, as in every floor.
import { tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";
import { createdState, handlers as byHand, plannedCreate, type Handler } from "./handlers";

export type DynamicValue = tfplugin6.DynamicValue.$Properties;

export interface Method<Request, Response> {
  Request: { decode(bytes: Uint8Array): Request };
  Response: { encode(message: Response): { finish(): Uint8Array } };
}

/** A handler that decodes the request with protobufjs and encodes `respond`'s answer with it. */
export function answer<Request, Response>(method: Method<Request, Response>, respond: (request: Request) => Response): Handler {
  return async (bytes) => method.Response.encode(respond(method.Request.decode(bytes))).finish();
}

const NIL: DynamicValue = { msgpack: Uint8Array.of(0xc0) };

/** Whether a DynamicValue holds null (or nothing), as ./wire.ts's isNullValue decides it. */
export function isNull(value: DynamicValue | null | undefined): boolean {
  const msgpack = value?.msgpack;
  if (msgpack && msgpack.length > 0) return msgpack.length === 1 && msgpack[0] === 0xc0;
  const json = value?.json;
  return !json || json.length === 0 || Buffer.from(json).toString().trim() === "null";
}

const P = tfplugin6;

/** A read's answer: the state as it came. */
export const readAnswer = (request: tfplugin6.ReadResource.Request): tfplugin6.ReadResource.Response.$Properties => ({
  newState: request.currentState,
  private: request.private,
});

/** A plan's answer: the proposed state, with the computed values filled in on create. */
export function planAnswer(request: tfplugin6.PlanResourceChange.Request): tfplugin6.PlanResourceChange.Response.$Properties {
  const proposed = request.proposedNewState;
  if (isNull(proposed) || !isNull(request.priorState)) return { plannedState: proposed, plannedPrivate: request.priorPrivate };
  return { plannedState: { msgpack: plannedCreate(proposed!.msgpack!) }, plannedPrivate: request.priorPrivate };
}

export const protobufHandlers: Record<string, Handler> = {
  GetMetadata: byHand.GetMetadata!,
  GetProviderSchema: byHand.GetProviderSchema!,
  ValidateProviderConfig: answer(P.ValidateProviderConfig, () => ({})),
  ValidateResourceConfig: answer(P.ValidateResourceConfig, () => ({})),
  ValidateDataResourceConfig: answer(P.ValidateDataResourceConfig, () => ({})),
  ConfigureProvider: answer(P.ConfigureProvider, () => ({})),
  StopProvider: answer(P.StopProvider, () => ({})),
  GetFunctions: answer(P.GetFunctions, () => ({})),
  UpgradeResourceState: answer(P.UpgradeResourceState, (request) => {
    const json = request.rawState?.json;
    return { upgradedState: json && json.length > 0 ? { json } : NIL };
  }),
  ReadResource: answer(P.ReadResource, readAnswer),
  PlanResourceChange: answer(P.PlanResourceChange, planAnswer),
  ApplyResourceChange: answer(P.ApplyResourceChange, (request) => {
    const planned = request.plannedState;
    if (isNull(planned)) return { newState: NIL, private: request.plannedPrivate };
    return { newState: { msgpack: createdState(planned!.msgpack!) }, private: request.plannedPrivate };
  }),
};
