// Walking every page of the website list.
import { InvalidInputError } from "./errors";
import type { WebsitePage } from "./bodies/page";
import type { Website } from "./bodies/website";
import type { ListWebsitesParams } from "./website-requests";

export interface IterateWebsitesParams extends Omit<ListWebsitesParams, "page"> {
  /** Stop after this many websites. */
  maxItems?: number;
}

export type ListPage = (params: ListWebsitesParams) => Promise<WebsitePage>;

/**
 * Yields every website across pages, in the server's order. A website seen on an earlier
 * page is not yielded again (a create between two page reads shifts items down). A delete
 * between two page reads shifts them up, past the page boundary: when the total has
 * dropped, the page before is read again for what moved onto it.
 */
export async function* iterateWebsites(
  listPage: ListPage,
  params: IterateWebsitesParams = {},
  onPage?: (page: WebsitePage) => void,
): AsyncGenerator<Website, void, undefined> {
  const { maxItems, ...query } = params;
  if (maxItems !== undefined && (!Number.isSafeInteger(maxItems) || maxItems < 0)) {
    throw new InvalidInputError("list websites", "max_items", `max_items must be a non-negative integer (got ${maxItems})`);
  }
  if (maxItems === 0) return;
  const seen = new Set<number>();
  let yielded = 0;
  let total: number | undefined;
  for (let page = 1; ; page += 1) {
    const result = await listPage({ perPage: 100, ...query, page });
    onPage?.(result);
    const shifted = total !== undefined && result.total < total ? (await listPage({ perPage: 100, ...query, page: page - 1 })).websites : [];
    total = result.total;
    for (const website of [...shifted, ...result.websites]) {
      if (seen.has(website.id)) continue;
      seen.add(website.id);
      yield website;
      yielded += 1;
      if (maxItems !== undefined && yielded >= maxItems) return;
    }
    if (!result.hasNext || result.websites.length === 0) return;
  }
}

export interface WebsiteList {
  websites: Website[];
  /** How many websites match on the server, regardless of maxItems. */
  total: number;
}

export async function collectWebsites(listPage: ListPage, params: IterateWebsitesParams = {}): Promise<WebsiteList> {
  const websites: Website[] = [];
  let total: number | undefined;
  for await (const website of iterateWebsites(listPage, params, (page) => (total ??= page.total))) websites.push(website);
  return { websites, total: total ?? websites.length };
}
