// Shared helpers of the emulator tests: a tiny client over real loopback HTTP.
import { afterEach } from "vitest";
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from "../../src/emulator";

export interface CallOptions {
  key?: string | null;
  /** Sent form-encoded unless `json` is set. */
  form?: Record<string, string>;
  json?: unknown;
  accept?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // the tests read the JSON by path, and a wrong path fails the assertion that reads it
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const running: EmulatorHandle[] = [];

/** Starts an emulator that is closed after the current test. */
export async function emulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  const emu = await startEmulator({ rateLimit: 0, ...options });
  running.push(emu);
  return emu;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.close()));
});

export async function call(emu: { url: string }, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  const key = opts.key === undefined ? "test-key" : opts.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  const accept = opts.accept === undefined ? "application/json" : opts.accept;
  if (accept !== null) headers.Accept = accept;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  }
  const res = await fetch(emu.url + path, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

export const WEBSITE_FIELDS = [
  "id",
  "domain",
  "privacy",
  "email",
  "password",
  "exclude_bots",
  "exclude_ips",
  "favorite",
  "favorited_at",
  "created_at",
  "updated_at",
];

export const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
