// Laravel's LengthAwarePaginator as JSON: `links`, `meta` and the numbered page window.
import type { ListQuery } from "./query";

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Page<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    links: PageLink[];
    path: string;
    /** A string on the real server ("10"), like the query value it came from. */
    per_page: string;
    to: number | null;
    total: number;
  };
}

const ON_EACH_SIDE = 3;

/**
 * The query a page link carries (the app appends these to every page URL), in the app's
 * order: favorite right after search_by (notes, "Small differences still seen").
 */
export function linkQuery(q: ListQuery): [string, string][] {
  const pairs: [string, string][] = [];
  if (q.search !== null) pairs.push(["search", q.search]);
  pairs.push(["search_by", q.searchBy]);
  if (q.favorite !== null) pairs.push(["favorite", q.favorite]);
  pairs.push(["sort_by", q.sortBy], ["sort", q.sort], ["per_page", String(q.perPage)]);
  return pairs;
}

export function paginate<T, R>(items: readonly T[], q: ListQuery, path: string, render: (item: T) => R): Page<R> {
  const total = items.length;
  const perPage = q.perPage;
  const page = q.page;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  const base = linkQuery(q);
  const url = (p: number) => `${path}?${new URLSearchParams([...base, ["page", String(p)]]).toString()}`;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;

  const links: PageLink[] = [{ url: prev, label: "&laquo; Previous", active: false }];
  for (const element of window(page, lastPage)) {
    if (element === "...") links.push({ url: null, label: "...", active: false });
    else links.push({ url: url(element), label: String(element), active: element === page });
  }
  links.push({ url: next, label: "Next &raquo;", active: false });

  return {
    data: slice.map(render),
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: page,
      from: slice.length ? start + 1 : null,
      last_page: lastPage,
      links,
      path,
      per_page: String(perPage),
      to: slice.length ? start + slice.length : null,
      total,
    },
  };
}

/** Laravel's UrlWindow: all pages when few, else first/last two around a slider. */
function window(page: number, lastPage: number): (number | "...")[] {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage);
  const w = ON_EACH_SIDE + 4;
  const start = range(1, 2);
  const finish = range(lastPage - 1, lastPage);
  if (page <= w) return [...range(1, w + ON_EACH_SIDE), "...", ...finish];
  if (page > lastPage - w) return [...start, "...", ...range(lastPage - (w + (ON_EACH_SIDE - 1)), lastPage)];
  return [...start, "...", ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE), "...", ...finish];
}
