// The website's password, given one of two ways: `password` (any Terraform; kept in state,
// masked) or the write-only `password_wo` (Terraform 1.11+; never in state or a saved plan),
// whose companion `password_wo_version` says when to send it again.
import type { Website } from "../../api";
import {
  lengthBetween,
  oneOf,
  Unknown,
  type Attribute,
  type CallContext,
  type ConfigOf,
  type KnownConfigOf,
  type PlanOf,
  type Schema,
  type StateOf,
  type TfValue,
} from "../../tfplugin/framework";
import { DESCRIPTIONS, PRIVACY_VALUES } from "./attributes";

/** What a refresh knows of the password: state, or the plan just applied. */
type KnownPassword = { password: string | null; password_wo_version: number | null };

const PASSWORD_LENGTH = lengthBetween(1, 128);

export const PASSWORD_ATTRIBUTES = {
  password: {
    type: "string",
    optional: true,
    sensitive: true,
    description:
      "Password that protects the statistics when `privacy` is `password`; required then (or `password_wo`), " +
      "and not allowed otherwise. Kept in state, masked. The API never returns it, so a change made outside " +
      "Terraform cannot be detected (a password removed outside Terraform is). Conflicts with `password_wo`.",
    validators: [PASSWORD_LENGTH],
  },
  password_wo: {
    type: "string",
    optional: true,
    writeOnly: true,
    // Not marked sensitive: Terraform never stores or shows a write-only value, and with a
    // second sensitive attribute Terraform 1.11 orders the state's sensitive paths one way
    // after apply and another after refresh, so every refresh-only plan exits 2.
    description:
      "Write-only form of `password` (needs Terraform 1.11 or later): sent to the service on create and whenever " +
      "`password_wo_version` changes, never stored in state or in a saved plan, and it may come from an ephemeral " +
      "variable. Conflicts with `password`.",
    validators: [PASSWORD_LENGTH],
  },
  password_wo_version: {
    type: "number",
    optional: true,
    description:
      "Any number; change it to send `password_wo` again (Terraform cannot see a change of a write-only value). " +
      "A password removed outside Terraform shows as this version being removed, so the next apply sends the " +
      "password again.",
  },
} as const satisfies Record<string, Attribute>;

export const PRIVACY_ATTRIBUTE = {
  type: "string",
  optional: true,
  computed: true,
  default: "public",
  description: `${DESCRIPTIONS.privacy} Defaults to \`public\`.`,
  validators: [oneOf(...PRIVACY_VALUES)],
} as const satisfies Attribute;

/**
 * The part of the website's schema the password rules read. The website's own models are
 * wider (./schema.ts), and pass where these are asked for, so this module needs
 * nothing of the schema that is made of it.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the value is the type's source
const PASSWORD_PART = { version: 0, description: "", attributes: { privacy: PRIVACY_ATTRIBUTE, ...PASSWORD_ATTRIBUTES } } as const satisfies Schema;
type PasswordPart = typeof PASSWORD_PART;
type WebsitePlan = PlanOf<PasswordPart>;
type WebsiteState = StateOf<PasswordPart>;
type WebsiteConfig = KnownConfigOf<PasswordPart>;
type WebsitePlanningConfig = ConfigOf<PasswordPart>;

const set = (value: TfValue | undefined): boolean => value !== null && value !== undefined;
const known = (value: TfValue | undefined): boolean => !(value instanceof Unknown);

/** Cross-attribute rules; unknown values are checked once they are known (at plan). */
export function validatePassword(config: WebsitePlanningConfig, context: CallContext): void {
  const { privacy, password, password_wo: writeOnly, password_wo_version: version } = config;
  const { diagnostics } = context;
  // Unknown still counts: a value set from a variable or another resource is set, whatever it turns out to be.
  if (set(password) && set(writeOnly)) {
    diagnostics.error(
      "Conflicting password attributes",
      "password and password_wo both set the website's password: keep one. password_wo (Terraform 1.11 or later) " +
        "is never stored in state; password works with any Terraform.",
      ["password_wo"],
    );
    return;
  }
  if (set(version) && known(version) && !set(writeOnly) && known(writeOnly)) {
    diagnostics.error(
      "password_wo_version without password_wo",
      "password_wo_version only says when to send password_wo again: set password_wo as well, or remove password_wo_version.",
      ["password_wo_version"],
    );
  }
  if (!known(privacy) || !known(password) || !known(writeOnly)) return;
  const effectivePrivacy = privacy ?? "public";
  if (effectivePrivacy === "password" && !set(password) && !set(writeOnly)) {
    diagnostics.error(
      "Missing password",
      'privacy is "password", so visitors need a password: set password (for example from a sensitive variable), ' +
        "or password_wo with password_wo_version on Terraform 1.11 or later.",
      ["password"],
    );
  }
  if (effectivePrivacy !== "password") {
    for (const name of ["password", "password_wo"] as const) {
      if (!set(config[name])) continue;
      diagnostics.error(
        "Password without password privacy",
        `${name} is only used when privacy is "password" (privacy is "${String(effectivePrivacy)}"): remove ${name} or set privacy = "password".`,
        [name],
      );
    }
  }
}

