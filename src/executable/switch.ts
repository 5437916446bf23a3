// The off switch of every start-up measure (see ./index.ts). It imports nothing, so that any
// module a measure lives in (the API client's early connection, the launchers' sh) can ask it
// without loading anything else.

/** The environment variable that turns every start-up measure off. */
export const PLAIN_START = "PHPANALYTICS_PLAIN_START";

/** Whether the provider starts the plain way: the variable is set to anything but "" or "0". */
export function plainStart(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[PLAIN_START];
  return value !== undefined && value !== "" && value !== "0";
}
