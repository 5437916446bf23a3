// `phpanalytics drift` over several stacks, optionally with the account's websites that none
// of them manages.
import type { Website } from "../api/bodies/website";
import type { FailedCheck } from "./failed-checks";
import { refreshStack } from "./refresh";
import type { DriftedResource, DriftReport } from "./report";
import { unmanagedWebsites, type UnmanagedWebsite } from "./unmanaged";

export interface DriftCheck {
  /** Whether any stack drifted. */
  drifted: boolean;
  stacks: string[];
  resources: (DriftedResource & { stack: string })[];
  /** Present when asked for: websites no given stack manages. */
  unmanaged?: UnmanagedWebsite[];
  /** Checks (check blocks, conditions) that failed in the stacks' refresh-only plans; not drift. */
  failedChecks: (FailedCheck & { stack: string })[];
}

export interface CheckStacksOptions {
  stackDirs: readonly string[];
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Every website of the account; given, unmanaged websites are reported. */
  listWebsites?: () => Promise<Website[]>;
}

function combine(reports: readonly DriftReport[], unmanaged?: UnmanagedWebsite[], checks: readonly (FailedCheck & { stack: string })[] = []): DriftCheck {
  return {
    drifted: reports.some((r) => r.drifted),
    stacks: reports.map((r) => r.stack),
    resources: reports.flatMap((r) => r.resources.map((res) => ({ stack: r.stack, ...res }))),
    ...(unmanaged ? { unmanaged } : {}),
    failedChecks: [...checks],
  };
}

/** The stacks one after another: each runs terraform, which is busy enough on its own. */
export async function checkStacks(options: CheckStacksOptions): Promise<DriftCheck> {
  const reports: DriftReport[] = [];
  const managed = [];
  const checks: (FailedCheck & { stack: string })[] = [];
  for (const stackDir of options.stackDirs) {
    if (options.stackDirs.length > 1) options.log?.(`stack ${stackDir}`);
    const result = await refreshStack({ stackDir, env: options.env, ...(options.log ? { log: options.log } : {}) });
    reports.push(result.report);
    managed.push(result.managed);
    checks.push(...result.failedChecks.map((c) => ({ stack: stackDir, ...c })));
  }
  if (!options.listWebsites) return combine(reports, undefined, checks);
  options.log?.("listing the account's websites");
  return combine(reports, unmanagedWebsites(await options.listWebsites(), managed), checks);
}

/**
 * 0 nothing to report, 2 drift or unmanaged websites, 3 failed checks alone: a nightly job
 * can alert on each, and a failed check never passes for drift.
 */
export function exitCodeOf(check: DriftCheck): 0 | 2 | 3 {
  if (check.drifted || (check.unmanaged?.length ?? 0) > 0) return 2;
  return check.failedChecks.length > 0 ? 3 : 0;
}
