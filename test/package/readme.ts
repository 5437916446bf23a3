// The parts of the README the package test runs: the CDKTF stack and the drift job.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const README = readFileSync(resolve(__dirname, "../../README.md"), "utf8");

function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`README has no section "${title}"`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end === -1 ? undefined : end);
}

/** The fenced code blocks of a README section in a language, in order. */
export function codeBlocks(title: string, language: string): string[] {
  return [...section(title).matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

export interface JobStep {
  run: string;
  env: Record<string, string>;
}

/** The `run:` steps of the README's GitHub Actions job, with their `env:`. */
export function driftJobSteps(): JobStep[] {
  const [yaml] = codeBlocks("Drift detection in CI", "yaml");
  if (!yaml) throw new Error("README: no yaml job under Drift detection in CI");
  const steps: JobStep[] = [];
  let inEnv = false;
  for (const line of yaml.split("\n")) {
    const run = /^\s*- run: (.*)$/.exec(line);
    if (run) {
      steps.push({ run: run[1]!, env: {} });
      inEnv = false;
    } else if (/^\s*- /.test(line)) inEnv = false;
    else if (/^\s+env:\s*$/.test(line) && steps.length > 0) inEnv = true;
    else if (inEnv) {
      const kv = /^\s+([A-Za-z_][A-Za-z0-9_]*): (.*)$/.exec(line);
      if (kv) steps[steps.length - 1]!.env[kv[1]!] = kv[2]!;
    }
  }
  return steps;
}

/** Replaces `${{ vars.X }}` and `${{ secrets.X }}` with the given values; others are an error. */
export function githubExpressions(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{\{\s*(?:vars|secrets)\.([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`README job uses ${name}, which the test does not provide`);
    return v;
  });
}
