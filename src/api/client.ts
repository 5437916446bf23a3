// The API client every provider handler goes through: typed operations over the
// transport, with retries, pacing and a create that is never done twice.
import { checkBaseUrl } from "./base-url";
import { z } from "zod";
import { sleep, systemClock, type Clock } from "./clock";
import {
  AbortedError,
  ApiError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  TransportError,
  ValidationError,
} from "./errors";
import { HttpTransport, type HttpMethod, type HttpResponse } from "./http";
import {
  accountSchema,
  canonicalDomain,
  checkId,
  createForm,
  listQuery,
  updateForm,
  websiteSchema,
  type Account,
  type CreateWebsiteInput,
  type ListWebsitesParams,
  type UpdateWebsiteInput,
  type Website,
  type WebsitePage,
} from "./models";
import { Pacer, rateLimitInfo } from "./pacer";
import { collectWebsites, iterateWebsites, type IterateWebsitesParams, type WebsiteList } from "./paging";
import { errorForResponse, parseBody, retryAfterMs } from "./responses";
import {
  DEFAULT_BACKOFF,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MAX_RETRY_TIME_MS,
  RETRYABLE_STATUSES,
  RetryBudget,
  retryDelay,
  type BackoffOptions,
} from "./retry";
import { deleteEnvelope, pageLinks, pageMeta } from "./wire";

export const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_RETRIES_ON_500 = 2;

/** Structured log events; they never carry the API key, a password or a request body. */
export type ClientEvent =
  | { type: "request"; operation: string; method: HttpMethod; path: string; attempt: number }
  | {
      type: "response";
      operation: string;
      method: HttpMethod;
      path: string;
      attempt: number;
      status: number;
      durationMs: number;
      rateLimitRemaining?: number;
    }
  | { type: "transport_error"; operation: string; method: HttpMethod; path: string; attempt: number; code: string; durationMs: number }
  | { type: "retry"; operation: string; method: HttpMethod; path: string; attempt: number; delayMs: number; reason: string }
  | { type: "paced"; operation: string; method: HttpMethod; path: string; waitedMs: number }
  | { type: "create_lookup"; operation: string; domain: string; found: boolean };

export interface ClientOptions {
  /** e.g. "http://127.0.0.1:8080" or "https://analytics.example.com"; paths start at /api/v1 under it. */
  baseUrl: string;
  apiKey: string;
  /** Per request, from sending to the end of the body. Default 30 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 5. */
  maxRetries?: number;
  /** No retry starts later than this after the first attempt. Default 120 s. */
  maxRetryTimeMs?: number;
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
  /** Backoff of retries without a Retry-After: full jitter under base * 2^n, at most max. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Test hooks. */
  clock?: Clock;
  random?: () => number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

const CONFIGURE = "configure client";

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

function parseBaseUrl(raw: unknown): URL {
  const check = checkBaseUrl(typeof raw === "string" ? raw : "");
  if (!check.ok) throw new InvalidInputError(CONFIGURE, "base_url", check.problem);
  return check.url;
}

function checkApiKey(raw: unknown): string {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw new InvalidInputError(CONFIGURE, "api_key", "api_key is empty: set api_key in the provider configuration or PHPANALYTICS_API_KEY");
  }
  const key = raw.trim();
  if (/[\x00-\x1f\x7f]/.test(key)) {
    throw new InvalidInputError(CONFIGURE, "api_key", "api_key contains control characters (a line break?) that cannot be sent in a header");
  }
  return key;
}

