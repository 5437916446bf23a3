// Website bodies: a page of the listing, one website in its envelope, a deletion. A body
// that is plainly well formed is read without zod (see plainWebsite); anything else gets the
// full zod parse and its exact error.
import type { z } from "zod";
import type { HttpResponse } from "./http";
import { isIntOrNull, isJsonObject, isTextOrNull, lazyWebsiteSchema, plainWebsite, type JsonFields, type Website } from "./models";
import { parseBody, parseJson } from "./responses";
import { deleteEnvelope, pageLinks, pageMeta } from "./wire";
import { lazily } from "./zod";

const websiteListResponse = lazily((z) => z.looseObject({ data: z.array(lazyWebsiteSchema()), links: pageLinks(), meta: pageMeta() }));
const websiteResponse = lazily((z) => z.looseObject({ data: lazyWebsiteSchema() }));

export interface ParsedPage {
  data: Website[];
  links: z.output<ReturnType<typeof pageLinks>>;
  meta: z.output<ReturnType<typeof pageMeta>>;
}

export function parseWebsitePage(operation: string, response: HttpResponse): ParsedPage {
  return plainPage(response) ?? parseBody(operation, response, websiteListResponse());
}

export function parseWebsiteItem(operation: string, response: HttpResponse): Website {
  const json = plainJson(response);
  return (isJsonObject(json) ? plainWebsite(json.data) : undefined) ?? parseBody(operation, response, websiteResponse()).data;
}

/** Checks the body of a deletion (which may be empty). */
export function checkDeleted(operation: string, response: HttpResponse): void {
  if (response.status === 204 || response.body.trim() === "") return;
  const json = plainJson(response);
  if (isJsonObject(json) && isInt(json.id) && json.object === "website" && json.deleted === true) return;
  parseBody(operation, response, deleteEnvelope());
}

const isInt = (v: unknown): boolean => Number.isSafeInteger(v);

function plainJson(response: HttpResponse): unknown {
  const parsed = parseJson(response.body);
  return parsed.ok ? parsed.value : undefined;
}

/** An integer, or the integer string the real server sends as per_page (as wire.ts's wireInt reads them). */
function plainInt(v: unknown): number | undefined {
  if (Number.isSafeInteger(v)) return v as number;
  return typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : undefined;
}

/** The page's links and meta as pageLinks and pageMeta read them, if they are plainly well formed. */
function plainFrame(json: JsonFields): Omit<ParsedPage, "data"> | undefined {
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
  return plain ? { links: links as ParsedPage["links"], meta: { ...meta, per_page: perPage } as ParsedPage["meta"] } : undefined;
}

function plainPage(response: HttpResponse): ParsedPage | undefined {
  const json = plainJson(response);
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
