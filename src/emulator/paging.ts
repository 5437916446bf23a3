// Laravel's LengthAwarePaginator as JSON: as a resource collection (`data`, `links`, `meta`)
// for the website list, flat (the paginator's own toArray) for the stats endpoint, with the
// same numbered page window.
import type { ListQuery } from "./query";

interface PageLink {
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
function linkQuery(q: ListQuery): [string, string][] {
  const pairs: [string, string][] = [];
  if (q.search !== null) pairs.push(["search", q.search]);
  pairs.push(["search_by", q.searchBy]);
  if (q.favorite !== null) pairs.push(["favorite", q.favorite]);
  pairs.push(["sort_by", q.sortBy], ["sort", q.sort], ["per_page", String(q.perPage)]);
  return pairs;
}

/** What both page shapes are made of: the slice, its place in the whole and the page URLs. */
interface PageParts<T> {
  slice: T[];
  page: number;
  lastPage: number;
  total: number;
  from: number | null;
  to: number | null;
  url: (page: number) => string;
  prev: string | null;
  next: string | null;
  links: PageLink[];
}

/** `query`: the pairs every page URL carries before `page`, in order. */
function cut<T>(items: readonly T[], perPage: number, page: number, path: string, query: readonly [string, string][]): PageParts<T> {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  const url = (p: number) => `${path}?${new URLSearchParams([...query, ["page", String(p)]]).toString()}`;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;

  const links: PageLink[] = [{ url: prev, label: "&laquo; Previous", active: false }];
  for (const element of window(page, lastPage)) {
    if (element === "...") links.push({ url: null, label: "...", active: false });
    else links.push({ url: url(element), label: String(element), active: element === page });
  }
  links.push({ url: next, label: "Next &raquo;", active: false });
  const from = slice.length ? start + 1 : null;
  const to = slice.length ? start + slice.length : null;
  return { slice, page, lastPage, total, from, to, url, prev, next, links };
}

/** A resource collection's page (the website list): `data`, `links` and `meta`. */
export function paginate<T, R>(items: readonly T[], q: ListQuery, path: string, render: (item: T) => R): Page<R> {
  const p = cut(items, q.perPage, q.page, path, linkQuery(q));
  return {
    data: p.slice.map(render),
    links: { first: p.url(1), last: p.url(p.lastPage), prev: p.prev, next: p.next },
    meta: {
      current_page: p.page,
      from: p.from,
      last_page: p.lastPage,
      links: p.links,
      path,
      per_page: String(q.perPage),
      to: p.to,
      total: p.total,
    },
  };
}

/** The paginator's own JSON (toArray), flat, in its key order: what the stats endpoint answers. */
export interface FlatPage<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PageLink[];
  next_page_url: string | null;
  path: string;
  /** A string on the real server, as for the website list. */
  per_page: string;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

export function flatPage<T, R>(
  items: readonly T[],
  perPage: number,
  page: number,
  path: string,
  query: readonly [string, string][],
  render: (item: T) => R,
): FlatPage<R> {
  const p = cut(items, perPage, page, path, query);
  return {
    current_page: p.page,
    data: p.slice.map(render),
    first_page_url: p.url(1),
    from: p.from,
    last_page: p.lastPage,
    last_page_url: p.url(p.lastPage),
    links: p.links,
    next_page_url: p.next,
    path,
    per_page: String(perPage),
    prev_page_url: p.prev,
    to: p.to,
    total: p.total,
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
