// TfValue <-> wire encodings, always driven by the cty type: msgpack DynamicValues here,
// JSON DynamicValues and stored JSON state (cty's JSON form) in ./cty-json, what both share
// in ./wire-values, the values themselves in ../framework/values.
import { decodeJsonValue } from "./cty-json";
import { MsgExt, MsgpackReader, MsgpackWriter, type MsgValue } from "./msgpack";
import { blankObject, Dynamic, isTfMap, typeToJson, Unknown, type AttributePath, type Attributes, type TfType, type TfValue } from "../framework";
import { CodecError, decimal, decodeContainer, parseType, sortedNames, toNumber, type KeyedForm } from "./wire-values";

const MSGPACK_MAPS: KeyedForm<Map<string, MsgValue>, MsgValue> = {
  is: (value) => value instanceof Map,
  entries: (map) => map,
  get: (map, name) => map.get(name),
};

export { decodeJsonValue, jsonKeepsValue } from "./cty-json";
export { containsUnknown, fillObject, objectType, typeToJson, unknownPaths, valuesEqual } from "../framework";
export { CodecError } from "./wire-values";

const UNKNOWN_BYTES = Uint8Array.of(0xd4, 0x00, 0x00);
const NIL_BYTES = Uint8Array.of(0xc0);

// ---------------------------------------------------------------- msgpack

// One writer and one path for every value: an encode or decode runs start to end without
// yielding, finish() copies the bytes out, and a CodecError copies the path it names.
// The path starts with a placeholder that is never popped: V8's unoptimized pop frees an
// array's storage whenever its length reaches 0, and the next push allocates it again,
// some 40,000 times in a plan of 1,000 websites. Errors name steps(path), without it.
const writer = new MsgpackWriter();
const path: Array<string | number> = ["(value)"];
const steps = (trail: AttributePath): AttributePath => trail.slice(1);

export function encodeMsgpack(type: TfType, value: TfValue): Uint8Array {
  if (value === null) return NIL_BYTES.slice();
  writer.reset();
  path.length = 1; // a throw leaves steps behind
  writeValue(writer, type, value, path);
  return writer.finish();
}

function writeValue(w: MsgpackWriter, type: TfType, value: TfValue, path: Array<string | number>): void {
  if (value === null) return w.nil();
  if (value instanceof Unknown) return w.raw(value.raw ?? UNKNOWN_BYTES);
  if (type === "dynamic") {
    const dyn = value instanceof Dynamic ? value : new Dynamic(inferType(value, path), value);
    if (dyn.value === null) return w.nil();
    if (dyn.value instanceof Unknown) return w.raw(dyn.value.raw ?? UNKNOWN_BYTES);
    w.arrayHeader(2);
    w.bin(new TextEncoder().encode(typeToJson(dyn.type)));
    return writeValue(w, dyn.type, dyn.value, path);
  }
  if (value instanceof Dynamic) throw new CodecError(`a dynamic value where ${typeToJson(type)} is required`, steps(path));
  switch (type) {
    case "string":
      if (typeof value !== "string") throw mismatch("a string", value, path);
      return w.str(value);
    case "bool":
      if (typeof value !== "boolean") throw mismatch("a bool", value, path);
      return w.bool(value);
    case "number":
      if (typeof value !== "number") throw mismatch("a number", value, path);
      if (!Number.isFinite(value)) throw new CodecError(`${value} is not a valid number`, steps(path));
      // As a decimal string, not a msgpack int or float: cty decodes those into big.Floats of
      // 64 or 53 bits, while numbers from state JSON and from configuration have 512 bits.
      // Terraform tells the two apart when it compares root outputs in a refresh-only plan,
      // so an unchanged output fed by a provider number made `-detailed-exitcode` exit 2.
      return w.str(decimal(value));
  }
  const kind = type[0];
  if (type[0] === "list" || type[0] === "set") {
    const inner = type[1];
    if (!Array.isArray(value)) throw mismatch(`a ${kind}`, value, path);
    w.arrayHeader(value.length);
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      writeValue(w, inner, value[i]!, path);
      path.pop();
    }
    return;
  }
  if (!isTfMap(value)) throw mismatch(`a ${kind}`, value, path);
  if (type[0] === "map") {
    const keys = Object.keys(value).sort();
    w.mapHeader(keys.length);
    for (const k of keys) {
      w.str(k);
      path.push(k);
      writeValue(w, type[1], value[k]!, path);
      path.pop();
    }
    return;
  }
  const inner = type[1];
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    if (!Object.prototype.hasOwnProperty.call(inner, keys[i]!)) throw new CodecError(`unexpected attribute "${keys[i]}"`, steps(path));
  }
  const names = sortedNames(inner);
  w.mapHeader(names.length);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    w.str(name);
    const v = Object.prototype.hasOwnProperty.call(value, name) ? value[name] : null;
    path.push(name);
    writeValue(w, inner[name]!, v === undefined ? null : v, path);
    path.pop();
  }
}

function inferType(value: TfValue, path: AttributePath): TfType {
  if (typeof value === "string") return "string";
  if (typeof value === "number") return "number";
  if (typeof value === "boolean") return "bool";
  throw new CodecError("a dynamic attribute needs a Dynamic value (its type is ambiguous)", steps(path));
}

