// Schema-driven planning, as terraform-plugin-framework does it: defaults, computed
// attributes marked unknown when they may change, attribute plan modifiers, then the
// resource's own modifyPlan.
import { valuesEqual } from "./codec";
import { Unknown, type AttributePath, type PlanCallContext, type Resource, type TfObject } from "./types";

export interface PlanInput {
  prior: TfObject | null;
  proposed: TfObject | null;
  config: TfObject | null;
}

export interface PlanOutput {
  planned: TfObject | null;
  requiresReplace: AttributePath[];
}

export async function planChange<Data>(resource: Resource<Data>, input: PlanInput, context: PlanCallContext<Data>): Promise<PlanOutput> {
  const { prior, proposed } = input;
  if (proposed === null) return { planned: null, requiresReplace: [] };
  const config: TfObject = input.config ?? {};
  const attributes = resource.schema.attributes;
  const creating = prior === null;
  const plan: TfObject = { ...proposed };

  for (const [name, attr] of Object.entries(attributes)) {
    const configured = config[name] ?? null;
    if (attr.writeOnly) plan[name] = null;
    else if (configured === null && attr.default !== undefined) plan[name] = attr.default;
  }

  // computed attributes the configuration leaves unset may change whenever anything else does
  const unset = (name: string): boolean => attributes[name]!.computed === true && (config[name] ?? null) === null && attributes[name]!.default === undefined;
  const changed =
    creating ||
    Object.entries(attributes).some(
      ([name, attr]) => !attr.writeOnly && !unset(name) && !valuesEqual(attr.type, plan[name] ?? null, prior[name] ?? null),
    );
  for (const name of Object.keys(attributes)) {
    if (!unset(name)) continue;
    if (creating) {
      if ((plan[name] ?? null) === null) plan[name] = new Unknown();
    } else if (changed) plan[name] = new Unknown();
    else plan[name] = prior[name] ?? null;
  }

  const requiresReplace: AttributePath[] = [];
  for (const [name, attr] of Object.entries(attributes)) {
    for (const modifier of attr.planModifiers ?? []) {
      const response = modifier.modify({
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
  for (const [name, attr] of Object.entries(attributes)) if (attr.writeOnly) plan[name] = null;
  return { planned: plan, requiresReplace };
}
