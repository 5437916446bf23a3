// phpanalytics_websites: the websites of the account, filtered and sorted by the server.
import type { ListWebsitesParams } from "../../api";
import { literalSearch } from "../../api/search-text";
import { choice } from "../choice";
import { defineDataSource, oneOf, type KnownConfigOf, type ResourceCallContext, type Schema, type StateOf } from "../../tfplugin/framework";
import { withApiErrorsOnRead } from "../handler-errors";
import type { DataSourceDefinition } from "../definition";
import { websiteErrors } from "../website/errors";
import type { ProviderData } from "../provider-data";
import { WEBSITE_OBJECT_TYPE, websiteValues } from "../website/attributes";
import { maxItems } from "../validators";

const SORT_BY = ["id", "domain"] as const;
const SORT_ORDER = ["desc", "asc"] as const;

const websitesSchema = {
  version: 0,
  description: "Lists the websites of the account, optionally filtered and sorted.",
  attributes: {
    search: { type: "string", optional: true, description: "Only websites whose domain contains this text (case-insensitive)." },
    favorite: { type: "bool", optional: true, description: "`true` for favourites only, `false` for the others; unset for all." },
    sort_by: {
      type: "string",
      optional: true,
      description: "`id` (date created, the default) or `domain`.",
      validators: [oneOf(...SORT_BY)],
    },
    sort: { type: "string", optional: true, description: "`desc` (the default) or `asc`.", validators: [oneOf(...SORT_ORDER)] },
    max_items: {
      type: "number",
      optional: true,
      description: "Stop after this many websites. Unset reads every page.",
      validators: [maxItems],
    },
    total: { type: "number", computed: true, description: "How many websites match, regardless of `max_items`." },
    websites: {
      type: ["list", ["object", WEBSITE_OBJECT_TYPE]],
      computed: true,
      description: "The matching websites, in the requested order.",
    },
  },
} as const satisfies Schema;

type Websites = typeof websitesSchema;

async function readWebsites(config: KnownConfigOf<Websites>, context: ResourceCallContext<ProviderData>): Promise<StateOf<Websites>> {
  const query: ListWebsitesParams = {
    search: config.search === null ? undefined : literalSearch(config.search),
    favorite: config.favorite ?? undefined,
    sortBy: config.sort_by === null ? undefined : choice(SORT_BY, config.sort_by, "sort_by"),
    sort: config.sort === null ? undefined : choice(SORT_ORDER, config.sort, "sort"),
  };
  const maxItems = config.max_items ?? undefined;
  const { websites, total } = await context.data.client.listAllWebsites(query, { signal: context.signal, maxItems });
  return { ...config, total, websites: websites.map(websiteValues) };
}

const websitesDataSource = defineDataSource({ schema: websitesSchema, read: readWebsites });

export const websitesDefinition: DataSourceDefinition = withApiErrorsOnRead({
  typeName: "phpanalytics_websites",
  dataSource: websitesDataSource,
  errors: websiteErrors,
  action: "list websites",
});
