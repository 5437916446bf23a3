// Structured logs on stderr in hclog's JSON line form, which go-plugin parses and replays
// through Terraform's own logger (so `TF_LOG=debug terraform plan` shows them). Silent
// unless TF_LOG_PROVIDER or TF_LOG asks for a level, as terraform-plugin-go is.
import type { Logger } from "./types";

export type LogLevel = "trace" | "debug" | "info" | "warn" | "error";
const ORDER: Record<LogLevel | "off", number> = { trace: 0, debug: 1, info: 2, warn: 3, error: 4, off: 5 };

export function levelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel | "off" {
  const raw = (env.TF_LOG_PROVIDER || env.TF_LOG || "").trim().toLowerCase();
  if (!raw) return "off";
  if (raw === "json") return "trace";
  if (raw === "warning") return "warn";
  return raw in ORDER ? (raw as LogLevel | "off") : "trace";
}

const secrets = new Set<string>();
const MASK = "***";
let pattern: RegExp | undefined;

/** Masks this value in every log line and diagnostic written from now on (API keys, passwords). */
export function registerSecret(value: string | null | undefined): void {
  if (typeof value !== "string" || value.length === 0 || secrets.has(value)) return;
  secrets.add(value);
  pattern = undefined;
}

const WORD = /[\p{L}\p{N}_]/u;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// A secret that is one part of a dotted or hyphenated word ("taken.example.com", "ok-k2",
// "hunter2.Retry") takes the whole word with it: masking the part alone would show which part
// of a domain the password is. The dot that ends a sentence is not part of the word.
// (a match starts only where a word starts, so a long dotted run is walked once, not from each of its parts)
const WORD_START = "(?<![\\p{L}\\p{N}_])(?<![\\p{L}\\p{N}_][.\\-])(?:[\\p{L}\\p{N}_]+[.\\-])*";
const WORD_END = "(?:[.\\-][\\p{L}\\p{N}_]+)*(?![\\p{L}\\p{N}_])";

/**
 * Every whole occurrence of any of `values`, longest first. A value that starts or ends with
 * a letter or digit matches only where it is not part of a longer run of them, so the key
 * "k" masks "k" but leaves "taken" alone; within a dotted or hyphenated word it masks the word.
 */
export function wholeOccurrences(values: Iterable<string>): RegExp | undefined {
  const alternatives = [...new Set(values)]
    .filter((value) => value.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((value) => {
      const before = WORD.test(value.charAt(0)) ? WORD_START : "";
      const after = WORD.test(value.charAt(value.length - 1)) ? WORD_END : "";
      return `${before}${escapeRegExp(value)}${after}`;
    });
  return alternatives.length === 0 ? undefined : new RegExp(alternatives.join("|"), "gu");
}

/** One alternative per secret form: as written, and escaped inside JSON. */
function secretPattern(): RegExp | undefined {
  if (secrets.size === 0) return undefined;
  pattern ??= wholeOccurrences([...secrets].flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]));
  return pattern;
}

/** Replaces every whole occurrence of a registered secret in a string. */
export function redact(text: string): string {
  const re = secretPattern();
  return re ? maskAll(text, re, MASK) : text;
}

/**
 * Replaces every match of `pattern` (from wholeOccurrences) by `mask`, again until nothing
 * changes: a match starts only where a word starts, so a secret right after another that
 * ends in "-" or "." (inside one word) is found once the first is masked.
 */
export function maskAll(text: string, pattern: RegExp, mask: string): string {
  let current = text;
  for (let pass = 0; pass < 8; pass++) {
    const next = current.replace(pattern, mask);
    if (next === current) return next;
    current = next;
  }
  return current;
}

// go-plugin parses "@timestamp" with Go layout 2006-01-02T15:04:05.000000Z07:00 (exactly six
// fraction digits) and shows the line as unparsed text when it does not match.
function timestamp(): string {
  return new Date().toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

export interface LogSink {
  write(line: string): void;
}

const stderrSink: LogSink = { write: (line) => process.stderr.write(line) };

export class JsonLogger implements Logger {
  constructor(
    private readonly module: string = "provider",
    private readonly level: LogLevel | "off" = levelFromEnv(),
    private readonly sink: LogSink = stderrSink,
    private readonly baseFields: Record<string, unknown> = {},
  ) {}

  /** A logger whose lines carry these fields too (e.g. the RPC name and resource type). */
  with(fields: Record<string, unknown>): JsonLogger {
    if (this.level === "off") return this;
    return new JsonLogger(this.module, this.level, this.sink, { ...this.baseFields, ...fields });
  }

  enabled(level: LogLevel): boolean {
    return ORDER[level] >= ORDER[this.level];
  }

  trace(message: string, fields?: Record<string, unknown>): void {
    this.log("trace", message, fields);
  }
  debug(message: string, fields?: Record<string, unknown>): void {
    this.log("debug", message, fields);
  }
  info(message: string, fields?: Record<string, unknown>): void {
    this.log("info", message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.log("warn", message, fields);
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.log("error", message, fields);
  }

  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void {
    if (!this.enabled(level)) return;
    const entry: Record<string, unknown> = {
      "@level": level,
      "@message": message,
      "@module": this.module,
      "@timestamp": timestamp(),
    };
    for (const [k, v] of Object.entries({ ...this.baseFields, ...fields })) {
      if (!k.startsWith("@")) entry[k] = v instanceof Error ? v.message : v;
    }
    let line: string;
    try {
      // values are masked before JSON escapes them: in "\\nSECRET" the escape's n would hide a secret that starts a line
      line = JSON.stringify(entry, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : typeof v === "string" ? redact(v) : v));
    } catch {
      line = JSON.stringify({ "@level": level, "@message": message, "@module": this.module, "@timestamp": entry["@timestamp"] });
    }
    this.sink.write(redact(line) + "\n");
  }
}
