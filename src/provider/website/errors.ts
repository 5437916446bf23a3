// The server's messages about a website that have a known remedy, and how API errors of
// website operations read.
import type { ApiErrorVocabulary, Explained } from "../api-errors";

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
      hint:
        "Domains are unique across the whole server. If this account already has the website (for example from " +
        "an interrupted run), import it instead: `terraform import ADDRESS DOMAIN` or an import block.",
      blamesField: true,
    };
  }
  return undefined;
}

export const websiteErrors: ApiErrorVocabulary = { label: "website", attributeOfField: { email: "email_reports" }, explain: explainWebsiteMessage };
