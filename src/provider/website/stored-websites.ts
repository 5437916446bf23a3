// The websites this Terraform state holds, as Terraform hands their stored states over
// (every instance, tainted ones too, refreshed or not). A plan that creates a website
// whose domain one of them already has is re-creating it: the stored one is deleted first,
// by `-replace`, a taint, or an address that changed without a `moved` block.
import { canonicalDomain, storedDomainKey } from "../../api/domain";

export interface StoredWebsite {
  id: string;
  /** The domain as the state holds it. */
  domain: string;
  deletionProtection: boolean;
}

export class StoredWebsites {
  /** As recorded: every stored state of a plan passes here, most plans never ask. */
  private readonly recorded: StoredWebsite[] = [];
  /**
   * By the canonical form of the state's domain, and by the domain itself as stored: a
   * state holds it as the configuration wrote it or, after an import, as the server stores
   * it (which must not be made canonical again). Built on the first question, for the
   * websites recorded until then, and extended with later ones.
   */
  private readonly byDomain = new Map<string, StoredWebsite>();
  private indexed = 0;
  /** Ids a refresh found deleted outside Terraform: re-created, they lose nothing more. */
  private readonly gone = new Set<string>();

  /** Records one stored state; states without an id or a domain (an import under way) are skipped. */
  record(state: { readonly [key: string]: unknown }): void {
    const { id, domain } = state;
    if (typeof id !== "string" || typeof domain !== "string") return;
    this.recorded.push({ id, domain, deletionProtection: state.deletion_protection === true });
  }

  /** A website the refresh found gone: a plan that creates its domain again deletes nothing. */
  forget(id: string): void {
    this.gone.add(id);
  }

  /** The stored website a domain, as a configuration writes it, names; none once found gone. */
  withDomain(domain: string): StoredWebsite | undefined {
    for (; this.indexed < this.recorded.length; this.indexed++) {
      const website = this.recorded[this.indexed]!;
      this.byDomain.set(canonicalDomain(website.domain), website);
      this.byDomain.set(storedDomainKey(website.domain), website);
    }
    const website = this.byDomain.get(canonicalDomain(domain.trim()));
    return website && !this.gone.has(website.id) ? website : undefined;
  }
}
