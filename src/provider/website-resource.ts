// phpanalytics_website: schema, state mapping, lifecycle handlers and import, in that order.
import type { CreateWebsiteInput, UpdateWebsiteInput, Website } from "../api";
import { canonicalDomain, storedDomainKey } from "../api/domain";
import { AbortedError, ApiError, serviceUnavailable, TransportError } from "../api/errors";
import { valuesEqual } from "../tfplugin/codec";
import {
  defineResource,
  type ConfigOf,
  type KnownConfigOf,
  type PlanOf,
  type ReadStateOf,
  type StateOf,
  type TypedModifyPlanRequest,
} from "../tfplugin/model";
import { requiresReplaceIf, useStateForUnknown } from "../tfplugin/planmodifiers";
import { Unknown, type PlanCallContext, type ResourceCallContext, type Schema, type TfValue } from "../tfplugin/types";
import { baseUrlSource, reportApiError, type ApiErrorVocabulary, type Explained } from "./api-errors";
import type { ResourceDefinition } from "./definition";
import { websiteDocs } from "./website-docs";
import { choice } from "./choice";
import type { ProviderData } from "./provider-data";
import { oneOf } from "../tfplugin/validators";
import { ipsOrCidrs, singleLineEntries, validDomain, websiteIdProblem } from "./validators";
import { DESCRIPTIONS, PRIVACY_VALUES } from "./website-attributes";
import {
  PASSWORD_ATTRIBUTES,
  passwordFoundOutside,
  passwordLostUnseen,
  passwordState,
  passwordToCreate,
  passwordToUpdate,
  validatePassword,
} from "./website-password";

/**
 * Whether the configured domain names the website of the state. The state holds the domain as
 * the user wrote it (any spelling of the stored one) or, after an import or a read, as stored,
 * which is not canonicalised again (see storedDomainKey).
 */
const sameCanonicalDomain = (config: TfValue, state: TfValue): boolean =>
  typeof config === "string" &&
  typeof state === "string" &&
  (canonicalDomain(config) === canonicalDomain(state) || canonicalDomain(config) === storedDomainKey(state));

export const websiteSchema = {
  version: 0,
  description:
    "A website tracked by phpAnalytics. Create, update and delete it through the API; import an existing one by numeric id or by domain.",
  attributes: {
    id: { type: "string", computed: true, description: DESCRIPTIONS.id, planModifiers: [useStateForUnknown()] },
    domain: {
      type: "string",
      required: true,
      description: DESCRIPTIONS.domain,
      validators: [validDomain],
      planModifiers: [
        requiresReplaceIf(
          (request) => !sameCanonicalDomain(request.plan, request.state),
          "Replaces the website when the canonical domain changes (case, scheme and a leading `www.` do not count).",
        ),
      ],
    },
    privacy: {
      type: "string",
      optional: true,
      computed: true,
      default: "public",
      description: `${DESCRIPTIONS.privacy} Defaults to \`public\`.`,
      validators: [oneOf(...PRIVACY_VALUES)],
    },
    ...PASSWORD_ATTRIBUTES,
    email_reports: { type: "bool", optional: true, computed: true, default: false, description: `${DESCRIPTIONS.email_reports} Defaults to \`false\`.` },
    exclude_bots: { type: "bool", optional: true, computed: true, default: true, description: `${DESCRIPTIONS.exclude_bots} Defaults to \`true\`.` },
    exclude_params: {
      type: ["list", "string"],
      optional: true,
      computed: true,
      default: [],
      description: DESCRIPTIONS.exclude_params,
      validators: [singleLineEntries],
    },
    exclude_ips: {
      type: ["list", "string"],
      optional: true,
      computed: true,
      default: [],
      description: DESCRIPTIONS.exclude_ips,
      validators: [ipsOrCidrs],
    },
    favorite: { type: "bool", optional: true, computed: true, default: false, description: `${DESCRIPTIONS.favorite} Defaults to \`false\`.` },
    created_at: {
      type: "string",
      computed: true,
      description: DESCRIPTIONS.created_at,
      planModifiers: [useStateForUnknown()],
    },
    updated_at: {
      type: "string",
      computed: true,
      description: `${DESCRIPTIONS.updated_at} A refresh that finds every setting as it was keeps the time it had, so a change undone on the server is not drift.`,
    },
  },
} as const satisfies Schema;

