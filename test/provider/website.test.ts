// Unit tests of the website resource's validation and of the mapping between API websites
// and Terraform state.
import { describe, expect, it } from "vitest";
import type { Website } from "../../src/api";
import { Diagnostics, Unknown, type CallContext, type TfObject } from "../../src/tfplugin/framework/types";
import { ipOrCidrProblem, ipsOrCidrs, singleLineEntries, validDomain, websiteIdProblem } from "../../src/provider/validators";
import { websiteDataSource } from "../../src/provider/data-sources/website";
import { websiteResource, websiteState, type WebsiteReadState } from "../../src/provider/website/resource";
import { PASSWORD_SET_OUTSIDE } from "../../src/provider/website/password";
import { resolveSettings } from "../../src/provider/settings";

const website: Website = {
  id: 7,
  domain: "example.com",
  privacy: "password",
  emailReports: true,
  hasPassword: true,
  excludeBots: false,
  excludeIps: ["10.0.0.0/8"],
  favorite: true,
  favoritedAt: "2024-05-01 10:00:00",
  createdAt: "2024-05-01T10:00:00.000000Z",
  updatedAt: "2024-05-02T10:00:00.000000Z",
};

function context(): CallContext {
  const noop = () => undefined;
  return {
    signal: new AbortController().signal,
    diagnostics: new Diagnostics(),
    log: { trace: noop, debug: noop, info: noop, warn: noop, error: noop },
  };
}

/** State as Terraform hands it to read: every attribute present, null where unset. */
const stored = (overrides: Partial<WebsiteReadState>): WebsiteReadState => ({
  id: "7",
  domain: "example.com",
  privacy: "password",
  password: null,
  password_wo: null,
  password_wo_version: null,
  email_reports: null,
  exclude_bots: null,
  exclude_params: null,
  exclude_ips: null,
  favorite: null,
  created_at: null,
  updated_at: null,
  account_id: null,
  deletion_protection: null,
  ...overrides,
});

/** Configuration as ValidateResourceConfig gets it: computed attributes null. */
const config = (overrides: Partial<TfObject>): TfObject => ({ ...stored({ id: null, privacy: null }), ...overrides });

describe("websiteState", () => {
  it("keeps what the API never returns and the user's spelling of the domain", () => {
    const state = websiteState(website, stored({ domain: "https://WWW.Example.com", password: "pw", exclude_params: ["utm"] }));
    expect(state).toMatchObject({ id: "7", domain: "https://WWW.Example.com", password: "pw", exclude_params: ["utm"], exclude_ips: ["10.0.0.0/8"] });
  });

  it("takes the server's domain when the canonical forms differ", () => {
    expect(websiteState(website, stored({ domain: "other.com" })).domain).toBe("example.com");
  });

  it("drops the password when the server holds none for a password-protected website", () => {
    expect(websiteState({ ...website, hasPassword: false }, stored({ password: "pw" })).password).toBeNull();
  });

  it("reads an imported website with empty exclude_params and no password", () => {
    const state = websiteState(website, null);
    expect(state.exclude_params).toEqual([]);
    expect(state.password).toBeNull();
    expect(websiteState({ ...website, hasPassword: false, privacy: "public" }, null).password).toBeNull();
  });

  it("shows a password kept on the server after privacy left password, so the apply clears it", () => {
    const state = websiteState({ ...website, privacy: "public", hasPassword: true }, stored({ privacy: "public" }));
    expect(state.password).toBe(PASSWORD_SET_OUTSIDE);
  });
});

describe("website validation", () => {
  const validate = (c: TfObject) => {
    const ctx = context();
    websiteResource.validateConfig!(c, ctx);
    return ctx.diagnostics.items;
  };

  it("requires a password exactly when privacy is password", () => {
    expect(validate(config({ privacy: "password" }))[0]).toMatchObject({ summary: "Missing password", path: ["password"] });
    expect(validate(config({ privacy: "private", password: "x" }))[0]).toMatchObject({ path: ["password"] });
    expect(validate(config({ privacy: "password", password: "x" }))).toEqual([]);
    expect(validate(config({}))).toEqual([]);
  });

  it("waits for unknown values instead of guessing", () => {
    expect(validate(config({ privacy: new Unknown(), password: null }))).toEqual([]);
    expect(validate(config({ privacy: "password", password: new Unknown() }))).toEqual([]);
  });

  it("checks IP addresses and CIDR ranges", () => {
    expect(ipOrCidrProblem("203.0.113.7")).toBeUndefined();
    expect(ipOrCidrProblem("2001:db8::/32")).toBeUndefined();
    expect(ipOrCidrProblem("10.0.0.0/33")).toMatch(/prefix length/);
    expect(ipOrCidrProblem("example.com")).toMatch(/not an IPv4/);
    const problems = ipsOrCidrs.validate(["10.0.0.1", "nope"], { path: ["exclude_ips"], config: {} });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toEqual([1]);
  });

  it("refuses a null list entry at validate, which the API would refuse halfway through an apply", () => {
    const ips = ipsOrCidrs.validate(["10.0.0.1", null], { path: ["exclude_ips"], config: {} });
    expect(ips.map((p) => [p.summary, p.path])).toEqual([["Invalid list entry", [1]]]);
    const params = singleLineEntries.validate([null, "utm"], { path: ["exclude_params"], config: {} });
    expect(params.map((p) => [p.summary, p.path])).toEqual([["Invalid list entry", [0]]]);
    expect(params[0]!.detail).toMatch(/null/);
  });

  it("quotes an empty or multi-line exclude_params entry and says which it is", () => {
    const params = singleLineEntries.validate(["utm", " ", "a\nb"], { path: ["exclude_params"], config: {} });
    expect(params.map((p) => [p.path, p.detail?.split(",")[0]])).toEqual([
      [[1], '" " is empty'],
      [[2], '"a\\nb" contains a line break'],
    ]);
  });

  it("checks the domain on its canonical form", () => {
    const check = (d: string) => validDomain.validate(d, { path: ["domain"], config: {} });
    expect(check("https://WWW.Example.com")).toEqual([]);
    expect(check("192.0.2.1")).toEqual([]);
    expect(check("localhost")[0]!.detail).toMatch(/no dot.*Invalid domain name\./);
    expect(check("example.123")[0]!.detail).toMatch(/all-digit last label/);
    expect(check(`${"a".repeat(63)}.`.repeat(4) + "com")[0]!.detail).toMatch(/limit is 255.*must not be greater than 255 characters\. Invalid domain name\./);
    expect(check(`${"a".repeat(64)}.com`)[0]!.detail).toMatch(/longer than 63/);
    expect(check("https://WWW.Example.COM/path")[0]!.detail).toContain('the server reads it as "example.com/path"');
  });
});

