// Provider configuration: the schema of the provider block and its resolution against
// environment variables into checked client settings. No API call happens here.
import { Unknown, type Diagnostics, type Schema, type TfObject } from "../tfplugin/framework";
import { baseUrlText, checkBaseUrl, isInsecureRemote } from "../api/base-url";
import { apiKeyProblem } from "../api/api-key";

const ENV = {
  baseUrl: "PHPANALYTICS_BASE_URL",
  apiKey: "PHPANALYTICS_API_KEY",
} as const;

export const providerSchema: Schema = {
  version: 0,
  description: "Manages the websites of a phpAnalytics account through its HTTP API.",
  attributes: {
    base_url: {
      type: "string",
      optional: true,
      description:
        `Base URL of the phpAnalytics server, e.g. \`https://analytics.example.com\` (the \`/api/v1\` paths are ` +
        `added; a URL already ending in \`/api/v1\` is accepted). Falls back to the \`${ENV.baseUrl}\` environment variable.`,
    },
    api_key: {
      type: "string",
      optional: true,
      sensitive: true,
      description: `API key of the account (Account > API in the web interface). Falls back to the \`${ENV.apiKey}\` environment variable.`,
    },
    max_retries: {
      type: "number",
      optional: true,
      description:
        "How many times a request that failed transiently is retried, with backoff: 429, 502-504, a connection " +
        "reset, refused or timed out, an unreachable host or network, a name server that did not answer, and a " +
        "500 at most twice; within 2 minutes an operation. A read (at plan, in a refresh) that cannot connect " +
        "to the server stops retrying once it has been out of reach for 8 seconds, so a stopped server is reported " +
        "quickly; a change at apply keeps the whole budget, to wait out a restart. A whole number from 0 to 20. " +
        "Defaults to 5.",
    },
    requests_per_minute: {
      type: "number",
      optional: true,
      description:
        "Most requests a minute the provider sends, so concurrent operations never hit the server's rate limit. " +
        "Unset, the provider follows the budget the server announces in its `X-RateLimit-*` headers (60 a minute " +
        "on a stock server); 0 turns pacing off. A whole number from 0 to 100000.",
    },
    timeout_seconds: {
      type: "number",
      optional: true,
      description: "Timeout of one HTTP request, in seconds. A whole number from 1 to 600. Defaults to 30.",
    },
    allowed_account_ids: {
      type: ["list", "string"],
      optional: true,
      description:
        "The ids of the accounts this configuration may manage (the `id` of the phpanalytics_account data source). " +
        "Set, a key of any other account is refused when the provider is configured, before a website is read: " +
        "a guard against a mixed-up API key. Unset, any account's key is used; the websites in state are still " +
        "checked against the account recorded for each.",
    },
    allow_insecure_http: {
      type: "bool",
      optional: true,
      description:
        "Allow a plain `http://` base URL to a host other than loopback. Off because the API key would cross the network in clear text. Defaults to `false`.",
    },
  },
};

/** Default, least and most of each numeric setting. */
const RANGES = {
  max_retries: [5, 0, 20],
  requests_per_minute: [60, 0, 100_000],
  timeout_seconds: [30, 1, 600],
} as const satisfies Record<string, readonly [number, number, number]>;

/**
 * ValidateProviderConfig: the settings the provider block itself gives and are already known,
 * checked as configure will check them, so `terraform validate` reports them. What comes
 * from the environment, or is missing, waits for configure.
 */
export function validateSettings(config: TfObject, diagnostics: Diagnostics): void {
  const baseUrl = stringSetting(config.base_url);
  if (baseUrl !== undefined) {
    const insecureAllowed = config.allow_insecure_http === true || config.allow_insecure_http instanceof Unknown;
    checkBaseUrlSetting(baseUrl, "the provider configuration", insecureAllowed, diagnostics);
  }
  const apiKey = stringSetting(config.api_key);
  if (apiKey !== undefined) checkApiKeySetting(apiKey, "the provider configuration", diagnostics);
  allowedAccountIds(config.allowed_account_ids, diagnostics);
  for (const name of Object.keys(RANGES) as Array<keyof typeof RANGES>) {
    const [fallback, min, max] = RANGES[name];
    if (typeof config[name] === "number") numberSetting(config, name, fallback, min, max, diagnostics);
  }
}

export interface ClientSettings {
  /** Normalised: no trailing slash, no trailing /api/v1. */
  baseUrl: string;
  /** Where base_url came from, for messages: "the provider configuration" or the variable. */
  baseUrlOrigin: string;
  apiKey: string;
  /** Where api_key came from, for messages. */
  apiKeyOrigin: string;
  /** allowed_account_ids, when set. */
  allowedAccountIds: string[] | undefined;
  maxRetries: number;
  /** Unset: follow the server's X-RateLimit headers. */
  requestsPerMinute: number | undefined;
  timeoutMs: number;
}

/**
 * Resolves the provider block and the environment into settings, reporting every
 * problem with the setting's name and how to fix it. Returns undefined on error.
 */
