// Whether the service has been answering, as all calls of one client saw it. Without this,
// a long outage costs every read its own retry budget, one wave of Terraform's parallel
// reads after the other: a refresh of many websites against a server that never answers
// waits out the budget once per wave before it fails, where one budget is all it needs.
//
// The service counts as down once the requests that failed since its last answer span two
// retry budgets (an operation waits an outage out for one; an outage that ends within two
// lets the reads that began during it succeed, as they would without this rule), with the
// client busy all along: a failure, a quiet spell in which no operation was under way, and
// another failure are not one outage. While it is down, reads are not retried, and one at a
// time is sent to see whether it is back; the others fail at once, unsent. Changes, and the
// reads that settle a change's outcome, are never held back: an outcome left unknown would
// leave a website outside state.
import type { Clock } from "./clock";
import { SERVICE_DOWN, TransportError } from "./errors";

/** Longer than this with no operation under way is a quiet spell, not part of an outage. */
const QUIET_MS = 10_000;

export class ServiceHealth {
  /** When the first request failed since the service last answered; undefined after an answer. */
  private failingSince: number | undefined;
  private lastFailureAt = 0;
  private lastFailure = "";
  private probing = false;
  private underWay = 0;
  /** Since when no operation has been under way; undefined while one is. */
  private idleSince: number | undefined;

  /** `downAfterMs` of 0 turns the rule off. */
  constructor(
    private readonly clock: Clock,
    private readonly downAfterMs: number,
  ) {
    this.idleSince = clock.now();
  }

  /** An operation (all its attempts and the waits between them) begins. */
  begin(): void {
    // after a quiet spell, failures count anew: those before it are no part of what follows
    if (this.idleSince !== undefined && this.clock.now() - this.idleSince > QUIET_MS) this.failingSince = undefined;
    this.underWay += 1;
    this.idleSince = undefined;
  }

  /** An operation ends. */
  end(): void {
    this.underWay -= 1;
    if (this.underWay === 0) this.idleSince = this.clock.now();
  }

  /** The application answered (a status below 500, a 429 included). */
  answered(): void {
    this.failingSince = undefined;
  }

  /** A request got no answer, or a 5xx; `reason` says which, for the message of a refusal. */
  failed(reason: string): void {
    const now = this.clock.now();
    this.failingSince ??= now;
    this.lastFailureAt = now;
    this.lastFailure = reason;
  }

  /** When the first request failed since the service last answered; undefined while it answers. */
  get failingFrom(): number | undefined {
    return this.failingSince;
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

  /** The error for a read held back while the service is down. */
  refusal(operation: string): TransportError {
    const seconds = Math.round((this.clock.now() - (this.failingSince ?? 0)) / 1000);
    return new TransportError(
      operation,
      `not sent: every request to the service has failed for ${seconds} s (the last: ${this.lastFailure}), ` +
        "twice as long as a request is retried, so it is taken as down; run again once it answers",
      SERVICE_DOWN,
      false,
    );
  }
}
