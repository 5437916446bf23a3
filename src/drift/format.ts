// The human-readable drift table.
import type { DriftCheck } from "./check";
import type { FailedCheck } from "./failed-checks";
import type { DriftedResource, DriftReport, ReportValue } from "./report";

function formatValue(value: ReportValue): string {
  if (value === "(sensitive)") return value;
  return JSON.stringify(value);
}

export function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((r) =>
    r
      .map((cell, col) => (col === r.length - 1 ? cell : cell.padEnd(widths[col]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** One row per drifted attribute: [address, domain, attribute, "old -> new"]. */
export function driftRows(resources: readonly DriftedResource[], arrow = "->"): string[][] {
  const rows: string[][] = [];
  for (const r of resources) {
    const domain = r.domain ?? "-";
    if (r.action === "delete") {
      rows.push([r.address, domain, "(whole resource)", `exists ${arrow} deleted outside Terraform`]);
      continue;
    }
    if (r.attributes.length === 0) rows.push([r.address, domain, "-", "changed outside Terraform"]);
    for (const a of r.attributes) rows.push([r.address, domain, a.attribute, `${formatValue(a.old)} ${arrow} ${formatValue(a.new)}`]);
  }
  return rows;
}

export function formatReport(report: DriftReport): string {
  if (!report.drifted) return `No drift: every resource of ${report.stack} matches the service.\n`;
  const n = report.resources.length;
  return [
    `Drift: ${n} resource${n === 1 ? "" : "s"} changed outside Terraform in ${report.stack}`,
    "",
    ...table([["RESOURCE", "DOMAIN", "ATTRIBUTE", "OLD -> NEW"], ...driftRows(report.resources)]),
    "",
  ].join("\n");
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The report of several stacks and, when checked, the unmanaged websites. */
export function formatCheck(check: DriftCheck): string {
  const parts = check.stacks.map((stack) => {
    const resources = check.resources.filter((r) => r.stack === stack);
    return formatReport({ stack, drifted: resources.length > 0, resources });
  });
  if (check.unmanaged) {
    const u = check.unmanaged;
    if (u.length === 0)
      parts.push(
        `No unmanaged websites: every website ` +
          `of the account is managed by ${check.stacks.length === 1 ? "the stack" : `one of the ${check.stacks.length} stacks`}.\n`,
      );
    else {
      const rows = [["ID", "DOMAIN", "CREATED_AT"], ...u.map((w) => [String(w.id), w.domain, w.created_at])];
      parts.push(
        [`Unmanaged: ${plural(u.length, "website")} of the account ${u.length === 1 ? "is" : "are"} managed by no given stack`, "", ...table(rows), ""].join(
          "\n",
        ),
      );
    }
  }
  if (check.failedChecks.length > 0) {
    const rows = [["CHECK", "STACK", "MESSAGE"], ...check.failedChecks.map((c) => [c.address, c.stack, checkMessage(c)])];
    parts.push([`Failed checks: ${plural(check.failedChecks.length, "check")} (not drift)`, "", ...table(rows), ""].join("\n"));
  }
  return parts.join("\n");
}

/** A failed check's messages on one line; a check that could not be evaluated says so. */
export function checkMessage(check: FailedCheck): string {
  const text = check.messages.join(" ").replace(/\s+/g, " ").trim();
  if (check.status === "error") return `could not be evaluated${text ? `: ${text}` : ""}`;
  return text || "the condition is false";
}
