// The names of the statistics GET /api/v1/stats/{id} serves, and the form of its dates:
// what the provider checks at validate, without loading the API client (./statistics).
export type StatisticName =
  | "browser"
  | "campaign"
  | "city"
  | "continent"
  | "country"
  | "device"
  | "event"
  | "landing_page"
  | "language"
  | "os"
  | "page"
  | "pageviews"
  | "pageviews_hour"
  | "referrer"
  | "resolution"
  | "visitors"
  | "visitors_hour";

export const STATISTIC_NAMES: readonly StatisticName[] = Object.freeze([
  "browser",
  "campaign",
  "city",
  "continent",
  "country",
  "device",
  "event",
  "landing_page",
  "language",
  "os",
  "page",
  "pageviews",
  "pageviews_hour",
  "referrer",
  "resolution",
  "visitors",
  "visitors_hour",
] as const);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The server checks dates with Laravel's date_format:Y-m-d, which also refuses a day that
 * is not in the calendar (2024-02-30 would read back as 2024-03-01).
 */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}
