// Runs the attribute validators of a schema over a configuration.
import type { Diagnostics, Schema, TfObject } from "./types";
import { Unknown } from "./types";
import { attributeList } from "./values";

export function validateAttributes(schema: Schema, config: TfObject, diagnostics: Diagnostics): void {
  const { names, attributes } = attributeList(schema);
  for (let i = 0; i < names.length; i++) {
    const attr = attributes[i]!;
    if (!attr.validators) continue;
    const name = names[i]!;
    const value = config[name] ?? null;
    if (value === null || value instanceof Unknown) continue;
    // collections holding unknowns cannot be judged yet
    if (Array.isArray(value) && value.some((v) => v instanceof Unknown)) continue;
    for (const validator of attr.validators) {
      for (const problem of validator.validate(value, { path: [name], config })) {
        diagnostics.add({
          severity: problem.severity ?? "error",
          summary: problem.summary,
          detail: problem.detail,
          path: [name, ...(problem.path ?? [])],
        });
      }
    }
  }
}