/** The password a create sends, from whichever attribute the configuration uses. */
export function passwordToCreate(plan: WebsitePlan, config: WebsiteConfig): string | undefined {
  if (typeof plan.password === "string") return plan.password;
  return typeof config.password_wo === "string" ? config.password_wo : undefined;
}

/**
 * What an update does to the password: a string to send, null to clear it (an empty
 * password with privacy public or private, which the server accepts and which removes the
 * stored one, so it cannot come back into force later), or undefined to leave it. Sent
 * when privacy becomes "password", when the stored password changes, when
 * password_wo_version changes, or when the configuration moves from password to
 * password_wo; cleared when privacy leaves "password" or the server holds a password the
 * configuration does not.
 */
export function passwordToUpdate(plan: WebsitePlan, state: WebsiteState, config: WebsiteConfig): string | null | undefined {
  const privacyChanged = plan.privacy !== state.privacy;
  if (plan.privacy !== "password") return privacyChanged || set(state.password) || set(state.password_wo_version) ? null : undefined;
  if (typeof config.password_wo === "string") {
    const versionChanged = plan.password_wo_version !== state.password_wo_version;
    return privacyChanged || versionChanged || set(state.password) ? config.password_wo : undefined;
  }
  if (typeof plan.password === "string" && (privacyChanged || plan.password !== state.password)) return plan.password;
  return undefined;
}

/**
 * The password state of a website that is not password-protected but whose server still
 * holds a password Terraform does not (set in the web interface, or kept from before). The
 * API never returns a password, so this marker stands for "some password": the plan shows
 * the sensitive value changing and the apply clears it.
 */
export const PASSWORD_SET_OUTSIDE = "(a password set outside Terraform)";

const holdsPassword = (known: KnownPassword | null): boolean => typeof known?.password === "string" || typeof known?.password_wo_version === "number";

/**
 * The password attributes of refreshed state. The API only says whether a password is set:
 * when a password-protected website has none, the stored password (or the version of the
 * write-only one) is dropped, so the next plan sends it again; when a website that is not
 * password-protected has one Terraform does not hold, it shows as PASSWORD_SET_OUTSIDE.
 */
export function passwordState(website: Website, known: KnownPassword | null): Pick<WebsiteState, "password" | "password_wo" | "password_wo_version"> {
  const removed = website.privacy === "password" && !website.hasPassword;
  const outside = website.privacy !== "password" && website.hasPassword && !holdsPassword(known);
  return {
    password: outside ? PASSWORD_SET_OUTSIDE : !removed && typeof known?.password === "string" ? known.password : null,
    password_wo: null,
    password_wo_version: !removed && typeof known?.password_wo_version === "number" ? known.password_wo_version : null,
  };
}

/** True when the server lost the password and nothing in state can show it as a change. */
export function passwordLostUnseen(website: Website, state: KnownPassword): boolean {
  return website.privacy === "password" && !website.hasPassword && !set(state.password) && !set(state.password_wo_version);
}

/** True when refreshing shows, for the first time, a password Terraform does not hold. */
export function passwordFoundOutside(website: Website, state: KnownPassword): boolean {
  return passwordState(website, state).password === PASSWORD_SET_OUTSIDE && state.password !== PASSWORD_SET_OUTSIDE;
}
