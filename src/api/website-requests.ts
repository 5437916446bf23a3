// What the client sends about websites, checked before it is sent: the create and update
// forms (callers speak "public" / booleans / string lists; the server speaks 0/1/2, 0/1 and
// newline-separated text), the list query and a website's id.
import { InvalidInputError } from "./errors";
import { PRIVACY_CODES, PRIVACY_NAMES, type Privacy } from "./bodies/website";

/** Page sizes the server honours; anything else silently falls back to the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface CreateWebsiteInput {
  domain: string;
  privacy?: Privacy;
  /**
   * Required when privacy is "password". With another privacy it is sent all the same: the
   * server stores it, unused until privacy becomes "password".
   */
  password?: string;
  emailReports?: boolean;
  excludeBots?: boolean;
  excludeParams?: readonly string[];
  excludeIps?: readonly string[];
}

/** Only the fields present are sent; the others stay as they are on the server. */
export interface UpdateWebsiteInput {
  privacy?: Privacy;
  /**
   * A new password, or null to clear the stored one (sent as an empty `password=`, which
   * the server accepts only when privacy is not "password").
   */
  password?: string | null;
  emailReports?: boolean;
  excludeBots?: boolean;
  excludeParams?: readonly string[];
  excludeIps?: readonly string[];
  favorite?: boolean;
}

export type SortBy = "id" | "domain";
export type SortOrder = "asc" | "desc";

export interface ListWebsitesParams {
  /** Partial, case-insensitive match on the domain. */
  search?: string;
  searchBy?: "domain";
  /** true: favourites only; false: non-favourites only; absent: all. */
  favorite?: boolean;
  sortBy?: SortBy;
  sort?: SortOrder;
  /** 10, 25, 50 or 100; default 50 for one page, 100 when iterating. */
  perPage?: number;
  /** 1-based; default 1. */
  page?: number;
}

type FormFields = Record<string, string>;

// Friendly -> wire, with the checks the client makes before sending -----------------

function boolFlag(b: boolean): string {
  return b ? "1" : "0";
}

function checkPrivacy(operation: string, privacy: unknown): Privacy {
  if (typeof privacy === "string" && (PRIVACY_NAMES as readonly string[]).includes(privacy)) return privacy as Privacy;
  throw new InvalidInputError(operation, "privacy", `privacy must be "public", "private" or "password" (got ${JSON.stringify(privacy)})`);
}

function checkBool(operation: string, field: string, value: unknown): boolean {
  if (typeof value === "boolean") return value;
  throw new InvalidInputError(operation, field, `${field} must be true or false (got ${JSON.stringify(value)})`);
}

function checkList(operation: string, field: string, value: unknown): string {
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === "string")) {
    throw new InvalidInputError(operation, field, `${field} must be a list of strings`);
  }
  // The server stores one entry a line, so an entry must not contain a line break.
  const bad = value.find((v) => /[\r\n]/.test(v));
  if (bad !== undefined) throw new InvalidInputError(operation, field, `${field} entries must not contain line breaks`);
  return value
    .map((v) => v.trim())
    .filter((v) => v.length > 0)
    .join("\n");
}

function checkPassword(operation: string, password: unknown): string {
  if (typeof password !== "string" || password.length === 0) {
    throw new InvalidInputError(operation, "password", "password must be a non-empty string");
  }
  // the server counts characters (code points), not UTF-16 units: 128 emoji are 256 units
  if (password.length > 128 && [...password].length > 128) {
    throw new InvalidInputError(operation, "password", "password must be at most 128 characters");
  }
  return password;
}

/** Every setting is sent explicitly: a left-out privacy or email is stored as null. */
export function createForm(operation: string, input: CreateWebsiteInput): FormFields {
  if (typeof input.domain !== "string" || input.domain.trim().length === 0) {
    throw new InvalidInputError(operation, "domain", "domain must be a non-empty string");
  }
  const privacy = checkPrivacy(operation, input.privacy ?? "public");
  const form: FormFields = {
    domain: input.domain.trim(),
    privacy: String(PRIVACY_CODES[privacy]),
    email: boolFlag(checkBool(operation, "email_reports", input.emailReports ?? false)),
    exclude_bots: boolFlag(checkBool(operation, "exclude_bots", input.excludeBots ?? true)),
    exclude_params: checkList(operation, "exclude_params", input.excludeParams ?? []),
    exclude_ips: checkList(operation, "exclude_ips", input.excludeIps ?? []),
  };
  if (privacy === "password") {
    if (input.password === undefined || input.password === "") {
      throw new InvalidInputError(operation, "password", 'password is required when privacy is "password"');
    }
    form.password = checkPassword(operation, input.password);
  } else if (input.password !== undefined) {
    form.password = checkPassword(operation, input.password);
  }
  return form;
}

