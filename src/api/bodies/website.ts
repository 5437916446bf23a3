// A website as the server sends it (docs/internals/api-behaviour.md, "Website fields"), one in its
// envelope, and a deletion's body. The zod schema is the specification; plainWebsite reads a
// plainly well-formed website without zod, because a refresh lists every website of the
// account and zod's checks of each cost more than the rest of the refresh. It accepts
// nothing the schema rejects and reads what it accepts as the schema does
// (test/api/bodies-fast-path.test.ts checks both over generated bodies); anything else goes
// to the schema, for its exact message.
import type { z } from "zod";
import type { HttpResponse } from "../http";
import { isInt, isJsonObject, isTextOrNull, jsonOf, lazily, parseBody, plainInt, wireInt, type Z } from "./parse";

/** Privacy on the wire: 0 public, 1 private, 2 password. */
export const PRIVACY_CODES = { public: 0, private: 1, password: 2 } as const;
export type Privacy = keyof typeof PRIVACY_CODES;
export const PRIVACY_NAMES: readonly Privacy[] = ["public", "private", "password"];

export interface Website {
  id: number;
  domain: string;
  privacy: Privacy;
  emailReports: boolean;
  /** Whether a password is set; the password itself is never returned. */
  hasPassword: boolean;
  excludeBots: boolean;
  excludeIps: string[];
  favorite: boolean;
  favoritedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Optional integer setting: stored as null when a create left it out. */
const wireFlag = (z: Z) => wireInt(z).nullable();

const websiteWire = lazily((z) =>
  z.looseObject({
    id: wireInt(z),
    domain: z.string(),
    privacy: wireFlag(z),
    email: wireFlag(z),
    password: z.boolean(),
    exclude_bots: wireFlag(z),
    exclude_ips: z.string().nullable(),
    favorite: z.boolean(),
    favorited_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
type WebsiteFromWire = z.output<ReturnType<typeof websiteWire>>;

/** Newline-separated text (exclude_ips) to a list of non-empty lines. */
function linesToList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The friendly website of a checked wire website; undefined for a privacy code the client does not know. */
function friendlyWebsite(w: WebsiteFromWire): Website | undefined {
  const privacy = w.privacy === null ? "public" : PRIVACY_NAMES[w.privacy];
  if (privacy === undefined) return undefined;
  return {
    id: w.id,
    domain: w.domain,
    privacy,
    emailReports: w.email !== null && w.email !== 0,
    hasPassword: w.password,
    // A stored null (a create that sent `exclude_bots=` empty: docs/internals/api-behaviour.md,
    // "Website fields") reads as false, like email's and privacy's nulls. What the application
    // does with it is not on that page:
    // false is inferred from PHP, where null is false, and chosen because a wrong guess
    // costs one needless update that stores 1, where true would hide counted bots.
    excludeBots: w.exclude_bots !== null && w.exclude_bots !== 0,
    excludeIps: linesToList(w.exclude_ips),
    favorite: w.favorite,
    favoritedAt: w.favorited_at,
    createdAt: w.created_at,
    updatedAt: w.updated_at,
  };
}

/** The schema of a website as the client reads it, with the friendly mapping built in. */
export const websiteSchema = lazily((z) =>
  websiteWire().transform((w, ctx): Website => {
    const website = friendlyWebsite(w);
    if (website === undefined) {
      ctx.addIssue({ code: "custom", path: ["privacy"], message: `expected 0, 1 or 2, got ${w.privacy}` });
      return z.NEVER;
    }
    return website;
  }),
);

/** One website in its envelope: the answer to a read, a create and an update. */
export const websiteBody = lazily((z) => z.looseObject({ data: websiteSchema() }));

export const deletionBody = lazily((z) =>
  z.looseObject({
    id: wireInt(z),
    object: z.literal("website"),
    deleted: z.literal(true),
  }),
);

/**
 * What websiteSchema makes of a plainly well-formed wire website (integers as numbers, or as the
 * strings a create or update echoes); undefined for anything else (a missing or mistyped field,
 * an unknown privacy code).
 */
export function plainWebsite(item: unknown): Website | undefined {
  if (!isJsonObject(item)) return undefined;
  const w = item;
  // Create and update answers echo the form as sent ("2" where a GET gives 2), so a wire
  // integer may be a string here, as websiteWire's wireInt takes it.
  const id = plainInt(w.id);
  const privacy = flagOf(w.privacy);
  const email = flagOf(w.email);
  const excludeBots = flagOf(w.exclude_bots);
  const plain =
    id !== undefined &&
    typeof w.domain === "string" &&
    privacy !== undefined &&
    email !== undefined &&
    typeof w.password === "boolean" &&
    excludeBots !== undefined &&
    isTextOrNull(w.exclude_ips) &&
    typeof w.favorite === "boolean" &&
    isTextOrNull(w.favorited_at) &&
    typeof w.created_at === "string" &&
    typeof w.updated_at === "string";
  return plain ? friendlyWebsite({ ...(w as WebsiteFromWire), id, privacy, email, exclude_bots: excludeBots }) : undefined;
}

/** A nullable wire integer, as wireFlag reads it; undefined for anything else. */
function flagOf(v: unknown): number | null | undefined {
  return v === null ? null : plainInt(v);
}

export function parseWebsiteItem(operation: string, response: HttpResponse): Website {
  const json = jsonOf(response);
  return (isJsonObject(json) ? plainWebsite(json.data) : undefined) ?? parseBody(operation, response, websiteBody()).data;
}

/** Checks the body of a deletion (which may be empty). */
export function checkDeleted(operation: string, response: HttpResponse): void {
  if (response.status === 204 || response.body.trim() === "") return;
  const json = jsonOf(response);
  if (isJsonObject(json) && isInt(json.id) && json.object === "website" && json.deleted === true) return;
  parseBody(operation, response, deletionBody());
}
