// What ConfigureProvider hands to every resource and data source handler.
import type { PhpAnalyticsClient } from "../api";
import type { WebsiteReader } from "./website-reader";

export interface ProviderData {
  client: PhpAnalyticsClient;
  /** Reads websites for refresh, batching many reads into list pages. */
  websites: WebsiteReader;
  /** Where base_url came from, named in error messages. */
  baseUrlOrigin: string;
}
