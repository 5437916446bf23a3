// What a planned delete of a website destroys, said at plan, and deletion protection.
// phpAnalytics deletes a website's statistics with it, and cannot change a website's
// domain, so a destroy, a removed block and every replacement lose history that nothing
// brings back. Each such plan gets a warning (with figures for the first few websites); a
// website whose state sets deletion_protection refuses the plan instead. The setting lives
// in state only: it still holds when the resource block is gone.
import type { Attribute, PlanCallContext } from "../../tfplugin/framework";
import { describeHistory, missingFigures, type History } from "./deletion-notices";
import type { ProviderData } from "../provider-data";

export const DELETION_PROTECTION_ATTRIBUTES = {
  deletion_protection: {
    type: "bool",
    optional: true,
    computed: true,
    default: false,
    description:
      "When `true`, a plan that would delete or replace the website fails at plan, also once the resource block " +
      "is gone (the setting is kept in state; nothing is sent to the service). Deleting a website deletes all " +
      "its statistics, and a domain change replaces it. To delete it, set this to `false` and apply first. An " +
      "import sets it to `true`. Defaults to `false`.",
  },
} as const satisfies Record<string, Attribute>;

/** Why a plan deletes a website. */
export type Deletion = { kind: "destroy" } | { kind: "domain"; from: string; to: string | null } | { kind: "recreate" };

export interface DoomedWebsite {
  id: string;
  domain: string;
  deletionProtection: boolean;
}

/**
 * The summary shared by the warnings whose website has no statistics, or whose figures were
 * not looked up: Terraform folds diagnostics with one summary into one, which is right for
 * these and only for these. A website with history gets a summary of its own (historySummary).
 */
const DELETION_WARNING = "Deleting a website deletes its statistics";
export const PROTECTED_SUMMARY = "Website protected from deletion";

/** "Deleting blog.example.com deletes 400 days of statistics": never folded behind another website's warning. */
function historySummary(domain: string, days: number): string {
  return `Deleting ${domain} deletes ${days === 1 ? "1 day" : `${days.toLocaleString("en-US")} days`} of statistics`;
}

const REMOVED_BLOCK = "removed { from = ADDRESS lifecycle { destroy = false } }";

function reason(deletion: Deletion): string {
  switch (deletion.kind) {
    case "destroy":
      return "this plan deletes it (`terraform destroy`, or its resource block, `count` index or `for_each` key has left the configuration)";
    case "domain":
      return deletion.to === null
        ? `its domain is known only after apply, and any domain other than "${deletion.from}" replaces it (phpAnalytics cannot change a website's domain: ` +
            `the website is deleted and created anew)`
        : `its domain changes from "${deletion.from}" to "${deletion.to}", which replaces it (phpAnalytics cannot change a website's ` +
            `domain: the website is deleted and created anew)`;
    case "recreate":
      return "this plan replaces it (`-replace`, a tainted resource, or a resource whose address changed without a `moved` block)";
  }
}

function howToKeep(deletion: Deletion): string {
  switch (deletion.kind) {
    case "destroy":
      return `To stop managing it without deleting it, replace its resource block with ${REMOVED_BLOCK}; if only its address changed, add a \`moved\` block.`;
    case "domain":
      return `To keep it, keep domain = "${deletion.from}", and add the new domain as another phpanalytics_website.`;
    case "recreate":
      return "To keep it, `terraform untaint` a tainted resource, leave out `-replace`, or add a `moved` block for a changed address.";
  }
}

/**
 * Warns of, or refuses, a planned delete. Said once a website and plan: a website whose
 * address changed is both deleted at its old address and re-created at its new one.
 */
export async function reportDeletion(
  website: DoomedWebsite,
  deletion: Deletion,
  context: PlanCallContext<ProviderData>,
  liftingProtection = false,
): Promise<void> {
  const data = context.data;
  if (data && !data.deletions.firstNotice(website.id)) return;
  const named = `website ${website.domain} (id ${website.id})`;
  if (website.deletionProtection) {
    context.diagnostics.error(
      PROTECTED_SUMMARY,
      liftingProtection
        ? // Terraform plans against the stored setting: a lift and a replacement in one plan
          // would delete the website before the new setting were ever applied.
          `The ${named} has deletion_protection = true in state, and ${reason(deletion)}. The configuration already sets deletion_protection = false, ` +
            "but the state still holds true until an apply records the change, and it is the state that guards this " +
            "plan. Lifting the protection and deleting take two applies: " +
            `first apply deletion_protection = false ` +
            `with the website as it is${deletion.kind === "domain" ? ` (domain = "${deletion.from}")` : ""}, then plan the change again. ` +
            "Deleting it deletes all its statistics, which cannot be recovered."
        : `The ${named} has deletion_protection = true, and ${reason(deletion)}. Deleting it would delete all its statistics, which cannot be recovered. ` +
            `To delete it anyway, set deletion_protection = false and apply that first, then plan again. ${howToKeep(deletion)}`,
      deletion.kind === "domain" ? ["domain"] : undefined,
    );
    return;
  }
  const history: History = data ? await data.deletions.historyOf(Number(website.id), context.signal) : undefined;
  const figures = describeHistory(history);
  if (figures === "no statistics yet") {
    context.diagnostics.warning(DELETION_WARNING, `This plan deletes the ${named}, which has no statistics yet: ${reason(deletion)}.`);
    return;
  }
  const missing = missingFigures(history);
  context.diagnostics.warning(
    history !== undefined && "days" in history ? historySummary(website.domain, history.days) : DELETION_WARNING,
    `This plan deletes the ${named} and all its statistics${figures === undefined ? "" : `: ${figures}`}` +
      `${missing === undefined ? "" : ` (${missing})`}. Deleted statistics cannot be recovered. ` +
      `Why: ${reason(deletion)}. Do not apply this plan to keep them. ${howToKeep(deletion)} Set deletion_protection = true to have such a plan refused.`,
  );
}

/**
 * A plan that sets deletion_protection from true to false: it refuses nothing itself, but
 * every later delete goes through, so it is said with the website's history. Often it is
 * not meant: an import sets true, and a resource block that does not mention the setting
 * plans its default, false.
 */
export async function reportProtectionLift(website: DoomedWebsite, context: PlanCallContext<ProviderData>): Promise<void> {
  const data = context.data;
  const history: History = data ? await data.deletions.historyOf(Number(website.id), context.signal) : undefined;
  const figures = describeHistory(history);
  const missing = missingFigures(history);
  const has = figures === undefined ? "" : figures === "no statistics yet" ? ", which has no statistics yet" : `, which has ${figures}`;
  context.diagnostics.warning(
    `Deletion protection lifted from ${website.domain}`,
    `This plan sets deletion_protection = false on the website ${website.domain} (id ${website.id})${has}${missing === undefined ? "" : ` (${missing})`}. ` +
      "Once it is applied, a destroy, a removed resource block or a domain change deletes the website and all its statistics without being refused. " +
      "If that is not meant (an import sets true, and a resource block that leaves deletion_protection out sets " +
      "it back to false), set deletion_protection = true in its resource block.",
    ["deletion_protection"],
  );
}

/** The delete handler's own check, for a plan made without this provider's plan-time one (a saved plan of an older version, say). */
export function protectedFromDelete(website: DoomedWebsite): string | undefined {
  if (!website.deletionProtection) return undefined;
  return (
    `The website ${website.domain} (id ${website.id}) has deletion_protection = true, so it was not deleted: deleting it would delete all its statistics. ` +
    `To delete it, set deletion_protection = false and apply that first. To stop managing it without deleting it, use ${REMOVED_BLOCK}.`
  );
}
