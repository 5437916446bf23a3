// Reading request input the way Laravel does: query and body merged (body wins), form or
// JSON bodies, strings trimmed (except passwords) and empty strings turned into null.
import type { IncomingMessage } from "node:http";

/** Top-level request fields. Values are strings from forms, anything from JSON. */
export type RequestInput = Record<string, unknown>;

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}
export class BadJson extends Error {}

const UNTRIMMED = new Set(["password", "password_confirmation", "current_password"]);

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Form pairs to an object; a repeated key keeps its last value, like PHP. */
export function formToInput(params: URLSearchParams): RequestInput {
  const out: RequestInput = Object.create(null) as RequestInput;
  for (const [k, v] of params) out[k] = v;
  return out;
}

export function parseBody(text: string, contentType: string | undefined): RequestInput {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!text) return Object.create(null) as RequestInput;
  if (type === "application/json" || type.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadJson();
    }
    const out: RequestInput = Object.create(null) as RequestInput;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [k, v] of Object.entries(parsed)) out[k] = v;
    }
    return out;
  }
  if (type === "application/x-www-form-urlencoded" || type === "") return formToInput(new URLSearchParams(text));
  return Object.create(null) as RequestInput;
}

/** TrimStrings + ConvertEmptyStringsToNull, on top-level values. */
export function normalizeInput(input: RequestInput): RequestInput {
  const out: RequestInput = Object.create(null) as RequestInput;
  for (const [k, v] of Object.entries(input)) {
    if (typeof v === "string") {
      const s = UNTRIMMED.has(k) ? v : v.trim();
      out[k] = s === "" ? null : s;
    } else {
      out[k] = v;
    }
  }
  return out;
}

export function mergeInputs(query: RequestInput, body: RequestInput): RequestInput {
  return Object.assign(Object.create(null) as RequestInput, query, body);
}
