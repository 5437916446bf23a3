// The list endpoint's query: parameters with their silent fallbacks, search, filter, sort.
import type { RequestInput } from "./body";
import type { Website } from "./types";

export interface ListQuery {
  search: string | null;
  searchBy: "domain";
  sortBy: "id" | "domain";
  sort: "asc" | "desc";
  perPage: number;
  /** The favorite parameter as sent: page links carry it even when the filter ignores it. */
  favorite: string | null;
  /** The favourite filter: a numeric `favorite`, 0 for non-favourites; null lists both. */
  favoriteFilter: boolean | null;
  page: number;
}

/** The page sizes the list endpoint accepts; anything else falls back to the default. */
const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** A query value as text; anything else (an array from `x[]=`) counts as absent. */
export const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

/** PHP is_numeric, near enough for query strings. */
const isNumeric = (s: string) => /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s);

/** `per_page`: one of the accepted page sizes, else the server's default. */
export function pageSize(v: unknown, defaultPageSize: number): number {
  const raw = str(v);
  const perPage = raw !== null && isNumeric(raw) ? Number(raw) : NaN;
  return PAGE_SIZES.includes(perPage) ? perPage : defaultPageSize;
}

/** `page`: the paginator's current page, 1 unless a whole number of 1 or more. */
export function pageNumber(v: unknown): number {
  const raw = str(v);
  const page = raw !== null && /^[+-]?\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseListQuery(params: RequestInput, defaultPageSize: number): ListQuery {
  const sortBy = str(params.sort_by);
  const sort = str(params.sort);
  const favorite = str(params.favorite);
  return {
    search: str(params.search),
    searchBy: "domain",
    sortBy: sortBy === "domain" ? "domain" : "id",
    sort: sort === "asc" ? "asc" : "desc",
    perPage: pageSize(params.per_page, defaultPageSize),
    favorite,
    favoriteFilter: favorite !== null && isNumeric(favorite) ? Number(favorite) !== 0 : null,
    page: pageNumber(params.page),
  };
}

/**
 * SQL LIKE '%text%' (with % and _ wildcards and \ escapes), case-insensitive. The notes say LIKE;
 * the \ escape is inferred (MySQL's and PostgreSQL's default).
 */
export function likeMatcher(text: string): (value: string) => boolean {
  if (!/[%_\\]/.test(text)) {
    const needle = text.toLowerCase();
    return (value) => value.toLowerCase().includes(needle);
  }
  let source = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    if (c === "\\" && i + 1 < text.length) source += escapeRegex(text[++i] ?? "");
    else if (c === "%") source += "[\\s\\S]*";
    else if (c === "_") source += "[\\s\\S]";
    else source += escapeRegex(c);
  }
  const re = new RegExp(source, "iu");
  return (value) => re.test(value);
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Filters and sorts an account's websites: O(n log n). */
export function selectWebsites(rows: Iterable<Website>, q: ListQuery): Website[] {
  const match = q.search !== null ? likeMatcher(q.search) : null;
  const wantFavorite = q.favoriteFilter;
  const out: Website[] = [];
  for (const w of rows) {
    if (match && !match(w.domain)) continue;
    if (wantFavorite !== null && (w.favoritedAt !== null) !== wantFavorite) continue;
    out.push(w);
  }
  const dir = q.sort === "asc" ? 1 : -1;
  if (q.sortBy === "id") out.sort((a, b) => (a.id - b.id) * dir);
  else out.sort((a, b) => (a.domain < b.domain ? -dir : a.domain > b.domain ? dir : (a.id - b.id) * dir));
  return out;
}
