// Object values as the provider service handles them: decoded from a DynamicValue with the
// secrets in them registered for masking, checked to be wholly known, stripped of write-only
// values before they are stored.
import { containsUnknown, decodeDynamicValue, fillObject, objectType, unknownPaths, valuesEqual, type DynamicValueMessage } from "../codec";
import { Dynamic, registerSecret, Unknown, type CallContext, type Schema, type TfObject, type TfType, type TfValue } from "../../framework";

export const NIL: { msgpack: Uint8Array } = { msgpack: Uint8Array.of(0xc0) };

export function asObject(value: TfValue): TfObject | null {
  if (value === null) return null;
  if (typeof value !== "object" || Array.isArray(value) || value instanceof Unknown) {
    throw new Error("expected an object value");
  }
  return value as TfObject;
}

export function decodeObject(schema: Schema, dv: DynamicValueMessage | null | undefined): TfObject | null {
  return registerSensitive(schema, asObject(decodeDynamicValue(objectType(schema), dv)));
}

/** The attribute names of a schema that the per-call helpers below visit, found once per schema. */
interface SchemaNames {
  /** Sensitive or write-only: their strings are log secrets. */
  secret: string[];
  writeOnly: string[];
}

const namesCache = new WeakMap<Schema, SchemaNames>();

export function schemaNames(schema: Schema): SchemaNames {
  let names = namesCache.get(schema);
  if (!names) {
    const entries = Object.entries(schema.attributes);
    names = {
      secret: entries.filter(([, attr]) => attr.sensitive || attr.writeOnly).map(([name]) => name),
      writeOnly: entries.filter(([, attr]) => attr.writeOnly).map(([name]) => name),
    };
    namesCache.set(schema, names);
  }
  return names;
}

function registerStrings(v: TfValue): void {
  if (typeof v === "string") {
    if (v.length >= 4) registerSecret(v);
  } else if (Array.isArray(v)) v.forEach(registerStrings);
  else if (v instanceof Dynamic) registerStrings(v.value);
  else if (v !== null && typeof v === "object" && !(v instanceof Unknown)) Object.values(v).forEach(registerStrings);
}

/**
 * Registers the strings inside sensitive and write-only attributes as log secrets, so a
 * handler that logs one by mistake still writes "***". Very short values are skipped: masking every "a" would
 * make the logs useless while protecting nothing.
 */
export function registerSensitive(schema: Schema, value: TfObject | null): TfObject | null {
  if (value === null) return value;
  const secret = schemaNames(schema).secret;
  for (let i = 0; i < secret.length; i++) registerStrings(value[secret[i]!] ?? null);
  return value;
}

/** False, with an error per unknown value, when a handler's result is not wholly known. */
export function checkComplete(value: TfObject | null, what: string, ctx: CallContext): boolean {
  if (value === null || !containsUnknown(value)) return true;
  for (const path of unknownPaths(value)) {
    ctx.diagnostics.error(
      "Provider returned an unknown value",
      `The provider returned an unknown value in the ${what}; every value must be known after this operation. This is a bug in the provider.`,
      path,
    );
  }
  return false;
}

/**
 * A handler's resulting state as Terraform stores it: without write-only values, its secrets
 * registered for redaction; undefined, with an error per unknown value, when not wholly known.
 */
export function storedState(schema: Schema, result: TfObject, what: string, ctx: CallContext): TfObject | undefined {
  const stored = registerSensitive(schema, stripWriteOnly(schema, result))!;
  return checkComplete(stored, what, ctx) ? stored : undefined;
}

/** Write-only values are never stored: null in every state and plan the provider returns. */
export function stripWriteOnly(schema: Schema, value: TfObject | null): TfObject | null {
  if (value === null) return null;
  const out = fillObject(schema, value);
  for (const name of schemaNames(schema).writeOnly) out[name] = null;
  return out;
}

/** Outside an apply no plan awaits the result, so there is nothing for Terraform to keep. */
function noPlanToDiffer(): void {}

/**
 * A call's context with the provider's data (built field by field: cheaper than a spread).
 * `stoppedPartWay` is the apply's to hear (see ResourceCallContext).
 */
export function withData<D>(
  ctx: CallContext,
  data: D,
  stoppedPartWay: (why: string) => void = noPlanToDiffer,
): CallContext & { data: D; stoppedPartWay(why: string): void } {
  return { signal: ctx.signal, diagnostics: ctx.diagnostics, log: ctx.log, data, stoppedPartWay };
}

/** Whether a value of this type can hold a number (dynamic: anything can). */
function canHoldNumber(type: TfType): boolean {
  if (type === "number" || type === "dynamic") return true;
  if (typeof type === "string") return false;
  if (type[0] === "object") return Object.values(type[1]).some(canHoldNumber);
  return canHoldNumber(type[1]);
}

const numberAttributes = new WeakMap<TfType & object, string[]>();

/** The attributes of an object type that can hold a number, found once per type. */
function numberNames(type: TfType): string[] {
  if (typeof type === "string" || type[0] !== "object") return [];
  let names = numberAttributes.get(type);
  if (!names) {
    names = Object.entries(type[1])
      .filter(([, attributeType]) => canHoldNumber(attributeType))
      .map(([name]) => name);
    numberAttributes.set(type, names);
  }
  return names;
}

/**
 * The msgpack Terraform sent for `known`, when `value` equals it: most reads and plans return
 * what they were given, and comparing costs less than encoding again. Not when a number is
 * set: Terraform sends whole numbers as msgpack integers, which it decodes at 64 bits, while
 * the codec writes numbers as it reads them from state, at full precision, and a root output
 * built from one would then differ from the stored one (a refresh-only plan that reports
 * "No changes" but exits 2 with -detailed-exitcode).
 */
export function unchangedBytes(
  type: TfType,
  value: TfObject | null,
  known: TfObject | null,
  sent: DynamicValueMessage | null | undefined,
): DynamicValueMessage | undefined {
  const bytes = sent?.msgpack;
  if (value === null || known === null || !bytes || bytes.length === 0) return undefined;
  const numbers = numberNames(type);
  for (let i = 0; i < numbers.length; i++) if ((known[numbers[i]!] ?? null) !== null) return undefined;
  return valuesEqual(type, value, known) ? { msgpack: bytes } : undefined;
}

/** Whether two DynamicValues carry the same msgpack bytes. */
export function sameBytes(a: DynamicValueMessage | null | undefined, b: DynamicValueMessage | null | undefined): boolean {
  const x = a?.msgpack;
  const y = b?.msgpack;
  return !!x && !!y && x.length > 0 && Buffer.compare(x, y) === 0;
}
