// The phpanalytics provider: configuration, resources and data sources. The API client
// (undici, zod) is loaded only in ConfigureProvider, so the launches in which Terraform
// merely reads the schema or validates stay fast.
import { registerSecret, type ConfigureContext, type DataSource, type PlanCallContext, type Provider, type Resource, type ResourceCallContext } from "../tfplugin/framework";
import { AbortedError, ApiError, outcomeUnknown } from "../api/errors";
import { accountDefinition } from "./account-data-source";
import type { AccountIdentity } from "./account-identity";
import { deferredExtraCaContext } from "./deferred-ca-certs";
import { reportApiError, type ApiErrorVocabulary } from "./api-errors";
import type { DataSourceDefinition, ResourceDefinition } from "./definition";
import type { ProviderData } from "./provider-data";
import { providerSchema, resolveSettings, validateSettings, type ClientSettings } from "./settings";
import { canonicalDomainFunction } from "./canonical-domain-function";
import { statisticsDefinition } from "./statistics-data-source";
import { websiteLookupDefinition } from "./website-data-source";
import { websiteDefinition } from "./website-resource";
import { websitesDefinition } from "./websites-data-source";

const RESOURCES: ResourceDefinition[] = [websiteDefinition];
const DATA_SOURCES: DataSourceDefinition[] = [accountDefinition, websiteLookupDefinition, websitesDefinition, statisticsDefinition];

export { PROVIDER_ADDRESS } from "./address";

export function createProvider(version: string, env: NodeJS.ProcessEnv = process.env): Provider<ProviderData> {
  return {
    typeName: "phpanalytics",
    version,
    schema: providerSchema,
    validateConfig: (config, context) => validateSettings(config, context.diagnostics),
    async configure(config, terraform, context) {
      const settings = resolveSettings(config, env, context.diagnostics);
      if (!settings) return undefined;
      registerSecret(settings.apiKey);
      const [{ createClient }, { WebsiteReader }, { PlanChecks }, { WaitNotice }, { StoredWebsites }, { DeletionNotices }, { AccountIdentity }] = await Promise.all([
        import("../api/client"),
        import("./website-reader"),
        import("./plan-checks"),
        import("./wait-notice"),
        import("./stored-websites"),
        import("./deleted-history"),
        import("./account-identity"),
      ]);
      const waits = new WaitNotice();
      const secureContext = deferredExtraCaContext(env, settings.baseUrl, context.diagnostics);
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
      // connect (a start-up measure, off with src/startup's switch, which src/api/http.ts
      // asks). After this answer is sent, so ConfigureProvider is not slower for it.
      setTimeout(() => client.preconnect(), 0);
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
    resources: Object.fromEntries(RESOURCES.map((d) => [d.typeName, withApiErrors(d)])),
    dataSources: Object.fromEntries(DATA_SOURCES.map((d) => [d.typeName, withApiErrorsOnRead(d)])),
    functions: { canonical_domain: canonicalDomainFunction },
  };
}

/** allowed_account_ids: the key's account is looked up at configure, and one not listed refused. */
async function allowedAccount(account: AccountIdentity, settings: ClientSettings, context: ConfigureContext): Promise<boolean> {
  const { accountNotAllowed } = await import("./account-identity");
  try {
    const refusal = accountNotAllowed(await account.current(context.signal), settings.allowedAccountIds ?? [], account.keyOrigin);
    if (refusal !== undefined) context.diagnostics.error("Account not allowed", refusal, ["allowed_account_ids"]);
    return refusal === undefined;
  } catch (error) {
    await reportApiError(error, "read the account to check allowed_account_ids", context.diagnostics, { label: "account" }, settings);
    return false;
  }
}

/**
 * Runs a handler and turns API errors into diagnostics; `fallback` is what Terraform keeps.
 * A long wait for the rate limit meanwhile becomes a warning on this operation.
 */
async function reportingApiErrors<R>(
  context: ResourceCallContext<ProviderData>,
  errors: ApiErrorVocabulary,
  action: string,
  handler: () => Promise<R>,
  fallback: R | ((error: unknown) => R),
): Promise<R> {
  try {
    return await handler();
  } catch (error) {
    await reportApiError(error, action, context.diagnostics, errors, context.data);
    return typeof fallback === "function" ? (fallback as (error: unknown) => R)(error) : fallback;
  } finally {
    context.data.waits.report(context.diagnostics);
  }
}

/** A planning hook whose long waits for the rate limit become a warning on its plan. */
function reportingWaits<Request>(
  hook: ((request: Request, context: PlanCallContext<ProviderData>) => void | Promise<void>) | undefined,
): ((request: Request, context: PlanCallContext<ProviderData>) => Promise<void>) | undefined {
  return (
    hook &&
    (async (request, context) => {
      try {
        await hook(request, context);
      } finally {
        context.data?.waits.report(context.diagnostics);
      }
    })
  );
}

/** Whether a failed request may still have been carried out: the client's own test, or cancelled once under way. */
function mayHaveHappened(error: unknown): boolean {
  if (error instanceof AbortedError) return error.maybeSent;
  return error instanceof ApiError && outcomeUnknown(error);
}

function withApiErrors({ resource, errors, identify, afterUncertainUpdate }: ResourceDefinition): Resource<ProviderData> {
  const { importState } = resource;
  const { label } = errors;
  const named = (state: Parameters<typeof identify>[0]) => `${label} ${String(state.id)} (${identify(state)})`;
  return {
    ...resource,
    // A plan's own checks (listing websites, the account) wait for the rate limit too.
    modifyPlan: reportingWaits(resource.modifyPlan),
    planDestroy: reportingWaits(resource.planDestroy),
    // Nothing was created that the provider knows of, so no state is recorded; when the
    // answer was lost, the user is told where the website will show up if it exists.
    create: (plan, config, context) =>
      reportingApiErrors(context, errors, `create ${label} "${identify(plan)}"`, () => resource.create(plan, config, context), (error) => {
        // (a create cancelled between attempts may have been carried out by an earlier one)
        if (mayHaveHappened(error)) {
          context.diagnostics.warning(
            `The ${label} may have been created`,
            `The server's answer to the create of ${label} "${identify(plan)}" was lost or could not be read, and looking it up did not settle whether it was created. ` +
              `Check before the next apply: \`terraform plan\` looks it up again, and if it exists reports it as already existing, with the import command that puts it under this resource; ` +
              `it is also listed in phpAnalytics' web interface, and by the phpanalytics_websites data source.`,
          );
        }
        return null;
      }),
    read: (state, context) => reportingApiErrors(context, errors, `read ${named(state)}`, () => resource.read(state, context), state),
    // An update refused (422, 404) changed nothing: the prior state still matches the
    // server. One without a clear answer may have changed it.
    update: (plan, state, config, context) =>
      reportingApiErrors(context, errors, `update ${named(state)}`, () => resource.update(plan, state, config, context), (error) =>
        afterUncertainUpdate && mayHaveHappened(error) ? afterUncertainUpdate(state) : state,
      ),
    delete: (state, context) => reportingApiErrors(context, errors, `delete ${named(state)}`, () => resource.delete(state, context), undefined),
    importState: importState && ((id, context) => reportingApiErrors(context, errors, `import "${id}"`, () => importState(id, context), {})),
  };
}

function withApiErrorsOnRead({ dataSource, errors, action }: DataSourceDefinition): DataSource<ProviderData> {
  return { ...dataSource, read: (config, context) => reportingApiErrors(context, errors, action, () => dataSource.read(config, context), config) };
}

export type { ProviderData };
