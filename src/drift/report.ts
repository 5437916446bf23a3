// Turns Terraform's resource_drift into a report of attribute changes, with every value
// Terraform marks sensitive replaced by "(sensitive)" before it leaves this module.
import { isDeepStrictEqual } from "node:util";
import type { ResourceChangeJson } from "./plan-json";

const SENSITIVE = "(sensitive)";

/** A JSON value as Terraform prints it, or "(sensitive)". */
export type ReportValue = string | number | boolean | null | ReportValue[] | { [key: string]: ReportValue };

interface DriftedAttribute {
  attribute: string;
  old: ReportValue;
  new: ReportValue;
  sensitive: boolean;
}

export interface DriftedResource {
  address: string;
  type: string;
  /** "update" when settings changed outside Terraform, "delete" when the object is gone. */
  action: "update" | "delete" | "other";
  id: string | null;
  domain: string | null;
  attributes: DriftedAttribute[];
}

export interface DriftReport {
  stack: string;
  drifted: boolean;
  resources: DriftedResource[];
}

type Json = ReportValue;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies a JSON value, masking every part the matching sensitivity mark flags as true. */
function mask(value: unknown, sensitive: unknown): Json {
  if (sensitive === true) return SENSITIVE;
  if (Array.isArray(value)) {
    const marks = Array.isArray(sensitive) ? sensitive : [];
    return value.map((v, i) => mask(v, marks[i]));
  }
  if (isRecord(value)) {
    const marks = isRecord(sensitive) ? sensitive : {};
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value)) out[k] = mask(v, marks[k]);
    return out;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null) return value;
  return null;
}

function stringField(values: unknown, name: string): string | null {
  if (!isRecord(values)) return null;
  const v = values[name];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : null;
}

function isSensitive(marks: unknown, name: string): boolean {
  if (!isRecord(marks)) return false;
  const mark = marks[name];
  // A nested mark object means some element is sensitive: treat the attribute as such.
  return mark === true || (mark !== undefined && mark !== false && JSON.stringify(mark).includes("true"));
}

/**
 * Timestamps the server sets itself. A change of one of them is never drift by itself: the
 * server bumps updated_at on any write, including a change made and undone out of band.
 * They are left out of the report.
 */
const SERVER_TIMESTAMPS = new Set(["updated_at"]);

/**
 * What the provider records of its own accord: a state written by an earlier version gains
 * account_id on its first refresh, which changed nothing on the server.
 */
const FIRST_RECORDED = new Set(["account_id"]);

function driftedResource(rc: ResourceChangeJson): DriftedResource {
  const { before, after, before_sensitive: beforeMarks, after_sensitive: afterMarks, actions } = rc.change;
  const action = actions.length === 1 && actions[0] === "update" ? "update" : actions.includes("delete") && after == null ? "delete" : "other";
  const attributes: DriftedAttribute[] = [];
  if (isRecord(before) && isRecord(after)) {
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const name of names) {
      if (isDeepStrictEqual(before[name], after[name])) continue;
      const sensitive = isSensitive(beforeMarks, name) || isSensitive(afterMarks, name);
      attributes.push({
        attribute: name,
        // An unset value gives nothing away, and tells a password removed from one set.
        old: sensitive ? (before[name] == null ? null : SENSITIVE) : mask(before[name], isRecord(beforeMarks) ? beforeMarks[name] : undefined),
        new: sensitive ? (after[name] == null ? null : SENSITIVE) : mask(after[name], isRecord(afterMarks) ? afterMarks[name] : undefined),
        sensitive,
      });
    }
  }
  const meaningful = attributes.filter((a) => !SERVER_TIMESTAMPS.has(a.attribute) && !(FIRST_RECORDED.has(a.attribute) && a.old === null));
  return {
    address: rc.address,
    type: rc.type,
    action,
    id: stringField(before, "id") ?? stringField(after, "id"),
    domain: stringField(after, "domain") ?? stringField(before, "domain"),
    attributes: meaningful,
  };
}

export function buildReport(stack: string, drift: readonly ResourceChangeJson[]): DriftReport {
  const resources = drift.filter((rc) => rc.mode === undefined || rc.mode === "managed").map(driftedResource);
  // An update whose only differences are server timestamps, or values Terraform normalises
  // away, is not drift.
  const real = resources.filter((r) => r.action !== "update" || r.attributes.length > 0);
  return { stack, drifted: real.length > 0, resources: real };
}
