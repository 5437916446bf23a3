// Where the standalone executable is (npm run build:sea builds it; npm test does so first).
import { existsSync } from "node:fs";
import { join } from "node:path";

export const SEA_EXECUTABLE = join(__dirname, "..", "..", "build", "sea", "terraform-provider-phpanalytics");

export function requireSeaExecutable(): string {
  if (!existsSync(SEA_EXECUTABLE)) throw new Error(`${SEA_EXECUTABLE} is missing: run npm run build:sea (npm test runs it)`);
  return SEA_EXECUTABLE;
}
