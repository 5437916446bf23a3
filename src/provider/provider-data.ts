// What ConfigureProvider hands to every resource and data source handler.
import type { PhpAnalyticsClient } from "../api";
import type { AccountIdentity } from "./website/account-identity";
import type { DeletionNotices } from "./website/deletion-notices";
import type { PlanChecks } from "./website/plan-checks";
import type { StoredWebsites } from "./website/stored-websites";
import type { WaitNotice } from "./wait-notice";
import type { WebsiteReader } from "./website/reader";

export interface ProviderData {
  client: PhpAnalyticsClient;
  /** The account the key opens, against which every website's recorded account is checked. */
  account: AccountIdentity;
  /** Reads websites for refresh, batching many reads into list pages. */
  websites: WebsiteReader;
  /** What the planned creates of this process may run into at apply. */
  planChecks: PlanChecks;
  /** The websites of this Terraform state, from their stored states. */
  stored: StoredWebsites;
  /** Planned deletes told of so far, and the statistics looked up for them. */
  deletions: DeletionNotices;
  /** Long waits for the server's rate-limit window, reported as warnings. */
  waits: WaitNotice;
  /** Where base_url came from, named in error messages. */
  baseUrlOrigin: string;
}
