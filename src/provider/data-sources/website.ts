// phpanalytics_website (data source): one existing website, looked up by id or by domain.
import type { Website } from "../../api";
import {
  defineDataSource,
  Unknown,
  type CallContext,
  type ConfigOf,
  type KnownConfigOf,
  type ResourceCallContext,
  type Schema,
  type StateOf,
} from "../../tfplugin/framework";
import { withApiErrorsOnRead } from "../handler-errors";
import type { DataSourceDefinition } from "../definition";
import { websiteErrors } from "../website/errors";
import type { ProviderData } from "../provider-data";
import { validDomain, websiteIdProblem } from "../validators";
import { computedAttributes, DESCRIPTIONS, WEBSITE_OBJECT_TYPE, websiteValues } from "../website/attributes";

const { id: _id, domain: _domain, ...settingTypes } = WEBSITE_OBJECT_TYPE;

const websiteLookupSchema = {
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
    ...computedAttributes(settingTypes),
  },
} as const satisfies Schema;

type Lookup = typeof websiteLookupSchema;

function validateLookup(config: ConfigOf<Lookup>, context: CallContext): void {
  const { id, domain } = config;
  if (id instanceof Unknown || domain instanceof Unknown) return;
  if ((id === null) === (domain === null)) {
    context.diagnostics.error("Set exactly one of id and domain", "The website data source looks a website up either by id or by domain: set one of them.", [
      id === null ? "id" : "domain",
    ]);
  }
  const problem = typeof id === "string" ? websiteIdProblem(id) : undefined;
  if (problem) context.diagnostics.error("Invalid id", `id ${problem}; got ${JSON.stringify(id)}.`, ["id"]);
}

async function readLookup(config: KnownConfigOf<Lookup>, context: ResourceCallContext<ProviderData>): Promise<StateOf<Lookup>> {
  const { client } = context.data;
  const options = { signal: context.signal };
  let website: Website | null;
  if (config.id !== null) {
    website = await client.getWebsiteOrNull(Number(config.id), options);
  } else {
    website = await client.findWebsiteByDomain(config.domain ?? "", options);
  }
  if (!website) {
    const what = config.id !== null ? `id ${config.id}` : `domain "${config.domain}"`;
    context.diagnostics.error("Website not found", `No website with ${what} exists in this account.`, [config.id !== null ? "id" : "domain"]);
    return { ...config };
  }
  return websiteValues(website);
}

export const websiteDataSource = defineDataSource({
  schema: websiteLookupSchema,
  validateConfig: validateLookup,
  read: readLookup,
});

export const websiteLookupDefinition: DataSourceDefinition = withApiErrorsOnRead({
  typeName: "phpanalytics_website",
  dataSource: websiteDataSource,
  errors: websiteErrors,
  action: "read the website",
});
