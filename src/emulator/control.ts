// The emulator's own routes, outside /api/v1. The real server gets its statistics from the
// tracking script on the websites; the emulator has none, so a test or a pipeline driving it
// from outside the process records them here:
//
//   POST /_emulator/websites/{id}/pageviews      day=count pairs: a form (2024-03-04=5&...)
//   POST /_emulator/websites/{id}/visitors       or a JSON object ({"2024-03-04": 5, ...})
//   POST /_emulator/websites/{id}/stats/{name}   a JSON array of {"day", "value", "count"}
//
// Counts add to what is recorded. The website's own account key authenticates (Bearer or
// ?api_token=); another account's website is a 404. These routes are no part of the API:
// the limiter does not count them and faults and latency leave them alone, so seeding
// never changes what a test measures.
import type { IncomingMessage } from "node:http";
import { readBody } from "./body";
import { apiKey } from "./credentials";
import { json, routeNotFound, type Reply } from "./reply";
import { NOT_FOUND } from "./routes";
import { countProblem, DAILY_NAMES, isDay, isStatisticName, StatisticsError, valueProblem, type StatisticRecord, type WebsiteStatistics } from "./statistics";
import type { Store } from "./store";
import type { FieldErrors } from "./validation";

export const CONTROL_PREFIX = "/_emulator";

export interface ControlContext {
  store: Store;
  statistics: WebsiteStatistics;
}

interface ControlRoute {
  pattern: string;
  id: number;
  /** As given in the path; checked once the caller is known. */
  name: string;
  /** The body is a JSON array of rows, not day=count pairs. */
  rows: boolean;
}

type Parsed = { ok: true; records: StatisticRecord[] } | { ok: false; errors: FieldErrors };

export function isControlPath(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
}

function matchControl(path: string): ControlRoute | undefined {
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const daily = /^\/_emulator\/websites\/(\d{1,15})\/(pageviews|visitors)$/.exec(p);
  if (daily) return { pattern: `${CONTROL_PREFIX}/websites/{id}/${daily[2]}`, id: Number(daily[1]), name: daily[2] ?? "", rows: false };
  const any = /^\/_emulator\/websites\/(\d{1,15})\/stats\/([^/]+)$/.exec(p);
  if (any) return { pattern: `${CONTROL_PREFIX}/websites/{id}/stats/{name}`, id: Number(any[1]), name: decoded(any[2] ?? ""), rows: true };
  return undefined;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route pattern a request is counted under (request counters). */
export function controlPattern(path: string): string {
  return matchControl(path)?.pattern ?? `${CONTROL_PREFIX}/(unknown)`;
}

const invalid = (errors: FieldErrors): Reply => json(422, { message: errors, status: 422 });
const DAY = "The day must be a date in the format Y-m-d.";
const COUNT = "The count must be a whole number of 0 or more.";

/** A count from JSON (a number) or a form (digits). */
function toCount(v: unknown): unknown {
  return typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v;
}

const isJson = (contentType: string | undefined) => {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || type.endsWith("+json");
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** day=count pairs, from a form or a JSON object. */
function parseDays(text: string, contentType: string | undefined): Parsed {
  let pairs: [string, unknown][];
  if (isJson(contentType)) {
    const parsed = parseJson(text);
    if (!parsed.ok || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value)) {
      return { ok: false, errors: { body: ['Send a JSON object of day: count pairs, e.g. {"2024-03-04": 5}.'] } };
    }
    pairs = Object.entries(parsed.value);
  } else pairs = [...new URLSearchParams(text)];
  if (pairs.length === 0) return { ok: false, errors: { days: ["Give at least one day=count pair, e.g. 2024-03-04=5."] } };
  const errors: FieldErrors = {};
  const records: StatisticRecord[] = [];
  for (const [day, raw] of pairs) {
    const count = toCount(raw);
    if (!isDay(day)) errors[day] = [DAY];
    else if (countProblem(count) !== undefined) errors[day] = [COUNT];
    else records.push({ day, count: count as number });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, records };
}

/** A JSON array of {day, value, count}; pageviews and visitors take the day as their value. */
function parseRows(text: string, daily: boolean): Parsed {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value) || parsed.value.length === 0) {
    return { ok: false, errors: { body: ['Send a JSON array of rows, e.g. [{"day": "2024-03-04", "value": "Firefox", "count": 5}].'] } };
  }
  const errors: FieldErrors = {};
  const records: StatisticRecord[] = [];
  parsed.value.forEach((row: unknown, i) => {
    const r: Record<string, unknown> = row && typeof row === "object" ? (row as Record<string, unknown>) : {};
    const count = toCount(r.count);
    const value = daily ? r.day : r.value;
    if (!isDay(r.day)) errors[`${i}.day`] = [DAY];
    const badValue = valueProblem(value);
    if (badValue) errors[`${i}.value`] = [`The value ${badValue}.`];
    if (countProblem(count) !== undefined) errors[`${i}.count`] = [COUNT];
    if (typeof r.day === "string" && typeof value === "string" && typeof count === "number") records.push({ day: r.day, value, count });
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, records };
}

export async function answerControl(ctx: ControlContext, req: IncomingMessage, method: string, url: URL): Promise<Reply> {
  const route = matchControl(url.pathname);
  if (!route) return routeNotFound(req, url.pathname);
  if (method !== "POST") {
    return json(405, { message: `The ${method} method is not supported for route ${url.pathname.slice(1)}. Supported methods: POST.` }, { Allow: "POST" });
  }
  const key = apiKey(req, url);
  const account = key === undefined ? undefined : ctx.store.accountForKey(key);
  if (!account) return json(401, { message: "Unauthenticated." });
  if (!isStatisticName(route.name)) return invalid({ name: ["The selected name is invalid."] });
  const name = route.name;
  if (!ctx.store.get(account.id, route.id)) return json(404, NOT_FOUND);
  const text = await readBody(req);
  const parsed = route.rows ? parseRows(text, DAILY_NAMES.has(name)) : parseDays(text, req.headers["content-type"]);
  if (!parsed.ok) return invalid(parsed.errors);
  try {
    ctx.statistics.record(route.id, name, parsed.records);
  } catch (err) {
    if (err instanceof StatisticsError) return invalid({ body: [err.message] });
    throw err;
  }
  return json(200, { website_id: route.id, name, recorded: parsed.records.length, status: 200 });
}
