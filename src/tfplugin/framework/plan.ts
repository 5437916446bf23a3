// Schema-driven planning, as terraform-plugin-framework does it: defaults, computed
// attributes marked unknown when they may change, attribute plan modifiers, then the
// resource's own modifyPlan.
import { valuesEqual } from "./values";
import { Unknown, type Attribute, type AttributePath, type PlanCallContext, type Resource, type TfObject, type TfValue } from "./types";
import { attributeList } from "./values";

export interface PlanInput {
  prior: TfObject | null;
  proposed: TfObject | null;
  config: TfObject | null;
}

export interface PlanOutput {
  planned: TfObject | null;
  requiresReplace: AttributePath[];
}

/** Computed, left unset by the configuration and without a default: the provider decides it. */
function providerDecides(attr: Attribute, configured: TfValue): boolean {
  return attr.computed === true && configured === null && attr.default === undefined;
}

export async function planChange<Data>(resource: Resource<Data>, input: PlanInput, context: PlanCallContext<Data>): Promise<PlanOutput> {
  const { prior, proposed } = input;
  if (proposed === null) {
    if (prior !== null) await resource.planDestroy?.({ state: prior }, context);
    return { planned: null, requiresReplace: [] };
  }
  const config: TfObject = input.config ?? {};
  const { names, attributes } = attributeList(resource.schema);
  const creating = prior === null;
  const plan: TfObject = { ...proposed };

  for (let i = 0; i < names.length; i++) {
    const attr = attributes[i]!;
    if (attr.writeOnly) plan[names[i]!] = null;
    else if ((config[names[i]!] ?? null) === null && attr.default !== undefined) plan[names[i]!] = attr.default;
  }

  // computed attributes the configuration leaves unset may change whenever anything else does
  let changed = creating;
  for (let i = 0; i < names.length && !changed; i++) {
    const name = names[i]!;
    const attr = attributes[i]!;
    if (attr.writeOnly || providerDecides(attr, config[name] ?? null)) continue;
    changed = !valuesEqual(attr.type, plan[name] ?? null, prior![name] ?? null);
  }
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (!providerDecides(attributes[i]!, config[name] ?? null)) continue;
    if (creating) {
      if ((plan[name] ?? null) === null) plan[name] = new Unknown();
    } else if (changed) plan[name] = new Unknown();
    else plan[name] = prior![name] ?? null;
  }

  const requiresReplace: AttributePath[] = [];
  for (let i = 0; i < names.length; i++) {
    const modifiers = attributes[i]!.planModifiers;
    if (!modifiers) continue;
    const name = names[i]!;
    for (let m = 0; m < modifiers.length; m++) {
      const response = modifiers[m]!.modify({
        path: [name],
        config: config[name] ?? null,
        plan: plan[name] ?? null,
        state: prior ? (prior[name] ?? null) : null,
        creating,
      });
      if (response.plan !== undefined) plan[name] = response.plan;
      if (response.requiresReplace && !requiresReplace.some((p) => p.length === 1 && p[0] === name)) requiresReplace.push([name]);
    }
  }

  if (resource.modifyPlan) {
    await resource.modifyPlan({ config, state: prior, plan, requiresReplace }, context);
  }
  for (let i = 0; i < names.length; i++) if (attributes[i]!.writeOnly) plan[names[i]!] = null;
  return { planned: plan, requiresReplace };
}
