// UpgradeResourceState: stored JSON state of this or an older schema version, decoded
// against the current schema (an older version goes through the resource's upgradeState).
import { decodeJsonValue, encodeDynamicValue, fillObject, jsonKeepsValue, objectType } from "../codec";
import type { Diagnostics, Resource, Schema, TfObject } from "../../framework";
import { asObject, NIL, registerSensitive, schemaNames, stripWriteOnly } from "./objects";
import type { Proto } from "./proto-types";

const utf8 = new TextDecoder();

type RawState = Proto.UpgradeResourceStateRequest["rawState"];
type Upgraded = Proto.UpgradeResourceStateResponse["upgradedState"];

/** `seen` gets the stored state once it is known to be a JSON object of a version this provider reads. */
export function upgradeState<Data>(
  resource: Resource<Data>,
  rawState: RawState,
  version: number,
  diagnostics: Diagnostics,
  seen?: (state: { readonly [key: string]: unknown }) => void,
): Upgraded {
  const schema = resource.schema;
  const json = rawState?.json;
  if (!json || json.length === 0) {
    if (rawState?.flatmap && Object.keys(rawState.flatmap).length) {
      diagnostics.error("Unsupported state format", "The stored state uses the legacy flatmap format, which this provider cannot read.");
      return undefined;
    }
    return NIL;
  }
  const raw: unknown = JSON.parse(utf8.decode(json));
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new Error("stored state is not a JSON object");
  if (version > schema.version) {
    diagnostics.error(
      "Resource state from a newer provider",
      `The stored state has schema version ${version} but this provider understands up to ${schema.version}. Upgrade the provider.`,
    );
    return undefined;
  }
  seen?.(raw as { readonly [key: string]: unknown });
  // The usual case, state of the current version that is already exactly what the schema
  // says: Terraform decodes a JSON DynamicValue as it decoded its stored state, so the
  // bytes go back unchanged instead of through a decode and a msgpack encode.
  if (version === schema.version && storedAsIs(schema, raw)) {
    registerSensitive(schema, raw as TfObject);
    return { json };
  }
  // An older version's state is re-checked by the codec round trip of encodeDynamicValue.
  const state: TfObject =
    version < schema.version && resource.upgradeState
      ? fillObject(schema, resource.upgradeState(version, raw as { [key: string]: unknown }))
      : (asObject(decodeJsonValue(objectType(schema), raw)) ?? fillObject(schema, {}));
  return encodeDynamicValue(objectType(schema), registerSensitive(schema, stripWriteOnly(schema, state)));
}

/** Write-only values are never stored: a state holding one goes the long way, which drops it. */
function storedAsIs(schema: Schema, raw: object): boolean {
  for (const name of schemaNames(schema).writeOnly) if ((raw as { [key: string]: unknown })[name] != null) return false;
  return jsonKeepsValue(objectType(schema), raw);
}
