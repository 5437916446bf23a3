// The create and update rules of the deployed service and its messages, from
// docs/internals/api-behaviour.md ("Validation on create", "Validation on update", "Password
// on update"). Laravel runs every rule of a field and
// reports all that fail, in order, except that a failed `required` stops the field.
import { canonicalDomain, isValidDomain } from "./domain";
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
  unique: (f: string) => `The ${label(f)} has already been taken.`,
  invalidDomain: () => "Invalid domain name.",
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

/** PHP 8's loose `==` between a request value and an integer. */
function looseEquals(v: unknown, n: number): boolean {
  if (v === null || v === undefined) return n === 0;
  if (typeof v === "boolean") return v === (n !== 0);
  if (typeof v === "number") return v === n;
  if (typeof v === "string") return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v) && Number(v) === n;
  return false;
}

const chars = (s: string) => [...s].length;

/** Laravel's size of a value that has no numeric rule: characters, or items of an array. */
function size(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (v === null || v === undefined || v === false) return 0;
  if (v === true) return 1;
  return chars(typeof v === "string" ? v : String(v));
}

/** PHP is_numeric (leading and trailing whitespace allowed, as in PHP 8). */
const isNumeric = (s: string) => /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(s);

/** Laravel's size of a value under a numeric rule: the number itself when numeric, else size(). */
function numericSize(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "string" && isNumeric(v)) return Number(v);
  return size(v);
}

/** PHP truthiness of a request value. */
export function truthy(v: unknown): boolean {
  return !(v === null || v === undefined || v === false || v === 0 || v === "" || v === "0");
}

const has = (input: RequestInput, key: string) => Object.prototype.hasOwnProperty.call(input, key);
/** Present with a value; Laravel's `nullable` lets a null pass every other rule. */
const filled = (input: RequestInput, key: string) => has(input, key) && input[key] !== null;

/**
 * The store request's prepareForValidation: the domain in canonical form. A scalar that is
 * not a string is turned into one first (a JSON number then fails the domain rule).
 */
export function canonicalDomainInput(input: RequestInput): RequestInput {
  const v = input.domain;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
    const d = canonicalDomain(typeof v === "boolean" ? (v ? "1" : "") : String(v));
    input.domain = d === "" ? null : d;
  }
  return input;
}

class Collector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** `integer` (+ `between`); nullable unless `nullable` is false (then null fails `integer`). */
  integerBetween(input: RequestInput, field: string, range: [number, number] | null, nullable = true): number | null | undefined {
    if (!has(input, field)) return undefined;
    if (input[field] === null && nullable) return null;
    const n = asInteger(input[field]);
    if (n === undefined) {
      this.add(field, msg.integer(field));
      // Laravel still runs `between`, on the value's size: "abc" is 3 long and fails 0..2 too.
      const s = numericSize(input[field]);
      if (range && (s < range[0] || s > range[1])) this.add(field, msg.between(field, range[0], range[1]));
      return undefined;
    }
    if (range && (n < range[0] || n > range[1])) {
      this.add(field, msg.between(field, range[0], range[1]));
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

  /** `string|min:1|max:128`, every failing rule reported; null passes only when nullable. */
  password(input: RequestInput, nullable: boolean): string | null | undefined {
    if (!has(input, "password")) return undefined;
    const v = input.password;
    if (v === null && nullable) return null;
    const before = this.errors.password?.length ?? 0;
    if (typeof v !== "string") this.add("password", msg.string("password"));
    if (size(v) < 1) this.add("password", msg.minChars("password", 1));
    if (size(v) > MAX_PASSWORD) this.add("password", msg.maxChars("password", MAX_PASSWORD));
    return (this.errors.password?.length ?? 0) === before && typeof v === "string" ? v : undefined;
  }
}

/**
 * `domain`: required, max:255, the domain rule, unique across all accounts, the plan's
 * website limit; every failing message in that order. `input` must be canonical already.
 */
function checkDomain(c: Collector, input: RequestInput, ctx: CreateContext): string | undefined {
  if (!filled(input, "domain")) {
    c.add("domain", msg.required("domain"));
    return undefined;
  }
  const v = input.domain;
  const domain = typeof v === "string" ? v : undefined;
  if (domain !== undefined && chars(domain) > MAX_DOMAIN) c.add("domain", msg.maxChars("domain", MAX_DOMAIN));
  if (domain === undefined || !isValidDomain(domain)) c.add("domain", msg.invalidDomain());
  if (domain !== undefined && ctx.domainTaken(domain)) c.add("domain", msg.unique("domain"));
  if (ctx.atWebsiteLimit) c.add("domain", msg.tooMany());
  return c.errors.domain ? undefined : domain;
}

/** Create rules. `input.domain` must already be canonical (see canonicalDomainInput). */
export function validateCreate(input: RequestInput, ctx: CreateContext): Validated<WebsiteInput> {
  const c = new Collector();
  const domain = checkDomain(c, input, ctx);
  const privacy = c.integerBetween(input, "privacy", [0, 2]);
  let password: string | null | undefined;
  // Required when privacy == 2 (loosely, on the raw value), with no condition in the message.
  if (looseEquals(input.privacy, 2) && filled(input, "privacy") && !filled(input, "password")) c.add("password", msg.required("password"));
  else password = c.password(input, true);
  const email = c.integerBetween(input, "email", null);
  const excludeBots = c.integerBetween(input, "exclude_bots", [0, 1]);
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
      // Left out, exclude_bots takes the column's default 1; sent empty, it is stored null.
      exclude_bots: excludeBots === undefined ? 1 : excludeBots,
      exclude_ips: excludeIps ?? null,
      exclude_params: excludeParams ?? null,
    },
  };
}

/**
 * Update rules: only fields present change; domain is ignored; a password is never required.
 * The password is nullable when the request's privacy is 0 or 1 or absent (PHP's loose
 * `in_array(null, [0, 1])` is true), so an empty password then clears the stored one.
 */
export function validateUpdate(input: RequestInput): Validated<WebsitePatch> {
  const c = new Collector();
  let privacy: number | null | undefined;
  if (has(input, "privacy") && input.privacy === null) c.add("privacy", msg.required("privacy"));
  else privacy = c.integerBetween(input, "privacy", [0, 2]);
  const passwordNullable = looseEquals(input.privacy, 0) || looseEquals(input.privacy, 1);
  const password = c.password(input, passwordNullable);
  const email = c.integerBetween(input, "email", null);
  const excludeBots = c.integerBetween(input, "exclude_bots", [0, 1], false);
  const excludeIps = c.text(input, "exclude_ips");
  const excludeParams = c.text(input, "exclude_params");
  if (c.failed) return { ok: false, errors: c.errors };
  const patch: WebsitePatch = {};
  if (privacy !== undefined) patch.privacy = privacy;
  if (email !== undefined) patch.email = email;
  if (password !== undefined) patch.password = password;
  if (excludeBots !== undefined) patch.exclude_bots = excludeBots;
  if (excludeIps !== undefined) patch.exclude_ips = excludeIps;
  if (excludeParams !== undefined) patch.exclude_params = excludeParams;
  if (has(input, "favorite")) patch.favorite = truthy(input.favorite);
  return { ok: true, value: patch };
}
