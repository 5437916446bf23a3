// A service that is down, seen once, is taken as down for a while. Without this, every
// operation spends the whole retry budget on its own: a nightly refresh of 150 websites
// against a server answering 503 took 16 minutes to fail, one block of errors per website.
// Once an operation has run out of retries on such an answer, the operations after it (and
// the next attempts of those under way) fail at once, unsent, for HOLD_MS; any answer from
// the application itself ends that early.
import type { Clock } from "./clock";
import { ApiError, isTransient, SERVICE_DOWN, ServerError, TransportError } from "./errors";

/** How long the service is taken as down after an operation ran out of retries on it. */
export const OUTAGE_HOLD_MS = 30_000;

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** An error that says the service, not this request, is the trouble: gateways, refused or reset connections, timeouts. */
function isOutage(error: unknown): error is ApiError {
  if (error instanceof TransportError) return isTransient(error);
  return error instanceof ServerError && error.status !== undefined && GATEWAY_STATUSES.has(error.status);
}

export class OutageBreaker {
  private downUntil = 0;
  private cause: ApiError | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly holdMs = OUTAGE_HOLD_MS,
  ) {}

  /** Throws, before anything is sent, while the service is taken as down. */
  check(operation: string): void {
    if (this.cause === undefined) return;
    if (this.clock.now() >= this.downUntil) {
      this.cause = undefined;
      return;
    }
    throw new TransportError(
      operation,
      `not sent: the service seems down, as another request ran out of retries on it moments ago: ${this.cause.detail}`,
      SERVICE_DOWN,
      false,
      { cause: this.cause },
    );
  }

  /** Called with the final error of an operation. */
  failed(error: unknown): void {
    if (error instanceof TransportError && error.code === SERVICE_DOWN) return;
    if (isOutage(error)) {
      this.cause = error;
      this.downUntil = this.clock.now() + this.holdMs;
    } else if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
      this.answered();
    }
  }

  /** The application answered: it is up. */
  answered(): void {
    this.cause = undefined;
  }
}
