// The API error a call was expected to fail with, for tests that look at its type and fields.
import { ApiError } from "../../src/api";

/** The ApiError `p` rejects with; fails when it resolves, or rejects with anything else. */
export async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected a rejection");
}
