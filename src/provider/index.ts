// The phpanalytics provider: configuration, resources and data sources. The API client
// (undici, zod) is loaded only in ConfigureProvider, so the launches in which Terraform
// merely reads the schema or validates stay fast.
import type { SecureContext } from "node:tls";
import { registerSecret, type ConfigureContext, type Diagnostics, type Provider } from "../tfplugin/framework";
import { accountDefinition } from "./data-sources/account";
import type { AccountIdentity } from "./website/account-identity";
import { reportApiError } from "./api-errors";
import type { DataSourceDefinition, ResourceDefinition } from "./definition";
import type { ProviderData } from "./provider-data";
import { providerSchema, resolveSettings, validateSettings, type ClientSettings } from "./settings";
import { canonicalDomainFunction } from "./canonical-domain-function";
import { statisticsDefinition } from "./data-sources/website-statistics";
import { websiteLookupDefinition } from "./data-sources/website";
import { websiteDefinition } from "./website/resource";
import { websitesDefinition } from "./data-sources/websites";

const RESOURCES: ResourceDefinition[] = [websiteDefinition];
const DATA_SOURCES: DataSourceDefinition[] = [accountDefinition, websiteLookupDefinition, websitesDefinition, statisticsDefinition];

export { PROVIDER_ADDRESS } from "./address";

/**
 * What the process the provider runs in offers it: the provider executable's start-up
 * measures (src/executable), which the provider asks for and never imports.
 */
export interface ProviderStartup {
  /** Open the API's first connection right after ConfigureProvider, while Terraform works. Defaults to true. */
  earlyConnection?: boolean;
  /** The trust of an https API when the executable's launcher deferred NODE_EXTRA_CA_CERTS; undefined: Node's own. */
  extraCaContext?: (env: NodeJS.ProcessEnv, baseUrl: string, diagnostics: Diagnostics) => (() => SecureContext) | undefined;
}

export function createProvider(version: string, env: NodeJS.ProcessEnv = process.env, startup: ProviderStartup = {}): Provider<ProviderData> {
  return {
    typeName: "phpanalytics",
    version,
    schema: providerSchema,
    validateConfig: (config, context) => validateSettings(config, context.diagnostics),
    async configure(config, terraform, context) {
      const settings = resolveSettings(config, env, context.diagnostics);
      if (!settings) return undefined;
      registerSecret(settings.apiKey);
      const [{ createClient }, { WebsiteReader }, { PlanChecks }, { WaitNotice }, { StoredWebsites }, { DeletionNotices }, { AccountIdentity }] =
        await Promise.all([
          import("../api/client"),
          import("./website/reader"),
          import("./website/plan-checks"),
          import("./wait-notice"),
          import("./website/stored-websites"),
          import("./website/deletion-notices"),
          import("./website/account-identity"),
        ]);
      const waits = new WaitNotice();
      const secureContext = startup.extraCaContext?.(env, settings.baseUrl, context.diagnostics);
      const client = createClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        maxRetries: settings.maxRetries,
        requestsPerMinute: settings.requestsPerMinute,
        timeoutMs: settings.timeoutMs,
        ...(secureContext === undefined ? {} : { secureContext }),
        userAgent: `terraform-provider-phpanalytics/${version} (terraform ${terraform.terraformVersion})`,
        // The client serves every later call: its lines must not name ConfigureProvider.
        logger: (event) => {
          context.processLog.debug("api request", { ...event });
          waits.observe(event, context.processLog);
        },
      });
      // Terraform works a while between this answer and the first read or plan check: time to
      // connect (a start-up measure, off with src/executable's switch, which src/api/http.ts
      // asks). After this answer is sent, so ConfigureProvider is not slower for it.
      if (startup.earlyConnection !== false) setTimeout(() => client.preconnect(), 0);
      const websites = new WebsiteReader(client);
      const account = new AccountIdentity(client, settings.apiKeyOrigin);
      if (settings.allowedAccountIds && !(await allowedAccount(account, settings, context))) return undefined;
      return {
        client,
        account,
        websites,
        planChecks: new PlanChecks(client, websites),
        stored: new StoredWebsites(),
        deletions: new DeletionNotices(client),
        waits,
        baseUrlOrigin: settings.baseUrlOrigin,
      };
    },
    resources: Object.fromEntries(RESOURCES.map((d) => [d.typeName, d.resource])),
    dataSources: Object.fromEntries(DATA_SOURCES.map((d) => [d.typeName, d.dataSource])),
    functions: { canonical_domain: canonicalDomainFunction },
  };
}

/** allowed_account_ids: the key's account is looked up at configure, and one not listed refused. */
async function allowedAccount(account: AccountIdentity, settings: ClientSettings, context: ConfigureContext): Promise<boolean> {
  const { accountNotAllowed } = await import("./website/account-identity");
  try {
    const refusal = accountNotAllowed(await account.current(context.signal), settings.allowedAccountIds ?? [], account.keyOrigin);
    if (refusal !== undefined) context.diagnostics.error("Account not allowed", refusal, ["allowed_account_ids"]);
    return refusal === undefined;
  } catch (error) {
    await reportApiError(error, "read the account to check allowed_account_ids", context.diagnostics, { label: "account" }, settings);
    return false;
  }
}

export type { ProviderData };
