// The API client every provider handler goes through: typed operations over one retry
// loop (retry.ts), pacing (pacer.ts) and the transport (http.ts), with a create that is
// never done twice.
import { parseAccount, type Account } from "./bodies/account";
import { parseWebsitePage, type WebsitePage } from "./bodies/page";
import { checkDeleted, parseWebsiteItem, type Website } from "./bodies/website";
import { canonicalDomain, storedDomainKey } from "./domain";
import { AbortedError, ApiError, InvalidInputError, NotFoundError, ServerError, ValidationError } from "./errors";
import { safeEmitter, type EmitEvent } from "./events";
import { Exchange, type CallSpec } from "./exchange";
import { HttpTransport } from "./http";
import { checkOptions, DEFAULT_USER_AGENT, type ClientOptions } from "./options";
import { Pacer } from "./pacer";
import { collectWebsites, iterateWebsites, type IterateWebsitesParams, type WebsiteList } from "./paging";
import { retrying, type Found, type RetryPolicy, type RetryRun } from "./retry";
import { ServiceHealth } from "./service-health";
import { literalSearch } from "./search-text";
import { statisticsCall, type StatisticsPage, type StatisticsParams } from "./statistics";
import { checkId, createForm, listQuery, updateForm, type CreateWebsiteInput, type ListWebsitesParams, type UpdateWebsiteInput } from "./website-requests";

export { CLIENT_VERSION, DEFAULT_TIMEOUT_MS, DEFAULT_USER_AGENT, type ClientOptions } from "./options";
export type { ClientEvent } from "./events";

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The read settles the outcome of a change (whether a create or an update went through):
   * it is sent and retried even when the service seems down (see service-health.ts).
   */
  settlesChange?: boolean;
  /**
   * A change whose request, once sent, is not cancelled by the signal: it runs to its answer
   * (bounded by the request timeout), so its outcome is known. The signal still abandons it
   * while it waits for its turn or a retry. Creates are always so.
   */
  finishOnceSent?: boolean;
}

function combineSignals(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (!a) return b;
  if (!b) return a;
  return AbortSignal.any([a, b]);
}

type Hooks<T> = Pick<RetryRun<T>, "onUnknownOutcome" | "onErrorAfterUnknown">;

export class PhpAnalyticsClient {
  private readonly http: HttpTransport;
  private readonly exchange: Exchange;
  private readonly policy: RetryPolicy;
  private readonly health: ServiceHealth;
  private readonly apiKey: string;
  private readonly emit: EmitEvent;
  private readonly signal: AbortSignal | undefined;

