// Websites of the account that no given stack manages (made by hand in the web interface,
// by a script, or by a stack nobody passed).
import { storedDomainKey } from "../api/domain";
import type { Website } from "../api/models";
import type { ManagedWebsites } from "./managed";

export interface UnmanagedWebsite {
  id: number;
  domain: string;
  created_at: string;
}

/** The websites none of `managed` holds by id or by a pending import of its domain. */
export function unmanagedWebsites(websites: readonly Website[], managed: readonly ManagedWebsites[]): UnmanagedWebsite[] {
  const isManaged = (w: Website) => managed.some((m) => m.ids.has(String(w.id)) || m.importDomains.has(storedDomainKey(w.domain)));
  return websites
    .filter((w) => !isManaged(w))
    .map((w) => ({ id: w.id, domain: w.domain, created_at: w.createdAt }))
    .sort((a, b) => a.id - b.id);
}
