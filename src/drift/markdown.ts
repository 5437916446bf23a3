// The drift report as Markdown, for a CI job summary ($GITHUB_STEP_SUMMARY) or a pull-request
// comment. Values come from the service, so every cell is escaped: a domain or an IP list
// must not be able to break the table or inject markup.
import type { DriftCheck } from "./check";
import { driftRows } from "./format";
import { basename } from "node:path";

function cell(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

function mdTable(header: string[], rows: string[][]): string[] {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)];
}

export function formatMarkdown(check: DriftCheck): string {
  const drifted = check.resources.length;
  const unmanaged = check.unmanaged?.length ?? 0;
  const clean = drifted === 0 && unmanaged === 0;
  const lines: string[] = ["## phpAnalytics drift report", ""];
  const stackNames = check.stacks.map((s) => `\`${basename(s).replace(/`/g, "")}\``).join(", ");
  lines.push(
    clean
      ? `:white_check_mark: No drift${check.unmanaged ? " and no unmanaged websites" : ""} in ${stackNames}.`
      : `:warning: ${drifted} drifted resource${drifted === 1 ? "" : "s"}${check.unmanaged ? `, ${unmanaged} unmanaged website${unmanaged === 1 ? "" : "s"}` : ""} (stacks: ${stackNames}).`,
    "",
  );
  for (const stack of check.stacks) {
    const resources = check.resources.filter((r) => r.stack === stack);
    if (resources.length === 0) continue;
    lines.push(`### Drift in \`${basename(stack).replace(/`/g, "")}\``, "", ...mdTable(["Resource", "Domain", "Attribute", "Old → new"], driftRows(resources, "→")), "");
  }
  if (unmanaged > 0) {
    lines.push("### Websites no stack manages", "", ...mdTable(["ID", "Domain", "Created at"], check.unmanaged!.map((w) => [String(w.id), w.domain, w.created_at])), "");
    lines.push("Import them into a stack (`phpanalytics adopt` writes one) or delete them.", "");
  }
  return lines.join("\n");
}
