// Website attributes shared by the resource and the data sources, and the mapping from
// an API website to Terraform values.
import type { Website } from "../../api";
import type { TfType, ValueOf } from "../../tfplugin/framework";

export const PRIVACY_VALUES = ["public", "private", "password"] as const;

export const DESCRIPTIONS = {
  id: "Numeric identifier of the website, as a string.",
  domain:
    "Domain of the website, e.g. `example.com`. The service stores it lowercased, without a scheme and without " +
    "a leading `www.`; a configured value that canonicalises to the stored one is kept as written. Changing " +
    "it replaces the website.",
  privacy: "Who can see the statistics: `public`, `private` or `password` (visitors need `password`).",
  email_reports: "Whether periodic email reports are sent (API field `email`).",
  exclude_bots: "Whether visits from bots are left out of the statistics.",
  exclude_params:
    "URL query parameters left out of the statistics, one per entry; `&` strips every parameter. The API accepts " +
    "but never returns this list, so drift in it cannot be detected and an import cannot read it.",
  exclude_ips: "IP addresses or CIDR ranges whose visits are not counted, e.g. `203.0.113.7` or `10.0.0.0/8`.",
  favorite: "Whether the website is marked as a favourite.",
  has_password: "Whether the service holds a password for the website.",
  created_at: "When the website was created (RFC 3339).",
  updated_at: "When the website was last changed (RFC 3339).",
} as const;

const STRING_LIST = ["list", "string"] as const satisfies TfType;

/** The attributes of a website as the data sources return them. */
export const WEBSITE_OBJECT_TYPE = {
  id: "string",
  domain: "string",
  privacy: "string",
  has_password: "bool",
  email_reports: "bool",
  exclude_bots: "bool",
  exclude_ips: STRING_LIST,
  favorite: "bool",
  created_at: "string",
  updated_at: "string",
} as const satisfies Record<string, TfType>;

type WebsiteObjectType = typeof WEBSITE_OBJECT_TYPE;
type ComputedAttributes<T extends Partial<WebsiteObjectType>> = { [K in keyof T]: { type: T[K]; computed: true; description: string } };

/** Computed schema attributes for these website fields, described as everywhere else. */
export function computedAttributes<const T extends Partial<WebsiteObjectType>>(types: T): ComputedAttributes<T> {
  const attributes: Partial<Record<keyof T, { type: T[keyof T]; computed: true; description: string }>> = {};
  for (const name of Object.keys(types) as Array<keyof T & keyof typeof DESCRIPTIONS>) {
    attributes[name] = { type: types[name], computed: true, description: DESCRIPTIONS[name] };
  }
  return attributes as ComputedAttributes<T>;
}

export type WebsiteValues = { -readonly [K in keyof WebsiteObjectType]: ValueOf<WebsiteObjectType[K]> };

/** The values the API returns for a website, keyed by Terraform attribute name. */
export function websiteValues(website: Website): WebsiteValues {
  return {
    id: String(website.id),
    domain: website.domain,
    privacy: website.privacy,
    has_password: website.hasPassword,
    email_reports: website.emailReports,
    exclude_bots: website.excludeBots,
    exclude_ips: [...website.excludeIps],
    favorite: website.favorite,
    created_at: website.createdAt,
    updated_at: website.updatedAt,
  };
}
