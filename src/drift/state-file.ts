// The websites a Terraform state holds, read from the state itself (a .tfstate file, or what
// `terraform state pull` prints), without a plan: no provider, no API call.
import { z } from "zod";
import { canonicalDomain } from "../api/domain";
import { WEBSITE_TYPE, type ManagedWebsites } from "./managed";

// Terraform's own state format, version 4 (Terraform 0.12 on): resources of every module in
// one list, each with its instances (one, or one per count index or for_each key).
const instance = z.object({ attributes: z.record(z.string(), z.unknown()).optional() });
const resource = z.object({ mode: z.string(), type: z.string(), instances: z.array(instance).default([]) });
const stateFile = z.object({ version: z.literal(4), resources: z.array(resource).default([]) });

export class StateFormatError extends Error {
  override name = "StateFormatError";
}

/** The ids and domains of the managed phpanalytics_website instances of a state's text. */
export function websitesInState(text: string, source: string): ManagedWebsites {
  const managed: ManagedWebsites = { ids: new Set(), domains: new Set() };
  // `terraform state pull` prints nothing where there is no state yet
  if (text.trim() === "") return managed;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StateFormatError(`${source} is not a Terraform state: it is not JSON`);
  }
  const parsed = stateFile.safeParse(json);
  if (!parsed.success) {
    const version = typeof json === "object" && json !== null && "version" in json ? ` (it says version ${JSON.stringify(json.version)})` : "";
    throw new StateFormatError(
      `${source} is not a Terraform state of version 4, as Terraform 0.12 and ` +
        `later write it${version}: give a .tfstate file or what \`terraform state pull\` prints`,
    );
  }
  for (const r of parsed.data.resources) {
    if (r.mode !== "managed" || r.type !== WEBSITE_TYPE) continue;
    for (const { attributes } of r.instances) {
      const id = attributes?.id;
      const domain = attributes?.domain;
      if (typeof id === "string" || typeof id === "number") managed.ids.add(String(id));
      if (typeof domain === "string" && domain.trim() !== "") managed.domains.add(canonicalDomain(domain));
    }
  }
  return managed;
}
