// nodefloorwork's handlers: nodefloorprotobuf's (./protobuf-handlers.ts) with the work that a
// plan asks of any provider on this project's libraries, and nothing more:
// - a validation decodes the configuration (a provider must read a value to check it);
// - the first read lists every website of the account on undici (./undici-listing.ts), as
//   nodefloorreads does on Node's own client; every read decodes the state it is handed and
//   compares it with the website listed under its id (a provider must, to see drift);
// - a plan whose proposed state is not the prior state byte for byte decodes both the
//   proposal and the configuration (a provider must, to plan a change); one that is needs nothing.
// Values are decoded with the provider's msgpack reader (src/tfplugin/protocol/msgpack.ts).
// The answers stay nodefloorprotobuf's: the state as it came, which is how a floor provider
// keeps what it compared (the differences it found are counted, so no comparison is idle).
import { decodeMsgpack, type MsgValue } from "../../src/tfplugin/protocol/msgpack";
import { tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";
import type { Handler } from "./handlers";
import { answer, isNull, planAnswer, protobufHandlers, readAnswer, type DynamicValue, type Method } from "./protobuf-handlers";
import { listWebsitesById, type ListedWebsite } from "./undici-listing";

type Listing = () => Promise<Map<number, ListedWebsite>>;

/** Differences the reads found between a state and its listed website (none in the benchmarks' plans). */
export const drift = { count: 0 };

/** A DynamicValue's msgpack decoded to a map of attributes; null for null or no value (JSON is not what Terraform sends here). */
function decoded(value: DynamicValue | null | undefined): Map<string, MsgValue> | null {
  const msgpack = value?.msgpack;
  if (!msgpack || msgpack.length === 0) return null;
  const object = decodeMsgpack(msgpack);
  if (object === null) return null;
  if (!(object instanceof Map)) throw new Error("the value is not an object");
  return object;
}

const sameMsgpack = (a: DynamicValue | null | undefined, b: DynamicValue | null | undefined): boolean =>
  !!a?.msgpack && !!b?.msgpack && Buffer.compare(a.msgpack, b.msgpack) === 0;

/** As ./protobuf-handlers.ts's answer, for an answer that waits. */
function answerAfterWait<Request, Response>(method: Method<Request, Response>, respond: (request: Request) => Promise<Response>): Handler {
  return async (bytes) => method.Response.encode(await respond(method.Request.decode(bytes))).finish();
}

/** The handlers, reading the account through `list` on the launch's first ReadResource. */
export function workHandlers(list: Listing = () => listWebsitesById(process.env)): Record<string, Handler> {
  let listing: Promise<Map<number, ListedWebsite>> | undefined;
  const P = tfplugin6;
  return {
    ...protobufHandlers,
    ValidateResourceConfig: answer(P.ValidateResourceConfig, (request) => {
      decoded(request.config);
      return {};
    }),
    ReadResource: answerAfterWait(P.ReadResource, async (request) => {
      const websites = await (listing ??= list());
      const state = decoded(request.currentState);
      const id = state?.get("id");
      const listed = typeof id === "string" ? websites.get(Number(id)) : undefined;
      if (state && listed?.domain !== state.get("domain")) drift.count += 1;
      return readAnswer(request);
    }),
    PlanResourceChange: answer(P.PlanResourceChange, (request) => {
      if (!isNull(request.proposedNewState) && !sameMsgpack(request.proposedNewState, request.priorState)) {
        decoded(request.proposedNewState);
        decoded(request.config);
      }
      return planAnswer(request);
    }),
  };
}
