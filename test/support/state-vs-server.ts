// What Terraform's state records against what the server holds: the checks a test of many
// websites ends with.
import { expect } from "vitest";
import type { Workspace } from "../e2e/harness";
import { tf, tfExpect } from "./terraform-runs";

export interface StateWebsite {
  address: string;
  id: string;
  domain: string;
}

interface ShowJson {
  values?: { root_module?: { resources?: Array<{ address: string; type: string; values: { id?: string; domain?: string } }> } };
}

/** The websites Terraform's state records, from `terraform show -json`. */
export async function stateWebsites(ws: Workspace, env: NodeJS.ProcessEnv): Promise<StateWebsite[]> {
  const show = await tfExpect(ws, ["show", "-json"], 0, env);
  const parsed = JSON.parse(show.stdout) as ShowJson;
  return (parsed.values?.root_module?.resources ?? [])
    .filter((r) => r.type === "phpanalytics_website")
    .map((r) => ({ address: r.address, id: String(r.values.id), domain: String(r.values.domain) }));
}

/** `terraform state list`, one address a line. */
export async function stateList(ws: Workspace, env: NodeJS.ProcessEnv): Promise<string[]> {
  const list = await tf(ws, ["state", "list"], env);
  if (list.code !== 0) {
    // An empty or missing state is not an error worth failing on here.
    if (/No state file was found/i.test(list.stderr)) return [];
    throw new Error(`terraform state list exited ${list.code}\n${list.stdout}\n${list.stderr}`);
  }
  return list.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

export interface ServerWebsite {
  id: number;
  domain: string;
}

/**
 * The convergence checks every test ends with: the server holds exactly the expected
 * domains, once each; the state holds exactly those websites, by id.
 */
export function expectStateMatchesServer(server: ServerWebsite[], state: StateWebsite[], domains: string[]): void {
  const serverDomains = server.map((w) => w.domain).sort();
  expect(duplicates(serverDomains), "duplicate websites on the server").toEqual([]);
  expect(serverDomains).toEqual([...domains].sort());
  expect(state).toHaveLength(domains.length);
  expect(state.map((s) => s.id).sort()).toEqual(server.map((w) => String(w.id)).sort());
  const byId = new Map(server.map((w) => [String(w.id), w.domain]));
  for (const s of state) expect(byId.get(s.id), `${s.address} (id ${s.id})`).toBe(s.domain);
}

export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}
