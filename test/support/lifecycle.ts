// The lifecycle every front end of the example stack goes through, with the same checks:
// synth -> apply -> (a plan and a drift check that find nothing) -> a change made outside
// Terraform, found as drift -> converge -> destroy. Each front end (the cdktf stack, the
// cdktn stack, the HCL stack, the demo) says how it does each step and what it expects; its
// own checks go in `also` (on a step's result) and `extra` (steps of their own after one).
//
// The checks, whatever the front end:
// - no step shows a secret; the stack holds none, and no server URL;
// - the stack declares exactly the expected websites, and the apply creates them on the
//   server, printing the expected summary;
// - the drift check names the changed website alone, with each changed attribute's old and
//   new values; the converging apply prints its summary and restores the website, after
//   which a plan and a drift check find nothing;
// - the destroy prints its summary and leaves the account empty.
// Where a front end cannot show something (the demo removes its workspace and keeps its
// emulator to itself) it says so by leaving it out: `stack: undefined`, no `server`.
import { describe, expect, it } from "vitest";
import type { PhpAnalyticsClient, UpdateWebsiteInput, Website } from "../../src/api";
import type { RunResult } from "../e2e/harness";
import type { Finding } from "./findings";

export type { Finding } from "./findings";

/** What a user saw of one step: the commands' stdout and stderr. */
export interface Seen {
  output: string;
}

export interface Synthesized extends Seen {
  /** The configuration terraform reads (cdk.tf.json or main.tf); undefined if not shown. */
  stack: string | undefined;
}

export interface Planned extends Seen {
  changes: boolean;
}

export interface DriftSeen extends Seen {
  /** The drift check's verdict (its exit code, or its summary line). */
  drifted: boolean;
  findings: Finding[];
}

/** A plan and a drift check of the applied stack. */
export interface Settled {
  plan: Planned;
  drift: DriftSeen;
}

/** A change made outside Terraform (through the API), and what drift detection must find. */
export interface OutsideChange {
  address: string;
  domain: string;
  update: UpdateWebsiteInput;
  /** Each changed attribute as Terraform names it, with its old and new value. */
  found: Omit<Finding, "address">[];
  /** What the website holds again once the apply has converged. */
  restored: Partial<Website>;
}

export interface FrontEnd {
  synth(): Promise<Synthesized>;
  apply(): Promise<Seen>;
  settled(): Promise<Settled>;
  changeOutside(change: OutsideChange): Promise<Seen>;
  drift(): Promise<DriftSeen>;
  converge(): Promise<Seen>;
  /** Undefined for a front end that ends without destroying (the demo). */
  destroy: (() => Promise<Seen>) | undefined;
}

export type StepName = "synth" | "apply" | "settle" | "drift" | "converge" | "destroy";
type Awaitable = void | Promise<void>;

/** A front end's own checks on the result of a shared step. */
export interface Also {
  synth?(seen: Synthesized): Awaitable;
  apply?(seen: Seen): Awaitable;
  settle?(seen: Settled): Awaitable;
  drift?(seen: DriftSeen): Awaitable;
  converge?(seen: Seen, settled: Settled): Awaitable;
  destroy?(seen: Seen): Awaitable;
}

/** A front end's own step, run after the shared step it is listed under. */
export interface ExtraStep {
  name: string;
  run(): Promise<void>;
}

export interface Lifecycle {
  frontEnd: FrontEnd;
  /** The account the stack manages, read to check each step; undefined if out of reach. */
  server: (() => PhpAnalyticsClient) | undefined;
  /** Text no step may show: the API key, passwords. */
  secrets: readonly (string | RegExp)[];
  /** Text the stack must not hold either (the server's URL: the provider reads it from the environment). */
  notInStack: () => readonly string[];
  /** The stack's websites: address -> the domain the server stores. */
  websites: Readonly<Record<string, string>>;
  /** Whether a plan and a drift check follow the first apply (the demo goes straight to the change). */
  settleAfterApply: boolean;
  /** The summaries terraform prints. */
  applied: string;
  change: OutsideChange;
  converged: string;
  destroyed: string | undefined;
  also?: Also;
  extra?: Partial<Record<StepName, readonly ExtraStep[]>>;
  /** Per step, in ms (the vitest default otherwise). */
  timeout?: number;
}

export function expectNoSecrets(text: string, secrets: readonly (string | RegExp)[]): void {
  for (const secret of secrets) {
    if (typeof secret === "string") expect(text).not.toContain(secret);
    else expect(text).not.toMatch(secret);
  }
}

/** The phpanalytics_website resources a stack declares: cdk.tf.json or HCL. */
export function declaredWebsites(stack: string): string[] {
  if (stack.trimStart().startsWith("{")) {
    const parsed = JSON.parse(stack) as { resource?: { phpanalytics_website?: Record<string, unknown> } };
    return Object.keys(parsed.resource?.phpanalytics_website ?? {}).map((name) => `phpanalytics_website.${name}`);
  }
  return [...stack.matchAll(/^resource\s+"phpanalytics_website"\s+"([\w-]+)"/gm)].map((m) => `phpanalytics_website.${m[1]}`);
}

