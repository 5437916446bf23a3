// From an HTTP response that is not a success to a typed error (a success body is read by
// its module under ./bodies).
import { ApiError, EndpointNotFoundError, ForbiddenError, NotFoundError, RateLimitedError, ServerError, UnauthorizedError, ValidationError } from "./errors";
import type { HttpResponse } from "./http";
import { parseRetryAfter } from "./retry";
import { lazily, parseJson, quoted } from "./bodies/parse";

/** 422 body: field messages under `message` (deployed) or `errors` (stock Laravel). */
const validationBody = lazily((z) =>
  z.union([
    z.looseObject({ message: z.record(z.string(), z.array(z.string())) }),
    z.looseObject({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())) }),
  ]),
);

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
    `${response.url} answered HTTP 404 with ${what}: the base URL does not lead to the phpAnalytics API (it should be the address of the installation, under ` +
      `which the API's paths start with /api/v1)`,
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
      return new UnauthorizedError(operation, `the server redirected to its login page (HTTP ${status}): the API key was not accepted`, { status });
    }
    return new ApiError(operation, `unexpected redirect (HTTP ${status}) from ${response.url} to ${quoted(location)}: the base URL may be wrong`, { status });
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
