// Long waits for the server's rate-limit window, told to the user. Without TF_LOG Terraform
// shows nothing a provider writes to stderr, only diagnostics; so a wait of several seconds
// becomes a warning on the operation that waited (Terraform prints it with the plan or
// apply output and folds repeats into one), and a warn line in the provider log at once.
import type { ClientEvent } from "../api";
import type { Diagnostics, Logger } from "../tfplugin/types";

/** Waits shorter than this go unmentioned; a few seconds is what a user does not notice. */
export const NOTICE_AFTER_MS = 5_000;

export class WaitNotice {
  private longestMs = 0;
  private waits = 0;

  constructor(private readonly noticeAfterMs = NOTICE_AFTER_MS) {}

  /** Takes every client event; keeps the long waits for the rate-limit window. */
  observe(event: ClientEvent, log: Logger): void {
    const waitedMs = event.type === "paced" ? event.waitedMs : event.type === "retry" && event.reason === "HTTP 429" ? event.delayMs : 0;
    if (waitedMs < this.noticeAfterMs) return;
    this.waits += 1;
    this.longestMs = Math.max(this.longestMs, waitedMs);
    log.warn("Waiting for the API rate limit", { operation: event.operation, wait_ms: waitedMs });
  }

  /** Adds a warning for the long waits since the last report, if any. */
  report(diagnostics: Diagnostics): void {
    if (this.waits === 0) return;
    const seconds = Math.round(this.longestMs / 1000);
    const times = this.waits === 1 ? "once" : `${this.waits} times`;
    diagnostics.warning(
      "Waited for the API rate limit",
      `The server limits how many API requests an account may send a minute (and may ask a client to wait), and the provider waited for its next turn ${times}, up to ${seconds} s. ` +
        "Terraform was waiting, not stuck. Commands that read or change many websites take longer on a server with a low limit.",
    );
    this.waits = 0;
    this.longestMs = 0;
  }
}