describe("provider settings", () => {
  const settings = (c: Partial<TfObject>, env: NodeJS.ProcessEnv = {}) => {
    const diagnostics = new Diagnostics();
    const full: TfObject = {
      base_url: null,
      api_key: null,
      max_retries: null,
      requests_per_minute: null,
      timeout_seconds: null,
      allow_insecure_http: null,
      ...c,
    };
    return { result: resolveSettings(full, env, diagnostics), diagnostics: diagnostics.items };
  };

  it("falls back to the environment", () => {
    const { result } = settings({}, { PHPANALYTICS_BASE_URL: "https://a.example.com/", PHPANALYTICS_API_KEY: "k" });
    expect(result).toMatchObject({ baseUrl: "https://a.example.com", apiKey: "k", maxRetries: 5, requestsPerMinute: undefined, timeoutMs: 30_000 });
  });

  it("names the missing setting and how to set it", () => {
    const { diagnostics } = settings({});
    expect(diagnostics.map((d) => d.summary)).toEqual(["Missing base_url", "Missing api_key"]);
    expect(diagnostics[0]!.detail).toContain("PHPANALYTICS_BASE_URL");
  });

  it("refuses plain http to a remote host unless allowed", () => {
    expect(settings({ base_url: "http://a.example.com", api_key: "k" }).diagnostics[0]!.summary).toBe("Insecure base_url");
    expect(settings({ base_url: "http://a.example.com", api_key: "k", allow_insecure_http: true }).result).toBeDefined();
    expect(settings({ base_url: "http://127.0.0.1:8080", api_key: "k" }).result).toBeDefined();
    expect(settings({ base_url: "ftp://a.example.com", api_key: "k" }).diagnostics[0]!.summary).toBe("Invalid base_url");
  });

  it("refuses out-of-range tuning", () => {
    expect(settings({ base_url: "https://a.example.com", api_key: "k", timeout_seconds: 0 }).diagnostics[0]!.path).toEqual(["timeout_seconds"]);
  });

  it("refuses, by name and without showing it, an API key that cannot be sent in a header", () => {
    const tab = settings({ base_url: "https://a.example.com", api_key: "secret\tkey123" });
    expect(tab.result).toBeUndefined();
    expect(tab.diagnostics.map((d) => [d.summary, d.path])).toEqual([["Invalid api_key", ["api_key"]]]);
    expect(tab.diagnostics[0]!.detail).toMatch(/control characters/);
    expect(tab.diagnostics[0]!.detail).not.toContain("secret");
    const quoted = settings({ base_url: "https://a.example.com" }, { PHPANALYTICS_API_KEY: "\u201csecretkey123\u201d" });
    expect(quoted.diagnostics.map((d) => d.summary)).toEqual(["Invalid api_key"]);
    expect(quoted.diagnostics[0]!.detail).toMatch(/from PHPANALYTICS_API_KEY\) contains characters outside ASCII/);
  });

  it("suggests an environment variable only for the settings that have one", () => {
    const later = (name: string) => settings({ [name]: new Unknown() }).diagnostics[0]!.detail;
    expect(later("api_key")).toContain("PHPANALYTICS_API_KEY");
    expect(later("timeout_seconds")).not.toContain("environment variable");
  });
});

describe("website ids as written in a configuration or an import", () => {
  it("must be whole numbers from 1 that a website id can be", () => {
    expect(websiteIdProblem("42")).toBeUndefined();
    expect(websiteIdProblem("9007199254740991")).toBeUndefined();
    expect(websiteIdProblem("0")).toMatch(/1 or more/);
    expect(websiteIdProblem("99999999999999999999")).toMatch(/larger than any website id/);
    expect(websiteIdProblem("9007199254740993")).toMatch(/larger than any website id/);
    expect(websiteIdProblem("4.2")).toMatch(/numeric id/);
  });

  it("are checked by the website data source at validate, with the id as written", async () => {
    const ctx = context();
    await websiteDataSource.validateConfig?.({ id: "99999999999999999999", domain: null }, ctx);
    expect(ctx.diagnostics.items.map((d) => d.detail)).toEqual(['id is larger than any website id; got "99999999999999999999".']);
  });

  it("are checked by import before any request", async () => {
    const ctx = { ...context(), data: {} as never, stoppedPartWay: () => undefined };
    expect(await websiteResource.importState?.("0", ctx)).toEqual({});
    expect(ctx.diagnostics.items.map((d) => d.summary)).toEqual(["Invalid import id"]);
  });
});
