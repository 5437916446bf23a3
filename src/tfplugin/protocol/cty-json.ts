// Values in cty's JSON form: stored state (UpgradeResourceState) and JSON DynamicValues.
import { Dynamic, type TfType, type TfValue } from "../framework";
import { CodecError, decodeContainer, isPlainObject, parseType, toNumber, type KeyedForm } from "./wire-values";

const JSON_OBJECTS: KeyedForm<{ [key: string]: unknown }, unknown> = { is: isPlainObject, entries: Object.entries, get: (object, name) => object[name] };

/** Decodes cty JSON (stored state, DynamicValue.json). Objects: unknown attributes dropped, missing ones null. */
export function decodeJsonValue(type: TfType, json: unknown, path: Array<string | number> = []): TfValue {
  if (json === null || json === undefined) return null;
  if (type === "dynamic") {
    if (!isPlainObject(json) || !("type" in json)) throw new CodecError('a dynamic value must be {"value", "type"}', path);
    const actual = parseType(json.type, path);
    return new Dynamic(actual, decodeJsonValue(actual, json.value, path));
  }
  switch (type) {
    case "string":
      if (typeof json !== "string") throw new CodecError("a string is required", path);
      return json;
    case "bool":
      if (typeof json === "string" && (json === "true" || json === "false")) return json === "true";
      if (typeof json !== "boolean") throw new CodecError("a bool is required", path);
      return json;
    case "number":
      return toNumber(json, path);
  }
  return decodeContainer(type, json, path, JSON_OBJECTS, decodeJsonValue, (at) => at);
}

/**
 * Whether Terraform's own decoding of this cty JSON (ctyjson.Unmarshal) gives exactly the
 * value that decodeJsonValue and the msgpack encoder would send, so the JSON can be sent
 * back as it came. Only plainly typed values qualify: no attribute outside the type, no
 * bool or number spelled as a string, no number beyond a safe integer (whose msgpack form
 * is rounded), no dynamic value.
 */
export function jsonKeepsValue(type: TfType, json: unknown): boolean {
  if (json === null) return true;
  switch (type) {
    case "string":
      return typeof json === "string";
    case "bool":
      return typeof json === "boolean";
    case "number":
      return Number.isSafeInteger(json) && !Object.is(json, -0);
    case "dynamic":
      return false;
  }
  if (type[0] === "list" || type[0] === "set") {
    const inner = type[1];
    return Array.isArray(json) && json.every((el: unknown) => jsonKeepsValue(inner, el));
  }
  if (!isPlainObject(json)) return false;
  if (type[0] === "map") {
    const inner = type[1];
    return Object.values(json).every((v) => jsonKeepsValue(inner, v));
  }
  const attributes = type[1];
  for (const name in json) {
    if (!Object.prototype.hasOwnProperty.call(attributes, name) || !jsonKeepsValue(attributes[name]!, json[name])) return false;
  }
  return true;
}