type WebsiteSchema = typeof websiteSchema;
export type WebsiteState = StateOf<WebsiteSchema>;
export type WebsitePlan = PlanOf<WebsiteSchema>;
export type WebsiteConfig = KnownConfigOf<WebsiteSchema>;
export type WebsitePlanningConfig = ConfigOf<WebsiteSchema>;
export type WebsiteReadState = ReadStateOf<WebsiteSchema>;
type Attribute = keyof WebsiteSchema["attributes"];

/**
 * State from what the server holds. The API never returns the password or
 * exclude_params, so those keep the values Terraform knew; a domain the user wrote in
 * another spelling of the same canonical form is kept as written.
 */
export function websiteState(website: Website, known: WebsitePlan | WebsiteReadState | null): WebsiteState {
  const knownDomain = known?.domain;
  // the same spelling (the usual refresh) is kept without computing canonical forms
  const domain =
    typeof knownDomain === "string" && (knownDomain === website.domain || canonicalDomain(knownDomain) === storedDomainKey(website.domain))
      ? knownDomain
      : website.domain;
  return {
    id: String(website.id),
    domain,
    privacy: website.privacy,
    ...passwordState(website, known),
    email_reports: website.emailReports,
    exclude_bots: website.excludeBots,
    exclude_params: Array.isArray(known?.exclude_params) ? known.exclude_params : [],
    exclude_ips: [...website.excludeIps],
    favorite: website.favorite,
    created_at: website.createdAt,
    updated_at: website.updatedAt,
  };
}

/**
 * A domain respelled to the same canonical form needs no API call, only new state. A plan
 * that creates a website is checked against the account and the plan's other creates.
 */
async function modifyWebsitePlan({ plan, state }: TypedModifyPlanRequest<WebsiteSchema>, context: PlanCallContext<ProviderData>): Promise<void> {
  const checks = context.data?.planChecks;
  if (state) {
    if (state.id !== null) checks?.manages(state.id);
    if (plan.domain instanceof Unknown || (typeof plan.domain === "string" && !sameCanonicalDomain(plan.domain, state.domain))) checks?.replaces(plan.domain);
  } else if (checks) {
    try {
      await checks.checkCreate(plan.domain, context.diagnostics, context.signal);
    } catch (error) {
      await reportCheckFailure(error, plan.domain, context);
    }
  }
  if (!state) return;
  const names = Object.keys(plan) as Attribute[];
  const onlyDomainSpelling = names.every((name) => name === "domain" || name === "updated_at" || sameValue(name, plan[name], state[name]));
  if (onlyDomainSpelling && sameCanonicalDomain(plan.domain, state.domain)) plan.updated_at = state.updated_at;
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
    `${errorMessage(error).replace(/\.$/, "")}. The plan could not check its new websites against the account (a domain already taken, the plan's website limit); the apply will meet any such problem.${advice}`,
  );
}

/** The one equality rule for plan values: the protocol codec's, by the attribute's type. */
function sameValue(name: Attribute, a: TfValue, b: TfValue): boolean {
  return valuesEqual(websiteSchema.attributes[name].type, a, b);
}

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
  const changed = (name: Attribute): boolean => !sameValue(name, plan[name], state[name]);
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
  if (plan.favorite) {
    try {
      // Not cancelled by Ctrl-C: the website exists now, and a create that ends in an
      // error leaves it tainted, which the next apply would replace.
      website = await client.updateWebsite(website.id, { favorite: true });
    } catch (error) {
      // The website exists: keep it in state rather than lose it.
      context.diagnostics.error(
        "Website created but not marked as favourite",
        `Website ${website.id} (${website.domain}) was created, but marking it as favourite failed: ${errorMessage(error)}. ` +
          "Terraform marks it tainted; run `terraform untaint` on it before the next apply to keep it instead of replacing it.",
        ["favorite"],
      );
    }
  }
  context.data.websites.invalidate(website.id);
  context.data.planChecks.created();
  return websiteState(website, plan);
}

