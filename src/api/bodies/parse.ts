// Reading a success body: JSON, then the body's zod schema, or ResponseFormatError naming the
// first bad field. zod loads on the first schema that is needed: a provider launch that only
// lists, reads, creates and updates plainly well-formed websites and reads the account (see
// ./website.ts, ./page.ts, ./account.ts) never needs it, and loading zod and building the
// schemas would otherwise be done in ConfigureProvider, on Terraform's critical path.
import type * as Zod from "zod";
import type { z } from "zod";
import { ResponseFormatError } from "../errors";
import type { HttpResponse } from "../http";

export type Z = typeof Zod.z;

let loaded: Z | undefined;

function zod(): Z {
  return (loaded ??= (require("zod") as typeof Zod).z);
}

/** A value built with zod on its first use and kept. */
export function lazily<T>(build: (z: Z) => T): () => T {
  let value: T | undefined;
  return () => (value ??= build(zod()));
}

/** An integer the server may send as a number or echo back as the form string ("2"). */
export const wireInt = (z: Z) =>
  z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/, "expected an integer or an integer string")
      .transform((s) => Number(s)),
  ]);

// Type checks of parsed JSON for the zod-free readers of ./website.ts, ./page.ts and
// ./account.ts, each accepting exactly what the schema's part accepts.
export type JsonFields = { [field: string]: unknown };
export const isJsonObject = (v: unknown): v is JsonFields => typeof v === "object" && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
export const isIntOrNull = (v: unknown): v is number | null => v === null || Number.isSafeInteger(v);
export const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === "string";

/** What wireInt makes of a value: an integer, or the integer string the real server sends as per_page. */
export function plainInt(v: unknown): number | undefined {
  if (Number.isSafeInteger(v)) return v as number;
  return typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : undefined;
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The response's JSON, or undefined when it is not JSON (parseBody then says so). */
export function jsonOf(response: HttpResponse): unknown {
  const parsed = parseJson(response.body);
  return parsed.ok ? parsed.value : undefined;
}

/** A value as a message quotes it: JSON, cut at 60 characters. */
export function quoted(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

type Issue = z.core.$ZodIssue;

function expectation(issue: Issue): string {
  if (issue.code === "invalid_type") return String(issue.expected);
  if (issue.code === "invalid_value") return issue.values.map((v) => JSON.stringify(v)).join(" or ");
  if (issue.code === "invalid_union") {
    const parts = new Set(issue.errors.flatMap((branch) => branch.slice(0, 1).map(expectation)));
    return [...parts].join(" or ");
  }
  return issue.message;
}

/** Parse a success body, or throw ResponseFormatError naming the first bad field. */
export function parseBody<S extends z.ZodType>(operation: string, response: HttpResponse, schema: S): z.output<S> {
  const json = parseJson(response.body);
  if (!json.ok) {
    throw new ResponseFormatError(operation, "", `expected JSON, got ${quoted(response.body.slice(0, 60))} (HTTP ${response.status})`, {
      status: response.status,
    });
  }
  const result = schema.safeParse(json.value);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as Issue;
  const field = issue.path.map(String).join(".");
  const actual = valueAt(json.value, issue.path);
  const detail =
    issue.code === "custom"
      ? issue.message
      : actual === undefined
        ? `missing (expected ${expectation(issue)})`
        : `expected ${expectation(issue)}, got ${quoted(actual)}`;
  throw new ResponseFormatError(operation, field, detail, { status: response.status });
}
