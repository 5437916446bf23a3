// Runs the attribute validators of a schema over a configuration.
import type { Diagnostics, Schema, TfObject } from "./types";
import { Unknown } from "./types";

export function validateAttributes(schema: Schema, config: TfObject, diagnostics: Diagnostics): void {
  for (const [name, attr] of Object.entries(schema.attributes)) {
    const value = config[name] ?? null;
    if (!attr.validators || value === null || value instanceof Unknown) continue;
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
