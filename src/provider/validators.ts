// Attribute validators of the phpanalytics provider. They run in ValidateResourceConfig,
// before any plan or API call, so a bad value fails at the earliest point.
import { isIP } from "node:net";
import type { TfValue, Validator } from "../tfplugin/framework";
import { canonicalDomain, domainErrors, domainProblem } from "../api/domain";

/** Exactly the server's domain rule, checked on the canonical form the server will store. */
export const validDomain: Validator = {
  description:
    "Must be what the server accepts once it has lowercased the value and removed the scheme and www.: a host " +
    "name whose last label has only letters, digits and hyphens and is not all digits, or a dotted IPv4 address; " +
    "at most 255 characters.",
  validate(value) {
    if (typeof value !== "string") return [];
    const errors = domainErrors(value);
    if (errors.length === 0) return [];
    const canonical = canonicalDomain(value);
    const stored = canonical === value ? "" : ` (the server reads it as ${JSON.stringify(canonical)})`;
    return [
      {
        summary: "Invalid domain",
        detail:
          `${JSON.stringify(value)}${stored} ${domainProblem(value) ?? "is not accepted"}, ` +
          `so the server would answer: ${errors.join(" ")} Write a domain such as "example.com" ` +
          `or an IPv4 address such ` +
          `as "192.0.2.1".`,
      },
    ];
  },
};

/** Why a website id, as written in a configuration or an import, cannot be one; undefined when it can. */
export function websiteIdProblem(id: string): string | undefined {
  if (!/^\d+$/.test(id)) return 'must be the numeric id of a website, e.g. "42"';
  const n = Number(id);
  if (n < 1) return "must be 1 or more: website ids start at 1";
  if (!Number.isSafeInteger(n)) return "is larger than any website id";
  return undefined;
}

/** Why a string is not an IP address or CIDR range, or undefined when it is one. */
export function ipOrCidrProblem(entry: string): string | undefined {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0) return "has more than one '/'";
  const family = isIP(address ?? "");
  if (family === 0) return "is not an IPv4 or IPv6 address";
  if (prefix === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return `has a prefix length outside 0-${max}`;
  return undefined;
}

/** A null in a list (from a conditional, say): the API stores strings only, and would refuse it at apply. */
function nullEntry(index: number): ReturnType<Validator["validate"]>[number] {
  return {
    summary: "Invalid list entry",
    detail: "This entry is null, and the API stores text only: remove it, or filter nulls out of the expression that builds the list (compact() does).",
    path: [index],
  };
}

type Problem = ReturnType<Validator["validate"]>[number];

/** A validator of a list of strings, entry by entry; a null entry is refused the same way for every list. */
function eachEntry(description: string, check: (entry: string, index: number) => Problem | undefined): Validator {
  return {
    description,
    validate(value) {
      if (!Array.isArray(value)) return [];
      const problems: Problem[] = [];
      value.forEach((entry: TfValue, index) => {
        const problem = entry === null ? nullEntry(index) : typeof entry === "string" ? check(entry, index) : undefined;
        if (problem) problems.push(problem);
      });
      return problems;
    },
  };
}

export const ipsOrCidrs: Validator = eachEntry("Each entry must be an IPv4/IPv6 address or a CIDR range such as `10.0.0.0/8`.", (entry, index) => {
  const problem = ipOrCidrProblem(entry);
  return problem
    ? {
        summary: "Invalid IP address or range",
        detail: `${JSON.stringify(entry)} ${problem}. Use an address like "203.0.113.7" or a range like "10.0.0.0/8".`,
        path: [index],
      }
    : undefined;
});

/** Entries are stored one per line, so an entry must not span lines or be empty. */
export const singleLineEntries: Validator = eachEntry("Entries must be non-empty and must not contain line breaks.", (entry, index) =>
  entry.trim() === "" || /[\r\n]/.test(entry)
    ? {
        summary: "Invalid list entry",
        detail:
          `${JSON.stringify(entry)} ${entry.trim() === "" ? "is empty" : "contains a line break"}, but the API stores this list as one ` +
          `entry per line: remove ` +
          `empty entries and line breaks.`,
        path: [index],
      }
    : undefined,
);

/** max_items of the listing data sources. */
export const maxItems: Validator = {
  description: "Must be a whole number of at least 1.",
  validate: (value) =>
    typeof value === "number" && (!Number.isInteger(value) || value < 1)
      ? [{ summary: "Invalid max_items", detail: `max_items must be a whole number of at least 1; got ${value}.` }]
      : [],
};
