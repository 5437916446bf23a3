// Construct ids for adopted websites: readable, stable, valid Terraform names, unique.

/** Ids the generated stack uses for other constructs; no website may take them. */
export const PROVIDER_CONSTRUCT_ID = "phpanalytics";

/**
 * The readable base of an id: the domain lowercased with every run of other characters
 * than a-z and 0-9 turned into "_" ("blog.example.com" -> "blog_example_com"). Terraform
 * names must start with a letter, so "10.0.0.1" becomes "site_10_0_0_1".
 */
export function baseConstructId(domain: string): string {
  const slug = domain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const id = /^[a-z]/.test(slug) ? slug : `site_${slug}`;
  // cdktf replaces an id longer than 255 characters with a shortened, hashed one, and a
  // password variable's id (this plus "_password", maybe "_2") is the TF_VAR_ name to set
  return id.slice(0, MAX_BASE_LENGTH).replace(/_+$/, "");
}

const MAX_BASE_LENGTH = 200;

/** Hands out ids, adding _2, _3, ... to a base that is taken. */
export class IdAllocator {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  allocate(base: string): string {
    let id = base;
    for (let n = 2; this.used.has(id); n += 1) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}
