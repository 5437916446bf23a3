// The body shapes of the deployed API (see shared/notes/real-api.md), as zod schemas.
// Shared by the client (which parses them) and the emulator (which produces them).
import { z } from "zod";

export { canonicalDomain, domainProblem } from "./domain";

/** An integer the server may send as a number or echo back as the form string ("2"). */
export const wireInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, "expected an integer or an integer string")
    .transform((s) => Number(s)),
]);

/** Optional integer setting: stored as null when a create left it out. */
const wireFlag = wireInt.nullable();

export const websiteWire = z.looseObject({
  id: wireInt,
  domain: z.string(),
  privacy: wireFlag,
  email: wireFlag,
  /** Whether a password is set; the password itself is never returned. */
  password: z.boolean(),
  exclude_bots: wireFlag,
  exclude_ips: z.string().nullable(),
  favorite: z.boolean(),
  favorited_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebsiteWire = z.input<typeof websiteWire>;

export const websiteEnvelope = z.looseObject({ data: websiteWire });

export const pageLinks = z.looseObject({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

export const pageMeta = z.looseObject({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  per_page: wireInt,
  to: z.number().int().nullable(),
  total: z.number().int(),
});

export const websiteListEnvelope = z.looseObject({
  data: z.array(websiteWire),
  links: pageLinks,
  meta: pageMeta,
});

export const deleteEnvelope = z.looseObject({
  id: wireInt,
  object: z.literal("website"),
  deleted: z.literal(true),
});

/** Plan limits: -1 means unlimited. Feature switches may be 0/1 or booleans. */
const planLimit = z.union([z.number(), z.boolean().transform((b) => (b ? 1 : 0))]);

export const accountWire = z.looseObject({
  id: wireInt,
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable().optional(),
  locale: z.string().nullable().optional(),
  timezone: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  plan: z.looseObject({
    id: wireInt,
    name: z.string(),
    features: z.looseObject({
      pageviews: planLimit,
      websites: planLimit,
      email_reports: planLimit,
      data_export: planLimit,
      api: planLimit,
    }),
  }),
});
export type AccountWire = z.input<typeof accountWire>;

export const accountEnvelope = z.looseObject({ data: accountWire });

/** 422 body: field messages under `message` (deployed) or `errors` (stock Laravel). */
export const validationBody = z.union([
  z.looseObject({ message: z.record(z.string(), z.array(z.string())) }),
  z.looseObject({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())) }),
]);

export const messageBody = z.looseObject({ message: z.string() });

/** Privacy on the wire: 0 public, 1 private, 2 password. */
export const PRIVACY_CODES = { public: 0, private: 1, password: 2 } as const;
export type Privacy = keyof typeof PRIVACY_CODES;
export const PRIVACY_NAMES: readonly Privacy[] = ["public", "private", "password"];

/** Page sizes the server honours; anything else silently falls back to the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Newline-separated text (exclude_ips, exclude_params) to a list of non-empty lines. */
export function linesToList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function listToLines(list: readonly string[]): string {
  return list.join("\n");
}

