// phpanalytics_website's schema, its typed models, and the state made from what the server holds.
import type { Website } from "../../api";
import { canonicalDomain, storedDomainKey } from "../../api/domain";
import {
  requiresReplaceIf,
  useStateForUnknown,
  valuesEqual,
  type KnownConfigOf,
  type PlanOf,
  type ReadStateOf,
  type Schema,
  type StateOf,
  type TfValue,
} from "../../tfplugin/framework";
import { ipsOrCidrs, singleLineEntries, validDomain } from "../validators";
import { DESCRIPTIONS } from "./attributes";
import { DELETION_PROTECTION_ATTRIBUTES } from "./deletion";
import { PASSWORD_ATTRIBUTES, passwordState, PRIVACY_ATTRIBUTE } from "./password";

/**
 * Whether the configured domain names the website of the state. The state holds the domain as
 * the user wrote it (any spelling of the stored one) or, after an import or a read, as stored,
 * which is not canonicalised again (see storedDomainKey).
 */
export const sameCanonicalDomain = (config: TfValue, state: TfValue): boolean =>
  typeof config === "string" &&
  typeof state === "string" &&
  (canonicalDomain(config) === canonicalDomain(state) || canonicalDomain(config) === storedDomainKey(state));

export const websiteSchema = {
  version: 0,
  description: "A website tracked by phpAnalytics. Create, update and delete it through the API; import an existing one by numeric id or by domain.",
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
    privacy: PRIVACY_ATTRIBUTE,
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
      description:
        `${DESCRIPTIONS.updated_at} A refresh that finds every setting as it was keeps the time it had, so a change undone on the server ` + `is not drift.`,
    },
    account_id: {
      type: "string",
      computed: true,
      description:
        "Numeric identifier of the account that holds the website, as a string: recorded on create, import and " +
        "read. A plan made with the API key of another account fails, naming both accounts, instead of taking " +
        "the websites it cannot see for deleted.",
      planModifiers: [useStateForUnknown()],
    },
    ...DELETION_PROTECTION_ATTRIBUTES,
  },
} as const satisfies Schema;

export type WebsiteSchema = typeof websiteSchema;
export type WebsiteState = StateOf<WebsiteSchema>;
export type WebsitePlan = PlanOf<WebsiteSchema>;
export type WebsiteConfig = KnownConfigOf<WebsiteSchema>;
export type WebsiteReadState = ReadStateOf<WebsiteSchema>;
export type WebsiteAttribute = keyof WebsiteSchema["attributes"];

/**
 * State from what the server holds. The API never returns the password or
 * exclude_params, so those keep the values Terraform knew, as does deletion_protection,
 * which only the state holds, and the account recorded for it unless given; a domain the user wrote in
 * another spelling of the same canonical form is kept as written.
 */
export function websiteState(website: Website, known: WebsitePlan | WebsiteReadState | null, accountId?: string | null): WebsiteState {
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
    account_id: accountId !== undefined ? accountId : typeof known?.account_id === "string" ? known.account_id : null,
    deletion_protection: known?.deletion_protection === true,
  };
}

/** The one equality rule for plan values: the protocol codec's, by the attribute's type. */
export function sameValue(name: WebsiteAttribute, a: TfValue, b: TfValue): boolean {
  return valuesEqual(websiteSchema.attributes[name].type, a, b);
}
