// The phpAnalytics API client: typed operations, errors, retries, pacing and paging.
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
export { accountSchema, websiteSchema } from "./schemas";
export {
  checkId,
  createForm,
  listQuery,
  updateForm,
  DEFAULT_PAGE_SIZE,
  type Account,
  type CreateWebsiteInput,
  type ListWebsitesParams,
  type PlanLimits,
  type SortBy,
  type SortOrder,
  type UpdateWebsiteInput,
  type Website,
  type WebsitePage,
} from "./models";
export { STATISTIC_NAMES, type StatisticName, type StatisticsPage, type StatisticsParams, type StatisticsRow } from "./statistics";
export { collectWebsites, iterateWebsites, type IterateWebsitesParams, type ListPage, type WebsiteList } from "./paging";
export { Pacer, rateLimitInfo, DEFAULT_REQUESTS_PER_MINUTE, type PacerOptions, type RateLimitInfo, type Ticket, type LimitHolder } from "./pacer";
export {
  backoffDelay,
  parseRetryAfter,
  retryDelay,
  RetryBudget,
  retrying,
  DEFAULT_BACKOFF,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MAX_RETRY_TIME_MS,
  RETRYABLE_STATUSES,
  type BackoffOptions,
  type RetryPolicy,
  type RetryRun,
} from "./retry";
export { checkBaseUrl, baseUrlText } from "./base-url";
export { domainErrors, DOMAIN_MESSAGES } from "./domain";
export { systemClock, sleep, type Clock } from "./clock";
export { canonicalDomain, linesToList, listToLines, PAGE_SIZES, PRIVACY_CODES, PRIVACY_NAMES, type PageSize, type Privacy } from "./wire";
