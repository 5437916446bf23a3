// The phpAnalytics API client as the package's `./api` entry exports it: the client, its
// errors and the types of what it takes and returns. The modules behind it (pacing, retries,
// body schemas, forms) are the client's own: tests import them from their module paths.
export {
  createClient,
  PhpAnalyticsClient,
  CLIENT_VERSION,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type ClientEvent,
  type ClientOptions,
  type RequestOptions,
} from "./client";
export {
  AbortedError,
  ApiError,
  EndpointNotFoundError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  ResponseFormatError,
  ServerError,
  TransportError,
  UnauthorizedError,
  ValidationError,
  WouldWaitError,
  type ApiErrorOptions,
  type TransportErrorCode,
} from "./errors";
export type { Account, PlanLimits } from "./bodies/account";
export type { WebsitePage } from "./bodies/page";
export type { Privacy, Website } from "./bodies/website";
export type { CreateWebsiteInput, ListWebsitesParams, PageSize, SortBy, SortOrder, UpdateWebsiteInput } from "./website-requests";
// STATISTIC_NAMES: the values StatisticName allows, for a caller that takes a name as text.
export { STATISTIC_NAMES, type StatisticName, type StatisticsPage, type StatisticsParams, type StatisticsRow } from "./statistics";
export type { IterateWebsitesParams, WebsiteList } from "./paging";
export type { LimitHolder } from "./pacer";
export type { BackoffOptions } from "./retry";
export type { Clock } from "./clock";
