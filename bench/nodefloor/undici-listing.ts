// nodefloorwork's reads (./work-handlers.ts): every website of the account, walked as
// ./website-pages.ts walks the list, on undici, the HTTP client this project builds on, loaded
// as the provider loads it: its Pool alone, through src/api/undici-pool.ts, in a handlers
// bundle compiled with a V8 code cache (bench/nodefloor/main-work.ts). One connection, pages
// one after another; the websites kept by id, to compare each state with.
import { loadUndiciPool } from "../../src/api/undici-pool";
import { listEndpoint, readPages } from "./website-pages";

/** A website of the list, as far as the floor looks at it. */
export interface ListedWebsite {
  id: number;
  domain: unknown;
}

function isListed(website: unknown): website is ListedWebsite {
  return typeof website === "object" && website !== null && typeof (website as { id?: unknown }).id === "number";
}

/** Every website of the account by id; rejects naming the page that failed, or a website without a numeric id. */
export async function listWebsitesById(env: NodeJS.ProcessEnv): Promise<Map<number, ListedWebsite>> {
  const endpoint = listEndpoint(env);
  const { Pool } = loadUndiciPool();
  const pool = new Pool(endpoint.url.origin, { connections: 1, ...(endpoint.ca ? { connect: { ca: endpoint.ca } } : {}) });
  try {
    const websites = await readPages(endpoint, async (path) => {
      const response = await pool.request({ method: "GET", path, headers: endpoint.headers });
      return { status: response.statusCode, body: await response.body.text() };
    });
    const byId = new Map<number, ListedWebsite>();
    for (const website of websites) {
      if (!isListed(website)) throw new Error("the reads floor: a listed website has no numeric id");
      byId.set(website.id, website);
    }
    return byId;
  } finally {
    await pool.close();
  }
}
