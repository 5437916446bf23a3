import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { ALL_TESTS, tierGlob } from "./test/tiers.mts";

// Three projects, chosen by file name: `*.e2e.test.ts` and `*.heavy.test.ts` (test/tiers.mts),
// every other test file unit; CONTRIBUTING.md says how to run each. `vitest run --project
// unit` needs no build; `vitest run` runs all three, as `npm test` does after building.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // At least two files at a time. vitest's default, one fewer than the cores, is a single
    // worker on a 2-core machine, and one e2e file at a time keeps less than one core busy
    // on average: it waits on terraform, on process starts and exits, on a rate-limit
    // window, and a second file fills those gaps. VITEST_MAX_WORKERS=1 runs one at a time
    // (the --maxWorkers flag does not reach the projects).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [ALL_TESTS],
          exclude: [...configDefaults.exclude, tierGlob("e2e"), tierGlob("heavy")],
          // Files share worker processes instead of starting one each (most of the unit
          // tier's time otherwise); each still gets fresh modules (test/support/fresh-modules.ts).
          isolate: false,
          setupFiles: ["test/support/fresh-modules.ts"],
        },
      },
      { extends: true, test: { name: "e2e", include: [tierGlob("e2e")] } },
      { extends: true, test: { name: "heavy", include: [tierGlob("heavy")] } },
    ],
  },
});
