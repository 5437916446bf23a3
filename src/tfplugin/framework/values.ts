// Values by their cty type, apart from any wire encoding: object types and their attribute
// names (computed once per type, since every RPC needs them), new objects of a type,
// equality and unknown-ness of values, type JSON, and the error of a value that does not fit.
import { Dynamic, Unknown, type Attribute, type AttributePath, type Schema, type TfObject, type TfType, type TfValue } from "./types";

const objectTypes = new WeakMap<Schema, TfType>();

/** The object type of a schema; computed once per schema, since every RPC needs it. */
export function objectType(schema: Schema): TfType {
  let type = objectTypes.get(schema);
  if (!type) {
    const attrs: { [name: string]: TfType } = {};
    for (const [name, attr] of Object.entries(schema.attributes)) attrs[name] = attr.type;
    type = ["object", attrs];
    objectTypes.set(schema, type);
  }
  return type;
}

/** A schema's attribute names and attributes, index for index. */
export interface AttributeList {
  readonly names: readonly string[];
  readonly attributes: readonly Attribute[];
}

const attributeLists = new WeakMap<Schema, AttributeList>();

/**
 * A schema's attributes as two arrays, computed once per schema. The per-call loops over
 * them are indexed: most handler code runs unoptimized in a provider process, where a
 * for-of loop or a destructured pair allocates an iterator and a result object per step.
 */
export function attributeList(schema: Schema): AttributeList {
  let list = attributeLists.get(schema);
  if (!list) {
    list = { names: Object.keys(schema.attributes), attributes: Object.values(schema.attributes) };
    attributeLists.set(schema, list);
  }
  return list;
}

/** Compact cty type JSON, e.g. `["list","string"]`. */
export function typeToJson(type: TfType): string {
  return JSON.stringify(type);
}

export function isTfMap(v: TfValue): v is { [key: string]: TfValue } {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Unknown) && !(v instanceof Dynamic);
}

export function setKey(target: { [key: string]: TfValue }, key: string, value: TfValue): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}

export type Attributes = { readonly [name: string]: TfType };
const attributeNames = new WeakMap<Attributes, string[]>();
const blankObjects = new WeakMap<Attributes, { [key: string]: TfValue }>();

/** An object type's attribute names, in declaration order, computed once per type. */
export function namesOf(attributes: Attributes): string[] {
  let names = attributeNames.get(attributes);
  if (!names) {
    names = Object.keys(attributes);
    attributeNames.set(attributes, names);
  }
  return names;
}

/**
 * A new object holding every attribute as null, in declaration order. Copying one template
 * gives every value of a type the same shape at once (an own "__proto__" stays an own
 * property, so plain assignment to it is safe afterwards).
 */
export function blankObject(attributes: Attributes): { [key: string]: TfValue } {
  let blank = blankObjects.get(attributes);
  if (!blank) {
    blank = {};
    for (const name of namesOf(attributes)) setKey(blank, name, null);
    blankObjects.set(attributes, blank);
  }
  return { ...blank };
}

const sortedNamesCache = new WeakMap<object, string[]>();

/** An object type's attribute names in msgpack order, computed once per type. */
export function sortedNames(attributes: { readonly [name: string]: TfType }): string[] {
  const names = sortedNamesCache.get(attributes) ?? Object.keys(attributes).sort();
  sortedNamesCache.set(attributes, names);
  return names;
}

export function containsUnknown(value: TfValue): boolean {
  if (value instanceof Unknown) return true;
  if (value instanceof Dynamic) return containsUnknown(value.value);
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (isTfMap(value)) {
    const values = Object.values(value);
    for (let i = 0; i < values.length; i++) if (containsUnknown(values[i]!)) return true;
  }
  return false;
}

/** Paths of every unknown inside a value. */
export function unknownPaths(value: TfValue, path: Array<string | number> = []): AttributePath[] {
  if (value instanceof Unknown) return [path];
  if (value instanceof Dynamic) return unknownPaths(value.value, path);
  if (Array.isArray(value)) return value.flatMap((v, i) => unknownPaths(v, [...path, i]));
  if (isTfMap(value)) return Object.entries(value).flatMap(([k, v]) => unknownPaths(v, [...path, k]));
  return [];
}

/** A copy of a partial object with every attribute of the schema present (missing → null). */
export function fillObject(schema: Schema, partial: Partial<TfObject>): TfObject {
  const attributes = objectType(schema)[1] as Attributes;
  const out = blankObject(attributes);
  const names = namesOf(attributes);
  for (let i = 0; i < names.length; i++) {
    const v = partial[names[i]!];
    if (v !== undefined) out[names[i]!] = v;
  }
  return out;
}

