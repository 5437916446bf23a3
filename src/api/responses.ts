// From an HTTP response to a parsed value or a typed error.
import type { z } from "zod";
import {
  ApiError,
  EndpointNotFoundError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ResponseFormatError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from "./errors";
import type { HttpResponse } from "./http";
import { parseRetryAfter } from "./retry";
import { validationBody } from "./wire";

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function describe(value: unknown): string {
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
    throw new ResponseFormatError(operation, "", `expected JSON, got ${describe(response.body.slice(0, 60))} (HTTP ${response.status})`, {
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
        : `expected ${expectation(issue)}, got ${describe(actual)}`;
  throw new ResponseFormatError(operation, field, detail, { status: response.status });
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === "string" && message.length > 0) return message.length > 300 ? `${message.slice(0, 297)}...` : message;
  }
  return undefined;
}

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** How long a 429 or 503 asks the client to wait: Retry-After, else X-RateLimit-Reset. */
export function retryAfterMs(response: HttpResponse, now: number): number | undefined {
  const after = parseRetryAfter(response.headers["retry-after"], now);
  if (after !== undefined) return after;
  const reset = header(response, "x-ratelimit-reset");
  if (reset !== undefined && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}

/** The API's own not-found body: `{"message": "Resource not found.", "status": 404}`. */
function isApiNotFound(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { message, status } = body as { message?: unknown; status?: unknown };
  return message === "Resource not found." && (status === undefined || status === 404);
}

function notFound(operation: string, response: HttpResponse, body: unknown, itemMayBeGone: boolean): ApiError {
  if (itemMayBeGone && isApiNotFound(body)) return new NotFoundError(operation, "not found (HTTP 404: Resource not found.)", { status: 404 });
  const type = header(response, "content-type") ?? "";
  const what = body !== undefined ? "a JSON body that is not the API's" : /html/i.test(type) ? "an HTML page" : "a body that is not the API's JSON";
  return new EndpointNotFoundError(
    operation,
    `${response.url} answered HTTP 404 with ${what}: the base URL does not lead to the phpAnalytics API (it should be the address of the installation, under which the API's paths start with /api/v1)`,
    response.url,
  );
}

/**
 * The typed error for a response that is not a success. `itemMayBeGone`: the request
 * named one website, so the API's own 404 means that website does not exist; for any
 * other request a 404 means the address is wrong.
 */
export function errorForResponse(operation: string, response: HttpResponse, now: number, itemMayBeGone = false): ApiError {
  const { status } = response;
  const json = parseJson(response.body);
  const body = json.ok ? json.value : undefined;
  const said = serverMessage(body);
  const suffix = said ? `: ${said}` : "";

  if (status >= 300 && status < 400) {
    const location = header(response, "location") ?? "";
    if (/\/login\b/.test(location)) {
      return new UnauthorizedError(
        operation,
        `the server redirected to its login page (HTTP ${status}): the API key was not accepted`,
        { status },
      );
    }
    return new ApiError(operation, `unexpected redirect (HTTP ${status}) from ${response.url} to ${describe(location)}: the base URL may be wrong`, { status });
  }
  switch (status) {
    case 401:
      return new UnauthorizedError(operation, `the API key was not accepted (HTTP 401${suffix})`, { status });
    case 403:
      return new ForbiddenError(operation, `access denied (HTTP 403${suffix}); the account's plan may not include API access`, { status });
    case 404:
      return notFound(operation, response, body, itemMayBeGone);
    case 422: {
      const parsed = validationBody().safeParse(body);
      if (parsed.success) {
        const data = parsed.data;
        return new ValidationError(operation, typeof data.message === "object" ? data.message : (data.errors as Record<string, string[]>));
      }
      return new ValidationError(operation, { _: [said ?? "the server rejected the request"] });
    }
    case 429: {
      const wait = retryAfterMs(response, now);
      const when = wait === undefined ? "" : `; retry after ${Math.ceil(wait / 1000)} s`;
      return new RateLimitedError(operation, `too many requests (HTTP 429${suffix})${when}`, wait);
    }
  }
  if (status >= 500) {
    const wait = status === 503 ? retryAfterMs(response, now) : undefined;
    return new ServerError(operation, `server error (HTTP ${status}${suffix})`, wait === undefined ? { status } : { status, retryAfterMs: wait });
  }
  return new ApiError(operation, `unexpected HTTP ${status}${suffix}`, { status });
}
