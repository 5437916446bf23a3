// Attribute validators of the phpanalytics provider. They run in ValidateResourceConfig,
// before any plan or API call, so a bad value fails at the earliest point.
import { isIP } from "node:net";
import type { TfValue, Validator } from "../tfplugin/types";
import { canonicalDomain, domainProblem } from "../api/domain";

/** The server's domain rule, checked on the canonical form the server will store. */
export const validDomain: Validator = {
  description: "Must be a host name with at least one dot (or an IPv4 address), at most 255 characters.",
  validate(value) {
    if (typeof value !== "string") return [];
    const canonical = canonicalDomain(value);
    const problem = domainProblem(canonical);
    if (!problem) return [];
    return [{ summary: "Invalid domain", detail: `${JSON.stringify(value)} ${problem}. Write a domain such as "example.com".` }];
  },
};

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

export const ipsOrCidrs: Validator = {
  description: "Each entry must be an IPv4/IPv6 address or a CIDR range such as `10.0.0.0/8`.",
  validate(value) {
    if (!Array.isArray(value)) return [];
    const problems: ReturnType<Validator["validate"]> = [];
    value.forEach((entry: TfValue, index) => {
      if (typeof entry !== "string") return;
      const problem = ipOrCidrProblem(entry);
      if (problem) {
        problems.push({
          summary: "Invalid IP address or range",
          detail: `${JSON.stringify(entry)} ${problem}. Use an address like "203.0.113.7" or a range like "10.0.0.0/8".`,
          path: [index],
        });
      }
    });
    return problems;
  },
};

/** Entries are stored one per line, so an entry must not span lines or be empty. */
export const singleLineEntries: Validator = {
  description: "Entries must be non-empty and must not contain line breaks.",
  validate(value) {
    if (!Array.isArray(value)) return [];
    const problems: ReturnType<Validator["validate"]> = [];
    value.forEach((entry: TfValue, index) => {
      if (typeof entry === "string" && (entry.trim() === "" || /[\r\n]/.test(entry))) {
        problems.push({
          summary: "Invalid list entry",
          detail: "The API stores this list as one entry per line: remove empty entries and line breaks.",
          path: [index],
        });
      }
    });
    return problems;
  },
};
