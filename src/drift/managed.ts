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

/** The websites a stack or state manages, by id and by domain. */
export interface ManagedWebsites {
  /** Ids (numbers as strings): of its state's websites and of its import blocks. */
  ids: Set<string>;
  /**
   * Canonical domains: import ids that are domains (the provider imports by id or by domain)
   * and, where the state is read whole, the domains it records.
   */
  domains: Set<string>;
}

/** Adds the websites that import blocks are about to adopt: an id or a domain each. */
export function addImportIds(managed: ManagedWebsites, importIds: readonly string[]): ManagedWebsites {
  for (const id of importIds) {
    if (/^\d+$/.test(id.trim())) managed.ids.add(id.trim());
    else managed.domains.add(canonicalDomain(id.trim()));
  }
  return managed;
}

export function managedWebsites(plan: PlanJson, importIds: readonly string[]): ManagedWebsites {
  const ids = new Set<string>();
  collect(plan.prior_state?.values?.root_module, ids);
  return addImportIds({ ids, domains: new Set() }, importIds);
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
