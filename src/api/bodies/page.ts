// A page of the website list: the websites, Laravel's links and meta. Read without zod when
// plainly well formed, as ./website.ts reads its websites, and by the schema otherwise.
import type { z } from "zod";
import type { HttpResponse } from "../http";
import { isInt, isIntOrNull, isJsonObject, isTextOrNull, jsonOf, lazily, parseBody, plainInt, wireInt, type JsonFields } from "./parse";
import { plainWebsite, websiteSchema, type Website } from "./website";

export interface WebsitePage {
  websites: Website[];
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
  hasNext: boolean;
}

const pageLinks = lazily((z) =>
  z.looseObject({
    first: z.string().nullable(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
);

const pageMeta = lazily((z) =>
  z.looseObject({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    path: z.string(),
    per_page: wireInt(z),
    to: z.number().int().nullable(),
    total: z.number().int(),
  }),
);

export const websitePageBody = lazily((z) => z.looseObject({ data: z.array(websiteSchema()), links: pageLinks(), meta: pageMeta() }));

type Links = z.output<ReturnType<typeof pageLinks>>;
type Meta = z.output<ReturnType<typeof pageMeta>>;

/** The links and meta as the schema reads them, if they are plainly well formed. */
function plainFrame(json: JsonFields): { links: Links; meta: Meta } | undefined {
  const { links, meta } = json;
  if (!isJsonObject(links) || !isJsonObject(meta)) return undefined;
  const perPage = plainInt(meta.per_page);
  const plain =
    isTextOrNull(links.first) &&
    isTextOrNull(links.last) &&
    isTextOrNull(links.prev) &&
    isTextOrNull(links.next) &&
    isInt(meta.current_page) &&
    isIntOrNull(meta.from) &&
    isInt(meta.last_page) &&
    typeof meta.path === "string" &&
    perPage !== undefined &&
    isIntOrNull(meta.to) &&
    isInt(meta.total);
  return plain ? { links: links as Links, meta: { ...meta, per_page: perPage } as Meta } : undefined;
}

/** What websitePageBody makes of a plainly well-formed page; undefined for anything else. */
export function plainPage(json: unknown): { data: Website[]; links: Links; meta: Meta } | undefined {
  if (!isJsonObject(json) || !Array.isArray(json.data)) return undefined;
  const items: unknown[] = json.data;
  const frame = plainFrame(json);
  if (frame === undefined) return undefined;
  const websites = new Array<Website>(items.length);
  for (let i = 0; i < items.length; i++) {
    const website = plainWebsite(items[i]);
    if (website === undefined) return undefined;
    websites[i] = website;
  }
  return { data: websites, links: frame.links, meta: frame.meta };
}

export function parseWebsitePage(operation: string, response: HttpResponse): WebsitePage {
  const body = plainPage(jsonOf(response)) ?? parseBody(operation, response, websitePageBody());
  return {
    websites: body.data,
    page: body.meta.current_page,
    perPage: body.meta.per_page,
    lastPage: body.meta.last_page,
    total: body.meta.total,
    hasNext: body.links.next !== null || body.meta.current_page < body.meta.last_page,
  };
}
