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
  /**
   * The websites the configuration surely declares: a block without count or for_each is one,
   * a constant `count` is its value, a constant `for_each` its number of keys, each times a
   * constant repetition of its module. A count or for_each that depends on anything else may
   * declare none, so it adds nothing.
   */
  certain: number;
}

/**
 * How many instances a count or for_each expression makes when Terraform could evaluate it
 * without context (`constant_value` in the plan's JSON): undefined when it depends on
 * variables or resources. Terraform leaves out an expression with a function call but no
 * reference (`toset(["a"])`), so such a block reads as one website.
 */
export function constantInstances(expression: unknown): number | undefined {
  if (typeof expression !== "object" || expression === null || !("constant_value" in expression)) return undefined;
  const value: unknown = expression.constant_value;
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : undefined;
  // count = "2" in JSON syntax: Terraform converts the string to a number
  if (typeof value === "string") return /^\d+$/.test(value) ? Number(value) : undefined;
  if (Array.isArray(value)) return new Set(value).size;
  if (typeof value === "object" && value !== null) return Object.keys(value).length;
  return undefined;
}

/** Instances of a block or module call: 1 without repetition, else its constant count, if any. */
function instancesOf(block: { count_expression?: unknown; for_each_expression?: unknown }): number | undefined {
  if (block.count_expression !== undefined) return constantInstances(block.count_expression);
  if (block.for_each_expression !== undefined) return constantInstances(block.for_each_expression);
  return 1;
}

/** The phpanalytics_website resource blocks the configuration holds. */
export function configuredWebsiteBlocks(plan: PlanJson): DeclaredWebsites {
  const declared: DeclaredWebsites = { blocks: 0, certain: 0 };
  // `copies`: how many times the module is surely instantiated (0 when unknown)
  const visit = (module: ConfigModuleJson | undefined, copies: number): void => {
    for (const r of module?.resources ?? []) {
      if (r.type !== WEBSITE_TYPE || (r.mode !== undefined && r.mode !== "managed")) continue;
      declared.blocks += 1;
      declared.certain += copies * (instancesOf(r) ?? 0);
    }
    for (const call of Object.values(module?.module_calls ?? {})) visit(call.module, copies * (instancesOf(call) ?? 0));
  };
  visit(plan.configuration?.root_module, 1);
  return declared;
}
