// The API address and key of a CLI command that calls the API, checked with the provider's
// own rules (src/api/base-url.ts): a URL, and no plain http to a host other than loopback
// unless --allow-insecure-http is given. Every message says where the value came from.
import { checkBaseUrl, isInsecureRemote } from "../api/base-url";

export const BASE_URL_ENV = "PHPANALYTICS_BASE_URL";
export const API_KEY_ENV = "PHPANALYTICS_API_KEY";

export interface ApiSettingsInput {
  /** The --base-url flag, when given. */
  flag?: string | undefined;
  env: NodeJS.ProcessEnv;
  /** The variable holding the key (default PHPANALYTICS_API_KEY). */
  apiKeyEnv?: string;
  allowInsecureHttp: boolean;
}

export type ApiSettings = { ok: true; baseUrl: string; apiKey: string } | { ok: false; problem: string };

/** A hint beyond base-url.ts's sentence for the commonest slip: a URL without its scheme. */
function schemeHint(raw: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) ? "" : " The value has no scheme: write https:// (or http:// for loopback) before the host.";
}

export function resolveApiSettings(input: ApiSettingsInput): ApiSettings {
  const keyEnv = input.apiKeyEnv ?? API_KEY_ENV;
  const source = input.flag !== undefined ? "--base-url" : BASE_URL_ENV;
  const raw = input.flag ?? input.env[BASE_URL_ENV];
  if (raw === undefined || raw.trim() === "") {
    return {
      ok: false,
      problem:
        `${source} is ${raw === undefined ? "not set" : "empty"}: set it to the service's address (e.g. ` +
        `https://analytics.example.com)${input.flag === undefined ? " or pass --base-url" : ""}.`,
    };
  }
  const check = checkBaseUrl(raw);
  // base-url.ts words a problem without a subject ("is ..."): the subject here is the value's source.
  if (!check.ok) return { ok: false, problem: `the base URL given by ${source} ${check.problem}${schemeHint(raw)}` };
  if (isInsecureRemote(check.url) && !input.allowInsecureHttp) {
    return {
      ok: false,
      problem:
        `the base URL given by ${source} uses plain http to ${check.url.hostname}, which would send the API key in clear text: use https://, or ` +
        `pass --allow-insecure-http if the network is trusted.`,
    };
  }
  const apiKey = input.env[keyEnv]?.trim();
  if (!apiKey) return { ok: false, problem: `${keyEnv} is not set: set it to the API key shown under Account > API.` };
  return { ok: true, baseUrl: raw.trim(), apiKey };
}
