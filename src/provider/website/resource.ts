// phpanalytics_website: the lifecycle handlers and import, and the resource they make up
// (schema in ./schema.ts, planning in ./plan.ts).
import type { CreateWebsiteInput, UpdateWebsiteInput } from "../../api";
import { canonicalDomain } from "../../api/domain";
import { NotFoundError } from "../../api/errors";
import { defineResource, type ResourceCallContext } from "../../tfplugin/framework";
import { withApiErrors } from "../handler-errors";
import type { ResourceDefinition } from "../definition";
import { websiteDocs } from "./docs";
import { choice } from "../choice";
import type { ProviderData } from "../provider-data";
import { websiteIdProblem } from "../validators";
import { PRIVACY_VALUES } from "./attributes";
import { protectedFromDelete, PROTECTED_SUMMARY } from "./deletion";
import { websiteErrors } from "./errors";
import { modifyWebsitePlan, planWebsiteDestroy } from "./plan";
import { passwordFoundOutside, passwordLostUnseen, passwordToCreate, passwordToUpdate, validatePassword } from "./password";
import {
  sameValue,
  websiteSchema,
  websiteState,
  type WebsiteAttribute,
  type WebsiteConfig,
  type WebsitePlan,
  type WebsiteReadState,
  type WebsiteState,
} from "./schema";

export { websiteState, type WebsiteReadState } from "./schema";

function createInput(plan: WebsitePlan, config: WebsiteConfig): CreateWebsiteInput {
  return {
    domain: plan.domain,
    privacy: choice(PRIVACY_VALUES, plan.privacy, "privacy"),
    password: passwordToCreate(plan, config),
    emailReports: plan.email_reports,
    excludeBots: plan.exclude_bots,
    excludeParams: plan.exclude_params,
    excludeIps: plan.exclude_ips,
  };
}

/** Only what changed is sent; a privacy switch carries the password, or clears it (see passwordToUpdate). */
function updateInput(plan: WebsitePlan, state: WebsiteState, config: WebsiteConfig): UpdateWebsiteInput {
  const changed = (name: WebsiteAttribute): boolean => !sameValue(name, plan[name], state[name]);
  const input: UpdateWebsiteInput = {};
  const password = passwordToUpdate(plan, state, config);
  if (changed("privacy") || password !== undefined) {
    input.privacy = choice(PRIVACY_VALUES, plan.privacy, "privacy");
    if (password !== undefined) input.password = password;
  }
  if (changed("email_reports")) input.emailReports = plan.email_reports;
  if (changed("exclude_bots")) input.excludeBots = plan.exclude_bots;
  if (changed("exclude_params")) input.excludeParams = plan.exclude_params;
  if (changed("exclude_ips")) input.excludeIps = plan.exclude_ips;
  if (changed("favorite")) input.favorite = plan.favorite;
  return input;
}

async function createWebsite(plan: WebsitePlan, config: WebsiteConfig, context: ResourceCallContext<ProviderData>): Promise<WebsiteState> {
  const { client } = context.data;
  let website = await client.createWebsite(createInput(plan, config), { signal: context.signal });
  const created = async (): Promise<WebsiteState> => {
    context.data.websites.invalidate(website.id);
    context.data.planChecks.created();
    // Asked once a process, after the first website exists (a refused create costs no more
    // requests); a failed or cancelled answer leaves account_id to the next read.
    const accountId = await context.data.account.currentId(context.signal).catch(() => null);
    return websiteState(website, plan, accountId);
  };
  if (plan.favorite) {
    try {
      // Ctrl-C abandons the follow-up while it waits for its turn or a retry (a minute, at
      // a spent rate limit); once sent, it runs to its answer, so the state can say whether
      // it was carried out.
      website = await client.updateWebsite(website.id, { favorite: true }, { signal: context.signal, finishOnceSent: true });
    } catch (error) {
      if (context.signal.aborted) {
        // The website exists as the server holds it, favourite not set. An error would leave
        // it tainted, and the next apply would replace it; returned as held and untainted,
        // it stays, and the next plan shows favorite going to true as an update. Terraform
        // keeps a created object that differs from its plan only when told the operation
        // stopped part-way; any other way it refuses it as an inconsistent result, an error.
        context.stoppedPartWay(`website ${website.id} created, marking it as favourite abandoned: ${errorMessage(error)}`);
        return created();
      }
      // The website exists: keep it in state rather than lose it.
      context.diagnostics.error(
        "Website created but not marked as favourite",
        `Website ${website.id} (${website.domain}) was created, but marking it as favourite failed: ${errorMessage(error)}. ` +
          "Terraform marks it tainted; run `terraform untaint` on it before the next apply to keep it instead of replacing it.",
        ["favorite"],
      );
    }
  }
  return created();
}

