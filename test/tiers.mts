// The three tiers of the suite, as vitest projects (vitest.config.mts). A test file is a
// `unit` test unless it is listed here; test/tiers.test.ts keeps these lists current.
//
// - unit: no build, no terraform, no spawned phpanalytics CLI or provider executable. Runs
//   from a fresh clone after `npm ci`, in under a minute: `npm run test:unit`.
// - e2e: needs `npm run build`: real terraform against the emulator, the built CLI, the
//   built provider executable, dist/. `npm run test:e2e` builds first.
// - heavy: needs `npm run build:sea` or minutes of its own: the standalone executable, the
//   packed tarball, cdktn (on Node 22), the pg backend and the network mirror.
//   `npm run test:heavy` builds both first.

/** Real terraform against the emulator, the built CLI or the built provider executable. */
export const E2E: readonly string[] = [
  "test/e2e/**/*.test.ts",
  "test/adopt/e2e.test.ts",
  "test/adopt/generate-config.test.ts",
  "test/adopt/other-stacks.test.ts",
  "test/api/undici-loading.test.ts",
  "test/cdktf/cli.test.ts",
  "test/cdktf/demo.test.ts",
  "test/cdktf/stack.test.ts",
  "test/cdktf/teams.test.ts",
  "test/cli/demo-remote.test.ts",
  "test/cli/install.test.ts",
  "test/cli/lock-warning.test.ts",
  "test/cli/messages.test.ts",
  "test/cli/provider-launcher.test.ts",
  "test/cli/schema-launch.test.ts",
  "test/cli/v8-flags.test.ts",
  "test/cli/v8-tuning.test.ts",
  "test/docs/health-check-guide.test.ts",
  "test/drift/checks.test.ts",
  "test/drift/stopped-server.test.ts",
  "test/drift/unmanaged.test.ts",
  "test/emulator/cli.test.ts",
  "test/package/dist-modules.test.ts",
  "test/recovery/cdktf.test.ts",
  "test/recovery/e2e.test.ts",
  "test/reliability/bad-input-scale.test.ts",
  "test/reliability/faults.test.ts",
  "test/reliability/interrupt.test.ts",
  "test/reliability/restart.test.ts",
  "test/tfplugin/e2e-terraform.test.ts",
];

/** The standalone executable, the packed tarball, cdktn, the pg backend, the network mirror. */
export const HEAVY: readonly string[] = [
  "test/sea/**/*.test.ts",
  "test/package/installed.test.ts",
  "test/cdktn/**/*.test.ts",
  "test/reliability/pg-backend.test.ts",
  "test/release/network-mirror.test.ts",
];
