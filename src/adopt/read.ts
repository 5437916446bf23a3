// Reading every website of the account, page by page, with progress reports.
import type { PhpAnalyticsClient } from "../api/client";
import type { Website } from "../api/bodies/website";
import { iterateWebsites } from "../api/paging";

export interface ReadProgress {
  page: number;
  lastPage: number;
  /** Websites read so far. */
  read: number;
  /** Websites the server says the account has. */
  total: number;
}

export type WebsiteLister = Pick<PhpAnalyticsClient, "listWebsites">;

/** Every website of the account (100 a page, by id), reporting after each page. */
export async function readAllWebsites(
  client: WebsiteLister,
  onProgress: (progress: ReadProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<Website[]> {
  const websites: Website[] = [];
  let read = 0;
  const pages = iterateWebsites(
    (params) => client.listWebsites(params, signal ? { signal } : {}),
    { perPage: 100, sortBy: "id", sort: "asc" },
    (page) => {
      read += page.websites.length;
      onProgress({ page: page.page, lastPage: page.lastPage, read, total: page.total });
    },
  );
  for await (const website of pages) websites.push(website);
  return websites;
}

/** "read page 3 of 12 (300 of 1180 websites)". */
export function formatProgress({ page, lastPage, read, total }: ReadProgress): string {
  return `read page ${page} of ${Math.max(lastPage, page)} (${read} of ${total} website${total === 1 ? "" : "s"})`;
}