export function updateForm(operation: string, input: UpdateWebsiteInput): FormFields {
  const form: FormFields = {};
  if (input.privacy !== undefined) form.privacy = String(PRIVACY_CODES[checkPrivacy(operation, input.privacy)]);
  if (input.password === null) {
    if (input.privacy === undefined || input.privacy === "password") {
      throw new InvalidInputError(
        operation,
        "password",
        'clearing the password needs privacy "public" or "private" in the same update: with privacy "password" the server refuses an empty password, ' +
          'and without a privacy it would clear it even on a website whose privacy is still "password", which then asks for a password that no longer exists',
      );
    }
    form.password = "";
  } else if (input.password !== undefined) {
    form.password = checkPassword(operation, input.password);
  }
  if (input.emailReports !== undefined) form.email = boolFlag(checkBool(operation, "email_reports", input.emailReports));
  if (input.excludeBots !== undefined) form.exclude_bots = boolFlag(checkBool(operation, "exclude_bots", input.excludeBots));
  if (input.excludeParams !== undefined) form.exclude_params = checkList(operation, "exclude_params", input.excludeParams);
  if (input.excludeIps !== undefined) form.exclude_ips = checkList(operation, "exclude_ips", input.excludeIps);
  if (input.favorite !== undefined) form.favorite = boolFlag(checkBool(operation, "favorite", input.favorite));
  return form;
}

/** A website id: a positive integer, or a string of digits (Terraform ids are strings). */
export function checkId(operation: string, id: unknown): number {
  const n = typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new InvalidInputError(operation, "id", `id must be a positive integer (got ${JSON.stringify(id)})`);
  }
  return n;
}

const DEFAULT_PAGE_SIZE: PageSize = 50;

export function listQuery(operation: string, params: ListWebsitesParams, defaultPerPage: PageSize = DEFAULT_PAGE_SIZE): URLSearchParams {
  const q = new URLSearchParams();
  if (params.search !== undefined) {
    if (typeof params.search !== "string") throw new InvalidInputError(operation, "search", "search must be a string");
    q.set("search", params.search);
  }
  if (params.searchBy !== undefined) {
    if (params.searchBy !== "domain")
      throw new InvalidInputError(operation, "search_by", `search_by must be "domain" (got ${JSON.stringify(params.searchBy)})`);
    q.set("search_by", params.searchBy);
  } else if (params.search !== undefined) {
    q.set("search_by", "domain");
  }
  if (params.favorite !== undefined) q.set("favorite", boolFlag(checkBool(operation, "favorite", params.favorite)));
  if (params.sortBy !== undefined) {
    if (params.sortBy !== "id" && params.sortBy !== "domain") {
      throw new InvalidInputError(operation, "sort_by", `sort_by must be "id" or "domain" (got ${JSON.stringify(params.sortBy)})`);
    }
    q.set("sort_by", params.sortBy);
  }
  if (params.sort !== undefined) {
    if (params.sort !== "asc" && params.sort !== "desc") {
      throw new InvalidInputError(operation, "sort", `sort must be "asc" or "desc" (got ${JSON.stringify(params.sort)})`);
    }
    q.set("sort", params.sort);
  }
  const perPage = params.perPage ?? defaultPerPage;
  if (!(PAGE_SIZES as readonly number[]).includes(perPage)) {
    throw new InvalidInputError(operation, "per_page", `per_page must be one of ${PAGE_SIZES.join(", ")} (got ${JSON.stringify(perPage)})`);
  }
  // Always sent: the server's default page size is an installation setting.
  q.set("per_page", String(perPage));
  const page = params.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new InvalidInputError(operation, "page", `page must be a positive integer (got ${JSON.stringify(page)})`);
  }
  q.set("page", String(page));
  return q;
}
