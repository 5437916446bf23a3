// The client's structured log events.
import type { HttpMethod } from "./http";
import type { LimitHolder } from "./pacer";

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
  | { type: "paced"; operation: string; method: HttpMethod; path: string; waitedMs: number; limitedBy: LimitHolder }
  | { type: "create_lookup"; operation: string; domain: string; found: boolean };

export type EmitEvent = (event: ClientEvent) => void;

/** A logger that cannot fail a request. */
export function safeEmitter(logger: ((event: ClientEvent) => void) | undefined): EmitEvent {
  return (event) => {
    if (!logger) return;
    try {
      logger(event);
    } catch {
      // A failing logger must not fail the request.
    }
  };
}