/** Deep equality by type; sets compare without order; unknown equals nothing. */
export function valuesEqual(type: TfType, a: TfValue, b: TfValue): boolean {
  if (a instanceof Unknown || b instanceof Unknown) return false;
  if (a === null || b === null) return a === b;
  if (type === "dynamic" || a instanceof Dynamic || b instanceof Dynamic) {
    if (!(a instanceof Dynamic) || !(b instanceof Dynamic)) {
      return a instanceof Dynamic || b instanceof Dynamic ? false : a === b;
    }
    return typeToJson(a.type) === typeToJson(b.type) && valuesEqual(a.type, a.value, b.value);
  }
  if (typeof type === "string") return a === b;
  if (type[0] === "list" || type[0] === "set") {
    const inner = type[1];
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    if (a.length === 0) return true;
    if (type[0] === "list") {
      for (let i = 0; i < a.length; i++) if (!valuesEqual(inner, a[i]!, b[i]!)) return false;
      return true;
    }
    const used = new Array<boolean>(b.length).fill(false);
    return a.every((el) => {
      const i = b.findIndex((other, j) => !used[j] && valuesEqual(inner, el, other));
      if (i < 0) return false;
      used[i] = true;
      return true;
    });
  }
  if (!isTfMap(a) || !isTfMap(b)) return false;
  if (type[0] === "map") {
    const inner = type[1];
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && valuesEqual(inner, a[k]!, b[k]!));
  }
  const attributes = type[1];
  const names = namesOf(attributes);
  for (let i = 0; i < names.length; i++) {
    const k = names[i]!;
    if (!valuesEqual(attributes[k]!, a[k] ?? null, b[k] ?? null)) return false;
  }
  return true;
}

/** A value that does not fit its type; `path` names where. */
export class CodecError extends Error {
  override name = "CodecError";
  readonly path: AttributePath;
  constructor(message: string, path: AttributePath) {
    super(path.length ? `${formatPath(path)}: ${message}` : message);
    // a copy: the encoder and decoder pass one path array down and back up
    this.path = [...path];
  }
}

export function formatPath(path: AttributePath): string {
  let out = "";
  for (const step of path) out += typeof step === "number" ? `[${step}]` : out ? `.${step}` : step;
  return out;
}

export function parseType(json: unknown, path: AttributePath = []): TfType {
  if (json === "string" || json === "number" || json === "bool" || json === "dynamic") return json;
  if (Array.isArray(json) && json.length === 2) {
    const [kind, inner] = json as [unknown, unknown];
    if (kind === "list" || kind === "set" || kind === "map") return [kind, parseType(inner, path)];
    if (kind === "object" && isPlainObject(inner)) {
      const attrs: { [name: string]: TfType } = {};
      for (const [k, v] of Object.entries(inner)) attrs[k] = parseType(v, path);
      return ["object", attrs];
    }
  }
  // tuples and optional-attribute object types are not used by this layer
  throw new CodecError(`unsupported type ${JSON.stringify(json)}`, path);
}

export function isPlainObject(v: unknown): v is { [key: string]: unknown } {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}

/** The exact decimal form of a finite number (integers beyond 2^53 in full, not rounded). */
export function decimal(value: number): string {
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value).toString() : String(value);
}

/**
 * A number as this provider holds it, a 64-bit float. Terraform's numbers are exact decimals,
 * and a plan must give back the configuration's own value: one a float cannot hold (an
 * integer beyond 2^53, more than about 17 significant digits) is refused here, by name,
 * rather than planned rounded and refused by Terraform as an invalid plan.
 */
export function toNumber(m: unknown, path: AttributePath): number {
  if (typeof m === "number") return m;
  if (typeof m === "bigint") {
    const n = Number(m);
    if (BigInt(n) === m) return n;
    throw inexact(m.toString(), path);
  }
  if (typeof m === "string" && m.trim() !== "") {
    const n = Number(m);
    if (!Number.isNaN(n)) {
      // kept when the decimal the provider writes back for it is this same number
      if (Number.isFinite(n) && canonicalDecimal(m) === canonicalDecimal(decimal(n))) return n;
      throw inexact(m.trim(), path);
    }
  }
  throw new CodecError("a number is required", path);
}

function inexact(text: string, path: AttributePath): CodecError {
  return new CodecError(
    `${text} has more precision than this provider keeps (64-bit floating point: integers up to 9007199254740992, about 15 significant digits): use a smaller or shorter number`,
    path,
  );
}

/** "-0012.3400e1" -> "-1234e-1": a decimal's sign, significant digits and exponent, or "" when it is not one. */
function canonicalDecimal(text: string): string {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return "";
  const whole = match[2] ?? "";
  const fraction = match[3] ?? "";
  let digits = (whole + fraction).replace(/^0+/, "");
  if (digits === "") return "0";
  let exponent = Number(match[4] ?? 0) - fraction.length;
  const trailing = digits.length - digits.replace(/0+$/, "").length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return `${match[1] === "-" ? "-" : ""}${digits}e${exponent}`;
}