function mismatch(expected: string, value: TfValue, path: AttributePath): CodecError {
  const got = Array.isArray(value) ? "an array" : value instanceof Unknown ? "unknown" : typeof value;
  return new CodecError(`${expected} is required, got ${got}`, steps(path));
}

export function decodeMsgpackValue(type: TfType, bytes: Uint8Array): TfValue {
  if (bytes.length === 0) return null;
  const reader = new MsgpackReader(bytes);
  path.length = 1;
  const value = readValue(reader, type, path, 0);
  reader.end();
  return value;
}

// Strings, objects and lists (the bulk of every value) are read straight into TfValues;
// anything else (null, unknown, bool, number, dynamic, a value of the wrong kind) is read
// generically and goes through fromMsg, which gives it the same meaning and errors as ever.
function readValue(r: MsgpackReader, type: TfType, path: Array<string | number>, depth: number): TfValue {
  if (type === "string") {
    const s = r.string();
    if (s !== undefined) return s;
  } else if (typeof type !== "string" && type[0] === "object") {
    const n = r.mapLength();
    if (n >= 0) return readObject(r, type[1], n, path, depth);
  } else if (typeof type !== "string" && (type[0] === "list" || type[0] === "set")) {
    const n = r.arrayLength();
    if (n >= 0) {
      const out: TfValue[] = new Array<TfValue>(n);
      for (let i = 0; i < n; i++) {
        path.push(i);
        out[i] = readValue(r, type[1], path, depth + 1);
        path.pop();
      }
      return out;
    }
  }
  return fromMsg(type, r.read(depth), path);
}

/** An object type's attributes in msgpack order, with each name's msgpack bytes. */
interface KeyTable {
  names: string[];
  types: TfType[];
  encoded: Uint8Array[];
}

const keyTables = new WeakMap<Attributes, KeyTable>();

function keyTable(attributes: Attributes): KeyTable {
  let table = keyTables.get(attributes);
  if (!table) {
    const names = sortedNames(attributes);
    const encoded = names.map((name) => {
      const w = new MsgpackWriter();
      w.str(name);
      return w.finish().slice();
    });
    table = { names, types: names.map((name) => attributes[name]!), encoded };
    keyTables.set(attributes, table);
  }
  return table;
}

/**
 * An object's map: attributes outside the type are read past; missing ones stay null.
 * Terraform writes the keys in msgpack order, so each is first compared as bytes with the
 * next expected name, which spares making a string per key; a null value is taken as is.
 */
function readObject(r: MsgpackReader, attributes: Attributes, n: number, path: Array<string | number>, depth: number): TfValue {
  const out = blankObject(attributes);
  const table = keyTable(attributes);
  let next = 0;
  for (let i = 0; i < n; i++) {
    let name: string;
    let type: TfType;
    if (next < table.encoded.length && r.skipBytes(table.encoded[next]!)) {
      name = table.names[next]!;
      type = table.types[next]!;
      next++;
    } else {
      name = r.key(depth + 1);
      if (!Object.prototype.hasOwnProperty.call(attributes, name)) {
        r.read(depth + 1);
        continue;
      }
      type = attributes[name]!;
    }
    if (r.skipNil()) {
      out[name] = null;
      continue;
    }
    path.push(name);
    out[name] = readValue(r, type, path, depth + 1);
    path.pop();
  }
  return out;
}

function fromMsg(type: TfType, m: MsgValue, path: Array<string | number>): TfValue {
  if (m === null) return null;
  if (m instanceof MsgExt) return new Unknown(m.raw);
  if (type === "dynamic") {
    if (!Array.isArray(m) || m.length !== 2) throw new CodecError("a dynamic value must be a [type, value] pair", steps(path));
    const [typeBytes, inner] = m as [MsgValue, MsgValue];
    const typeJson = typeBytes instanceof Uint8Array ? new TextDecoder().decode(typeBytes) : typeBytes;
    if (typeof typeJson !== "string") throw new CodecError("a dynamic value's type must be JSON bytes", steps(path));
    const actual = parseType(JSON.parse(typeJson), steps(path));
    return new Dynamic(actual, fromMsg(actual, inner, path));
  }
  switch (type) {
    case "string":
      if (typeof m !== "string") throw new CodecError("a string is required", steps(path));
      return m;
    case "bool":
      if (typeof m !== "boolean") throw new CodecError("a bool is required", steps(path));
      return m;
    case "number":
      return toNumber(m, steps(path));
  }
  return decodeContainer(type, m, path, MSGPACK_MAPS, fromMsg, steps);
}

export interface DynamicValueMessage {
  msgpack?: Uint8Array | null;
  json?: Uint8Array | null;
}

/** Decodes a DynamicValue, msgpack or JSON, whichever Terraform filled. Absent → null. */
export function decodeDynamicValue(type: TfType, dv: DynamicValueMessage | null | undefined): TfValue {
  if (!dv) return null;
  if (dv.msgpack && dv.msgpack.length) return decodeMsgpackValue(type, dv.msgpack);
  if (dv.json && dv.json.length) return decodeJsonValue(type, JSON.parse(new TextDecoder().decode(dv.json)));
  return null;
}

export function encodeDynamicValue(type: TfType, value: TfValue): { msgpack: Uint8Array } {
  return { msgpack: encodeMsgpack(type, value) };
}