function checkNumber(name: string, value: number | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min) {
    throw new InvalidInputError(CONFIGURE, name, `${name} must be a number of at least ${min} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function combineSignals(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (!a) return b;
  if (!b) return a;
  return AbortSignal.any([a, b]);
}

const websiteEnvelope = z.looseObject({ data: websiteSchema });
const websiteListEnvelope = z.looseObject({ data: z.array(websiteSchema), links: pageLinks, meta: pageMeta });
const accountEnvelope = z.looseObject({ data: accountSchema });

interface CallSpec<T> {
  operation: string;
  method: HttpMethod;
  path: string;
  form?: Record<string, string>;
  parse: (response: HttpResponse) => T;
  /** The result when a retry finds the resource gone after an attempt with an unknown outcome. */
  onGone?: () => T;
}

export class PhpAnalyticsClient {
  private readonly http: HttpTransport;
  private readonly pacer: Pacer;
  private readonly clock: Clock;
  private readonly backoff: BackoffOptions;
  private readonly maxRetries: number;
  private readonly maxRetryTimeMs: number;
  private readonly apiKey: string;
  private readonly logger: ((event: ClientEvent) => void) | undefined;
  private readonly signal: AbortSignal | undefined;

  constructor(options: ClientOptions) {
    if (typeof options !== "object" || options === null) {
      throw new InvalidInputError(CONFIGURE, "options", "client options are required");
    }
    this.apiKey = checkApiKey(options.apiKey);
    const baseUrl = parseBaseUrl(options.baseUrl);
    const timeoutMs = checkNumber("timeout_ms", options.timeoutMs, DEFAULT_TIMEOUT_MS, 1);
    this.maxRetries = Math.floor(checkNumber("max_retries", options.maxRetries, DEFAULT_MAX_RETRIES, 0));
    this.maxRetryTimeMs = checkNumber("max_retry_time_ms", options.maxRetryTimeMs, DEFAULT_MAX_RETRY_TIME_MS, 0);
    const requestsPerMinute = options.requestsPerMinute === undefined ? undefined : checkNumber("requests_per_minute", options.requestsPerMinute, 0, 0);
    this.clock = options.clock ?? systemClock;
    this.backoff = {
      baseMs: checkNumber("backoff_base_ms", options.backoffBaseMs, DEFAULT_BACKOFF.baseMs, 0),
      maxMs: checkNumber("backoff_max_ms", options.backoffMaxMs, DEFAULT_BACKOFF.maxMs, 0),
      random: options.random ?? Math.random,
    };
    this.logger = options.logger;
    this.signal = options.signal;
    this.pacer = new Pacer({
      ...(requestsPerMinute === undefined ? {} : { requestsPerMinute }),
      windowMs: checkNumber("rate_limit_window_ms", options.rateLimitWindowMs, 60_000, 1),
      clock: this.clock,
    });
    this.http = new HttpTransport({
      baseUrl,
      apiKey: this.apiKey,
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
      timeoutMs,
      ...(options.connections === undefined ? {} : { connections: checkNumber("connections", options.connections, 16, 1) }),
    });
  }

  // Operations ---------------------------------------------------------------------

  /** One page of websites. */
  async listWebsites(params: ListWebsitesParams = {}, options: RequestOptions = {}): Promise<WebsitePage> {
    const operation = "list websites";
    const query = listQuery(operation, params);
    return this.call(
      {
        operation,
        method: "GET",
        path: `/api/v1/websites?${query.toString()}`,
        parse: (response) => {
          const body = parseBody(operation, response, websiteListEnvelope);
          return {
            websites: body.data,
            page: body.meta.current_page,
            perPage: body.meta.per_page,
            lastPage: body.meta.last_page,
            total: body.meta.total,
            hasNext: body.links.next !== null || body.meta.current_page < body.meta.last_page,
          };
        },
      },
      options,
    );
  }

  /** Every website across pages (100 a page unless perPage says otherwise). */
  iterateWebsites(params: IterateWebsitesParams = {}, options: RequestOptions = {}): AsyncGenerator<Website, void, undefined> {
    return iterateWebsites((page) => this.listWebsites(page, options), params);
  }

  /** All matching websites (at most maxItems, given in either argument) and the server's total. */
  listAllWebsites(params: IterateWebsitesParams = {}, options: RequestOptions & { maxItems?: number } = {}): Promise<WebsiteList> {
    const { maxItems, ...request } = options;
    const query = maxItems === undefined ? params : { ...params, maxItems };
    return collectWebsites((page) => this.listWebsites(page, request), query);
  }

  /** The website with this domain (compared in the server's canonical form), if any. */
  async findWebsiteByDomain(domain: string, options: RequestOptions = {}): Promise<Website | null> {
    if (typeof domain !== "string" || domain.trim() === "") {
      throw new InvalidInputError("find website", "domain", "domain must be a non-empty string");
    }
    const wanted = canonicalDomain(domain.trim());
    for await (const website of this.iterateWebsites({ search: wanted, searchBy: "domain", sortBy: "id", sort: "asc" }, options)) {
      if (canonicalDomain(website.domain) === wanted) return website;
    }
    return null;
  }

  async getWebsite(id: number | string, options: RequestOptions = {}): Promise<Website> {
    const n = checkId("read website", id);
    const operation = `read website ${n}`;
    return this.call(
      { operation, method: "GET", path: `/api/v1/websites/${n}`, parse: (r) => parseBody(operation, r, websiteEnvelope).data },
      options,
    );
  }

  /** The website, or null when the server does not know the id (deleted outside). */
  async getWebsiteOrNull(id: number | string, options: RequestOptions = {}): Promise<Website | null> {
    try {
      return await this.getWebsite(id, options);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /**
   * Creates a website, sending every setting. When an attempt's outcome is unknown
   * (timeout, reset, 5xx), the client looks the domain up before trying again, so the
   * website is created once and the result is never lost.
   */
  async createWebsite(input: CreateWebsiteInput, options: RequestOptions = {}): Promise<Website> {
    const label = typeof input?.domain === "string" ? input.domain.trim() : "";
    const operation = `create website ${label}`.trim();
    if (typeof input !== "object" || input === null) throw new InvalidInputError(operation, "input", "website settings are required");
    const form = createForm(operation, input);
    const domain = canonicalDomain(form.domain as string);
    const signal = combineSignals(this.signal, options.signal);
    const budget = new RetryBudget(this.maxRetries, this.clock.now() + this.maxRetryTimeMs);
    const spec: CallSpec<Website> = {
      operation,
      method: "POST",
      path: "/api/v1/websites",
      form,
      parse: (r) => parseBody(operation, r, websiteEnvelope).data,
    };
    let uncertain = false;
    const lookup = async (): Promise<Website | null> => {
      // Not cancellable either: after an unknown outcome only the lookup can tell.
      const found = await this.findWebsiteByDomain(domain);
      this.emit({ type: "create_lookup", operation, domain, found: found !== null });
      return found;
    };

    return this.guard(operation, signal, async () => {
      for (let attempt = 1; ; attempt += 1) {
        let error: ApiError;
        try {
          return await this.attempt(spec, attempt, signal);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          error = e;
        }
        let wait: number | undefined;
        if (error instanceof RateLimitedError) {
          wait = retryDelay(budget.used, error.retryAfterMs, this.backoff);
        } else if (error instanceof TransportError && !error.maybeSent && isTransient(error)) {
          wait = retryDelay(budget.used, undefined, this.backoff);
        } else if (outcomeUnknown(error)) {
          uncertain = true;
          const found = await lookup();
          if (found) return found;
          wait = retryDelay(budget.used, error instanceof ServerError ? error.retryAfterMs : undefined, this.backoff);
        } else if (uncertain && error instanceof ValidationError && isAlreadyTaken(error)) {
          const found = await lookup();
          if (found) return found;
        }
        if (wait === undefined || !budget.allows(this.clock.now(), wait)) throw error;
        budget.take();
        this.emit({ type: "retry", operation, method: "POST", path: spec.path, attempt, delayMs: wait, reason: reasonOf(error) });
        await sleep(this.clock, wait, signal);
      }
    });
  }

  /** Changes only the settings present in `input`. */
  async updateWebsite(id: number | string, input: UpdateWebsiteInput, options: RequestOptions = {}): Promise<Website> {
    const n = checkId("update website", id);
    const operation = `update website ${n}`;
    if (typeof input !== "object" || input === null) throw new InvalidInputError(operation, "input", "the settings to change are required");
    const form = updateForm(operation, input);
    try {
      return await this.call(
        { operation, method: "PUT", path: `/api/v1/websites/${n}`, form, parse: (r) => parseBody(operation, r, websiteEnvelope).data },
        options,
      );
    } catch (error) {
      // The deployed server answers a PUT to a missing id with a 500, not a 404.
      if (error instanceof ServerError && error.status === 500 && (await this.getWebsiteOrNull(n, options)) === null) {
        throw new NotFoundError(operation, "the website does not exist (the server answered 500)", { status: 404, cause: error });
      }
      throw error;
    }
  }

  /** With ignoreNotFound, a website already gone counts as deleted. */
  async deleteWebsite(id: number | string, options: RequestOptions & { ignoreNotFound?: boolean } = {}): Promise<void> {
    const n = checkId("delete website", id);
    const operation = `delete website ${n}`;
    const { ignoreNotFound, ...request } = options;
    try {
      await this.deleteOnce(operation, n, request);
    } catch (error) {
      if (ignoreNotFound && error instanceof NotFoundError) return;
      throw error;
    }
  }

  private deleteOnce(operation: string, n: number, options: RequestOptions): Promise<void> {
    return this.call(
      {
        operation,
        method: "DELETE",
        path: `/api/v1/websites/${n}`,
        parse: (r) => {
          if (r.status === 204 || r.body.trim() === "") return;
          parseBody(operation, r, deleteEnvelope);
        },
        // A repeated DELETE whose first attempt went through finds nothing left.
        onGone: () => undefined,
      },
      options,
    );
  }

  async getAccount(options: RequestOptions = {}): Promise<Account> {
    const operation = "read account";
    return this.call({ operation, method: "GET", path: "/api/v1/account", parse: (r) => parseBody(operation, r, accountEnvelope).data }, options);
  }

  /** Closes the kept-alive connections. */
  close(): Promise<void> {
    return this.http.close();
  }

  // Machinery ----------------------------------------------------------------------

  /** An idempotent call (GET, PUT, DELETE) with retries. */
  private call<T>(spec: CallSpec<T>, options: RequestOptions): Promise<T> {
    const signal = combineSignals(this.signal, options.signal);
    const budget = new RetryBudget(this.maxRetries, this.clock.now() + this.maxRetryTimeMs);
    return this.guard(spec.operation, signal, async () => {
      let uncertain = false;
      let internalErrors = 0;
      for (let attempt = 1; ; attempt += 1) {
        let error: ApiError;
        try {
          return await this.attempt(spec, attempt, signal);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          error = e;
        }
        if (uncertain && spec.onGone && error instanceof NotFoundError) return spec.onGone();
        if (error instanceof ServerError && error.status === 500) internalErrors += 1;
        const wait = this.idempotentWait(error, budget.used, internalErrors);
        if (wait === undefined || !budget.allows(this.clock.now(), wait)) throw error;
        if (outcomeUnknown(error)) uncertain = true;
        budget.take();
        this.emit({ type: "retry", operation: spec.operation, method: spec.method, path: spec.path, attempt, delayMs: wait, reason: reasonOf(error) });
        await sleep(this.clock, wait, signal);
      }
    });
  }

  private idempotentWait(error: ApiError, retry: number, internalErrors: number): number | undefined {
    if (error instanceof RateLimitedError) return retryDelay(retry, error.retryAfterMs, this.backoff);
    if (error instanceof ServerError && error.status !== undefined && RETRYABLE_STATUSES.has(error.status)) {
      return retryDelay(retry, error.retryAfterMs, this.backoff);
    }
    // A 500 is often a bug that repeats (a PUT to a missing id), so only two more tries.
    if (error instanceof ServerError && error.status === 500 && internalErrors <= MAX_RETRIES_ON_500) {
      return retryDelay(retry, undefined, this.backoff);
    }
    if (error instanceof TransportError && isTransient(error)) return retryDelay(retry, undefined, this.backoff);
    return undefined;
  }

  /** One request: wait for a turn, send, map the response. */
  private async attempt<T>(spec: CallSpec<T>, attempt: number, signal: AbortSignal | undefined): Promise<T> {
    const { operation, method, path } = spec;
    const ticket = await this.pacer.acquire(signal);
    if (ticket.waitedMs > 0) this.emit({ type: "paced", operation, method, path, waitedMs: ticket.waitedMs });
    this.emit({ type: "request", operation, method, path, attempt });
    const started = this.clock.now();
    let response: HttpResponse;
    try {
      // A create already on its way is not abandoned when the caller aborts: its outcome
      // would be unknown and a website could exist that nobody records. The request
      // timeout still bounds it.
      const sendSignal = method === "POST" ? undefined : signal;
      response = await this.http.send(spec.form === undefined ? { method, path } : { method, path, form: spec.form }, operation, sendSignal);
    } catch (error) {
      this.pacer.complete(ticket, null);
      if (error instanceof TransportError) {
        this.emit({ type: "transport_error", operation, method, path, attempt, code: error.code, durationMs: this.clock.now() - started });
      }
      throw error;
    }
    const now = this.clock.now();
    const info = rateLimitInfo(response.headers);
    // Redirects and gateway errors come from in front of the application and say
    // nothing about its rate limit.
    this.pacer.complete(ticket, response.status < 300 || (response.status >= 400 && response.status < 500) ? info : null);
    this.emit({
      type: "response",
      operation,
      method,
      path,
      attempt,
      status: response.status,
      durationMs: now - started,
      ...(info.remaining === undefined ? {} : { rateLimitRemaining: info.remaining }),
    });
    if (response.status === 429 || response.status === 503) {
      const wait = retryAfterMs(response, now);
      if (wait !== undefined) this.pacer.pauseUntil(now + wait);
    }
    if (response.status >= 200 && response.status < 300) return spec.parse(response);
    throw errorForResponse(operation, response, now);
  }

  /** Runs `fn`, turning aborts into AbortedError and keeping the API key out of messages. */
  private async guard<T>(operation: string, signal: AbortSignal | undefined, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        if (signal?.aborted) throw new AbortedError(operation, "the request was cancelled", { cause: error });
        throw error;
      }
      if (this.apiKey.length >= 4 && error.message.includes(this.apiKey)) {
        error.message = error.message.split(this.apiKey).join("[redacted]");
      }
      throw error;
    }
  }

  private emit(event: ClientEvent): void {
    if (!this.logger) return;
    try {
      this.logger(event);
    } catch {
      // A failing logger must not fail the request.
    }
  }
}

function isTransient(error: TransportError): boolean {
  return error.code === "ECONNRESET" || error.code === "ETIMEDOUT" || error.code === "ECONNREFUSED";
}

/** The request may have been carried out although no success came back. */
function outcomeUnknown(error: ApiError): boolean {
  if (error instanceof TransportError) return error.maybeSent && isTransient(error);
  return error instanceof ServerError;
}

function isAlreadyTaken(error: ValidationError): boolean {
  return (error.fields.domain ?? []).some((m) => /already been taken|already exists/i.test(m));
}

function reasonOf(error: ApiError): string {
  if (error instanceof TransportError) return error.code;
  return error.status === undefined ? error.name : `HTTP ${error.status}`;
}

export function createClient(options: ClientOptions): PhpAnalyticsClient {
  return new PhpAnalyticsClient(options);
}
