// Stock plan modifiers, declared on attributes (as in terraform-plugin-framework).
import { valuesEqual } from "./values";
import { Unknown, type PlanModifier, type PlanModifierRequest, type TfType } from "./types";

/** Keeps the prior state's value instead of "(known after apply)" once the resource exists. */
export function useStateForUnknown(): PlanModifier {
  return {
    description: "The value does not change after creation.",
    modify({ plan, state, creating }) {
      if (creating || state === null || !(plan instanceof Unknown)) return {};
      return { plan: state };
    },
  };
}

/**
 * Forces replacement when the planned value differs from the prior state's value.
 * The type makes the comparison exact for sets and numbers; "dynamic" compares deeply.
 */
export function requiresReplace(type: TfType = "dynamic"): PlanModifier {
  return {
    description: "Changing the value replaces the resource.",
    modify({ plan, state, creating }) {
      if (creating) return {};
      return valuesEqual(type, plan, state) ? {} : { requiresReplace: true };
    },
  };
}

/**
 * Like requiresReplace, only when `condition` says so (e.g. when a value changes in a way
 * the API cannot apply in place). Called only when the resource exists and the value changed.
 */
export function requiresReplaceIf(condition: (request: PlanModifierRequest) => boolean, description: string, type: TfType = "dynamic"): PlanModifier {
  return {
    description,
    modify(request) {
      if (request.creating || valuesEqual(type, request.plan, request.state)) return {};
      return condition(request) ? { requiresReplace: true } : {};
    },
  };
}
