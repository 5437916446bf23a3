// The account behind the API key (docs/internals/api-behaviour.md, "Account fields"), read once per
// launch: zod alone reads it.
import type { HttpResponse } from "../http";
import { lazily, parseBody, wireInt, type Z } from "./parse";

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

export function parseAccount(operation: string, response: HttpResponse): Account {
  return parseBody(operation, response, accountBody()).data;
}
