// Pairs each planned create the account already holds with the account's website of that
// canonical domain. The id written into the import block comes from the account's own list,
// read with the command's key; the provider's id must agree, or the stack's provider talks
// to another account than the command reads.
import { storedDomainKey } from "../api/domain";
import type { Website } from "../api/bodies/website";
import { formatAddress, type ResourceAddress } from "./address";
import type { HeldCreate } from "./plan-output";

export interface ImportBlock {
  address: ResourceAddress;
  /** The website's numeric id, as a string (an import id). */
  id: string;
  domain: string;
}

export interface Matching {
  blocks: ImportBlock[];
  /** Why a create got no block, one line each. */
  skipped: string[];
}

export class AccountMismatchError extends Error {
  override name = "AccountMismatchError";
}

/** The import blocks of `held`, sorted by address; throws when the provider saw another account. */
export function matchWebsites(held: readonly HeldCreate[], websites: readonly Website[]): Matching {
  const byDomain = new Map<string, Website>();
  for (const website of websites) byDomain.set(storedDomainKey(website.domain), website);
  const blocks: ImportBlock[] = [];
  const skipped: string[] = [];
  const claimed = new Map<number, string>();
  for (const create of held) {
    const address = formatAddress(create.address);
    const website = byDomain.get(storedDomainKey(create.domain));
    if (!website) {
      skipped.push(`${address}: the account no longer holds "${create.domain}" (deleted since the plan?); run import-blocks again`);
      continue;
    }
    if (website.id !== create.providerId) {
      throw new AccountMismatchError(
        `the stack's provider found "${create.domain}" as website ${create.providerId}, but the account read with this command's ` +
          `key holds it as website ${website.id}: ` +
          "the stack configures another account or server (api_key or base_url in its provider block). Run the command " +
          "with that account's key and base URL (--api-key-env, --base-url).",
      );
    }
    const other = claimed.get(website.id);
    if (other !== undefined) {
      skipped.push(`${address}: website ${website.id} ("${website.domain}") goes to ${other} already; give the resources different domains`);
      continue;
    }
    claimed.set(website.id, address);
    blocks.push({ address: create.address, id: String(website.id), domain: website.domain });
  }
  blocks.sort((a, b) => compareText(formatAddress(a.address), formatAddress(b.address)));
  return { blocks, skipped };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
