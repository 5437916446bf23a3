// The emulator's data: accounts (one per API key) and their websites, indexed by id,
// by account and by domain so that every lookup is O(1) and a listing is O(n log n).
import { createHash } from "node:crypto";
import { canonicalDomain } from "./domain";
import type { Account, Website, WebsiteInput, WebsitePatch } from "./types";

/** An account named by its API key or by its numeric id. */
export type AccountRef = string | number;

/** A domain as given ("raw", made canonical here) or already in the service's canonical form. */
export type DomainForm = "raw" | "canonical";

export class StoreError extends Error {
  override name = "StoreError";
}

export interface StoreConfig {
  apiKeys: readonly string[];
  noApiAccessKeys: readonly string[];
  websiteLimit: number;
  now: () => number;
}

/** What persistence writes: keys are kept only as hashes so no secret lands on disk. */
export interface StoreSnapshot {
  version: 1;
  nextId: number;
  accounts: { id: number; keyHash: string | null; name: string; email: string; createdAt: number }[];
  websites: Website[];
}

/** The database keeps timestamps in whole seconds. */
const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export class Store {
  private readonly accounts = new Map<number, Account>();
  private readonly accountByKey = new Map<string, number>();
  private readonly keyHashOf = new Map<number, string | null>();
  private readonly websites = new Map<number, Website>();
  private readonly byAccount = new Map<number, Map<number, Website>>();
  private readonly domains = new Map<string, number>();
  private readonly listeners: (() => void)[] = [];
  private readonly removeListeners: ((websiteId: number) => void)[] = [];
  private nextId = 1;
  private readonly now: () => number;

  constructor(config: StoreConfig, snapshot?: StoreSnapshot) {
    this.now = config.now;
    const noApi = new Set(config.noApiAccessKeys);
    const keys = [...new Set([...config.apiKeys, ...config.noApiAccessKeys])];
    const persistedByHash = new Map<string, StoreSnapshot["accounts"][number]>();
    let nextAccountId = 1;
    for (const a of snapshot?.accounts ?? []) {
      if (a.keyHash) persistedByHash.set(a.keyHash, a);
      nextAccountId = Math.max(nextAccountId, a.id + 1);
    }
    const claimed = new Set<number>();
    const features = (key: string | null) => ({
      pageviews: -1,
      websites: config.websiteLimit,
      email_reports: 1,
      data_export: 1,
      api: key !== null && noApi.has(key) ? 0 : 1,
    });
    const addAccount = (id: number, key: string | null, name: string, email: string, createdAt: number) => {
      const f = features(key);
      this.accounts.set(id, {
        id,
        name,
        email,
        locale: "en",
        timezone: "UTC",
        createdAt,
        plan: { id: f.api ? 1 : 2, name: f.api ? "Default" : "Free", features: f },
      });
      this.byAccount.set(id, new Map());
      this.keyHashOf.set(id, key === null ? null : hashKey(key));
      if (key !== null) this.accountByKey.set(key, id);
    };
    for (const key of keys) {
      const old = persistedByHash.get(hashKey(key));
      if (old) {
        claimed.add(old.id);
        addAccount(old.id, key, old.name, old.email, old.createdAt);
      } else {
        const id = nextAccountId++;
        addAccount(id, key, `Account ${id}`, `account${id}@example.test`, wholeSeconds(config.now()));
      }
    }
    // Accounts whose key is no longer configured keep their websites: domains stay taken.
    for (const a of snapshot?.accounts ?? []) {
      if (claimed.has(a.id)) continue;
      addAccount(a.id, null, a.name, a.email, a.createdAt);
      this.keyHashOf.set(a.id, a.keyHash);
    }
    if (snapshot) {
      for (const w of snapshot.websites) this.insert({ ...w });
      this.nextId = Math.max(snapshot.nextId, this.nextId);
    }
  }

  /** Called after every mutation (persistence hooks in here). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  /** Called with the id of each website deleted (its statistics go with it). */
  onRemove(listener: (websiteId: number) => void): void {
    this.removeListeners.push(listener);
  }

  private removed(websiteId: number): void {
    for (const l of this.removeListeners) l(websiteId);
  }

  private insert(w: Website): void {
    const mine = this.byAccount.get(w.accountId);
    if (!mine) throw new StoreError(`website ${w.id} belongs to unknown account ${w.accountId}`);
    this.websites.set(w.id, w);
    mine.set(w.id, w);
    this.domains.set(w.domain, w.id);
    this.nextId = Math.max(this.nextId, w.id + 1);
  }

  // ---- accounts ----

  /** The account of an API key, or undefined when the key is unknown. */
  accountForKey(key: string): Account | undefined {
    const id = this.accountByKey.get(key);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  account(ref: AccountRef): Account {
    const id = typeof ref === "number" ? ref : this.accountByKey.get(ref);
    const account = id === undefined ? undefined : this.accounts.get(id);
    if (!account) throw new StoreError(`unknown account ${typeof ref === "number" ? ref : "(key not configured)"}`);
    return account;
  }

  listAccounts(): Account[] {
    return [...this.accounts.values()].map(cloneAccount);
  }

  // ---- websites ----

  /** Number of websites an account holds. */
  count(ref: AccountRef): number {
    return this.mine(ref).size;
  }

  /** Total across all accounts. */
  size(): number {
    return this.websites.size;
  }

  /**
   * Whether any account holds this domain. `form`: whether it is still to be made
   * canonical, or already is (the API's requests, canonical once as the service makes it;
   * making it so again can change it: "www.wwww.x.com" -> "www.x.com" -> "x.com").
   */
  domainTaken(domain: string, form: DomainForm = "raw"): boolean {
    return this.domains.has(form === "raw" ? canonicalDomain(domain) : domain);
  }

  /** The account's websites in id order, copied. */
  list(ref: AccountRef): Website[] {
    return [...this.mine(ref).values()].map(cloneWebsite);
  }

  /** Read-only view without copies, for the server's listing. Do not mutate. */
  rows(accountId: number): Iterable<Website> {
    return this.mine(accountId).values();
  }

  get(ref: AccountRef, id: number): Website | undefined {
    const w = this.mine(ref).get(id);
    return w && cloneWebsite(w);
  }

  /** A website of any account, by id or by domain (as stored, or as the API would store it). */
  find(ref: number | string): Website | undefined {
    const id = typeof ref === "number" ? ref : (this.domains.get(ref) ?? this.domains.get(canonicalDomain(ref)));
    const w = id === undefined ? undefined : this.websites.get(id);
    return w && cloneWebsite(w);
  }

  /** Creates a website without the API's validation; the domain must still be unique. `form`: as for domainTaken. */
  create(ref: AccountRef, input: WebsiteInput, form: DomainForm = "raw"): Website {
    const w = this.build(this.account(ref).id, input, this.now(), form);
    this.insert(w);
    this.changed();
    return cloneWebsite(w);
  }

  /** Creates many websites in one go (one change notification), for seeding. */
  createMany(ref: AccountRef, inputs: Iterable<WebsiteInput>): Website[] {
    const accountId = this.account(ref).id;
    const now = this.now();
    const out: Website[] = [];
    try {
      for (const input of inputs) {
        const w = this.build(accountId, input, now);
        this.insert(w);
        out.push(cloneWebsite(w));
      }
    } finally {
      if (out.length) this.changed();
    }
    return out;
  }

  /** Seeds `count` websites named `${prefix}-N.example.com` (N from 1, skipping taken names). */
  seed(ref: AccountRef, count: number, prefix = "site"): Website[] {
    const inputs: WebsiteInput[] = [];
    for (let n = 1; inputs.length < count; n++) {
      const domain = `${prefix}-${n}.example.com`;
      if (!this.domains.has(domain)) inputs.push({ domain, privacy: 0, email: 0, exclude_bots: 1 });
    }
    return this.createMany(ref, inputs);
  }

  /** Changes the given fields; returns undefined when the account has no such website. */
  update(ref: AccountRef, id: number, patch: WebsitePatch): Website | undefined {
    const w = this.mine(ref).get(id);
    if (!w) return undefined;
    const now = this.now();
    let dirty = false;
    const set = <K extends "privacy" | "email" | "password" | "exclude_bots" | "exclude_ips" | "exclude_params">(key: K, value: Website[K] | undefined) => {
      if (value !== undefined && w[key] !== value) {
        w[key] = value;
        dirty = true;
      }
    };
    set("privacy", patch.privacy);
    set("email", patch.email);
    set("password", patch.password);
    set("exclude_bots", patch.exclude_bots);
    set("exclude_ips", patch.exclude_ips);
    set("exclude_params", patch.exclude_params);
    if (patch.favorite === true && w.favoritedAt === null) {
      w.favoritedAt = now;
      dirty = true;
    } else if (patch.favorite === false && w.favoritedAt !== null) {
      w.favoritedAt = null;
      dirty = true;
    }
    if (dirty) {
      w.updatedAt = wholeSeconds(now);
      this.changed();
    }
    return cloneWebsite(w);
  }

  delete(ref: AccountRef, id: number): boolean {
    const mine = this.mine(ref);
    const w = mine.get(id);
    if (!w) return false;
    mine.delete(id);
    this.websites.delete(id);
    this.domains.delete(w.domain);
    this.removed(id);
    this.changed();
    return true;
  }

  /** Removes every website of every account (ids keep increasing). */
  clear(): void {
    for (const id of this.websites.keys()) this.removed(id);
    this.websites.clear();
    this.domains.clear();
    for (const m of this.byAccount.values()) m.clear();
    this.changed();
  }

  snapshot(): StoreSnapshot {
    return {
      version: 1,
      nextId: this.nextId,
      accounts: [...this.accounts.values()].map((a) => ({
        id: a.id,
        keyHash: this.keyHashOf.get(a.id) ?? null,
        name: a.name,
        email: a.email,
        createdAt: a.createdAt,
      })),
      websites: [...this.websites.values()],
    };
  }

  private mine(ref: AccountRef): Map<number, Website> {
    const m = this.byAccount.get(this.account(ref).id);
    if (!m) throw new StoreError("account without a website table");
    return m;
  }

  private build(accountId: number, input: WebsiteInput, now: number, form: DomainForm = "raw"): Website {
    const domain = form === "raw" ? canonicalDomain(input.domain) : input.domain;
    if (!domain) throw new StoreError("domain is empty");
    if (this.domains.has(domain)) throw new StoreError(`domain ${domain} is already taken`);
    return {
      id: this.nextId++,
      accountId,
      domain,
      privacy: input.privacy ?? null,
      email: input.email ?? null,
      password: input.password ?? null,
      exclude_bots: input.exclude_bots === undefined ? 1 : input.exclude_bots,
      exclude_ips: input.exclude_ips ?? null,
      exclude_params: input.exclude_params ?? null,
      favoritedAt: input.favorite ? now : null,
      createdAt: wholeSeconds(now),
      updatedAt: wholeSeconds(now),
    };
  }
}

function cloneWebsite(w: Website): Website {
  return { ...w };
}

function cloneAccount(a: Account): Account {
  return { ...a, plan: { ...a.plan, features: { ...a.plan.features } } };
}
