// The built `phpanalytics` CLI, exactly as users run it. `npm test` builds before testing;
// a test run on its own needs `npm run build` first.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

export const CLI = resolve(__dirname, "../../dist/cli/phpanalytics.js");

export function builtCli(): string {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first (npm test does)`);
  return CLI;
}
