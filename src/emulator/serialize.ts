// Website and account records as the service writes them.
import { createHash } from "node:crypto";
import { isoMicros, sqlDateTime } from "./format";
import type { RequestInput } from "./body";
import type { Account, Website } from "./types";

/** Fields echoed from the request on create/update (the model keeps the raw values). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list is the type's source
const ECHOED = ["privacy", "email", "exclude_bots", "exclude_ips"] as const;

/**
 * A website in the response field order. With `echo`, fields sent in the request come back
 * as sent (a form "2" stays the string "2"), as the deployed create/update responses do.
 * `favoritedNow`: the request itself set favorited_at, which the app then writes as an ISO
 * date with microseconds instead of the stored `Y-m-d H:i:s`.
 */
export function websiteJson(w: Website, echo?: RequestInput, favoritedNow = false): Record<string, unknown> {
  const sent = (field: (typeof ECHOED)[number], stored: unknown): unknown => {
    if (!echo || !Object.prototype.hasOwnProperty.call(echo, field)) return stored;
    const v = echo[field];
    return v === null || v === undefined ? stored : v;
  };
  return {
    id: w.id,
    domain: w.domain,
    privacy: sent("privacy", w.privacy),
    email: sent("email", w.email),
    password: w.password !== null && w.password !== "",
    exclude_bots: sent("exclude_bots", w.exclude_bots),
    exclude_ips: sent("exclude_ips", w.exclude_ips),
    favorite: w.favoritedAt !== null,
    favorited_at: w.favoritedAt === null ? null : favoritedNow ? isoMicros(w.favoritedAt) : sqlDateTime(w.favoritedAt),
    created_at: isoMicros(w.createdAt),
    updated_at: isoMicros(w.updatedAt),
  };
}

export function accountJson(a: Account): Record<string, unknown> {
  const hash = createHash("md5").update(a.email.trim().toLowerCase()).digest("hex");
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    avatar_url: `https://www.gravatar.com/avatar/${hash}?s=128&d=mp`,
    locale: a.locale,
    timezone: a.timezone,
    created_at: isoMicros(a.createdAt),
    plan: { id: a.plan.id, name: a.plan.name, features: { ...a.plan.features } },
  };
}
