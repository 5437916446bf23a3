// The client's options and their checks, in the client's own words (baseUrl, apiKey):
// callers translate into their settings' names.
import type { SecureContext } from "node:tls";
import { apiKeyProblem } from "./api-key";
import { checkBaseUrl } from "./base-url";
import { systemClock, type Clock } from "./clock";
import { InvalidInputError } from "./errors";
import type { ClientEvent } from "./events";
import { DEFAULT_BACKOFF, DEFAULT_MAX_RETRIES, DEFAULT_MAX_RETRY_TIME_MS, DEFAULT_UNREACHABLE_READ_TIME_MS, type BackoffOptions } from "./retry";

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /**
   * The installation's address, e.g. "http://127.0.0.1:8080" or
   * "https://analytics.example.com"; paths start at /api/v1 under it (a trailing /api/v1
   * is accepted and not doubled).
   */
  baseUrl: string;
  apiKey: string;
  /** Per request, from sending to the end of the body. Default 30 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 5. */
  maxRetries?: number;
  /** No retry starts later than this after the first attempt. Default 120 s. */
  maxRetryTimeMs?: number;
  /**
   * A read (not a change, nor a read that settles one) that cannot connect to the server
   * (refused, unreachable, timed out connecting) starts no retry later than this after its
   * first try, or after the server stopped answering if earlier. Default 8 s: a plan
   * reports a stopped server quickly.
   */
  unreachableReadTimeMs?: number;
  /** Undefined: follow the server's X-RateLimit-Limit (60 until known). A number caps it. 0: no pacing. */
  requestsPerMinute?: number;
  /** The pacing window. Default 60 s, as the server's. */
  rateLimitWindowMs?: number;
  userAgent?: string;
  logger?: (event: ClientEvent) => void;
  /** Cancels every request of this client. */
  signal?: AbortSignal;
  /** Most connections the client keeps open. Default 16. */
  connections?: number;
  /**
   * The certificate authorities an https baseUrl is checked against. Default: Node's (its
   * bundled roots, plus NODE_EXTRA_CA_CERTS when Node loaded it at startup). A function is
   * called on the first connection: a context that trusts Node's roots parses all of them.
   */
  secureContext?: SecureContext | (() => SecureContext);
  /** Backoff of retries without a Retry-After: full jitter under base * 2^n, at most max. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Test hooks. */
  clock?: Clock;
  random?: () => number;
}

export interface CheckedOptions {
  baseUrl: URL;
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
  maxRetryTimeMs: number;
  unreachableReadTimeMs: number;
  requestsPerMinute: number | undefined;
  rateLimitWindowMs: number;
  connections: number | undefined;
  secureContext: SecureContext | (() => SecureContext) | undefined;
  backoff: BackoffOptions;
  clock: Clock;
}

const CONFIGURE = "configure client";

function checkApiKey(raw: unknown): string {
  if (typeof raw !== "string" || raw.trim() === "") throw new InvalidInputError(CONFIGURE, "apiKey", "the API key is empty");
  const key = raw.trim();
  const problem = apiKeyProblem(key);
  if (problem) throw new InvalidInputError(CONFIGURE, "apiKey", `the API key ${problem}`);
  return key;
}

function checkNumber(name: string, value: number | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min) {
    throw new InvalidInputError(CONFIGURE, name, `${name} must be a number of at least ${min} (got ${JSON.stringify(value)})`);
  }
  return value;
}

export function checkOptions(options: ClientOptions): CheckedOptions {
  if (typeof options !== "object" || options === null) throw new InvalidInputError(CONFIGURE, "options", "client options are required");
  const apiKey = checkApiKey(options.apiKey);
  const base = checkBaseUrl(typeof options.baseUrl === "string" ? options.baseUrl : "");
  if (!base.ok) throw new InvalidInputError(CONFIGURE, "baseUrl", `the base URL ${base.problem}`);
  return {
    baseUrl: base.url,
    apiKey,
    timeoutMs: checkNumber("timeoutMs", options.timeoutMs, DEFAULT_TIMEOUT_MS, 1),
    maxRetries: Math.floor(checkNumber("maxRetries", options.maxRetries, DEFAULT_MAX_RETRIES, 0)),
    maxRetryTimeMs: checkNumber("maxRetryTimeMs", options.maxRetryTimeMs, DEFAULT_MAX_RETRY_TIME_MS, 0),
    unreachableReadTimeMs: checkNumber("unreachableReadTimeMs", options.unreachableReadTimeMs, DEFAULT_UNREACHABLE_READ_TIME_MS, 0),
    requestsPerMinute: options.requestsPerMinute === undefined ? undefined : checkNumber("requestsPerMinute", options.requestsPerMinute, 0, 0),
    rateLimitWindowMs: checkNumber("rateLimitWindowMs", options.rateLimitWindowMs, 60_000, 1),
    connections: options.connections === undefined ? undefined : checkNumber("connections", options.connections, 16, 1),
    secureContext: options.secureContext,
    backoff: {
      baseMs: checkNumber("backoffBaseMs", options.backoffBaseMs, DEFAULT_BACKOFF.baseMs, 0),
      maxMs: checkNumber("backoffMaxMs", options.backoffMaxMs, DEFAULT_BACKOFF.maxMs, 0),
      random: options.random ?? Math.random,
    },
    clock: options.clock ?? systemClock,
  };
}

function packageVersion(): string {
  try {
    // Resolved from src/api and dist/api alike, and inlined when bundled.
    const pkg: unknown = require("../../package.json");
    const version = (pkg as { version?: unknown }).version;
    return typeof version === "string" ? version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export const CLIENT_VERSION = packageVersion();
export const DEFAULT_USER_AGENT = `phpanalytics-client/${CLIENT_VERSION} (+terraform-provider-phpanalytics)`;
