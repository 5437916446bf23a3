// Websites as the API client returns them, for tests that need no server: each call a new id.
import type { Website } from "../../src/api";

let nextId = 1;

/** A public website with the server's defaults, and a fresh id unless `overrides` gives one. */
export function websiteFixture(domain: string, overrides: Partial<Website> = {}): Website {
  const id = nextId++;
  return {
    id,
    domain,
    privacy: "public",
    emailReports: false,
    hasPassword: false,
    excludeBots: true,
    excludeIps: [],
    favorite: false,
    favoritedAt: null,
    createdAt: "2024-05-01T10:00:00.000000Z",
    updatedAt: "2024-05-01T10:00:00.000000Z",
    ...overrides,
  };
}
