// Long waits for a rate limit, told to the user. Without TF_LOG Terraform shows nothing a
// provider writes to stderr, only diagnostics; so a wait of several seconds becomes a
// warning on the operation that waited (Terraform prints it with the plan or apply output
// and folds repeats into one), and a warn line in the provider log at once. The warning
// names whose limit it was: the server's, or the provider's own requests_per_minute.
import type { ClientEvent, LimitHolder } from "../api";
import type { Diagnostics, Logger } from "../tfplugin/framework";

/** Waits shorter than this go unmentioned; a few seconds is what a user does not notice. */
const NOTICE_AFTER_MS = 5_000;

const WHY: Record<LimitHolder, string> = {
  server: "The server limits how many API requests an account may send a minute (and may ask a client to wait), and the provider waited for its next turn",
  client:
    "The provider's own requests_per_minute setting caps how many API requests it sends a minute, below what " +
    "the server allows, and the provider waited for its next turn",
};

const ADVICE: Record<LimitHolder, string> = {
  server: "Commands that read or change many websites take longer on a server with a low limit.",
  client: "Raise requests_per_minute, or leave it unset to follow the budget the server announces.",
};

export class WaitNotice {
  private readonly waits: Record<LimitHolder, { count: number; longestMs: number }> = {
    server: { count: 0, longestMs: 0 },
    client: { count: 0, longestMs: 0 },
  };

  constructor(private readonly noticeAfterMs = NOTICE_AFTER_MS) {}

  /** Takes every client event; keeps the long waits for a rate limit. */
  observe(event: ClientEvent, log: Logger): void {
    const wait = waitOf(event);
    if (wait === undefined || wait.ms < this.noticeAfterMs) return;
    const kept = this.waits[wait.limitedBy];
    kept.count += 1;
    kept.longestMs = Math.max(kept.longestMs, wait.ms);
    log.warn("Waiting for the API rate limit", {
      operation: event.operation,
      wait_ms: wait.ms,
      limit: wait.limitedBy === "client" ? "requests_per_minute" : "server",
    });
  }

  /** Adds a warning for the long waits since the last report, if any. */
  report(diagnostics: Diagnostics): void {
    const parts: string[] = [];
    let advice = "";
    for (const holder of ["client", "server"] as const) {
      const { count, longestMs } = this.waits[holder];
      if (count === 0) continue;
      const times = count === 1 ? "once" : `${count} times`;
      parts.push(`${WHY[holder]} ${times}, up to ${Math.round(longestMs / 1000)} s.`);
      advice ||= ADVICE[holder];
      this.waits[holder] = { count: 0, longestMs: 0 };
    }
    if (parts.length === 0) return;
    diagnostics.warning("Waited for the API rate limit", `${parts.join(" ")} Terraform was waiting, not stuck. ${advice}`);
  }
}

function waitOf(event: ClientEvent): { ms: number; limitedBy: LimitHolder } | undefined {
  if (event.type === "paced") return { ms: event.waitedMs, limitedBy: event.limitedBy };
  // a 429's Retry-After is the server's window
  if (event.type === "retry" && event.reason === "HTTP 429") return { ms: event.delayMs, limitedBy: "server" };
  return undefined;
}