export function resolveSettings(config: TfObject, env: NodeJS.ProcessEnv, diagnostics: Diagnostics): ClientSettings | undefined {
  for (const name of Object.keys(providerSchema.attributes)) {
    if (config[name] instanceof Unknown) {
      const variable = name === "base_url" ? ENV.baseUrl : name === "api_key" ? ENV.apiKey : undefined;
      diagnostics.error(
        "Provider setting not known yet",
        `${name} depends on a value known only after apply; the provider needs ` +
          `it to plan. Use a literal or a variable${variable ? `, or the ${variable} environment variable,` : ""} instead.`,
        [name],
      );
    }
  }
  if (diagnostics.hasErrors) return undefined;

  const configured = stringSetting(config.base_url);
  const baseUrl = configured ?? env[ENV.baseUrl]?.trim();
  const baseUrlOrigin = configured === undefined ? ENV.baseUrl : "the provider configuration";
  const configuredKey = stringSetting(config.api_key);
  const apiKey = configuredKey ?? env[ENV.apiKey]?.trim();
  let url: URL | undefined;
  if (!baseUrl) {
    diagnostics.error(
      "Missing base_url",
      `Set base_url in the provider "phpanalytics" ` +
        `block or the ${ENV.baseUrl} environment variable to the server's ` +
        `address, e.g. https://analytics.example.com.`,
      ["base_url"],
    );
  } else {
    url = checkBaseUrlSetting(baseUrl, baseUrlOrigin, config.allow_insecure_http === true, diagnostics);
  }
  if (!apiKey) {
    diagnostics.error(
      "Missing api_key",
      `Set api_key in the provider "phpanalytics" block (from a sensitive variable) or the ${ENV.apiKey} environment variable.`,
      ["api_key"],
    );
  }
  const apiKeyOrigin = configuredKey === undefined ? `the ${ENV.apiKey} environment variable` : "the provider configuration";
  const keyUsable = apiKey ? checkApiKeySetting(apiKey, configuredKey === undefined ? ENV.apiKey : "the provider configuration", diagnostics) : false;
  const allowed = allowedAccountIds(config.allowed_account_ids, diagnostics);
  const maxRetries = numberSetting(config, "max_retries", ...RANGES.max_retries, diagnostics);
  const requestsPerMinute =
    config.requests_per_minute === null ? undefined : numberSetting(config, "requests_per_minute", ...RANGES.requests_per_minute, diagnostics);
  const timeoutSeconds = numberSetting(config, "timeout_seconds", ...RANGES.timeout_seconds, diagnostics);
  if (diagnostics.hasErrors || !url || !apiKey || !keyUsable) return undefined;
  return {
    baseUrl: baseUrlText(url),
    baseUrlOrigin,
    apiKey,
    apiKeyOrigin,
    allowedAccountIds: allowed,
    maxRetries,
    requestsPerMinute,
    timeoutMs: timeoutSeconds * 1000,
  };
}

/** Reports a key that cannot be sent (never showing it); true when it can. */
function checkApiKeySetting(apiKey: string, origin: string, diagnostics: Diagnostics): boolean {
  const problem = apiKeyProblem(apiKey);
  if (problem) diagnostics.error("Invalid api_key", `api_key (from ${origin}) ${problem}. Copy the key again from Account > API.`, ["api_key"]);
  return problem === undefined;
}

/** allowed_account_ids as ids, each a whole number; undefined when unset or not yet known. */
function allowedAccountIds(value: TfObject[string], diagnostics: Diagnostics): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids: string[] = [];
  value.forEach((entry, index) => {
    if (entry instanceof Unknown) return;
    const id = typeof entry === "string" ? entry.trim() : "";
    if (/^[1-9]\d{0,15}$/.test(id)) ids.push(id);
    else
      diagnostics.error(
        "Invalid allowed_account_ids",
        `allowed_account_ids[${index}] must be an account's numeric id, such as "3" (the id of the ` +
          `phpanalytics_account data source); got ${JSON.stringify(entry)}.`,
        ["allowed_account_ids", index],
      );
  });
  if (value.length === 0)
    diagnostics.error(
      "Invalid allowed_account_ids",
      "allowed_account_ids is empty, which would refuse every key: list at least one account id, or leave it out.",
      ["allowed_account_ids"],
    );
  return ids;
}

function stringSetting(value: TfObject[string]): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function checkBaseUrlSetting(baseUrl: string, origin: string, allowInsecure: boolean, diagnostics: Diagnostics): URL | undefined {
  const check = checkBaseUrl(baseUrl);
  if (!check.ok) {
    diagnostics.error("Invalid base_url", `base_url (from ${origin}) ${check.problem}`, ["base_url"]);
    return undefined;
  }
  if (isInsecureRemote(check.url) && !allowInsecure) {
    diagnostics.error(
      "Insecure base_url",
      `base_url uses plain http to ${check.url.hostname}, which would send the API key in clear text. Use https://, or set allow_insecure_http = true if the ` +
        `network is trusted.`,
      ["base_url"],
    );
  }
  return check.url;
}

function numberSetting(config: TfObject, name: string, fallback: number, min: number, max: number, diagnostics: Diagnostics): number {
  const value = config[name];
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    diagnostics.error(`Invalid ${name}`, `${name} must be a whole number from ${min} to ${max} (got ${String(value)}).`, [name]);
    return fallback;
  }
  return value;
}
