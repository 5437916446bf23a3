// phpanalytics_website (data source): one existing website, looked up by id or by domain.
import type { Website } from "../api";
import { canonicalDomain } from "../api/domain";
import type { CallContext, DataSource, ResourceCallContext, Schema, TfObject } from "../tfplugin/types";
import { Unknown } from "../tfplugin/types";
import type { ProviderData } from "./provider-data";
import { validDomain } from "./validators";
import { DESCRIPTIONS, WEBSITE_OBJECT_TYPE, websiteValues } from "./website-attributes";

const computedAttributes = Object.fromEntries(
  Object.entries(WEBSITE_OBJECT_TYPE)
    .filter(([name]) => name !== "id" && name !== "domain")
    .map(([name, type]) => [name, { type, computed: true, description: DESCRIPTIONS[name as keyof typeof DESCRIPTIONS] }]),
);

export const websiteLookupSchema: Schema = {
  version: 0,
  description: "Reads one existing website by `id` or by `domain` (exactly one of them).",
  attributes: {
    id: { type: "string", optional: true, computed: true, description: `${DESCRIPTIONS.id} Set this or \`domain\`.` },
    domain: {
      type: "string",
      optional: true,
      computed: true,
      description: "Domain of the website; matched after the service's canonicalisation (case, scheme, leading `www.`). Set this or `id`.",
      validators: [validDomain],
    },
    ...computedAttributes,
  },
};

function validateLookup(config: TfObject, context: CallContext): void {
  const { id, domain } = config;
  if (id instanceof Unknown || domain instanceof Unknown) return;
  if ((id === null) === (domain === null)) {
    context.diagnostics.error("Set exactly one of id and domain", "The website data source looks a website up either by id or by domain: set one of them.", [
      id === null ? "id" : "domain",
    ]);
  }
  if (typeof id === "string" && !/^\d+$/.test(id)) {
    context.diagnostics.error("Invalid id", `id must be the numeric id of a website, e.g. "42"; got ${JSON.stringify(id)}.`, ["id"]);
  }
}

async function readLookup(config: TfObject, context: ResourceCallContext<ProviderData>): Promise<TfObject> {
  const { client } = context.data;
  const options = { signal: context.signal };
  let website: Website | null;
  if (typeof config.id === "string") {
    website = await client.getWebsiteOrNull(Number(config.id), options);
  } else {
    website = await client.findWebsiteByDomain(canonicalDomain(String(config.domain)), options);
  }
  if (!website) {
    const what = typeof config.id === "string" ? `id ${config.id}` : `domain "${String(config.domain)}"`;
    context.diagnostics.error("Website not found", `No website with ${what} exists in this account.`, [
      typeof config.id === "string" ? "id" : "domain",
    ]);
    return { ...config };
  }
  return websiteValues(website);
}

export const websiteDataSource: DataSource<ProviderData> = {
  schema: websiteLookupSchema,
  validateConfig: validateLookup,
  read: readLookup,
};
