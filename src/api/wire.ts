// The body shapes of the deployed API (see shared/notes/real-api.md), as zod schemas, each
// built on its first use (see ./zod.ts).
import type { z } from "zod";
import { lazily, type Z } from "./zod";

export { canonicalDomain, domainProblem } from "./domain";

/** An integer the server may send as a number or echo back as the form string ("2"). */
const wireInt = (z: Z) =>
  z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/, "expected an integer or an integer string")
      .transform((s) => Number(s)),
  ]);

/** Optional integer setting: stored as null when a create left it out. */
const wireFlag = (z: Z) => wireInt(z).nullable();

export const websiteWire = lazily((z) =>
  z.looseObject({
    id: wireInt(z),
    domain: z.string(),
    privacy: wireFlag(z),
    email: wireFlag(z),
    /** Whether a password is set; the password itself is never returned. */
    password: z.boolean(),
    exclude_bots: wireFlag(z),
    exclude_ips: z.string().nullable(),
    favorite: z.boolean(),
    favorited_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type WebsiteWire = z.input<ReturnType<typeof websiteWire>>;

export const websiteEnvelope = lazily((z) => z.looseObject({ data: websiteWire() }));

export const pageLinks = lazily((z) =>
  z.looseObject({
    first: z.string().nullable(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
);

export const pageMeta = lazily((z) =>
  z.looseObject({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    path: z.string(),
    per_page: wireInt(z),
    to: z.number().int().nullable(),
    total: z.number().int(),
  }),
);

export const websiteListEnvelope = lazily((z) =>
  z.looseObject({
    data: z.array(websiteWire()),
    links: pageLinks(),
    meta: pageMeta(),
  }),
);

export const deleteEnvelope = lazily((z) =>
  z.looseObject({
    id: wireInt(z),
    object: z.literal("website"),
    deleted: z.literal(true),
  }),
);

/** Plan limits: -1 means unlimited. Feature switches may be 0/1 or booleans. */
const planLimit = (z: Z) => z.union([z.number(), z.boolean().transform((b) => (b ? 1 : 0))]);

export const accountWire = lazily((z) =>
  z.looseObject({
    id: wireInt(z),
    name: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable().optional(),
    locale: z.string().nullable().optional(),
    timezone: z.string().nullable().optional(),
    created_at: z.string().nullable().optional(),
    plan: z.looseObject({
      id: wireInt(z),
      name: z.string(),
      features: z.looseObject({
        pageviews: planLimit(z),
        websites: planLimit(z),
        email_reports: planLimit(z),
        data_export: planLimit(z),
        api: planLimit(z),
      }),
    }),
  }),
);
export type AccountWire = z.input<ReturnType<typeof accountWire>>;

export const accountEnvelope = lazily((z) => z.looseObject({ data: accountWire() }));

/** 422 body: field messages under `message` (deployed) or `errors` (stock Laravel). */
export const validationBody = lazily((z) =>
  z.union([
    z.looseObject({ message: z.record(z.string(), z.array(z.string())) }),
    z.looseObject({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())) }),
  ]),
);

export const messageBody = lazily((z) => z.looseObject({ message: z.string() }));

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
