// Typed errors of the API client. Every error names the operation it belongs to and
// carries what a caller needs to act on it. Messages never contain the API key or a
// password: they are built only from the operation, the status and the server's message.

export interface ApiErrorOptions {
  status?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = "ApiError";
  /** HTTP status of the response, when there was one. */
  readonly status?: number;
  /** What the client was doing, e.g. "read website 7". */
  readonly operation: string;
  /** What went wrong, without the operation: the message is "operation: detail". */
  readonly detail: string;

  constructor(operation: string, detail: string, options: ApiErrorOptions = {}) {
    super(`${operation}: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.operation = operation;
    this.detail = detail;
    if (options.status !== undefined) this.status = options.status;
  }

  /** Takes `secret` out of the message and the detail (the server's text may echo it). */
  redact(secret: string): void {
    if (secret.length < 4) return;
    const hide = (text: string): string => text.split(secret).join("[redacted]");
    this.message = hide(this.message);
    (this as { detail: string }).detail = hide(this.detail);
  }
}

/** 401, or a 302 to the login page: the API key is missing, wrong or revoked. */
export class UnauthorizedError extends ApiError {
  override name = "UnauthorizedError";
}

/** 403: the account's plan does not include API access. */
export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
}

/** The API's own 404 (`{"message": "Resource not found."}`): the website does not exist. */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}

/**
 * A 404 that is not the API's own answer (an HTML page, another JSON body, a proxy), or a
 * 404 for a collection that always exists: the base URL does not lead to the API. It never
 * means that a website is gone.
 */
export class EndpointNotFoundError extends ApiError {
  override name = "EndpointNotFoundError";
  /** The URL that was requested, without credentials or query. */
  readonly url: string;

  constructor(operation: string, detail: string, url: string, options: ApiErrorOptions = {}) {
    super(operation, detail, { status: 404, ...options });
    this.url = url;
  }
}

/** 422: the server rejected fields. `fields` maps a field name to its messages. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  readonly fields: Record<string, string[]>;

  constructor(operation: string, fields: Record<string, string[]>, options: ApiErrorOptions = {}) {
    const summary = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
      .join("; ");
    super(operation, `the server rejected the request (${summary || "no details given"})`, {
      status: 422,
      ...options,
    });
    this.fields = fields;
  }
}

/** 429 that survived the client's retries. */
export class RateLimitedError extends ApiError {
  override name = "RateLimitedError";
  /** How long the server asked to wait, when it said. */
  readonly retryAfterMs?: number;

  constructor(operation: string, detail: string, retryAfterMs: number | undefined, options: ApiErrorOptions = {}) {
    super(operation, detail, { status: 429, ...options });
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/** 5xx. */
export class ServerError extends ApiError {
  override name = "ServerError";
  /** Retry-After of a 503, when the server said. */
  readonly retryAfterMs?: number;

  constructor(operation: string, detail: string, options: ApiErrorOptions & { retryAfterMs?: number } = {}) {
    super(operation, detail, options);
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

export type TransportErrorCode = "ECONNREFUSED" | "ECONNRESET" | "ETIMEDOUT" | "ENOTFOUND" | "EAI_AGAIN" | "EPROTO" | string;

/** No usable HTTP response: connection refused or reset, DNS failure, timeout. */
export class TransportError extends ApiError {
  override name = "TransportError";
  readonly code: TransportErrorCode;
  /**
   * Whether the request may have reached the server. False when the connection was
   * never made (refused, DNS), so even a create is safe to repeat.
   */
  readonly maybeSent: boolean;

  constructor(operation: string, detail: string, code: TransportErrorCode, maybeSent: boolean, options: ApiErrorOptions = {}) {
    super(operation, detail, options);
    this.code = code;
    this.maybeSent = maybeSent;
  }
}

/** A response body that is not JSON or lacks / mistypes a field the client needs. */
export class ResponseFormatError extends ApiError {
  override name = "ResponseFormatError";
  /** Dotted path of the offending field, e.g. "data.privacy"; empty for the whole body. */
  readonly field: string;

  constructor(operation: string, field: string, detail: string, options: ApiErrorOptions = {}) {
    super(operation, field ? `response field ${field}: ${detail}` : `response body: ${detail}`, options);
    this.field = field;
  }
}

/** Rejected by the client before any request: a bad argument or client option. */
export class InvalidInputError extends ApiError {
  override name = "InvalidInputError";
  /** The argument at fault, e.g. "id", "per_page", "password", "baseUrl". */
  readonly field: string;

  constructor(operation: string, field: string, detail: string) {
    super(operation, detail);
    this.field = field;
  }
}

/**
 * A request asked never to wait (withoutWaiting) found that it would have to: the rate
 * limit's budget is spent or the server asked to wait. Nothing was sent; never retried.
 */
export class WouldWaitError extends ApiError {
  override name = "WouldWaitError";

  constructor(operation: string) {
    super(operation, "not sent: skipped so as not to wait for the rate limit (its budget is spent or the server asked to wait)");
  }
}

/** The caller's AbortSignal fired. Never retried. */
export class AbortedError extends ApiError {
  // The conventional name of a cancellation.
  override name = "AbortError";
  /**
   * Whether the request was under way when it was cancelled, so the server may have carried
   * it out. False when it was cancelled before it was sent (waiting for its turn, say).
   */
  readonly maybeSent: boolean;

  constructor(operation: string, detail: string, options: ApiErrorOptions & { maybeSent?: boolean } = {}) {
    super(operation, detail, options);
    this.maybeSent = options.maybeSent === true;
  }
}

const TRANSIENT_CODES: ReadonlySet<string> = new Set(["ECONNRESET", "ETIMEDOUT", "ECONNREFUSED", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN"]);

/** Worth another attempt: a reset, a timeout, a refused connection, a host or network out of reach, a name server that did not answer. */
export function isTransient(error: TransportError): boolean {
  return TRANSIENT_CODES.has(error.code);
}

/** The code of a read not sent because the service is taken as down (see service-health.ts). */
export const SERVICE_DOWN = "ESERVICEDOWN";

/**
 * The service is down, overloaded or out of reach for now (a 5xx, a 429, a transient
 * connection failure), rather than the request or the client's settings being wrong.
 */
export function serviceUnavailable(error: ApiError): boolean {
  if (error instanceof TransportError) return isTransient(error) || error.code === SERVICE_DOWN;
  return error instanceof ServerError || error instanceof RateLimitedError;
}

/** The request may have been carried out although no success came back. */
export function outcomeUnknown(error: ApiError): boolean {
  if (error instanceof TransportError) return error.maybeSent && isTransient(error);
  // a success whose body cannot be read (a PHP notice before the JSON, say): carried out, result unknown
  if (error instanceof ResponseFormatError) return error.status !== undefined && error.status >= 200 && error.status < 300;
  return error instanceof ServerError;
}
