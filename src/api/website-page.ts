// One page of the website listing. A page of plainly well-formed websites is read without
// running zod over each (see plainWebsite); anything else gets the full zod parse and its
// exact error.
import { z } from "zod";
import type { HttpResponse } from "./http";
import { plainWebsite, websiteSchema, type Website } from "./models";
import { parseBody } from "./responses";
import { pageLinks, pageMeta } from "./wire";

const websiteListResponse = z.looseObject({ data: z.array(websiteSchema), links: pageLinks, meta: pageMeta });
/** The page around its websites, which are checked one by one afterwards. */
const pageFrame = z.looseObject({ data: z.unknown(), links: pageLinks, meta: pageMeta });

export interface ParsedPage {
  data: Website[];
  links: z.output<typeof pageLinks>;
  meta: z.output<typeof pageMeta>;
}

export function parseWebsitePage(operation: string, response: HttpResponse): ParsedPage {
  return plainPage(response) ?? parseBody(operation, response, websiteListResponse);
}

function plainPage(response: HttpResponse): ParsedPage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  const frame = pageFrame.safeParse(json);
  if (!frame.success || !Array.isArray(frame.data.data)) return undefined;
  const items: unknown[] = frame.data.data;
  const websites = new Array<Website>(items.length);
  for (let i = 0; i < items.length; i++) {
    const website = plainWebsite(items[i]);
    if (website === undefined) return undefined;
    websites[i] = website;
  }
  return { data: websites, links: frame.data.links, meta: frame.data.meta };
}
