// Typed reads of Terraform values that validation has already constrained. A value of the
// wrong shape here is a bug in the provider, so it throws instead of guessing.
import { Unknown, type TfValue } from "../tfplugin/types";

export function isKnown(value: TfValue): boolean {
  return !(value instanceof Unknown);
}

export function str(value: TfValue): string {
  if (typeof value !== "string") throw new TypeError(`expected a string, got ${describe(value)}`);
  return value;
}

export function optionalStr(value: TfValue): string | undefined {
  return value === null ? undefined : str(value);
}

export function bool(value: TfValue): boolean {
  if (typeof value !== "boolean") throw new TypeError(`expected a bool, got ${describe(value)}`);
  return value;
}

export function optionalNumber(value: TfValue): number | undefined {
  if (value === null) return undefined;
  if (typeof value !== "number") throw new TypeError(`expected a number, got ${describe(value)}`);
  return value;
}

export function strings(value: TfValue): string[] {
  if (value === null) return [];
  if (!Array.isArray(value)) throw new TypeError(`expected a list of strings, got ${describe(value)}`);
  return value.map(str);
}

function describe(value: TfValue): string {
  if (value instanceof Unknown) return "an unknown value";
  return value === null ? "null" : typeof value;
}
