// phpanalytics_account: the account that owns the API key, its plan and how much of the
// plan's website limit is used.
import { defineDataSource, type KnownConfigOf, type ResourceCallContext, type Schema, type StateOf } from "../../tfplugin/framework";
import { withApiErrorsOnRead } from "../handler-errors";
import type { DataSourceDefinition } from "../definition";
import type { ProviderData } from "../provider-data";

const LIMIT_NOTE = "`-1` means unlimited.";

const accountSchema = {
  version: 0,
  description: "The account that owns the API key, with its plan's limits and how many websites it holds.",
  attributes: {
    id: { type: "string", computed: true, description: "Numeric identifier of the account, as a string." },
    name: { type: "string", computed: true, description: "Name of the account holder." },
    email: { type: "string", computed: true, description: "Email address of the account." },
    locale: { type: "string", computed: true, description: "Locale of the account, e.g. `en`." },
    timezone: { type: "string", computed: true, description: "Time zone of the account." },
    created_at: { type: "string", computed: true, description: "When the account was created." },
    plan_id: { type: "string", computed: true, description: "Identifier of the account's plan." },
    plan_name: { type: "string", computed: true, description: "Name of the account's plan." },
    website_limit: { type: "number", computed: true, description: `How many websites the plan allows; ${LIMIT_NOTE}` },
    pageview_limit: { type: "number", computed: true, description: `Pageviews a month the plan allows; ${LIMIT_NOTE}` },
    website_count: { type: "number", computed: true, description: "How many websites the account holds now." },
    api_enabled: { type: "bool", computed: true, description: "Whether the plan includes API access." },
    email_reports_enabled: { type: "bool", computed: true, description: "Whether the plan includes email reports." },
    data_export_enabled: { type: "bool", computed: true, description: "Whether the plan includes data export." },
  },
} as const satisfies Schema;

type Account = typeof accountSchema;

async function readAccount(_config: KnownConfigOf<Account>, context: ResourceCallContext<ProviderData>): Promise<StateOf<Account>> {
  const { client } = context.data;
  const options = { signal: context.signal };
  const [account, firstPage] = await Promise.all([client.getAccount(options), client.listWebsites({ perPage: 10, page: 1 }, options)]);
  const { limits } = account.plan;
  return {
    id: String(account.id),
    name: account.name,
    email: account.email,
    locale: account.locale,
    timezone: account.timezone,
    created_at: account.createdAt,
    plan_id: String(account.plan.id),
    plan_name: account.plan.name,
    website_limit: limits.websites,
    pageview_limit: limits.pageviews,
    website_count: firstPage.total,
    api_enabled: limits.api !== 0,
    email_reports_enabled: limits.emailReports !== 0,
    data_export_enabled: limits.dataExport !== 0,
  };
}

const accountDataSource = defineDataSource({ schema: accountSchema, read: readAccount });

export const accountDefinition: DataSourceDefinition = withApiErrorsOnRead({
  typeName: "phpanalytics_account",
  dataSource: accountDataSource,
  errors: { label: "account" },
  action: "read the account",
});
