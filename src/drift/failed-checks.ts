// Failed checks of a refresh-only plan: `check` blocks (a website that stopped recording
// pageviews, say) and resources' conditions. They are reported apart from drift: a check
// says something about the world, not that a setting changed outside Terraform.
import type { CheckResultJson } from "./plan-json";

export interface FailedCheck {
  /** "check.shop_reports_pageviews", or the instance's address when it has several. */
  address: string;
  /** "fail": the condition is false; "error": it could not be evaluated. */
  status: "fail" | "error";
  /** The error messages Terraform gives, in order. */
  messages: string[];
}

export function failedChecks(checks: readonly CheckResultJson[] | undefined): FailedCheck[] {
  const failed: FailedCheck[] = [];
  for (const check of checks ?? []) {
    if (check.status !== "fail" && check.status !== "error") continue;
    const instances = (check.instances ?? []).filter((i) => i.status === "fail" || i.status === "error");
    if (instances.length === 0) {
      failed.push({ address: check.address.to_display, status: check.status, messages: [] });
      continue;
    }
    for (const instance of instances) {
      failed.push({
        address: instance.address.to_display,
        status: instance.status === "error" ? "error" : "fail",
        messages: (instance.problems ?? []).map((p) => p.message),
      });
    }
  }
  return failed;
}
