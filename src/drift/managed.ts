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

/** How many phpanalytics_website resource blocks the configuration holds, in every module. */
export function configuredWebsiteBlocks(plan: PlanJson): number {
  const count = (module: ConfigModuleJson | undefined): number =>
    module === undefined
      ? 0
      : (module.resources ?? []).filter((r) => r.type === WEBSITE_TYPE && (r.mode === undefined || r.mode === "managed")).length +
        Object.values(module.module_calls ?? {}).reduce((sum, call) => sum + count(call.module), 0);
  return count(plan.configuration?.root_module);
}
