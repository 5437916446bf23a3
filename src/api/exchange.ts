// One attempt of a call: wait for a turn from the pacer, send, and turn the response into
// a value or a typed error. Retrying is retry.ts's job.
import type { Clock } from "./clock";
import type { EmitEvent } from "./events";
import { isTransient, TransportError, WouldWaitError } from "./errors";
import type { HttpMethod, HttpResponse, HttpTransport } from "./http";
import { rateLimitInfo, type Pacer, type Ticket } from "./pacer";
import { errorForResponse, retryAfterMs } from "./response-errors";
import type { ServiceHealth } from "./service-health";

export interface CallSpec<T> {
  operation: string;
  method: HttpMethod;
  path: string;
  form?: Record<string, string>;
  parse: (response: HttpResponse) => T;
  /** The request names one website, so the API's own 404 means it does not exist. */
  item?: boolean;
  /** Sent even when the service seems down: a change, or a read that settles a change's outcome. */
  persistent?: boolean;
  /** Fails with WouldWaitError, unsent, rather than wait for a turn from the pacer. */
  withoutWaiting?: boolean;
  /** Once sent, runs to its answer whatever the signal (a POST always does). */
  finishOnceSent?: boolean;
}

export class Exchange {
  constructor(
    private readonly http: HttpTransport,
    private readonly pacer: Pacer,
    private readonly clock: Clock,
    private readonly emit: EmitEvent,
    private readonly health: ServiceHealth,
  ) {}

  async attempt<T>(spec: CallSpec<T>, attempt: number, signal: AbortSignal | undefined): Promise<T> {
    const admitted = spec.persistent ? undefined : this.health.admitRead(spec.operation);
    if (admitted instanceof TransportError) throw admitted;
    try {
      return await this.send(spec, attempt, signal, admitted !== undefined);
    } finally {
      admitted?.();
    }
  }

  private async turnNow(operation: string, signal: AbortSignal | undefined): Promise<Ticket> {
    // as acquire does: a cancelled call takes no turn
    signal?.throwIfAborted();
    let ticket = this.pacer.tryAcquire();
    // The first request of a client goes alone until its answer tells the budget: that is
    // a round trip to wait for, not the rate limit.
    const learning = ticket === undefined ? this.pacer.firstAnswer() : undefined;
    if (learning) {
      await learning;
      signal?.throwIfAborted();
      ticket = this.pacer.tryAcquire();
    }
    if (ticket === undefined) throw new WouldWaitError(operation);
    return ticket;
  }

  private async send<T>(spec: CallSpec<T>, attempt: number, signal: AbortSignal | undefined, probe: boolean): Promise<T> {
    const { operation, method, path } = spec;
    const ticket = spec.withoutWaiting ? await this.turnNow(spec.operation, signal) : await this.pacer.acquire(signal);
    // A read that waited for its turn (a Retry-After pause, say) while the service went down
    // is not sent then: only the probe is.
    if (!spec.persistent && !probe && this.health.isDown()) {
      this.pacer.release(ticket);
      throw this.health.refusal(operation);
    }
    if (ticket.waitedMs > 0) this.emit({ type: "paced", operation, method, path, waitedMs: ticket.waitedMs, limitedBy: ticket.waitedFor ?? "server" });
    this.emit({ type: "request", operation, method, path, attempt });
    const started = this.clock.now();
    let response: HttpResponse;
    try {
      // A create already on its way is not abandoned when the caller aborts: its outcome
      // would be unknown and a website could exist that nobody records. Nor is a change the
      // caller asked to finish once sent. The request timeout still bounds both.
      const sendSignal = method === "POST" || spec.finishOnceSent === true ? undefined : signal;
      response = await this.http.send(spec.form === undefined ? { method, path } : { method, path, form: spec.form }, operation, sendSignal);
    } catch (error) {
      this.pacer.complete(ticket, null);
      if (error instanceof TransportError) {
        if (isTransient(error)) this.health.failed(error.code);
        this.emit({ type: "transport_error", operation, method, path, attempt, code: error.code, durationMs: this.clock.now() - started });
      }
      throw error;
    }
    const now = this.clock.now();
    if (response.status < 500) this.health.answered();
    else this.health.failed(`HTTP ${response.status}`);
    const info = rateLimitInfo(response.headers);
    // Redirects and gateway errors come from in front of the application and say
    // nothing about its rate limit; nor does a 4xx without the headers (the real server's
    // 405 has none, nor has a proxy's 404): only a success without them means no limit.
    const toldLimit = info.limit !== undefined || info.remaining !== undefined;
    this.pacer.complete(ticket, response.status < 300 || (response.status >= 400 && response.status < 500 && toldLimit) ? info : null);
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
      // a 429's Retry-After is what is left of the server's window: its Remaining ends then
      if (wait !== undefined && response.status === 429) this.pacer.windowEndsBy(now + wait);
    }
    if (response.status >= 200 && response.status < 300) return spec.parse(response);
    throw errorForResponse(operation, response, now, spec.item === true);
  }
}