/** A front end's changeOutside for a server it reaches through the API. */
export function changeThroughApi(api: () => PhpAnalyticsClient): (change: OutsideChange) => Promise<Seen> {
  return async (change) => {
    const website = await api().findWebsiteByDomain(change.domain);
    expect(website, `${change.domain} is on the server`).toBeDefined();
    await api().updateWebsite(website!.id, change.update);
    return { output: "" };
  };
}

export interface TerraformSteps {
  apply(): Promise<Seen>;
  /** terraform plan -detailed-exitcode */
  plan(): Promise<Planned>;
  destroy(): Promise<Seen>;
}

/** The terraform commands of a front end that runs terraform itself: `terraform` runs one, as given. */
export function terraformSteps(terraform: (args: string[]) => Promise<RunResult>): TerraformSteps {
  const tf = async (args: string[], codes: readonly number[]): Promise<RunResult> => {
    const result = await terraform(args);
    if (!codes.includes(result.code))
      throw new Error(`terraform ${args.join(" ")} exited ${result.code}, expected ${codes.join(" or ")}\n${result.stdout}\n${result.stderr}`);
    return result;
  };
  const text = (r: RunResult) => r.stdout + r.stderr;
  return {
    apply: async (): Promise<Seen> => ({ output: text(await tf(["apply", "-input=false", "-auto-approve"], [0])) }),
    plan: async (): Promise<Planned> => {
      const result = await tf(["plan", "-input=false", "-detailed-exitcode"], [0, 2]);
      return { changes: result.code === 2, output: text(result) };
    },
    destroy: async (): Promise<Seen> => ({ output: text(await tf(["destroy", "-input=false", "-auto-approve"], [0])) }),
  };
}

/** Declares the lifecycle's steps, in order, as the tests of one describe block. */
export function lifecycle(title: string, spec: Lifecycle): void {
  const { frontEnd: fe, secrets, change } = spec;
  const server = () => spec.server?.();
  const noSecrets = (...texts: string[]) => expectNoSecrets(texts.join("\n"), secrets);
  const options = spec.timeout === undefined ? {} : { timeout: spec.timeout };
  const extra = (step: StepName) => {
    for (const s of spec.extra?.[step] ?? []) it(s.name, options, () => s.run());
  };
  const settles = async (): Promise<Settled> => {
    const settled = await fe.settled();
    noSecrets(settled.plan.output, settled.drift.output);
    expect(settled.plan.changes, `the plan finds changes:\n${settled.plan.output}`).toBe(false);
    expect(settled.drift.drifted, `the drift check finds drift:\n${settled.drift.output}`).toBe(false);
    expect(settled.drift.findings).toEqual([]);
    return settled;
  };
  const websitesOnServer = async (api: PhpAnalyticsClient) => (await api.listAllWebsites({ sortBy: "domain", sort: "asc" })).websites;

  describe(title, () => {
    it("synth: writes the stack of the expected websites, with no secret in it", options, async () => {
      const seen = await fe.synth();
      noSecrets(seen.output);
      if (seen.stack !== undefined) {
        noSecrets(seen.stack);
        for (const text of spec.notInStack()) expect(seen.stack).not.toContain(text);
        expect(declaredWebsites(seen.stack).sort()).toEqual(Object.keys(spec.websites).sort());
      }
      await spec.also?.synth?.(seen);
    });
    extra("synth");

    it(`apply: creates the websites (${spec.applied})`, options, async () => {
      const seen = await fe.apply();
      noSecrets(seen.output);
      expect(seen.output).toContain(spec.applied);
      const api = server();
      if (api) expect((await websitesOnServer(api)).map((w) => w.domain)).toEqual(Object.values(spec.websites).sort());
      await spec.also?.apply?.(seen);
    });
    extra("apply");

    if (spec.settleAfterApply) {
      it("settle: a plan and a drift check then find nothing to do", options, async () => {
        await spec.also?.settle?.(await settles());
      });
      extra("settle");
    }

    it(`drift: a change outside Terraform is found, naming ${change.address} and what changed`, options, async () => {
      noSecrets((await fe.changeOutside(change)).output);
      const seen = await fe.drift();
      noSecrets(seen.output);
      expect(seen.drifted, seen.output).toBe(true);
      expect([...new Set(seen.findings.map((f) => f.address))]).toEqual([change.address]);
      for (const found of change.found) expect(seen.findings).toContainEqual({ address: change.address, ...found });
      await spec.also?.drift?.(seen);
    });
    extra("drift");

    it(`converge: an apply restores the website (${spec.converged}); plan and drift then find nothing`, options, async () => {
      const seen = await fe.converge();
      noSecrets(seen.output);
      expect(seen.output).toContain(spec.converged);
      const settled = await settles();
      const api = server();
      if (api) expect(await api.findWebsiteByDomain(change.domain)).toMatchObject(change.restored);
      await spec.also?.converge?.(seen, settled);
    });
    extra("converge");

    const destroy = fe.destroy;
    const summary = spec.destroyed;
    if ((destroy === undefined) !== (summary === undefined)) throw new Error(`${title}: a front end that destroys says what the destroy prints, and only then`);
    if (destroy !== undefined && summary !== undefined) {
      it(`destroy: removes every website (${summary})`, options, async () => {
        const seen = await destroy();
        noSecrets(seen.output);
        expect(seen.output).toContain(summary);
        const api = server();
        if (api) expect(await websitesOnServer(api)).toEqual([]);
        await spec.also?.destroy?.(seen);
      });
      extra("destroy");
    }
  });
}
