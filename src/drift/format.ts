// The human-readable drift table.
import type { DriftReport, ReportValue } from "./report";

export function formatValue(value: ReportValue): string {
  if (value === "(sensitive)") return value;
  return JSON.stringify(value);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((r) => r.map((cell, col) => (col === r.length - 1 ? cell : cell.padEnd(widths[col]!))).join("  ").trimEnd());
}

export function formatReport(report: DriftReport): string {
  if (!report.drifted) return `No drift: every resource of ${report.stack} matches the service.\n`;
  const rows: string[][] = [["RESOURCE", "DOMAIN", "ATTRIBUTE", "OLD -> NEW"]];
  for (const r of report.resources) {
    const domain = r.domain ?? "-";
    if (r.action === "delete") {
      rows.push([r.address, domain, "(website)", "exists -> deleted outside Terraform"]);
      continue;
    }
    if (r.attributes.length === 0) rows.push([r.address, domain, "-", "changed outside Terraform"]);
    for (const a of r.attributes) rows.push([r.address, domain, a.attribute, `${formatValue(a.old)} -> ${formatValue(a.new)}`]);
  }
  const n = report.resources.length;
  return [`Drift: ${n} resource${n === 1 ? "" : "s"} changed outside Terraform in ${report.stack}`, "", ...table(rows), ""].join("\n");
}
