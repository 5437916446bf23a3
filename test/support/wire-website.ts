// A website as the server sends it on GET (docs/internals/api-behaviour.md, "Website
// fields"), for tests that script a server's answers.

export type WireWebsite = {
  id: number;
  domain: string;
  privacy: number | string | null;
  email: number | string | null;
  password: boolean;
  exclude_bots: number | string | null;
  exclude_ips: string | null;
  favorite: boolean;
  favorited_at: string | null;
  created_at: string;
  updated_at: string;
};

/** Public, no password, bots excluded; a favourite gets its favorited_at. */
export function wireWebsite(overrides: Partial<WireWebsite> = {}): WireWebsite {
  const favorite = overrides.favorite ?? false;
  return {
    id: 7,
    domain: "shop.example.com",
    privacy: 0,
    email: 0,
    password: false,
    exclude_bots: 1,
    exclude_ips: "",
    favorite,
    favorited_at: favorite ? "2026-11-21 19:35:21" : null,
    created_at: "2026-11-21T19:35:21.000000Z",
    updated_at: "2026-11-21T19:35:21.000000Z",
    ...overrides,
  };
}
