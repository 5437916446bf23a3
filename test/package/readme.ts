// The parts of the docs the package test runs: the README's user quick start (its install
// commands, its stack, its deploy command) and the drift job of the drift-detection guide.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
/** The README section the package test follows word for word. */
export const QUICK_START = { file: "README.md", title: "Quick start: a CDKTF app" };
/** Where the GitHub Actions drift job is. */
export const DRIFT_JOB = { file: "docs/guides/drift-detection.md", title: "A GitHub Actions job" };

/** A section of a markdown file: from its `## title` (or `###`) to the next heading as high. */
function section(file: string, title: string): string {
  const text = readFileSync(resolve(ROOT, file), "utf8");
  const heading = new RegExp(`^(#{2,3}) ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n`, "m").exec(text);
  if (!heading) throw new Error(`${file} has no section "${title}"`);
  const rest = text.slice(heading.index + heading[0].length);
  const next = new RegExp(`^#{2,${heading[1]!.length}} `, "m").exec(rest);
  return rest.slice(0, next ? next.index : undefined);
}

/** The fenced code blocks of a section in a language, in order. */
export function codeBlocks(where: { file: string; title: string }, language: string): string[] {
  return [...section(where.file, where.title).matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

/** The quick start's shell commands, in order, without comments and blank lines. */
export function quickStartCommands(): string[] {
  return codeBlocks(QUICK_START, "sh")
    .flatMap((block) => block.split("\n"))
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The quick start's TypeScript stack (main.ts). */
export function quickStartStack(): string {
  const [stack] = codeBlocks(QUICK_START, "ts");
  if (!stack) throw new Error(`README: no ts block under ${QUICK_START.title}`);
  return stack;
}

export interface NpmInstall {
  dev: boolean;
  /**
   * name and range (undefined: whatever npm picks) of each package, in order; a tarball
   * (`./NAME-VERSION.tgz`) is its package's name, with the file as given in `tarball`.
   */
  packages: Array<{ name: string; range: string | undefined; tarball?: string }>;
}

/** The quick start's `npm install` commands, read as npm reads them. */
export function quickStartInstalls(): NpmInstall[] {
  return quickStartCommands()
    .filter((command) => /^npm (install|i) /.test(command))
    .map((command) => {
      const words = (command.match(/"[^"]*"|\S+/g) ?? []).slice(2).map((w) => w.replace(/^"|"$/g, ""));
      const dev = words.some((w) => w === "-D" || w === "--save-dev");
      const packages = words
        .filter((w) => !w.startsWith("-"))
        .map((spec) => {
          const packed = /^\.\/(.+)-\d+\.\d+\.\d+(-[\w.]+)?\.tgz$/.exec(spec);
          if (packed) return { name: packed[1]!, range: undefined, tarball: spec };
          const at = spec.indexOf("@", 1);
          return at === -1 ? { name: spec, range: undefined } : { name: spec.slice(0, at), range: spec.slice(at + 1) };
        });
      return { dev, packages };
    });
}

/** Whether `version` satisfies a caret, tilde or exact range as npm reads them (x, x.y or x.y.z). */
export function satisfies(version: string, range: string): boolean {
  const m = /^([~^]?)(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!m) throw new Error(`satisfies: the range ${range} is not one this test reads`);
  const given = [m[2], m[3], m[4]].filter((p): p is string => p !== undefined).map(Number);
  const have = version.split(".").map(Number);
  const lower = [given[0]!, given[1] ?? 0, given[2] ?? 0];
  const below = lower.findIndex((p, i) => have[i] !== p);
  if (below !== -1 && have[below]! < lower[below]!) return false;
  // how many leading parts must stay as given: ^ up to the first non-zero one, ~ up to the minor
  const firstNonZero = given.findIndex((p) => p !== 0);
  const keep = m[1] === "^" ? (firstNonZero === -1 ? given.length : firstNonZero + 1) : m[1] === "~" ? Math.min(2, given.length) : given.length;
  return given.slice(0, keep).every((p, i) => have[i] === p);
}

export interface JobStep {
  run: string;
  env: Record<string, string>;
}

/** The `run:` steps of the guide's GitHub Actions job, with their `env:`. */
export function driftJobSteps(): JobStep[] {
  const [yaml] = codeBlocks(DRIFT_JOB, "yaml");
  if (!yaml) throw new Error(`${DRIFT_JOB.file}: no yaml job under ${DRIFT_JOB.title}`);
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
    if (v === undefined) throw new Error(`the drift job uses ${name}, which the test does not provide`);
    return v;
  });
}
