// Turns API client errors into diagnostics that say what happened and what to do, in the
// provider's words (base_url, api_key), with the attribute path when the server blamed one
// field. Loaded only when an error occurs.
import type { AttributePath, Diagnostics } from "../tfplugin/framework";
import { ForeignAccountError } from "./website/account-identity";

/**
 * How one resource's or data source's API errors read, declared next to its schema: what
 * the object is called, which API fields have another attribute name, and which server
 * messages have a known remedy.
 */
export interface ApiErrorVocabulary {
  /** What one object is called in messages, e.g. "website". */
  label: string;
  /** API form fields whose Terraform attribute has another name, e.g. { email: "email_reports" }. */
  attributeOfField?: Readonly<Record<string, string>>;
  /** A server message explained by what failed; undefined keeps the plain wording. */
  explain?(field: string, message: string): Explained | undefined;
}

/** Where the provider's settings came from, so advice points at the right place. */
export interface SettingsOrigin {
  /** "the provider configuration" or "PHPANALYTICS_BASE_URL". */
  baseUrlOrigin?: string;
}

export interface Explained {
  summary: string;
  hint: string;
  /** False when the message is not the attribute's fault (the plan's website limit). */
  blamesField: boolean;
}

function reportValidation(fields: Record<string, string[]>, action: string, diagnostics: Diagnostics, vocabulary: ApiErrorVocabulary): void {
  for (const [field, messages] of Object.entries(fields)) {
    const attribute = vocabulary.attributeOfField?.[field] ?? field;
    // One server message, explained by what failed rather than by the field it came under.
    const explain = (message: string): Explained =>
      vocabulary.explain?.(field, message) ?? { summary: `The server rejected ${attribute}`, hint: "", blamesField: true };
    const path: AttributePath = [attribute];
    // Several rules can fail at once: each gets its own diagnostic, worded by what failed.
    const groups = new Map<string, { explained: Explained; messages: string[] }>();
    for (const message of messages) {
      const explained = explain(message);
      const group = groups.get(explained.summary) ?? { explained, messages: [] };
      group.messages.push(message);
      groups.set(explained.summary, group);
    }
    for (const { explained, messages: said } of groups.values()) {
      const detail = `${action}: the server answered: ${said.join(" ")}${explained.hint ? ` ${explained.hint}` : ""}`;
      if (explained.blamesField) diagnostics.error(explained.summary, detail, path);
      else diagnostics.error(explained.summary, detail);
    }
  }
}

export async function reportApiError(
  error: unknown,
  action: string,
  diagnostics: Diagnostics,
  vocabulary: ApiErrorVocabulary,
  origin: SettingsOrigin = {},
): Promise<void> {
  const api = await import("../api/errors");
  const baseUrlFrom = baseUrlSource(origin);
  if (error instanceof ForeignAccountError) {
    diagnostics.error(error.summary, error.detail);
    return;
  }
  if (error instanceof Error && error.name === "AbortError") {
    diagnostics.error(`${capitalise(action)} interrupted`, "Terraform asked the provider to stop before the request finished.");
    return;
  }
  if (error instanceof api.ValidationError) {
    reportValidation(error.fields, action, diagnostics, vocabulary);
    if (Object.keys(error.fields).length === 0) diagnostics.error("The server rejected the request", `${action}: ${error.detail}`);
    return;
  }
  if (error instanceof api.UnauthorizedError) {
    diagnostics.error(
      "API key rejected",
      `${action}: ${error.detail}. Check api_key in the provider block or PHPANALYTICS_API_KEY: it must be the key shown under Account > API.`,
    );
    return;
  }
  if (error instanceof api.ForbiddenError) {
    diagnostics.error("No API access", `${action}: the account's plan does not include API access (403). Upgrade the plan or use another account's key.`);
    return;
  }
  if (error instanceof api.RateLimitedError) {
    diagnostics.error(
      "Rate limited",
      `${action}: the server kept answering 429 Too Many Attempts after the retries. Lower requests_per_minute or run ` +
        `with fewer parallel operations (-parallelism).`,
    );
    return;
  }
  if (error instanceof api.EndpointNotFoundError) {
    diagnostics.error(
      "Wrong base_url",
      `${action}: ${error.detail}. Check ${baseUrlFrom}: set it to the address of the phpAnalytics installation, e.g. https://analytics.example.com. Nothing ` +
        `was changed in the state.`,
    );
    return;
  }
  if (error instanceof api.NotFoundError) {
    diagnostics.error(
      `${capitalise(vocabulary.label)} not found`,
      `${action}: the ${vocabulary.label} no longer exists on the server (deleted outside Terraform). The next plan drops it from state and plans ` +
        `to create it again.`,
    );
    return;
  }
  if (error instanceof api.TransportError && UNREACHED.has(error.code)) {
    diagnostics.error(`${capitalise(action)} failed`, `${error.message}. Check ${baseUrlFrom}: is the address right, and the service running?`);
    return;
  }
  if (error instanceof api.TransportError && NOT_TLS.has(error.code)) {
    diagnostics.error(`${capitalise(action)} failed`, `${error.message}. Check ${baseUrlFrom}: its scheme must be the one the installation is served with.`);
    return;
  }
  if (error instanceof api.ResponseFormatError && error.field === "" && error.status !== undefined && error.status < 300) {
    diagnostics.error(
      "Not the API's answer",
      `${action}: ${error.detail}. The address answered, but not with the API's JSON: a login page, a proxy or another site, ` +
        `or the API's answer after a PHP notice. Check ${baseUrlFrom}: set it to the address of the phpAnalytics installation, e.g. ` +
        `https://analytics.example.com.`,
    );
    return;
  }
  if (error instanceof api.InvalidInputError && error.field === "baseUrl") {
    diagnostics.error("Invalid base_url", `${error.detail} (${baseUrlFrom}).`, ["base_url"]);
    return;
  }
  if (error instanceof api.ApiError) {
    diagnostics.error(`${capitalise(action)} failed`, error.message);
    return;
  }
  throw error;
}

/** "base_url from ...", where the provider's base_url came from, for advice to check it. */
export function baseUrlSource(origin: SettingsOrigin): string {
  return `base_url from ${origin.baseUrlOrigin ?? "the provider configuration or PHPANALYTICS_BASE_URL"}`;
}

/** No connection was made: a wrong address, or a service that is not running. */
const UNREACHED: ReadonlySet<string> = new Set(["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN"]);
/** The other end does not answer in TLS: an https base URL for an http server (see src/api/http.ts). */
const NOT_TLS: ReadonlySet<string> = new Set(["ERR_SSL_WRONG_VERSION_NUMBER", "ERR_SSL_PACKET_LENGTH_TOO_LONG", "ERR_SSL_HTTP_REQUEST"]);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
