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
