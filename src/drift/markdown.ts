// The drift report as Markdown, for a CI job summary ($GITHUB_STEP_SUMMARY) or a pull-request
// comment. Values come from the service, so every cell is escaped: a domain or an IP list
// must not be able to break the table or inject markup.
import type { DriftCheck } from "./check";
import { checkMessage, driftRows } from "./format";
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
  const checks = check.failedChecks.length;
  const failing = checks === 0 ? "" : `; ${checks} failed check${checks === 1 ? "" : "s"}`;
  lines.push(
    clean
      ? `${checks === 0 ? ":white_check_mark:" : ":warning:"} No drift${check.unmanaged ? " and no unmanaged websites" : ""} in ${stackNames}${failing}.`
      : `:warning: ${drifted} drifted resource${drifted === 1 ? "" : "s"}` +
          `${check.unmanaged ? `, ${unmanaged} unmanaged website${unmanaged === 1 ? "" : "s"}` : ""} (stacks: ${stackNames}).`,
    "",
  );
  for (const stack of check.stacks) {
    const resources = check.resources.filter((r) => r.stack === stack);
    if (resources.length === 0) continue;
    lines.push(
      `### Drift in \`${basename(stack).replace(/`/g, "")}\``,
      "",
      ...mdTable(["Resource", "Domain", "Attribute", "Old → new"], driftRows(resources, "→")),
      "",
    );
  }
  if (check.failedChecks.length > 0) {
    lines.push(
      `### Failed checks`,
      "",
      ...mdTable(
        ["Check", "Stack", "Message"],
        check.failedChecks.map((c) => [c.address, basename(c.stack), checkMessage(c)]),
      ),
      "",
      "Checks are not drift: they say something the configuration asserts no longer holds (a website that stopped recording pageviews, say).",
      "",
    );
  }
  if (unmanaged > 0) {
    lines.push(
      "### Websites no stack manages",
      "",
      ...mdTable(
        ["ID", "Domain", "Created at"],
        check.unmanaged!.map((w) => [String(w.id), w.domain, w.created_at]),
      ),
      "",
    );
    lines.push("Import them into a stack (`phpanalytics adopt` writes one) or delete them.", "");
  }
  return lines.join("\n");
}
