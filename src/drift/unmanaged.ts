// Websites of the account that no given stack manages (made by hand in the web interface,
// by a script, or by a stack nobody passed).
import { storedDomainKey } from "../api/domain";
import type { Website } from "../api/bodies/website";
import type { ManagedWebsites } from "./managed";

export interface UnmanagedWebsite {
  id: number;
  domain: string;
  created_at: string;
}

/** Whether `managed` holds the website, by id or by domain (as the server stores it). */
export function manages(managed: ManagedWebsites, website: Website): boolean {
  return managed.ids.has(String(website.id)) || managed.domains.has(storedDomainKey(website.domain));
}

/** The websites none of `managed` holds by id or by a pending import of its domain. */
export function unmanagedWebsites(websites: readonly Website[], managed: readonly ManagedWebsites[]): UnmanagedWebsite[] {
  return websites
    .filter((w) => !managed.some((m) => manages(m, w)))
    .map((w) => ({ id: w.id, domain: w.domain, created_at: w.createdAt }))
    .sort((a, b) => a.id - b.id);
}
