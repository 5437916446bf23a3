// Planning phpanalytics_website beyond what its schema declares: checks of planned creates
// against the account, what a planned delete or replacement destroys, and an update that
// needs no request.
import { AbortedError, ApiError, serviceUnavailable, TransportError } from "../../api/errors";
import { Unknown, type PlanCallContext, type TfValue, type TypedDestroyPlanRequest, type TypedModifyPlanRequest } from "../../tfplugin/framework";
import { baseUrlSource, reportApiError } from "../api-errors";
import type { ProviderData } from "../provider-data";
import { reportDeletion, reportProtectionLift, type DoomedWebsite } from "./deletion";
import { websiteErrors } from "./errors";
import { sameCanonicalDomain, sameValue, type WebsiteAttribute, type WebsiteSchema, type WebsiteState } from "./schema";

/** Attributes whose change the server never hears of: the domain's spelling, and what only the state holds. */
const STATE_ONLY: ReadonlySet<WebsiteAttribute> = new Set(["domain", "updated_at", "deletion_protection", "account_id"]);

function doomed(state: WebsiteState): DoomedWebsite | undefined {
  return state.id === null ? undefined : { id: state.id, domain: state.domain, deletionProtection: state.deletion_protection === true };
}

/**
 * A plan that creates a website is checked against the account and the plan's other
 * creates; one that re-creates a website of this state, or replaces one for a new domain,
 * says what that deletes, or is refused by deletion protection. A plan that changes only
 * the domain's spelling or deletion_protection needs no request, and keeps updated_at.
 */
export async function modifyWebsitePlan({ plan, state }: TypedModifyPlanRequest<WebsiteSchema>, context: PlanCallContext<ProviderData>): Promise<void> {
  const data = context.data;
  const checks = data?.planChecks;
  // The configuration lifts protection that the state still holds, and it is the state that guards this plan.
  const lifting = plan.deletion_protection === false;
  if (state) {
    if (state.id !== null) checks?.manages(state.id);
    const website = doomed(state);
    if (plan.domain instanceof Unknown || (typeof plan.domain === "string" && !sameCanonicalDomain(plan.domain, state.domain))) {
      checks?.replaces(plan.domain);
      const to = typeof plan.domain === "string" ? plan.domain : null;
      if (website) await reportDeletion(website, { kind: "domain", from: state.domain, to }, context, lifting);
    } else if (website?.deletionProtection && lifting) {
      await reportProtectionLift(website, context);
    }
  } else {
    // Terraform plans a tainted or `-replace`d website as a create from nothing; one the
    // refresh found deleted outside Terraform is not found here.
    const recreated = typeof plan.domain === "string" ? data?.stored.withDomain(plan.domain) : undefined;
    if (recreated) await reportDeletion(recreated, { kind: "recreate" }, context, lifting);
    if (checks) {
      try {
        await checks.checkCreate(plan.domain, context.diagnostics, context.signal);
      } catch (error) {
        await reportCheckFailure(error, plan.domain, context);
      }
    }
  }
  if (!state) return;
  const names = Object.keys(plan) as WebsiteAttribute[];
  const serverUnchanged = names.every((name) => STATE_ONLY.has(name) || sameValue(name, plan[name], state[name]));
  if (serverUnchanged && sameCanonicalDomain(plan.domain, state.domain)) plan.updated_at = state.updated_at;
}

/** A destroy, or a resource block gone from the configuration. */
export async function planWebsiteDestroy({ state }: TypedDestroyPlanRequest<WebsiteSchema>, context: PlanCallContext<ProviderData>): Promise<void> {
  const website = doomed(state);
  if (website) await reportDeletion(website, { kind: "destroy" }, context);
}

/**
 * A plan check the API could not answer. A rejected key, a wrong address or an untrusted
 * certificate would fail the apply as surely, so the plan fails now: a plan of creates alone
 * reads nothing else, and would pass. A service that is down or slow only skips the checks,
 * with a warning, since the plan may still be of use. Once a plan, not for every create.
 */
async function reportCheckFailure(error: unknown, domain: TfValue, context: PlanCallContext<ProviderData>): Promise<void> {
  context.log.warn("Plan checks skipped", { error: errorMessage(error) });
  const data = context.data;
  if (error instanceof AbortedError || !data) return;
  const passing = !(error instanceof ApiError) || serviceUnavailable(error);
  if (!data.planChecks.firstFailure(passing ? "warning" : "error")) return;
  if (!passing) {
    const action = typeof domain === "string" ? `check website "${domain}" against the account` : "check the plan's websites against the account";
    await reportApiError(error, action, context.diagnostics, websiteErrors, data);
    return;
  }
  const advice = error instanceof TransportError ? ` Check ${baseUrlSource(data)} and that the service is running.` : "";
  context.diagnostics.warning(
    "Plan checks skipped",
    `${errorMessage(error).replace(/\.$/, "")}. The plan could not check its new websites against the account (a domain already taken, the plan's website ` +
      `limit); the apply will meet any such problem.${advice}`,
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
