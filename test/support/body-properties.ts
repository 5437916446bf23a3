// What the property tests of the zod-free body readers share (test/api/bodies-fast-path.test.ts,
// test/api/statistics-fast-path.test.ts): odd field values, bodies as they arrive, and the
// checks that hold a reader to its zod schema.
import fc from "fast-check";
import { expect } from "vitest";
import type { output, ZodType } from "zod";
import { ResponseFormatError } from "../../src/api/errors";

export const RUNS = { numRuns: 400 };

/** What may stand in a field of a body the server did not send as documented. */
export const odd = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 6 }),
  // integers written as text, as an echo does, and text the schema does not take for one
  { weight: 4, arbitrary: fc.constantFrom("7", "-3", "2", "07", " 7", "7 ", "+7", "7.0", "1e3", "0x10", "") },
  fc.double({ noNaN: true }),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1.5, 3, -1, 9),
  fc.constant([]),
  fc.constant({}),
);

export const text = fc.string({ maxLength: 12 });

/** The body as it arrives: through JSON, so a field set to undefined is missing. */
export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

export const response = (json: unknown, url = "http://127.0.0.1/api/v1/websites") => ({ url, status: 200, headers: {}, body: JSON.stringify(json) });

/** What the client's parser does with a body: its value, or the error's message. */
export function outcome(parse: () => unknown): { value: unknown } | { error: string } {
  try {
    return { value: parse() };
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseFormatError);
    return { error: (error as Error).message };
  }
}

/**
 * A zod-free reader that takes the body reads it as the schema does (the schema accepting
 * it); `read` turns the schema's output into what the reader gives, where they differ.
 */
export function readsAsSchema<S extends ZodType>(
  body: unknown,
  plain: (body: unknown) => unknown,
  schema: S,
  read: (parsed: output<S>) => unknown = (parsed) => parsed,
): void {
  const taken = plain(body);
  if (taken === undefined) return;
  const checked = schema.safeParse(body);
  expect(checked.success).toBe(true);
  if (checked.success) expect(taken).toEqual(read(checked.data));
}
