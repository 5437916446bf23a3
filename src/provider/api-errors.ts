// Turns API client errors into diagnostics that say what happened and what to do, with
// the attribute path when the server blamed one field. Loaded only when an error occurs.
import type { AttributePath, Diagnostics } from "../tfplugin/types";

/** API form fields whose Terraform attribute has another name. */
const ATTRIBUTE_OF_FIELD: Record<string, string> = { email: "email_reports" };

export async function reportApiError(error: unknown, action: string, diagnostics: Diagnostics): Promise<void> {
  const api = await import("../api/errors");
  if (error instanceof Error && error.name === "AbortError") {
    diagnostics.error(`${capitalise(action)} interrupted`, "Terraform asked the provider to stop before the request finished.");
    return;
  }
  if (error instanceof api.ValidationError) {
    for (const [field, messages] of Object.entries(error.fields)) {
      const path: AttributePath = [ATTRIBUTE_OF_FIELD[field] ?? field];
      diagnostics.error(`The server rejected ${path[0]}`, `${action}: ${messages.join(" ")}${hintFor(field, messages)}`, path);
    }
    if (Object.keys(error.fields).length === 0) diagnostics.error("The server rejected the request", `${action}: ${error.message}`);
    return;
  }
  if (error instanceof api.UnauthorizedError) {
    diagnostics.error(
      "API key rejected",
      `${action}: the server did not accept the API key (401). Check api_key in the provider block or PHPANALYTICS_API_KEY: it must be the key shown under Account > API.`,
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
      `${action}: the server kept answering 429 Too Many Attempts after the retries. Lower requests_per_minute or run with fewer parallel operations (-parallelism).`,
    );
    return;
  }
  if (error instanceof api.NotFoundError) {
    diagnostics.error(
      "Website not found",
      `${action}: the website no longer exists on the server (deleted outside Terraform). The next plan drops it from state and plans to create it again.`,
    );
    return;
  }
  if (error instanceof api.ApiError) {
    diagnostics.error(`${capitalise(action)} failed`, error.message);
    return;
  }
  throw error;
}

/** What to do about the server's field messages that have a known remedy. */
function hintFor(field: string, messages: string[]): string {
  if (field === "domain" && messages.some((m) => m.includes("already been taken"))) {
    return " Domains are unique across the whole server. If this account already has the website (for example from an interrupted run), import it instead: `terraform import ADDRESS DOMAIN` or an import block.";
  }
  if (field === "domain" && messages.some((m) => m.includes("too many websites"))) {
    return " The account's plan allows no more websites (see website_limit of the phpanalytics_account data source).";
  }
  return "";
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
