// Stock attribute validators. Each sees only known, non-null values.
import type { TfValue, Validator, ValidatorContext } from "./types";

/** The attribute a validator runs on, for summaries such as "Invalid privacy". */
function attributeName(path: ValidatorContext["path"]): string {
  return path.filter((step): step is string => typeof step === "string").pop() ?? "value";
}

function show(v: string): string {
  return "`" + v + "`";
}

/** The string must be one of the given values. */
export function oneOf(...values: string[]): Validator {
  return {
    description: `Must be one of ${values.map(show).join(", ")}.`,
    validate(value, { path }) {
      if (typeof value === "string" && values.includes(value)) return [];
      return [
        {
          summary: `Invalid ${attributeName(path)}`,
          detail: `Got ${JSON.stringify(value)}; use one of ${values.map((v) => JSON.stringify(v)).join(", ")}.`,
        },
      ];
    },
  };
}

/** String length (in characters) or collection size between min and max inclusive. */
export function lengthBetween(min: number, max: number): Validator {
  return {
    description: `Must be ${min} to ${max} characters long.`,
    validate(value, { path }) {
      const n = typeof value === "string" ? [...value].length : Array.isArray(value) ? value.length : undefined;
      if (n === undefined || (n >= min && n <= max)) return [];
      const unit = typeof value === "string" ? "characters" : "elements";
      return [{ summary: `Invalid ${attributeName(path)}`, detail: `Must have ${min} to ${max} ${unit} (it has ${n}).` }];
    },
  };
}

/** A number between min and max inclusive. */
export function between(min: number, max: number): Validator {
  return {
    description: `Must be between ${min} and ${max}.`,
    validate(value: TfValue) {
      if (typeof value !== "number" || (value >= min && value <= max)) return [];
      return [{ summary: "Invalid attribute value", detail: `The value must be between ${min} and ${max}; got ${value}.` }];
    },
  };
}
