// What `terraform plan -json` tells of the creates the account already holds. The plan checks
// refuse such a create at plan ("Website already exists"), so it never reaches the plan's
// changes: its diagnostic is the one record of it. Terraform gives the resource instance's
// address beside the diagnostic (`diagnostic.address`, in its machine-readable output since
// 1.x); the provider's detail names the website's canonical domain and id.
import { z } from "zod";
import { parseAddress, type ResourceAddress } from "./address";

/** The summary of the plan checks' diagnostic (src/provider/website/plan-checks.ts). */
export const ALREADY_EXISTS = "Website already exists";

/** The warning of a plan whose checks the service did not answer: it cannot tell which websites exist. */
export const CHECKS_SKIPPED = "Plan checks skipped";

/** The part of its detail that names the website: `a website with the domain "x.com" (id 12)`. */
const NAMED_WEBSITE = /a website with the domain "([^"]+)" \(id (\d+)\)/;

const diagnosticLine = z.object({
  type: z.literal("diagnostic"),
  diagnostic: z.object({
    severity: z.string(),
    summary: z.string(),
    detail: z.string().optional(),
    address: z.string().optional(),
  }),
});

/** A planned create of a website the account holds, as the plan reported it. */
export interface HeldCreate {
  address: ResourceAddress;
  /** The address as Terraform wrote it. */
  addressText: string;
  /** The canonical domain the plan checks found. */
  domain: string;
  /** The id the provider found, to cross-check the account the command reads. */
  providerId: number;
}

export interface PlanFindings {
  held: HeldCreate[];
  /** Other errors of the plan, as "summary: detail". */
  otherErrors: string[];
  /** Whether the provider skipped its plan checks, so that creates of held websites went unnoticed. */
  checksSkipped: boolean;
}

function parseLine(line: string): z.infer<typeof diagnosticLine> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  const parsed = diagnosticLine.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Reads the lines of `terraform plan -json`; other lines (progress, version) are passed over. */
export function readPlanOutput(stdout: string): PlanFindings {
  const held: HeldCreate[] = [];
  const otherErrors: string[] = [];
  let checksSkipped = false;
  for (const line of stdout.split("\n")) {
    const diagnostic = line.trim() === "" ? undefined : parseLine(line)?.diagnostic;
    if (diagnostic?.summary === CHECKS_SKIPPED) checksSkipped = true;
    if (diagnostic?.severity !== "error") continue;
    const named = diagnostic.summary === ALREADY_EXISTS ? NAMED_WEBSITE.exec(diagnostic.detail ?? "") : null;
    if (named && diagnostic.address) {
      held.push({ address: parseAddress(diagnostic.address), addressText: diagnostic.address, domain: named[1]!, providerId: Number(named[2]) });
    } else {
      const where = diagnostic.address ? ` (${diagnostic.address})` : "";
      otherErrors.push(`${diagnostic.summary}${where}${diagnostic.detail ? `: ${diagnostic.detail}` : ""}`);
    }
  }
  return { held, otherErrors, checksSkipped };
}
