// The phpanalytics provider: configuration, resources and data sources. The API client
// (undici, zod) is loaded only in ConfigureProvider, so the launches in which Terraform
// merely reads the schema or validates stay fast.
import type { DataSource, Provider, Resource, ResourceCallContext, TfObject } from "../tfplugin/types";
import { registerSecret } from "../tfplugin/log";
import { accountDataSource } from "./account-data-source";
import { reportApiError } from "./api-errors";
import type { ProviderData } from "./provider-data";
import { providerSchema, resolveSettings } from "./settings";
import { websiteDataSource } from "./website-data-source";
import { websiteResource } from "./website-resource";
import { websitesDataSource } from "./websites-data-source";

export { PROVIDER_ADDRESS } from "./address";

export function createProvider(version: string, env: NodeJS.ProcessEnv = process.env): Provider<ProviderData> {
  return {
    typeName: "phpanalytics",
    version,
    schema: providerSchema,
    async configure(config, terraform, context) {
      const settings = resolveSettings(config, env, context.diagnostics);
      if (!settings) return undefined;
      registerSecret(settings.apiKey);
      const [{ createClient }, { WebsiteReader }, { PlanChecks }, { WaitNotice }] = await Promise.all([
        import("../api"),
        import("./website-reader"),
        import("./plan-checks"),
        import("./wait-notice"),
      ]);
      const waits = new WaitNotice();
      const client = createClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        maxRetries: settings.maxRetries,
        requestsPerMinute: settings.requestsPerMinute,
        timeoutMs: settings.timeoutMs,
        userAgent: `terraform-provider-phpanalytics/${version} (terraform ${terraform.terraformVersion})`,
        logger: (event) => {
          context.log.debug("api request", { ...event });
          waits.observe(event, context.log);
        },
      });
      const websites = new WebsiteReader(client);
      return { client, websites, planChecks: new PlanChecks(client, websites), waits, baseUrlOrigin: settings.baseUrlOrigin };
    },
    resources: { phpanalytics_website: withApiErrors(websiteResource, "phpanalytics_website") },
    dataSources: {
      phpanalytics_account: withApiErrorsOnRead(accountDataSource, "read the account"),
      phpanalytics_website: withApiErrorsOnRead(websiteDataSource, "read the website"),
      phpanalytics_websites: withApiErrorsOnRead(websitesDataSource, "list websites"),
    },
  };
}

/**
 * Runs a handler and turns API errors into diagnostics; `fallback` is what Terraform keeps.
 * A long wait for the rate limit meanwhile becomes a warning on this operation.
 */
async function guard<R>(context: ResourceCallContext<ProviderData>, action: string, handler: () => Promise<R>, fallback: R): Promise<R> {
  try {
    return await handler();
  } catch (error) {
    await reportApiError(error, action, context.diagnostics, context.data);
    return fallback;
  } finally {
    context.data.waits.report(context.diagnostics);
  }
}

function describeWebsite(state: TfObject): string {
  return `website ${String(state.id)} (${String(state.domain)})`;
}

function withApiErrors(resource: Resource<ProviderData>, type: string): Resource<ProviderData> {
  const { importState } = resource;
  return {
    ...resource,
    // Nothing was created that the provider knows of, so no state is recorded.
    create: (plan, config, context) =>
      guard(context, `create ${type} "${String(plan.domain)}"`, () => resource.create(plan, config, context), null),
    read: (state, context) => guard(context, `read ${describeWebsite(state)}`, () => resource.read(state, context), state),
    // A failed update changed nothing: the prior state still matches the server.
    update: (plan, state, config, context) =>
      guard(context, `update ${describeWebsite(state)}`, () => resource.update(plan, state, config, context), state),
    delete: (state, context) => guard(context, `delete ${describeWebsite(state)}`, () => resource.delete(state, context), undefined),
    importState: importState && ((id, context) => guard(context, `import "${id}"`, () => importState(id, context), {})),
  };
}

function withApiErrorsOnRead(dataSource: DataSource<ProviderData>, action: string): DataSource<ProviderData> {
  return { ...dataSource, read: (config, context) => guard(context, action, () => dataSource.read(config, context), config) };
}

export type { ProviderData };
