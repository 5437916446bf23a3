// The emulator evaluates the server's host pattern without a regex engine (the pattern
// backtracks exponentially on long inputs). This checks it against the pattern itself, as
// written in docs/internals/api-behaviour.md ("Domain rule"), on many short inputs where backtracking is cheap.
import { describe, expect, it } from "vitest";
import { canonicalDomain, isValidDomain } from "../../src/emulator/domain";
import { seededRandom } from "../../src/emulator/random";

// Verbatim from docs/internals/api-behaviour.md, "Domain rule"; PHP runs them on bytes (no `u` flag).
const HOST = /^(?!:\/\/)(?=.{1,255}$)((.{1,63}\.){1,127}(?![0-9]*$)[a-z0-9-]+\.?)$/i;
const IPV4 = /^((25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(\.|$)){4}$/;
const oracle = (s: string) => {
  const bytes = Buffer.from(s, "utf8").toString("latin1");
  return HOST.test(bytes) || IPV4.test(bytes);
};

// No \r or \u2028 (JS's `.` skips them, PCRE's does not) and no trailing line feed (the
// server trims input first, and PCRE's `$` would accept one).
const ALPHABET = ["a", "b", "z", "0", "1", "9", "2", "5", ".", ".", ".", "-", "_", "/", ":", " ", "é", "\n"];

describe("the host pattern, evaluated without backtracking", () => {
  it("agrees with the regexes of docs/internals/api-behaviour.md on 20,000 generated inputs", () => {
    const next = seededRandom(20261121);
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(next() * 24);
      let s = "";
      for (let j = 0; j < length; j++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
      if (s.endsWith("\n")) continue;
      if (isValidDomain(s) !== oracle(s)) disagreements.push(JSON.stringify(s));
    }
    expect(disagreements).toEqual([]);
  });

  it("agrees at the length limits (63-byte labels, 255 bytes, multibyte characters)", () => {
    const a = (n: number) => "a".repeat(n);
    const cases = [
      `${a(63)}.com`,
      `${a(64)}.com`,
      `${a(63)}.${a(63)}.${a(63)}.${a(59)}.com`,
      `${a(63)}.${a(63)}.${a(63)}.${a(60)}.com`,
      `${"é".repeat(31)}.com`,
      `${"é".repeat(32)}.com`,
      `${a(62)}é.com`,
      `x.${a(250)}`,
      `${a(60)}.${a(60)}.example.123.`,
      "1.2.3.4.",
      "example.123.",
    ];
    for (const s of cases) expect(isValidDomain(s), s).toBe(oracle(s));
  });

  it("answers at once on a long input that makes the regex backtrack", () => {
    const nasty = `${"a.".repeat(120)}1`;
    expect(isValidDomain(nasty)).toBe(false);
    expect(isValidDomain(`${"a.".repeat(120)}a`)).toBe(true);
  });
});

describe("the canonical domain", () => {
  it("follows the examples of docs/internals/api-behaviour.md", () => {
    expect(canonicalDomain("http://www.shop.www.example.net")).toBe("shop.example.net");
    expect(canonicalDomain("news.www.example.net")).toBe("news.www.example.net");
    expect(canonicalDomain("https://www.example.com/index.html")).toBe("example.com/index.html");
  });
});
