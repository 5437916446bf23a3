// What an API error in a handler turns into: a diagnostic in the provider's words, the state
// Terraform keeps after the failed call, and the rate-limit waits of the call reported with
// it. Each resource and data source applies this to its definition in its own file.
import { AbortedError, ApiError, outcomeUnknown } from "../api/errors";
import type { DataSource, PlanCallContext, Resource, ResourceCallContext } from "../tfplugin/framework";
import { reportApiError, type ApiErrorVocabulary } from "./api-errors";
import type { DataSourceDefinition, ResourceDefinition } from "./definition";
import type { ProviderData } from "./provider-data";

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

/**
 * A resource as Terraform's calls reach it: each handler's API errors become diagnostics that
 * say what to do, and the state Terraform keeps after a failed call is the one the server
 * may hold. Each resource's file applies it to its definition, so what an error turns into
 * is seen where the resource is.
 */
export function withApiErrors(definition: ResourceDefinition): ResourceDefinition {
  const { resource, errors, identify, afterUncertainUpdate } = definition;
  const { importState } = resource;
  const { label } = errors;
  const named = (state: Parameters<typeof identify>[0]) => `${label} ${String(state.id)} (${identify(state)})`;
  const reporting: Resource<ProviderData> = {
    ...resource,
    // A plan's own checks (listing websites, the account) wait for the rate limit too.
    modifyPlan: reportingWaits(resource.modifyPlan),
    planDestroy: reportingWaits(resource.planDestroy),
    // Nothing was created that the provider knows of, so no state is recorded; when the
    // answer was lost, the user is told where the website will show up if it exists.
    create: (plan, config, context) =>
      reportingApiErrors(
        context,
        errors,
        `create ${label} "${identify(plan)}"`,
        () => resource.create(plan, config, context),
        (error) => {
          // (a create cancelled between attempts may have been carried out by an earlier one)
          if (mayHaveHappened(error)) {
            context.diagnostics.warning(
              `The ${label} may have been created`,
              `The server's answer to the create of ${label} "${identify(plan)}" was lost or could not be read, and looking it up did not settle ` +
                `whether it was created. ` +
                `Check before the next apply: \`terraform plan\` looks it up again, and if it exists reports it as already ` +
                `existing, with the import command that puts it under this resource; ` +
                `it is also listed in phpAnalytics' web interface, and by the phpanalytics_websites data source.`,
            );
          }
          return null;
        },
      ),
    read: (state, context) => reportingApiErrors(context, errors, `read ${named(state)}`, () => resource.read(state, context), state),
    // An update refused (422, 404) changed nothing: the prior state still matches the
    // server. One without a clear answer may have changed it.
    update: (plan, state, config, context) =>
      reportingApiErrors(
        context,
        errors,
        `update ${named(state)}`,
        () => resource.update(plan, state, config, context),
        (error) => (afterUncertainUpdate && mayHaveHappened(error) ? afterUncertainUpdate(state) : state),
      ),
    delete: (state, context) => reportingApiErrors(context, errors, `delete ${named(state)}`, () => resource.delete(state, context), undefined),
    importState: importState && ((id, context) => reportingApiErrors(context, errors, `import "${id}"`, () => importState(id, context), {})),
  };
  return { ...definition, resource: reporting };
}

/** A data source whose read turns API errors into diagnostics, and keeps its configuration after one. */
export function withApiErrorsOnRead(definition: DataSourceDefinition): DataSourceDefinition {
  const { dataSource, errors, action } = definition;
  const reporting: DataSource<ProviderData> = {
    ...dataSource,
    read: (config, context) => reportingApiErrors(context, errors, action, () => dataSource.read(config, context), config),
  };
  return { ...definition, dataSource: reporting };
}
