import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/api/errors";
import { checkId, createForm, listQuery, updateForm } from "../../src/api/website-requests";

describe("create form", () => {
  it("sends every setting explicitly, with the documented defaults", () => {
    expect(createForm("create", { domain: "Example.com" })).toEqual({
      domain: "Example.com",
      privacy: "0",
      email: "0",
      exclude_bots: "1",
      exclude_params: "",
      exclude_ips: "",
    });
  });

  it("maps friendly values to codes and lines", () => {
    expect(
      createForm("create", {
        domain: "a.com",
        privacy: "password",
        password: "s3cret",
        emailReports: true,
        excludeBots: false,
        excludeParams: ["utm_source", "&"],
        excludeIps: ["10.0.0.1", " 10.0.0.0/8 "],
      }),
    ).toEqual({
      domain: "a.com",
      privacy: "2",
      password: "s3cret",
      email: "1",
      exclude_bots: "0",
      exclude_params: "utm_source\n&",
      exclude_ips: "10.0.0.1\n10.0.0.0/8",
    });
  });

  it("requires a password for privacy password, naming the field", () => {
    try {
      createForm("create website a.com", { domain: "a.com", privacy: "password" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidInputError);
      expect((e as InvalidInputError).field).toBe("password");
      expect((e as Error).message).toMatch(/password is required when privacy is "password"/);
    }
  });

  it("rejects bad values before sending", () => {
    expect(() => createForm("c", { domain: "" })).toThrow(/domain must be a non-empty string/);
    expect(() => createForm("c", { domain: "a.com", privacy: "secret" as never })).toThrow(/privacy must be/);
    expect(() => createForm("c", { domain: "a.com", excludeIps: ["1.2.3.4\n5.6.7.8"] })).toThrow(/line breaks/);
    expect(() => createForm("c", { domain: "a.com", privacy: "password", password: "x".repeat(129) })).toThrow(/at most 128/);
    expect(() => createForm("c", { domain: "a.com", privacy: "password", password: "\u{1F511}".repeat(129) })).toThrow(/at most 128/);
  });

  it("sends a password given with another privacy, which the server stores for later", () => {
    expect(createForm("c", { domain: "a.com", privacy: "public", password: "kept-for-later" }).password).toBe("kept-for-later");
    expect(createForm("c", { domain: "a.com" })).not.toHaveProperty("password");
  });

  it("counts a password's length in characters, as the server does", () => {
    // 128 characters outside the Basic Multilingual Plane: 256 UTF-16 units
    const password = "\u{1F511}".repeat(128);
    expect(createForm("c", { domain: "a.com", privacy: "password", password }).password).toBe(password);
  });
});

describe("update form", () => {
  it("sends only the fields given", () => {
    expect(updateForm("u", {})).toEqual({});
    expect(updateForm("u", { favorite: false })).toEqual({ favorite: "0" });
    expect(updateForm("u", { privacy: "private", excludeIps: [] })).toEqual({ privacy: "1", exclude_ips: "" });
    expect(updateForm("u", { emailReports: true, excludeBots: true, excludeParams: ["a", "b"], favorite: true })).toEqual({
      email: "1",
      exclude_bots: "1",
      exclude_params: "a\nb",
      favorite: "1",
    });
  });
});

describe("ids and list queries", () => {
  it("accepts numeric ids and digit strings only", () => {
    expect(checkId("read", 7)).toBe(7);
    expect(checkId("read", "42")).toBe(42);
    for (const bad of ["abc", "7a", "", -1, 0, 1.5, "1e3"]) {
      expect(() => checkId("read", bad)).toThrow(/id must be a positive integer/);
    }
  });

  it("always sends per_page and page, and the given filters", () => {
    expect(listQuery("l", {}).toString()).toBe("per_page=50&page=1");
    expect(listQuery("l", { search: "ex", favorite: true, sortBy: "domain", sort: "asc", perPage: 10, page: 3 }).toString()).toBe(
      "search=ex&search_by=domain&favorite=1&sort_by=domain&sort=asc&per_page=10&page=3",
    );
  });

  it("rejects a page size the server does not honour", () => {
    try {
      listQuery("list websites", { perPage: 20 });
      expect.unreachable();
    } catch (e) {
      expect((e as InvalidInputError).field).toBe("per_page");
      expect((e as Error).message).toBe("list websites: per_page must be one of 10, 25, 50, 100 (got 20)");
    }
    expect(() => listQuery("l", { page: 0 })).toThrow(/page must be a positive integer/);
    expect(() => listQuery("l", { sortBy: "name" as never })).toThrow(/sort_by/);
  });
});
