// Problems a plan can see before an apply runs into them halfway: two resources with the
// same canonical domain, a domain the account already holds outside this state, and more
// creates than the plan's website limit leaves room for. Terraform plans every resource of
// one plan in the same provider process, so what this process has seen is the plan's.
// Only creates are checked, so a plan without creates costs no request here.
import type { PhpAnalyticsClient } from "../../api";
import { canonicalDomain } from "../../api/domain";
import type { Diagnostics, TfValue } from "../../tfplugin/framework";
import type { WebsiteReader } from "./reader";

type DomainCheck = "new" | "replaces" | "refused";

interface Capacity {
  /** The plan's website limit; -1 is unlimited. */
  limit: number;
  /** Websites the account held before this process created any. */
  count: number;
}

/**
 * terraform destroy plans the whole configuration, creates included, before it plans the
 * deletes, and stops at an error of that plan; the provider cannot tell that plan apart.
 */
const DESTROY_HINT = "To destroy this configuration's websites meanwhile, run `terraform destroy -refresh=false`, which skips that plan.";

export class PlanChecks {
  /** Canonical domain -> the domain as the first resource planned to create it wrote it. */
  private readonly claims = new Map<string, string>();
  /** Ids of websites this Terraform state manages, as seen in stored states, refreshes and prior states. */
  private readonly managed = new Set<number>();
  /**
   * Canonical domains of planned replacements. Terraform plans a replacement twice: first
   * against the prior state (which asks for it), then as a create from nothing; the second
   * call is that same website, not one more.
   */
  private readonly replacing: string[] = [];
  /** Planned replacements whose new domain is known only after apply. */
  private replacingUnknown = 0;
  private creates = 0;
  /** Creates whose domain is known only after apply: new websites, or a tainted one's replacement. */
  private unknownCreates = 0;
  private warnedOfLimit = false;
  private reportedLimit = false;
  private readonly failuresReported = new Set<"error" | "warning">();
  private createdHere = 0;
  private capacity: Promise<Capacity> | undefined;

  constructor(
    private readonly client: PhpAnalyticsClient,
    private readonly reader: WebsiteReader,
  ) {}

  /** True the first time a check could not be made for a reason of this severity: one report of each a plan is enough. */
  firstFailure(severity: "error" | "warning"): boolean {
    if (this.failuresReported.has(severity)) return false;
    this.failuresReported.add(severity);
    return true;
  }

  /** Records a website that a resource of this state manages. */
  manages(id: TfValue): void {
    if (typeof id === "string" && /^\d+$/.test(id)) this.managed.add(Number(id));
  }

  /** Called after this process created a website, which the server now counts. */
  created(): void {
    this.createdHere += 1;
  }

  /** Called when a planned update turned out to replace the website (its canonical domain changed, or is not known yet). */
  replaces(domain: TfValue): void {
    if (typeof domain === "string") this.replacing.push(canonicalDomain(domain.trim()));
    else this.replacingUnknown += 1;
  }

  /**
   * Checks a website planned from nothing: a create, or the create half of a replacement.
   * A domain known only after apply is checked at apply. Such a create may be a new website
   * or replace a tainted one (which Terraform plans as a create alone), so against the
   * website limit it can only be warned of.
   */
  async checkCreate(domain: TfValue, diagnostics: Diagnostics, signal: AbortSignal): Promise<void> {
    if (typeof domain !== "string") {
      if (this.replacingUnknown > 0) this.replacingUnknown -= 1;
      else await this.checkLimit(this.creates + ++this.unknownCreates, diagnostics, signal, false);
      return;
    }
    const canonical = canonicalDomain(domain.trim());
    const replacement = this.replacing.indexOf(canonical);
    if (replacement >= 0) this.replacing.splice(replacement, 1);
    let found: DomainCheck;
    try {
      found = await this.checkDomain(domain, diagnostics, signal);
    } catch (error) {
      // A lookup that failed cannot tell a new website from a tainted one's replacement: the
      // create is weighed as uncertain, as one whose domain is known only after apply.
      if (replacement < 0) this.unknownCreates += 1;
      throw error;
    }
    // A replacement deletes the old website first, so it adds none; nor does a create that
    // fails on its domain, already reported. A create counts once its lookup has settled
    // that (a tainted website is planned as a create alone, and must not take a slot
    // meanwhile): the last create of the plan to settle sees all the others.
    if (found !== "new" || replacement >= 0) return;
    const over = await this.checkLimit(++this.creates, diagnostics, signal);
    // the creates whose domains are known only after apply, planned before or after this one
    if (!over && this.unknownCreates > 0) await this.checkLimit(this.creates + this.unknownCreates, diagnostics, signal, false);
  }