async function readWebsite(state: WebsiteReadState, context: ResourceCallContext<ProviderData>): Promise<WebsiteState | null> {
  const id = requireId(state);
  const website = await context.data.websites.read(Number(id), context.signal);
  const recorded = typeof state.account_id === "string" ? state.account_id : null;
  if (!website) {
    // throws for a key of another account: the handler's error report keeps the state as it was
    await context.data.account.expectRecorded(recorded, `website ${String(state.domain)} (id ${id})`, context.signal);
    context.data.stored.forget(id);
    // A summary of its own: Terraform folds warnings that share one, and each of these is news.
    context.diagnostics.warning(
      `Website ${String(state.domain)} deleted outside Terraform`,
      `Website ${id} (${String(state.domain)}) no longer exists in account ${recorded ?? "of this API key"}: it was deleted outside Terraform, ` +
        `and its statistics went with it. ` +
        "It is removed from state, and this plan creates it anew, with no statistics. If that is not wanted, remove " +
        "its resource block (or a `removed` block) instead.",
    );
    return null;
  }
  context.data.planChecks.manages(id);
  if (passwordLostUnseen(website, state)) {
    context.diagnostics.warning(
      "Password removed outside Terraform",
      `Website ${id} (${website.domain}) is password-protected, but the server holds no password for it. If the configuration sets password_wo, ` +
        `change password_wo_version to send it again.`,
    );
  }
  if (passwordFoundOutside(website, state)) {
    context.diagnostics.warning(
      "Password set outside Terraform",
      `Website ${id} (${website.domain}) is ${website.privacy}, but the server holds a password for it that the configuration ` +
        `does not. The next apply clears it, so ` +
        `it cannot come back into force if privacy is later set to "password".`,
    );
  }
  // A state of an earlier version gains the account here; a key sees only its own account's websites.
  const accountId = recorded ?? (await context.data.account.currentId(context.signal).catch(() => null));
  return keepTimestampUnlessChanged(websiteState(website, state, accountId), state);
}

/**
 * The server moves updated_at for a change undone since (a favourite set and cleared, say),
 * which `terraform plan -refresh-only -detailed-exitcode` would report as drift every night
 * until the next apply. A read that finds every setting as it was keeps the stored time, and
 * so does an apply that sent nothing (a domain respelled), whose plan promised that time.
 */
function keepTimestampUnlessChanged(fresh: WebsiteState, stored: WebsiteReadState | WebsitePlan): WebsiteState {
  if (typeof stored.updated_at !== "string" || fresh.updated_at === stored.updated_at) return fresh;
  const names = Object.keys(fresh) as WebsiteAttribute[];
  const unchanged = names.every((name) => name === "updated_at" || sameValue(name, fresh[name], stored[name]));
  return unchanged ? { ...fresh, updated_at: stored.updated_at } : fresh;
}

