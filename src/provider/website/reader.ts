// Refresh reads for phpanalytics_website. Terraform asks for one website at a time (ten
// at once), but the server allows only 60 requests a minute, so many reads are served
// from list pages of 100 instead of one GET each. The reader learns the account size from
// the first page and lists the rest only once that costs no more than the GETs it saves;
// a website missing from the listing is confirmed with a GET before it counts as gone.
import type { PhpAnalyticsClient, Website } from "../../api";
import { canonicalDomain, storedDomainKey } from "../../api/domain";
import { EndpointNotFoundError } from "../../api/errors";

const PAGE_SIZE = 100;
/** A listing older than this is not trusted for reads (one Terraform command is shorter). */
const SNAPSHOT_TTL_MS = 5 * 60_000;
/** How long a read that missed the first page waits for more reads before choosing. */
const GATHER_MS = 50;

interface Listing {
  pageCount: number;
  /** How many websites the account held when the first page was listed. */
  total: number;
  /** Page number -> websites of that page, filled as pages arrive. */
  pages: Map<number, Promise<Website[]>>;
  byId: Map<number, Website>;
  /** Ids changed through this provider since the listing, which must be read directly. */
  stale: Set<number>;
}

export class WebsiteReader {
  private listing: Promise<Listing> | undefined;
  private listingStartedAt = 0;
  private readsSeen = 0;

  constructor(
    private readonly client: PhpAnalyticsClient,
    private readonly now: () => number = Date.now,
    private readonly gatherMs = GATHER_MS,
  ) {}

  /** The website with this id, or null when the server no longer has it. */
  async read(id: number, signal?: AbortSignal): Promise<Website | null> {
    this.readsSeen += 1;
    const listed = await this.fromListing(id, signal).catch((error: unknown) => {
      // A listing that is not there means a wrong address: no read may then conclude
      // that a website is gone.
      if (error instanceof EndpointNotFoundError) throw error;
      return undefined;
    });
    return listed ?? this.client.getWebsiteOrNull(id, { signal });
  }

  /**
   * The account's website that `domain`, as written, is stored as, or null. Answered from the listing
   * when it is complete or completing it costs no more than the lookups it saves (each
   * lookup counts as a read), else by one search request.
   */
  async findByDomain(domain: string, signal?: AbortSignal): Promise<Website | null> {
    this.readsSeen += 1;
    const listing = await this.currentListing(signal).catch(() => undefined);
    const unrequested = listing ? listing.pageCount - listing.pages.size : 0;
    if (listing && (unrequested === 0 || this.readsSeen >= unrequested)) {
      await this.findInPages(listing, undefined, signal);
      // a page that failed is dropped from `pages`, and then only a search can tell
      if (listing.pages.size === listing.pageCount) {
        const canonical = canonicalDomain(domain);
        const found = [...listing.byId.values()].find((website) => storedDomainKey(website.domain) === canonical);
        if (!found) return null;
        if (!listing.stale.has(found.id)) return found;
      }
    }
    return this.client.findWebsiteByDomain(domain, { signal });
  }

  /** How many websites the account held when this command first listed them. */
  async websiteCount(signal?: AbortSignal): Promise<number> {
    return (await this.currentListing(signal)).total;
  }

  /** Called after a create, update or delete so later reads see the change. */
  invalidate(id: number): void {
    void this.listing?.then(
      (listing) => listing.stale.add(id),
      () => undefined,
    );
  }

  /** The website as listed, or undefined when a GET must tell (not listed, stale, or listing failed). */
  private async fromListing(id: number, signal?: AbortSignal): Promise<Website | undefined> {
    const listing = await this.currentListing(signal);
    if (listing.stale.has(id)) return undefined;
    const listed = listing.byId.get(id);
    if (listed) return listed;
    if (this.readsSeen < listing.pageCount - listing.pages.size) {
      // Terraform sends its reads a few at a time: give the others a moment to arrive
      // before deciding whether listing the rest pays off.
      await new Promise((resolve) => setTimeout(resolve, this.gatherMs));
    }
    return this.findInPages(listing, id, signal);
  }

  private currentListing(signal?: AbortSignal): Promise<Listing> {
    if (!this.listing || this.now() - this.listingStartedAt >= SNAPSHOT_TTL_MS) return this.startListing(signal);
    return this.listing;
  }

  private startListing(signal?: AbortSignal): Promise<Listing> {
    this.listingStartedAt = this.now();
    const listing = (async (): Promise<Listing> => {
      const first = await this.client.listWebsites({ perPage: PAGE_SIZE, page: 1, sortBy: "id", sort: "asc" }, { signal });
      const result: Listing = {
        pageCount: first.lastPage,
        total: first.total,
        pages: new Map([[1, Promise.resolve(first.websites)]]),
        byId: new Map(),
        stale: new Set(),
      };
      for (const website of first.websites) result.byId.set(website.id, website);
      return result;
    })();
    this.listing = listing;
    // A failed first page must not poison later reads: the next read starts over.
    listing.catch(() => {
      if (this.listing === listing) this.listing = undefined;
    });
    return listing;
  }

  /**
   * Fetches the remaining pages once as many reads have been asked for as there are
   * pages left, so listing never costs more than reading one by one would have. The
   * website is answered as soon as its page is in (Terraform's reads wait meanwhile);
   * without an id, this waits for every page.
   */
  private async findInPages(listing: Listing, id: number | undefined, signal?: AbortSignal): Promise<Website | undefined> {
    const unrequested = listing.pageCount - listing.pages.size;
    if (unrequested > 0 && this.readsSeen < unrequested) return undefined;
    const fetches: Array<Promise<Website[]>> = [];
    for (let page = 2; page <= listing.pageCount; page++) {
      let fetch = listing.pages.get(page);
      if (!fetch) {
        fetch = this.client.listWebsites({ perPage: PAGE_SIZE, page, sortBy: "id", sort: "asc" }, { signal }).then((result) => {
          for (const website of result.websites) listing.byId.set(website.id, website);
          return result.websites;
        });
        // A failed page is dropped so a later read can try it again; this read falls back to GET.
        fetch.catch(() => listing.pages.delete(page));
        listing.pages.set(page, fetch);
      }
      fetches.push(fetch);
    }
    const listed = (): Website | undefined => (id === undefined ? undefined : listing.byId.get(id));
    return new Promise((resolve) => {
      let unsettled = fetches.length;
      const settled = (): void => {
        unsettled -= 1;
        const found = listed();
        if (found || unsettled === 0) resolve(found);
      };
      if (listed() || unsettled === 0) return resolve(listed());
      for (const fetch of fetches) fetch.then(settled, settled);
    });
  }
}
