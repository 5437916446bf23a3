// The toy provider's toy_thing resource as the protocol layer's tests send and read it: its
// schema and object type, its values on the wire, and a state with every attribute it leaves out null.
import { encodeMsgpack, objectType } from "../../src/tfplugin/protocol/codec";
import { JsonLogger } from "../../src/tfplugin/framework/log";
import type { TfObject, TfValue } from "../../src/tfplugin/framework/types";
import { toyProvider } from "./fixtures/toy-provider";

export const thingSchema = toyProvider.resources.toy_thing!.schema;
export const thingType = objectType(thingSchema);
/** A toy_thing value as Terraform sends it: msgpack of the resource's type. */
export const dv = (v: TfValue) => ({ msgpack: encodeMsgpack(thingType, v) });
/** A logger that writes nothing, for servers whose logs a test does not read. */
export const silent = new JsonLogger("provider", "off");
/** A toy_thing state: `o`, every other attribute null. */
export const full = (o: Partial<TfObject>): TfObject => ({ id: null, name: null, size: null, secret: null, tags: null, revision: null, ...o });
