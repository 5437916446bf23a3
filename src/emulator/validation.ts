// The create and update rules of the deployed service, with stock Laravel 10 messages.
import { hostProblem } from "../api/domain";
import type { WebsiteInput, WebsitePatch } from "./types";
import type { RequestInput } from "./body";

export type FieldErrors = Record<string, string[]>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export interface CreateContext {
  domainTaken(domain: string): boolean;
  /** Whether the account already holds as many websites as its plan allows. */
  atWebsiteLimit: boolean;
}

const MAX_DOMAIN = 255;
const MAX_PASSWORD = 128;

// Laravel shows attribute names with underscores as spaces.
const label = (field: string) => field.replace(/_/g, " ");
const msg = {
  required: (f: string) => `The ${label(f)} field is required.`,
  string: (f: string) => `The ${label(f)} field must be a string.`,
  integer: (f: string) => `The ${label(f)} field must be an integer.`,
  between: (f: string, a: number, b: number) => `The ${label(f)} field must be between ${a} and ${b}.`,
  maxChars: (f: string, n: number) => `The ${label(f)} field must not be greater than ${n} characters.`,
  minChars: (f: string, n: number) => `The ${label(f)} field must be at least ${n} characters.`,
  format: (f: string) => `The ${label(f)} field format is invalid.`,
  unique: (f: string) => `The ${label(f)} has already been taken.`,
  requiredIf: (f: string, other: string, value: string) => `The ${label(f)} field is required when ${label(other)} is ${value}.`,
  tooMany: () => "You created too many websites.",
};

/** PHP's FILTER_VALIDATE_INT, roughly: optional sign, no leading zeros. */
function asInteger(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isInteger(v) ? v : undefined;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "string" && /^[+-]?(0|[1-9]\d*)$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

const chars = (s: string) => [...s].length;

/** A host name with at least one dot and a non-numeric last label, or an IPv4 address. */
export function isValidDomain(domain: string): boolean {
  return hostProblem(domain) === undefined;
}

/** PHP truthiness of a request value. */
export function truthy(v: unknown): boolean {
  return !(v === null || v === undefined || v === false || v === 0 || v === "" || v === "0");
}

const has = (input: RequestInput, key: string) => Object.prototype.hasOwnProperty.call(input, key);
/** Present with a value; Laravel's `nullable` lets a null pass every other rule. */
const filled = (input: RequestInput, key: string) => has(input, key) && input[key] !== null;

class Collector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  integerBetween(input: RequestInput, field: string, min: number | null, max: number | null): number | null | undefined {
    if (!filled(input, field)) return has(input, field) ? null : undefined;
    const n = asInteger(input[field]);
    if (n === undefined) {
      this.add(field, msg.integer(field));
      return undefined;
    }
    if (min !== null && max !== null && (n < min || n > max)) {
      this.add(field, msg.between(field, min, max));
      return undefined;
    }
    return n;
  }

  text(input: RequestInput, field: string): string | null | undefined {
    if (!filled(input, field)) return has(input, field) ? null : undefined;
    const v = input[field];
    if (typeof v !== "string") {
      this.add(field, msg.string(field));
      return undefined;
    }
    return v;
  }

  password(input: RequestInput, requiredBecausePrivacy2: boolean): string | null | undefined {
    if (!filled(input, "password")) {
      if (requiredBecausePrivacy2) this.add("password", msg.requiredIf("password", "privacy", "2"));
      return has(input, "password") ? null : undefined;
    }
    const v = this.text(input, "password");
    if (typeof v !== "string") return undefined;
    if (chars(v) < 1) this.add("password", msg.minChars("password", 1));
    else if (chars(v) > MAX_PASSWORD) this.add("password", msg.maxChars("password", MAX_PASSWORD));
    else return v;
    return undefined;
  }
}

/** Create rules. `input.domain` must already be canonical (the server does that first). */
export function validateCreate(input: RequestInput, ctx: CreateContext): Validated<WebsiteInput> {
  const c = new Collector();
  let domain: string | undefined;
  if (!filled(input, "domain")) c.add("domain", msg.required("domain"));
  else if (typeof input.domain !== "string") c.add("domain", msg.string("domain"));
  else if (chars(input.domain) > MAX_DOMAIN) c.add("domain", msg.maxChars("domain", MAX_DOMAIN));
  else if (!isValidDomain(input.domain)) c.add("domain", msg.format("domain"));
  else if (ctx.domainTaken(input.domain)) c.add("domain", msg.unique("domain"));
  else if (ctx.atWebsiteLimit) c.add("domain", msg.tooMany());
  else domain = input.domain;

  const privacy = c.integerBetween(input, "privacy", 0, 2);
  // required_if compares the raw value, so an invalid privacy does not trigger it.
  const password = c.password(input, filled(input, "privacy") && asInteger(input.privacy) === 2);
  const email = c.integerBetween(input, "email", null, null);
  const excludeBots = c.integerBetween(input, "exclude_bots", 0, 1);
  const excludeIps = c.text(input, "exclude_ips");
  const excludeParams = c.text(input, "exclude_params");
  if (c.failed || domain === undefined) return { ok: false, errors: c.errors };
  return {
    ok: true,
    value: {
      domain,
      privacy: privacy ?? null,
      email: email ?? null,
      password: password ?? null,
      // Left out (or sent empty), exclude_bots defaults to 1.
      exclude_bots: excludeBots ?? 1,
      exclude_ips: excludeIps ?? null,
      exclude_params: excludeParams ?? null,
    },
  };
}

/** Update rules: only fields present change; domain is ignored; password never required. */
export function validateUpdate(input: RequestInput): Validated<WebsitePatch> {
  const c = new Collector();
  const privacy = c.integerBetween(input, "privacy", 0, 2);
  const password = c.password(input, false);
  const email = c.integerBetween(input, "email", null, null);
  const excludeBots = c.integerBetween(input, "exclude_bots", 0, 1);
  const excludeIps = c.text(input, "exclude_ips");
  const excludeParams = c.text(input, "exclude_params");
  if (c.failed) return { ok: false, errors: c.errors };
  const patch: WebsitePatch = {};
  if (privacy !== undefined) patch.privacy = privacy;
  if (email !== undefined) patch.email = email;
  // An empty password leaves the stored one alone.
  if (typeof password === "string") patch.password = password;
  if (excludeBots !== undefined) patch.exclude_bots = excludeBots;
  if (excludeIps !== undefined) patch.exclude_ips = excludeIps;
  if (excludeParams !== undefined) patch.exclude_params = excludeParams;
  if (has(input, "favorite")) patch.favorite = truthy(input.favorite);
  return { ok: true, value: patch };
}