async function updateWebsite(plan: WebsitePlan, state: WebsiteState, config: WebsiteConfig, context: ResourceCallContext<ProviderData>): Promise<WebsiteState> {
  const { client } = context.data;
  const input = updateInput(plan, state, config);
  const id = Number(requireId(state));
  // Nothing to change (the domain's spelling or deletion_protection, which the server never
  // hears of): a read, so that settings changed outside since the plan are set back below.
  let website = Object.keys(input).length
    ? await client.updateWebsite(id, input, { signal: context.signal })
    : await client.getWebsite(id, { signal: context.signal });
  // A setting changed outside Terraform after the plan (a saved plan applied later, or
  // -refresh=false) comes back as the server holds it, which Terraform refuses as an
  // inconsistent result: send what still differs from the plan.
  const held = websiteState(website, plan);
  const behind = updateInput(plan, held, config);
  context.data.websites.invalidate(id);
  if (Object.keys(behind).length === 0) return keepTimestampUnlessChanged(held, plan);
  try {
    website = await client.updateWebsite(id, behind, { signal: context.signal });
  } catch (error) {
    // The first request was carried out: the state must say so, not fall back to the prior one.
    context.diagnostics.error(
      "Website update incomplete",
      `Website ${id} (${website.domain}): settings changed outside Terraform since the plan could not be set back: ${errorMessage(error)}. ` +
        "The state records the website as the server held it before that request; the next plan shows what is left to do.",
    );
    return held;
  }
  return keepTimestampUnlessChanged(websiteState(website, plan), plan);
}

async function deleteWebsite(state: WebsiteState, context: ResourceCallContext<ProviderData>): Promise<void> {
  const refusal = protectedFromDelete({ id: requireId(state), domain: state.domain, deletionProtection: state.deletion_protection === true });
  if (refusal !== undefined) {
    context.diagnostics.error(PROTECTED_SUMMARY, refusal);
    return;
  }
  const id = Number(requireId(state));
  try {
    await context.data.client.deleteWebsite(id, { signal: context.signal });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    // Already gone counts as deleted, unless the key is of another account, which sees none of this state's websites.
    await context.data.account.expectRecorded(state.account_id, `website ${state.domain} (id ${id})`, context.signal);
  }
  context.data.websites.invalidate(id);
}

async function importWebsite(id: string, context: ResourceCallContext<ProviderData>): Promise<Partial<WebsiteState>> {
  const { client } = context.data;
  const trimmed = id.trim();
  if (/^\d+$/.test(trimmed)) {
    const problem = websiteIdProblem(trimmed);
    if (!problem) return { id: trimmed, deletion_protection: true };
    context.diagnostics.error("Invalid import id", `The id ${JSON.stringify(trimmed)} ${problem}. Import by the website's numeric id or by its domain.`);
    return {};
  }
  const domain = canonicalDomain(trimmed);
  const website = await client.findWebsiteByDomain(trimmed, { signal: context.signal });
  if (!website) {
    context.diagnostics.error(
      "Website not found",
      `No website with the domain "${domain}" exists in this account. Import by numeric id or by the domain as the service stores it.`,
    );
    return {};
  }
  return { id: String(website.id), domain: website.domain, deletion_protection: true };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Every stored or imported website has an id; a state without one is a provider bug. */
function requireId(state: { id: string | null }): string {
  if (state.id === null) throw new TypeError("website state without an id");
  return state.id;
}

export const websiteResource = defineResource({
  schema: websiteSchema,
  docs: websiteDocs,
  validateConfig: validatePassword,
  modifyPlan: modifyWebsitePlan,
  planDestroy: planWebsiteDestroy,
  create: createWebsite,
  read: readWebsite,
  update: updateWebsite,
  delete: deleteWebsite,
  importState: importWebsite,
  // Every website of the state, refreshed or not: a tainted one is planned as a create from
  // nothing, and with -refresh=false nothing else tells the plan checks it is this state's.
  storedState: (state, data) => {
    data.planChecks.manages(typeof state.id === "string" ? state.id : null);
    data.stored.record(state);
  },
});
export const websiteDefinition: ResourceDefinition = withApiErrors({
  typeName: "phpanalytics_website",
  resource: websiteResource,
  errors: websiteErrors,
  identify: (values) => String(values.domain),
  // The API never returns exclude_params or a password: cleared, the next plan sends them again.
  afterUncertainUpdate: (prior) => ({ ...prior, exclude_params: null, password: null, password_wo_version: null }),
});