async function readWebsite(state: WebsiteReadState, context: ResourceCallContext<ProviderData>): Promise<WebsiteState | null> {
  const id = requireId(state);
  const website = await context.data.websites.read(Number(id), context.signal);
  if (!website) {
    context.diagnostics.warning(
      "Website removed outside Terraform",
      `Website ${id} (${String(state.domain)}) no longer exists on the server; it is removed from state and will be planned for creation.`,
    );
    return null;
  }
  context.data.planChecks.manages(id);
  if (passwordLostUnseen(website, state)) {
    context.diagnostics.warning(
      "Password removed outside Terraform",
      `Website ${id} (${website.domain}) is password-protected, but the server holds no password for it. If the configuration sets password_wo, change password_wo_version to send it again.`,
    );
  }
  if (passwordFoundOutside(website, state)) {
    context.diagnostics.warning(
      "Password set outside Terraform",
      `Website ${id} (${website.domain}) is ${website.privacy}, but the server holds a password for it that the configuration does not. The next apply clears it, so it cannot come back into force if privacy is later set to "password".`,
    );
  }
  return keepTimestampUnlessChanged(websiteState(website, state), state);
}

/**
 * The server moves updated_at for a change undone since (a favourite set and cleared, say),
 * which `terraform plan -refresh-only -detailed-exitcode` would report as drift every night
 * until the next apply. A read that finds every setting as it was keeps the stored time, and
 * so does an apply that sent nothing (a domain respelled), whose plan promised that time.
 */
function keepTimestampUnlessChanged(fresh: WebsiteState, stored: WebsiteReadState | WebsitePlan): WebsiteState {
  if (typeof stored.updated_at !== "string" || fresh.updated_at === stored.updated_at) return fresh;
  const names = Object.keys(fresh) as Attribute[];
  const unchanged = names.every((name) => name === "updated_at" || sameValue(name, fresh[name], stored[name]));
  return unchanged ? { ...fresh, updated_at: stored.updated_at } : fresh;
}

async function updateWebsite(
  plan: WebsitePlan,
  state: WebsiteState,
  config: WebsiteConfig,
  context: ResourceCallContext<ProviderData>,
): Promise<WebsiteState> {
  const { client } = context.data;
  const input = updateInput(plan, state, config);
  const id = Number(requireId(state));
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
  const id = Number(requireId(state));
  await context.data.client.deleteWebsite(id, { signal: context.signal, ignoreNotFound: true });
  context.data.websites.invalidate(id);
}

async function importWebsite(id: string, context: ResourceCallContext<ProviderData>): Promise<Partial<WebsiteState>> {
  const { client } = context.data;
  const trimmed = id.trim();
  if (/^\d+$/.test(trimmed)) {
    const problem = websiteIdProblem(trimmed);
    if (!problem) return { id: trimmed };
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
  return { id: String(website.id), domain: website.domain };
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
  create: createWebsite,
  read: readWebsite,
  update: updateWebsite,
  delete: deleteWebsite,
  importState: importWebsite,
  // Every website of the state, refreshed or not: a tainted one is planned as a create from
  // nothing, and with -refresh=false nothing else tells the plan checks it is this state's.
  storedState: (state, data) => data.planChecks.manages(typeof state.id === "string" ? state.id : null),
});

/** The server's messages about a website that have a known remedy. */
function explainWebsiteMessage(field: string, message: string): Explained | undefined {
  if (field === "domain" && /too many websites/i.test(message)) {
    return {
      summary: "Website limit reached",
      hint: "The account's plan allows no more websites (see website_limit of the phpanalytics_account data source): delete a website or upgrade the plan.",
      blamesField: false,
    };
  }
  if (field === "domain" && /already been taken/i.test(message)) {
    return {
      summary: "Domain already taken",
      hint: "Domains are unique across the whole server. If this account already has the website (for example from an interrupted run), import it instead: `terraform import ADDRESS DOMAIN` or an import block.",
      blamesField: true,
    };
  }
  return undefined;
}

export const websiteErrors: ApiErrorVocabulary = { label: "website", attributeOfField: { email: "email_reports" }, explain: explainWebsiteMessage };

export const websiteDefinition: ResourceDefinition = {
  typeName: "phpanalytics_website",
  resource: websiteResource,
  errors: websiteErrors,
  identify: (values) => String(values.domain),
  // The API never returns exclude_params or a password: cleared, the next plan sends them again.
  afterUncertainUpdate: (prior) => ({ ...prior, exclude_params: null, password: null, password_wo_version: null }),
};
