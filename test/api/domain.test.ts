// The client's domain rules against the hand-written table of the real server's answers.
import { describe, expect, it } from "vitest";
import { canonicalDomain, domainErrors, domainProblem } from "../../src/api/domain";
import { ACCEPTED_DOMAINS, NON_IDEMPOTENT_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";

describe("canonicalDomain and domainErrors follow the server", () => {
  it.each(ACCEPTED_DOMAINS.map((c) => [c.input.slice(0, 60), c] as const))("accepts %s", (_, { input, canonical }) => {
    expect(canonicalDomain(input)).toBe(canonical);
    expect(domainErrors(input)).toEqual([]);
    // What the server stores is stored again unchanged when written back (adopt, import).
    expect(canonicalDomain(canonical)).toBe(canonical);
    expect(domainErrors(canonical)).toEqual([]);
  });

  it.each(NON_IDEMPOTENT_DOMAINS)("makes $input canonical once, as $canonical, not $twice", ({ input, canonical, twice }) => {
    expect(canonicalDomain(input)).toBe(canonical);
    expect(canonicalDomain(canonical)).toBe(twice);
    expect(domainErrors(input)).toEqual([]);
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

  // Not in the table: docs/internals/api-behaviour.md gives no non-ASCII case. The rule mirrors PHP's: max:255
  // counts characters, and the pattern (no `u` flag) matches bytes.
  it("counts characters for the length and bytes for the pattern", () => {
    const astral = `${"\u{1F600}".repeat(129)}.com`; // 133 characters, 262 UTF-16 units, 520 bytes
    expect(domainErrors(astral)).toEqual(["Invalid domain name."]);
    expect(domainProblem(astral)).toBe("is longer than 255 bytes");
    const accented = `${"\u00e9".repeat(63)}.com`; // 63 characters in 126 bytes: too long a label
    expect(domainProblem(accented)).toMatch(
      /^has a label longer than 63 bytes \(a character that is not ASCII takes 2 to 4\) or an empty first label; write .* \(punycode\) form/,
    );
    expect(domainProblem(`${"u".repeat(64)}.com`)).toBe("has a label longer than 63 characters or an empty first label");
    expect(domainErrors(`${"\u00e9".repeat(31)}.com`)).toEqual([]);
    const long = `${"\u00e9".repeat(252)}.com`;
    expect(domainErrors(long)).toEqual(["The domain field must not be greater than 255 characters.", "Invalid domain name."]);
    expect(domainProblem(long)).toBe("is 256 characters long; the limit is 255");
  });

  it("quotes a label that is not ASCII as it was written, not as its bytes", () => {
    expect(domainProblem("shop.caf\u00e9")).toMatch(/^has a last label \("caf\u00e9"\) with characters other than letters, digits and hyphens; write/);
    expect(domainProblem("\u4f8b\u3048.\u30c6\u30b9\u30c8")).toMatch(/^has a last label \("\u30c6\u30b9\u30c8"\)/);
  });
});
