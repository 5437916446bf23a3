// Values by their cty type, apart from any wire encoding: object types and their attribute
// names (computed once per type, since every RPC needs them), new objects of a type,
// equality and unknown-ness of values, and type JSON. How values are read off the wire
// (type JSON parsed, exact numbers, the codec's error) is the protocol layer's ../protocol/wire-values.
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
