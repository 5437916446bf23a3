// The three tiers of the suite, as vitest projects (vitest.config.mts). A test file's name
// says its tier, so a new file needs no list to be run in the right one:
//
// - `NAME.test.ts`, unit: no build, no terraform, no spawned phpanalytics CLI or provider
//   executable. Runs from a fresh clone after `npm ci`, with nothing built: `npm run test:unit`.
// - `NAME.e2e.test.ts`, e2e: needs `npm run build`: real terraform against the emulator, the
//   built CLI, the built provider executable, dist/. `npm run test:e2e` builds first.
// - `NAME.heavy.test.ts`, heavy: needs `npm run build:sea` or minutes of its own: the
//   standalone executable, the packed tarball, cdktn (on Node 22), the pg backend and the
//   network mirror. `npm run test:heavy` builds both first.
//
// test/tiers.test.ts fails when a file's name and what it reaches disagree.

export type Tier = "unit" | "e2e" | "heavy";

/** What a file name ends with in each tier; the unit tier's is the plain one. */
export const TIER_SUFFIX: Readonly<Record<Tier, string>> = { unit: ".test.ts", e2e: ".e2e.test.ts", heavy: ".heavy.test.ts" };

/** Every test file of the suite, whatever its tier. */
export const ALL_TESTS = `test/**/*${TIER_SUFFIX.unit}`;

/** The glob that selects one tier's files (the unit tier: every test file less the others). */
export function tierGlob(tier: Exclude<Tier, "unit">): string {
  return `test/**/*${TIER_SUFFIX[tier]}`;
}

/** The tier a test file's name puts it in. */
export function tierOf(file: string): Tier {
  if (file.endsWith(TIER_SUFFIX.e2e)) return "e2e";
  if (file.endsWith(TIER_SUFFIX.heavy)) return "heavy";
  return "unit";
}