  /**
   * "replaces" when the domain is a website of this state (a tainted resource, `-replace`, or
   * Terraform's second planning call of a replacement); "refused" when the create would fail
   * on its domain, which is reported here.
   */
  private async checkDomain(domain: string, diagnostics: Diagnostics, signal: AbortSignal): Promise<DomainCheck> {
    const canonical = canonicalDomain(domain.trim());
    const other = this.claims.get(canonical);
    if (other !== undefined) {
      diagnostics.error(
        "Two websites with the same domain",
        `Another phpanalytics_website in this configuration also creates a website with domain = ${JSON.stringify(other)}, ` +
          `which the service stores as "${canonical}", the same as this one's ${JSON.stringify(domain)}. Domains are unique, ` +
          `so an apply would create one of them and fail on the other. Give each resource its own domain, or remove one of them. ${DESTROY_HINT}`,
        ["domain"],
      );
      return "refused";
    }
    this.claims.set(canonical, domain);
    const existing = await this.reader.findByDomain(domain, signal);
    if (!existing) return "new";
    if (this.managed.has(existing.id)) return "replaces";
    diagnostics.error(
      "Website already exists",
      // `phpanalytics import-blocks` reads the domain and id from the first sentence: keep its wording.
      `This account already has a website with the domain "${canonical}" (id ${existing.id}), so creating it would fail. ` +
        `If this configuration created it, the state that recorded it is likely lost or not the one this run reads: ` +
        `a state file emptied or deleted by an interrupted run (a terraform.tfstate.backup beside it may still hold it), ` +
        `or another workspace or backend than the one it was applied with. Point Terraform at that state if it exists; ` +
        `otherwise \`phpanalytics import-blocks\`, run in this directory, writes an import block, with its real address, for every website ` +
        `this plan would create that the account already holds ("Recovering a lost state" in the troubleshooting guide). ` +
        `To import this one alone into this resource, whose address Terraform shows above (after "with"): ` +
        `an import block, import { to = ADDRESS, id = "${existing.id}" }, or \`terraform import 'ADDRESS' ${existing.id}\` ` +
        `(keep the quotes: an address with [...], such as phpanalytics_website.site["shop"], needs them in a shell). ` +
        `If another resource already manages it, the two ask for the same website: remove one of them, or give this resource another domain. ${DESTROY_HINT}`,
      ["domain"],
    );
    return "refused";
  }

  /** Reports `slot` creates that the account has no room for; true when it did. */
  private async checkLimit(slot: number, diagnostics: Diagnostics, signal: AbortSignal, certain = true): Promise<boolean> {
    const { limit, count } = await this.capacityOf(signal);
    if (limit < 0 || count + slot <= limit) return false;
    // reported already: no request for a fresh count that would say nothing new
    if (certain ? this.reportedLimit : this.warnedOfLimit) return true;
    // Confirm with a fresh count before blaming the plan: websites deleted since free room.
    const now = (await this.client.listWebsites({ perPage: 10, page: 1 }, { signal })).total - this.createdHere;
    if (now + slot <= limit) return false;
    const room = Math.max(0, limit - now);
    if (!certain) {
      // once: it is about the plan, not about this resource
      if (this.warnedOfLimit) return true;
      this.warnedOfLimit = true;
      diagnostics.warning(
        "Website limit may be reached",
        `The account's plan allows ${limit} websites and the account holds ${now}, so ${room} more can be created, ` +
          `and this plan creates up to ${slot}, some with a domain known only after apply. Those that are new websites need room: ` +
          `an apply would create ${room} and fail on the rest. One that replaces a tainted website needs none.`,
        ["domain"],
      );
      return true;
    }
    // once: the first create that does not fit fails the plan
    if (this.reportedLimit) return true;
    this.reportedLimit = true;
    diagnostics.error(
      "Website limit reached",
      `The account's plan allows ${limit} websites and the account holds ${now}, so ${room} more can be created, ` +
        `but this plan creates at least ${slot}. An apply would create ${room} and fail on the rest. ` +
        "Remove websites from the configuration, delete websites the account no longer needs, or move the account to a plan with a higher limit " +
        `(see website_limit and website_count of the phpanalytics_account data source). ${DESTROY_HINT}`,
      ["domain"],
    );
    return true;
  }

  private capacityOf(signal: AbortSignal): Promise<Capacity> {
    this.capacity ??= Promise.all([this.client.getAccount({ signal }), this.reader.websiteCount(signal)]).then(([account, count]) => ({
      limit: account.plan.limits.websites,
      count,
    }));
    const capacity = this.capacity;
    // a failed lookup is tried again by the next create rather than remembered
    capacity.catch(() => {
      if (this.capacity === capacity) this.capacity = undefined;
    });
    return capacity;
  }
}
