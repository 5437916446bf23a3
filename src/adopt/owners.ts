// One owner for each website: the websites that another stack or state already manages are
// left out of the adoption stack, since adopting them again would put each in two states,
// and a destroy in either would then delete a website the other still protects.
import type { Website } from "../api/bodies/website";
import { manages, type ManagedWebsites } from "../drift";

/** A stack or state file that manages websites, as adopt names it to the user. */
export interface WebsiteOwner {
  /** `stack "blogs" (cdktf.out/stacks/blogs)` or `state file prod.tfstate`. */
  label: string;
  managed: ManagedWebsites;
}

/** A website adopt left out, with every owner that holds it. */
export interface LeftOutWebsite {
  website: Website;
  owners: string[];
}

export interface OwnedSplit {
  /** The websites no owner holds: those the adoption stack declares. */
  unowned: Website[];
  /** The others, by id. */
  leftOut: LeftOutWebsite[];
}

/** Splits the account's websites into those no owner manages and those some owner does. */
export function splitByOwner(websites: readonly Website[], owners: readonly WebsiteOwner[]): OwnedSplit {
  const split: OwnedSplit = { unowned: [], leftOut: [] };
  for (const website of websites) {
    const holders = owners.filter((owner) => manages(owner.managed, website)).map((owner) => owner.label);
    if (holders.length === 0) split.unowned.push(website);
    else split.leftOut.push({ website, owners: holders });
  }
  split.leftOut.sort((a, b) => a.website.id - b.website.id);
  return split;
}

/** "blog.example.com (id 12): stack "blogs" (cdktf.out/stacks/blogs)", one a website. */
export function describeLeftOut(leftOut: readonly LeftOutWebsite[]): string[] {
  return leftOut.map(({ website, owners }) => `${website.domain} (id ${website.id}): ${owners.join(", ")}`);
}
