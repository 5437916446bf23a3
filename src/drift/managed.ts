// Which websites a stack manages: those in its (refreshed) state, read from the refresh-only
// plan's JSON, and those its import blocks are about to adopt (./imports).
import { canonicalDomain } from "../api/domain";
import type { ConfigModuleJson, PlanJson } from "./plan-json";

export const WEBSITE_TYPE = "phpanalytics_website";

interface ModuleJson {
  resources?: { type: string; mode?: string; values?: Record<string, unknown> }[];
  child_modules?: ModuleJson[];
}

function collect(module: ModuleJson | undefined, into: Set<string>): void {
  if (!module) return;
  for (const r of module.resources ?? []) {
    if (r.type !== WEBSITE_TYPE || (r.mode !== undefined && r.mode !== "managed")) continue;
    const id = r.values?.id;
    if (typeof id === "string" || typeof id === "number") into.add(String(id));
  }
  for (const child of module.child_modules ?? []) collect(child, into);
}

/** Ids (numbers as strings) and import ids (an id or a domain) of the stack's websites. */
export interface ManagedWebsites {
  ids: Set<string>;
  /** Import ids that are domains, canonical: the provider imports by id or by domain. */
  importDomains: Set<string>;
}

export function managedWebsites(plan: PlanJson, importIds: readonly string[]): ManagedWebsites {
  const ids = new Set<string>();
  collect(plan.prior_state?.values?.root_module, ids);
  const importDomains = new Set<string>();
  for (const id of importIds) {
    if (/^\d+$/.test(id.trim())) ids.add(id.trim());
    else importDomains.add(canonicalDomain(id.trim()));
  }
  return { ids, importDomains };
}

export interface DeclaredWebsites {
  /** phpanalytics_website resource blocks, in every module. */
  blocks: number;
  /** Those that declare exactly one website: no count or for_each, in no repeated module. */
  certain: number;
}

/** The phpanalytics_website resource blocks the configuration holds. */
export function configuredWebsiteBlocks(plan: PlanJson): DeclaredWebsites {
  const declared: DeclaredWebsites = { blocks: 0, certain: 0 };
  const visit = (module: ConfigModuleJson | undefined, repeated: boolean): void => {
    for (const r of module?.resources ?? []) {
      if (r.type !== WEBSITE_TYPE || (r.mode !== undefined && r.mode !== "managed")) continue;
      declared.blocks += 1;
      if (!repeated && r.count_expression === undefined && r.for_each_expression === undefined) declared.certain += 1;
    }
    for (const call of Object.values(module?.module_calls ?? {})) {
      visit(call.module, repeated || call.count_expression !== undefined || call.for_each_expression !== undefined);
    }
  };
  visit(plan.configuration?.root_module, false);
  return declared;
}
