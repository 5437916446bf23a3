// Drift findings, one per changed attribute, read from what each front end shows: the
// `phpanalytics drift` table, its --json report, or the saved plan of a refresh-only
// `terraform plan` (`terraform show -json`).

/** One attribute of one resource changed outside Terraform; a deleted resource is one finding too. */
export interface Finding {
  address: string;
  attribute: string;
  old: unknown;
  new: unknown;
}

const WHOLE = "(whole resource)";
const DELETED = { attribute: WHOLE, old: "exists", new: "deleted outside Terraform" } as const;

/** A table cell's value: JSON, or the text itself ("(sensitive)", "exists"). */
function cell(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The rows of `phpanalytics drift`'s table (RESOURCE DOMAIN ATTRIBUTE OLD -> NEW). */
export function tableFindings(text: string): Finding[] {
  const rows = [...text.matchAll(/^\s*(phpanalytics_\w+\.\S+)\s+\S+\s+(\(whole resource\)|\S+)\s+(.+?) -> (.+)$/gm)];
  return rows.map(([, address, attribute, old, now]) => ({ address: address!, attribute: attribute!, old: cell(old!), new: cell(now!.trimEnd()) }));
}

interface DriftJson {
  drifted: boolean;
  resources: { address: string; action: string; attributes: { attribute: string; old: unknown; new: unknown }[] }[];
}

/** `phpanalytics drift --json`'s report: its verdict and findings. */
export function reportFindings(json: string): { drifted: boolean; findings: Finding[] } {
  const report = JSON.parse(json) as DriftJson;
  const findings = report.resources.flatMap((r) =>
    r.action === "delete"
      ? [{ address: r.address, ...DELETED }]
      : r.attributes.map((a) => ({ address: r.address, attribute: a.attribute, old: a.old, new: a.new })),
  );
  return { drifted: report.drifted, findings };
}

type Sensitivity = boolean | Record<string, unknown> | undefined;

interface PlanJson {
  resource_drift?: {
    address: string;
    change: {
      actions: string[];
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      before_sensitive?: Sensitivity;
      after_sensitive?: Sensitivity;
    };
  }[];
}

const masked = (sensitivity: Sensitivity, key: string) => sensitivity === true || (typeof sensitivity === "object" && sensitivity[key] === true);

/** The resource_drift of a saved refresh-only plan, as `terraform show -json` prints it. */
export function planFindings(json: string): Finding[] {
  const plan = JSON.parse(json) as PlanJson;
  return (plan.resource_drift ?? []).flatMap(({ address, change }) => {
    if (change.actions.includes("delete") || change.after === null) return [{ address, ...DELETED }];
    const before = change.before ?? {};
    const after = change.after;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({
        address,
        attribute: key,
        old: masked(change.before_sensitive, key) ? "(sensitive)" : before[key],
        new: masked(change.after_sensitive, key) ? "(sensitive)" : after[key],
      }));
  });
}
