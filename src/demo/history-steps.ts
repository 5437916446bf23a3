// The demo's last steps: what a delete destroys, said at plan, and deletion protection
// refusing a replacement. The shop gets pageviews first, as the real server's tracking
// script would record them; the emulator records them through its own method.
import type { PhpAnalyticsClient } from "../api";
import type { EmulatorHandle } from "../emulator";
import type { Progress } from "./progress";
import type { StackRunner } from "./terraform-steps";

/** The website whose history the demo shows, and the protected one it tries to replace. */
const HISTORY_TARGET = { address: "phpanalytics_website.shop", domain: "shop.example.com" } as const;
const PROTECTED_TARGET = { address: "phpanalytics_website.legacy" } as const;

const DAY_MS = 86_400_000;

/** A fortnight of pageviews ending yesterday. */
function lastFortnight(now: number): Record<string, number> {
  const days: Record<string, number> = {};
  for (let back = 14; back >= 1; back--) days[new Date(now - back * DAY_MS).toISOString().slice(0, 10)] = 20 + ((back * 37) % 50);
  return days;
}

/**
 * One diagnostic block of terraform's human output, from its "Warning: SUMMARY" or "Error:
 * SUMMARY" line to the next block.
 */
function diagnosticBlock(output: string, heading: string): string | undefined {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && !/^(Warning|Error): |^─/.test(lines[end]!.trim())) end++;
  return lines.slice(start, end).join("\n").trim();
}

export async function showDeletionSafety(tf: StackRunner, emulator: EmulatorHandle, api: PhpAnalyticsClient, progress: Progress): Promise<void> {
  const days = lastFortnight(Date.now());
  await progress.step(async () => {
    const shop = await api.findWebsiteByDomain(HISTORY_TARGET.domain);
    if (!shop) throw new Error(`${HISTORY_TARGET.domain} is not on the server after apply`);
    emulator.recordPageviews(shop.id, days);
    return { line: `recorded pageviews of ${shop.domain} on ${Object.keys(days).length} days (the real server's tracking script does this)`, value: undefined };
  });

  const warning = await progress.step(async () => {
    const plan = await tf.run(["plan", "-destroy", `-target=${HISTORY_TARGET.address}`, "-input=false"]);
    // a website with history has a warning of its own: "Deleting DOMAIN deletes N days of statistics"
    const block = diagnosticBlock(plan.stdout, `Warning: Deleting ${HISTORY_TARGET.domain} deletes ${Object.keys(days).length} days of statistics`);
    if (!block) throw new Error("terraform plan -destroy did not warn that the shop's statistics would be deleted");
    return { line: `terraform plan -destroy -target=${HISTORY_TARGET.address} says what the delete destroys:`, value: block };
  });
  progress.detail(warning);

  const refusal = await progress.step(async () => {
    const plan = await tf.run(["plan", `-replace=${PROTECTED_TARGET.address}`, "-input=false"], [1]);
    const block = diagnosticBlock(plan.stderr, "Error: Website protected from deletion");
    if (!block) throw new Error(`terraform plan -replace=${PROTECTED_TARGET.address} was not refused by deletion protection`);
    return { line: `terraform plan -replace=${PROTECTED_TARGET.address} is refused (deletionProtection: true):`, value: block };
  });
  progress.detail(refusal);
}
