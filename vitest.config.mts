import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { E2E, HEAVY } from "./test/tiers.mts";

// Three projects; test/tiers.mts says which files go where, CONTRIBUTING.md how to run each.
// `vitest run --project unit` needs no build; `vitest run` runs all three, as `npm test`
// does after building.
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
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...E2E, ...HEAVY],
          // Files share worker processes instead of starting one each (most of the unit
          // tier's time otherwise); each still gets fresh modules (test/support/fresh-modules.ts).
          isolate: false,
          setupFiles: ["test/support/fresh-modules.ts"],
        },
      },
      { extends: true, test: { name: "e2e", include: [...E2E] } },
      { extends: true, test: { name: "heavy", include: [...HEAVY] } },
    ],
  },
});
