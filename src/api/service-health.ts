// Whether the service has been answering, as all calls of one client saw it. Without this,
// a long outage costs every read its own retry budget, one wave of Terraform's parallel
// reads after the other: a refresh of 150 websites against a server that never answers
// would take half an hour to fail.
//
// The service counts as down once the requests that failed since its last answer span a
// whole retry budget, the longest any one operation waits an outage out, with no gap of
// half that between two failures: a blip that retries absorb never spans it, nor does one
// failure, a quiet spell in which nothing was asked, and another. While it is
// down, reads are not retried, and one at a time is sent to see whether it is back; the
// others fail at once, unsent. Changes, and the reads that settle a change's outcome, are
// never held back: an outcome left unknown would leave a website outside state.
import type { Clock } from "./clock";
import { TransportError } from "./errors";

export class ServiceHealth {
  /** When the first request failed since the service last answered; undefined after an answer. */
  private failingSince: number | undefined;
  private lastFailureAt = 0;
  private lastFailure = "";
  private probing = false;

  /** `downAfterMs` of 0 turns the rule off. */
  constructor(
    private readonly clock: Clock,
    private readonly downAfterMs: number,
  ) {}

  /** The application answered (a status below 500, a 429 included). */
  answered(): void {
    this.failingSince = undefined;
  }

  /** A request got no answer, or a 5xx; `reason` says which, for the message of a refusal. */
  failed(reason: string): void {
    const now = this.clock.now();
    if (this.failingSince === undefined || now - this.lastFailureAt > this.downAfterMs / 2) this.failingSince = now;
    this.lastFailureAt = now;
    this.lastFailure = reason;
  }

  isDown(): boolean {
    return this.downAfterMs > 0 && this.failingSince !== undefined && this.lastFailureAt - this.failingSince >= this.downAfterMs;
  }

  /**
   * For a read that would be held back: undefined when the service is not down; else a
   * release function when this read may go as the one probe, or the error to fail it with.
   */
  admitRead(operation: string): (() => void) | TransportError | undefined {
    if (!this.isDown()) return undefined;
    if (this.probing) return this.refusal(operation);
    this.probing = true;
    return () => {
      this.probing = false;
    };
  }

  private refusal(operation: string): TransportError {
    const seconds = Math.round((this.clock.now() - (this.failingSince ?? 0)) / 1000);
    return new TransportError(
      operation,
      `not sent: the service has answered no request for ${seconds} s (the last failure: ${this.lastFailure}), ` +
        "longer than a request is retried, so it is taken as down. Run again once it answers.",
      "ESERVICEDOWN",
      false,
    );
  }
}
