// Provider-defined functions over tfplugin6: their definitions for GetProviderSchema and
// GetFunctions, and CallFunction. Terraform calls a function without configuring the
// provider, so nothing here needs the provider's data.
import type { tfplugin6 } from "../generated/proto";
import { decodeDynamicValue, encodeDynamicValue, typeToJson } from "../codec";
import type { ProviderFunction, TfValue } from "../../framework";
import type { Proto } from "./proto-types";

const MARKDOWN = 1;
const encoder = new TextEncoder();

function functionToProto(fn: ProviderFunction): tfplugin6.Function.$Properties {
  return {
    parameters: fn.parameters.map((p) => ({
      name: p.name,
      type: encoder.encode(typeToJson(p.type)),
      // Terraform refuses a null or unknown argument before calling: the function computes from known values only
      allowNullValue: false,
      allowUnknownValues: false,
      description: p.description,
      descriptionKind: MARKDOWN,
    })),
    return: { type: encoder.encode(typeToJson(fn.returns)) },
    summary: fn.summary,
    description: fn.description,
    descriptionKind: MARKDOWN,
  };
}

export function functionsToProto(functions: { [name: string]: ProviderFunction } | undefined): { [name: string]: tfplugin6.Function.$Properties } {
  const out: { [name: string]: tfplugin6.Function.$Properties } = {};
  for (const [name, fn] of Object.entries(functions ?? {})) out[name] = functionToProto(fn);
  return out;
}

/** CallFunction: an unknown name, a wrong number of arguments or an exception is an error the user sees. */
export function callFunction(functions: { [name: string]: ProviderFunction } | undefined, req: Proto.CallFunctionRequest): Proto.CallFunctionResponse {
  const name = req.name ?? "";
  const fn = functions?.[name];
  if (!fn) return { error: { text: `The provider has no function "${name}".` } };
  const given = req.arguments ?? [];
  if (given.length !== fn.parameters.length) {
    return { error: { text: `${name} takes ${fn.parameters.length} argument(s); got ${given.length}.` } };
  }
  let args: TfValue[];
  try {
    args = fn.parameters.map((p, i) => decodeDynamicValue(p.type, given[i]));
  } catch (error) {
    return { error: { text: `${name}: an argument could not be read: ${error instanceof Error ? error.message : String(error)}` } };
  }
  try {
    const out = fn.call(args);
    if ("error" in out) return { error: out.argument === undefined ? { text: out.error } : { text: out.error, functionArgument: out.argument } };
    return { result: encodeDynamicValue(fn.returns, out.result) };
  } catch (error) {
    return { error: { text: `${name} failed: ${error instanceof Error ? error.message : String(error)}` } };
  }
}
