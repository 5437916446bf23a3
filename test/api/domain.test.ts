// The client's domain rules against the hand-written table of the real server's answers.
import { describe, expect, it } from "vitest";
import { canonicalDomain, domainErrors } from "../../src/api/domain";
import { ACCEPTED_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";

describe("canonicalDomain and domainErrors follow the server", () => {
  it.each(ACCEPTED_DOMAINS.map((c) => [c.input.slice(0, 60), c] as const))("accepts %s", (_, { input, canonical }) => {
    expect(canonicalDomain(input)).toBe(canonical);
    expect(domainErrors(input)).toEqual([]);
    // What the server stores is stored again unchanged when written back (adopt, import).
    expect(canonicalDomain(canonical)).toBe(canonical);
    expect(domainErrors(canonical)).toEqual([]);
  });

  it.each(REJECTED_DOMAINS.map((c) => [c.input.slice(0, 60), c] as const))("rejects %s", (_, { input, errors }) => {
    expect(domainErrors(input)).toEqual(errors);
  });

  it("decides the worst inputs of the server's pattern at once", () => {
    // The server's regex backtracks for minutes on this in JavaScript; the rule must not.
    const worst = `${"a.".repeat(127)}1`;
    expect(domainErrors(worst)).toEqual(["Invalid domain name."]);
    expect(domainErrors(`${"a.".repeat(126)}ab`)).toEqual([]);
  });

  it("an empty canonical value and a non-string are the server's messages too", () => {
    expect(domainErrors("https://")).toEqual(["The domain field is required."]);
    expect(domainErrors(42)).toEqual(["Invalid domain name."]);
  });
});