  constructor(options: ClientOptions) {
    const checked = checkOptions(options);
    this.apiKey = checked.apiKey;
    // the service is taken as down after twice the time one operation waits an outage out
    this.health = new ServiceHealth(checked.clock, 2 * checked.maxRetryTimeMs);
    const { maxRetries, maxRetryTimeMs, unreachableReadTimeMs, backoff, clock } = checked;
    this.policy = { maxRetries, maxRetryTimeMs, unreachableReadTimeMs, backoff, clock, health: this.health };
    this.emit = safeEmitter(options.logger);
    this.signal = options.signal;
    const pacer = new Pacer({
      ...(checked.requestsPerMinute === undefined ? {} : { requestsPerMinute: checked.requestsPerMinute }),
      windowMs: checked.rateLimitWindowMs,
      clock: checked.clock,
    });
    this.http = new HttpTransport({
      baseUrl: checked.baseUrl,
      apiKey: checked.apiKey,
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
      timeoutMs: checked.timeoutMs,
      ...(checked.connections === undefined ? {} : { connections: checked.connections }),
      ...(checked.secureContext === undefined ? {} : { secureContext: checked.secureContext }),
    });
    this.exchange = new Exchange(this.http, pacer, checked.clock, this.emit, this.health);
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
        parse: (response) => parseWebsitePage(operation, response),
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

  /**
   * The website that `domain`, as a user writes it, is stored as, if any: it is made
   * canonical here, once (pass it as written, not already canonical).
   */
  async findWebsiteByDomain(domain: string, options: RequestOptions = {}): Promise<Website | null> {
    if (typeof domain !== "string" || domain.trim() === "") {
      throw new InvalidInputError("find website", "domain", "domain must be a non-empty string");
    }
    const wanted = canonicalDomain(domain.trim());
    // the domain as written: a backslash would escape the character after it, and "_" or "%" match more
    const search = literalSearch(wanted);
    for await (const website of this.iterateWebsites({ search, searchBy: "domain", sortBy: "id", sort: "asc" }, options)) {
      if (storedDomainKey(website.domain) === wanted) return website;
    }
    return null;
  }

  async getWebsite(id: number | string, options: RequestOptions = {}): Promise<Website> {
    const n = checkId("read website", id);
    const operation = `read website ${n}`;
    return this.call({ operation, method: "GET", path: `/api/v1/websites/${n}`, item: true, parse: (r) => parseWebsiteItem(operation, r) }, options);
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
    const lookup = async (): Promise<Found<Website>> => {
      // Not cancellable either: after an unknown outcome only the lookup can tell.
      let found: Website | null;
      try {
        found = await this.findWebsiteByDomain(form.domain as string, { settlesChange: true });
      } catch (error) {
        // Still unknown, not failed: the create goes on retrying, and a repeat that finds
        // the domain taken looks it up again.
        if (!(error instanceof ApiError) || error instanceof AbortedError) throw error;
        this.emit({ type: "create_lookup", operation, domain, found: false });
        return undefined;
      }
      this.emit({ type: "create_lookup", operation, domain, found: found !== null });
      return found ? { value: found } : undefined;
    };
    return this.call({ operation, method: "POST", path: "/api/v1/websites", form, parse: (r) => parseWebsiteItem(operation, r) }, options, {
      onUnknownOutcome: lookup,
      onErrorAfterUnknown: async (error) => (error instanceof ValidationError && isAlreadyTaken(error) ? lookup() : undefined),
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
        { operation, method: "PUT", path: `/api/v1/websites/${n}`, form, item: true, parse: (r) => parseWebsiteItem(operation, r) },
        options,
      );
    } catch (error) {
      // The deployed server answers a PUT to a missing id with a 500, not a 404. A look
      // that fails tells nothing, and must not hide that the PUT may have been carried out.
      if (error instanceof ServerError && error.status === 500) {
        const found = await this.getWebsiteOrNull(n, { ...options, settlesChange: true }).catch((lookup: unknown) => {
          if (lookup instanceof AbortedError || !(lookup instanceof ApiError)) throw lookup;
          return undefined;
        });
        if (found === null) throw new NotFoundError(operation, "the website does not exist (the server answered 500)", { status: 404, cause: error });
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
        item: true,
        parse: (r) => checkDeleted(operation, r),
      },
      options,
      // A repeated DELETE whose first attempt went through finds nothing left.
      { onErrorAfterUnknown: async (error) => (error instanceof NotFoundError ? { value: undefined } : undefined) },
    );
  }

  /**
   * One page of a website's statistics. withoutWaiting: a look-up that may be skipped
   * rather than wait for the rate limit; it fails at once with WouldWaitError, unsent, when
   * the pacer would hold it, and is never retried.
   */
  async getStatistics(
    websiteId: number | string,
    params: StatisticsParams,
    options: RequestOptions & { withoutWaiting?: boolean } = {},
  ): Promise<StatisticsPage> {
    const { withoutWaiting, ...request } = options;
    const spec = statisticsCall(websiteId, params);
    return this.call(withoutWaiting === true ? { ...spec, withoutWaiting } : spec, request);
  }

  async getAccount(options: RequestOptions = {}): Promise<Account> {
    const operation = "read account";
    return this.call({ operation, method: "GET", path: "/api/v1/account", parse: (r) => parseAccount(operation, r) }, options);
  }

  /**
   * Opens a connection to the server ahead of the first request, which then does not wait
   * for it. Sends nothing, so it costs no request of the rate limit.
   */
  preconnect(): void {
    this.http.preconnect();
  }

  /** Closes the kept-alive connections. */
  close(): Promise<void> {
    return this.http.close();
  }

  /** A call with retries; `hooks` say what an unknown outcome means for this operation. */
  private async call<T>(spec: CallSpec<T>, options: RequestOptions, hooks: Hooks<T> = {}): Promise<T> {
    const signal = combineSignals(this.signal, options.signal);
    const { operation, method, path } = spec;
    const changes = method !== "GET";
    const persistent = changes || options.settlesChange === true;
    const finishing = options.finishOnceSent === true ? { ...spec, finishOnceSent: true } : spec;
    const sent = persistent ? { ...finishing, persistent } : finishing;
    // a call that must not wait must not wait for a retry either
    const policy = spec.withoutWaiting ? { ...this.policy, maxRetries: 0 } : this.policy;
    this.health.begin();
    try {
      return await retrying(
        {
          ...hooks,
          attempt: (attempt) => this.exchange.attempt(sent, attempt, signal),
          onRetry: (retry) => this.emit({ type: "retry", operation, method, path, ...retry }),
          signal,
          changes,
          persistent,
        },
        policy,
      );
    } catch (error) {
      throw this.cleaned(operation, signal, error);
    } finally {
      this.health.end();
    }
  }

  /** Turns aborts into AbortedError and keeps the API key out of messages. */
  private cleaned(operation: string, signal: AbortSignal | undefined, error: unknown): unknown {
    if (!(error instanceof ApiError)) {
      return signal?.aborted ? new AbortedError(operation, "the request was cancelled", { cause: error }) : error;
    }
    error.redact(this.apiKey);
    return error;
  }
}

function isAlreadyTaken(error: ValidationError): boolean {
  return (error.fields.domain ?? []).some((m) => /already been taken|already exists/i.test(m));
}

export function createClient(options: ClientOptions): PhpAnalyticsClient {
  return new PhpAnalyticsClient(options);
}
