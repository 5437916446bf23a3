// The account behind the API key (docs/internals/api-behaviour.md, "Account fields"), read once per
// launch. The zod schema is the specification; plainAccount reads a plainly well-formed
// account without it, so that a launch that reads only the account and websites never loads
// zod: every plan and apply that creates websites reads the account, for its website limit
// and for the account id each new website records.
import type { HttpResponse } from "../http";
import { isJsonObject, jsonOf, lazily, parseBody, plainInt, wireInt, type JsonFields, type Z } from "./parse";

export interface PlanLimits {
  /** -1 = unlimited. */
  pageviews: number;
  websites: number;
  emailReports: number;
  dataExport: number;
  api: number;
}

export interface Account {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  locale: string | null;
  timezone: string | null;
  createdAt: string | null;
  plan: { id: number; name: string; limits: PlanLimits };
}

/** Plan limits: -1 means unlimited. Feature switches may be 0/1 or booleans. */
const planLimit = (z: Z) => z.union([z.number(), z.boolean().transform((b) => (b ? 1 : 0))]);

export const accountSchema = lazily((z) =>
  z
    .looseObject({
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
    })
    .transform((a): Account => ({
      id: a.id,
      name: a.name,
      email: a.email,
      avatarUrl: a.avatar_url ?? null,
      locale: a.locale ?? null,
      timezone: a.timezone ?? null,
      createdAt: a.created_at ?? null,
      plan: {
        id: a.plan.id,
        name: a.plan.name,
        limits: {
          pageviews: a.plan.features.pageviews,
          websites: a.plan.features.websites,
          emailReports: a.plan.features.email_reports,
          dataExport: a.plan.features.data_export,
          api: a.plan.features.api,
        },
      },
    })),
);

export const accountBody = lazily((z) => z.looseObject({ data: accountSchema() }));

/** A plan limit as planLimit reads it (a number, or a boolean as 1 or 0); undefined for anything else. */
function limitOf(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  return typeof v === "boolean" ? Number(v) : undefined;
}

/** Text, null or missing, as `z.string().nullable().optional()` takes it. */
const isOptionalText = (v: unknown): v is string | null | undefined => v === undefined || v === null || typeof v === "string";

/** What accountSchema makes of a plainly well-formed account; undefined for anything else. */
export function plainAccount(item: unknown): Account | undefined {
  if (!isJsonObject(item)) return undefined;
  const plan = item.plan;
  const features: unknown = isJsonObject(plan) ? plan.features : undefined;
  if (!isJsonObject(plan) || !isJsonObject(features)) return undefined;
  const id = plainInt(item.id);
  const planId = plainInt(plan.id);
  const limits = planLimits(features);
  const { name, email, avatar_url, locale, timezone, created_at } = item;
  const planName = plan.name;
  const plain =
    id !== undefined &&
    typeof name === "string" &&
    typeof email === "string" &&
    isOptionalText(avatar_url) &&
    isOptionalText(locale) &&
    isOptionalText(timezone) &&
    isOptionalText(created_at) &&
    planId !== undefined &&
    typeof planName === "string" &&
    limits !== undefined;
  if (!plain) return undefined;
  return {
    id,
    name,
    email,
    avatarUrl: avatar_url ?? null,
    locale: locale ?? null,
    timezone: timezone ?? null,
    createdAt: created_at ?? null,
    plan: { id: planId, name: planName, limits },
  };
}

function planLimits(features: JsonFields): PlanLimits | undefined {
  const pageviews = limitOf(features.pageviews);
  const websites = limitOf(features.websites);
  const emailReports = limitOf(features.email_reports);
  const dataExport = limitOf(features.data_export);
  const api = limitOf(features.api);
  if (pageviews === undefined || websites === undefined || emailReports === undefined || dataExport === undefined || api === undefined) return undefined;
  return { pageviews, websites, emailReports, dataExport, api };
}

export function parseAccount(operation: string, response: HttpResponse): Account {
  const json = jsonOf(response);
  return (isJsonObject(json) ? plainAccount(json.data) : undefined) ?? parseBody(operation, response, accountBody()).data;
}
