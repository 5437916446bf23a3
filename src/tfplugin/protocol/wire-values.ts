// What the wire encodings (msgpack in ./codec, cty's JSON in ./cty-json) share in reading
// and writing values: the error of a value that does not fit its type, type JSON parsed,
// numbers as the exact decimals Terraform holds, and attribute names in msgpack order.
// The values themselves, and what a provider does with them, are the framework's
// (../framework/values).
import { blankObject, namesOf, setKey, type AttributePath, type TfType, type TfValue } from "../framework";

const sortedNamesCache = new WeakMap<object, string[]>();

/** An object type's attribute names in msgpack order, computed once per type. */
export function sortedNames(attributes: { readonly [name: string]: TfType }): string[] {
  const names = sortedNamesCache.get(attributes) ?? Object.keys(attributes).sort();
  sortedNamesCache.set(attributes, names);
  return names;
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

function formatPath(path: AttributePath): string {
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
    `${text} has more precision than this provider keeps (64-bit floating point: integers up to 9007199254740992, ` +
      `about 15 significant digits): use a smaller or shorter number`,
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

/** How a wire form holds maps and objects: msgpack decodes them to a Map, cty JSON to a plain object. */
export interface KeyedForm<Keyed, Element> {
  is(value: unknown): value is Keyed;
  entries(keyed: Keyed): Iterable<readonly [string, Element]>;
  get(keyed: Keyed, name: string): Element | undefined;
}

/**
 * A list, set, map or object decoded from its wire form, each element by `element`, which
 * gets the path extended by the element's step. Objects: unknown attributes dropped, missing
 * ones null. `where`: the path an error names.
 */
export function decodeContainer<Keyed, Element>(
  type: Exclude<TfType, string>,
  value: unknown,
  path: Array<string | number>,
  form: KeyedForm<Keyed, Element>,
  element: (type: TfType, value: Element, path: Array<string | number>) => TfValue,
  where: (path: AttributePath) => AttributePath,
): TfValue {
  const [kind, inner] = type;
  if (kind === "list" || kind === "set") {
    if (!Array.isArray(value)) throw new CodecError(`a ${kind} is required`, where(path));
    return (value as Element[]).map((el, i) => {
      path.push(i);
      const decoded = element(inner, el, path);
      path.pop();
      return decoded;
    });
  }
  if (!form.is(value)) throw new CodecError(`a ${kind} is required`, where(path));
  if (kind === "map") {
    const out: { [key: string]: TfValue } = {};
    for (const [k, v] of form.entries(value)) {
      path.push(k);
      setKey(out, k, element(inner, v, path));
      path.pop();
    }
    return out;
  }
  const out = blankObject(inner);
  for (const name of namesOf(inner)) {
    const v = form.get(value, name);
    if (v === null || v === undefined) continue;
    path.push(name);
    out[name] = element(inner[name]!, v, path);
    path.pop();
  }
  return out;
}
