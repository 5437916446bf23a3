// Placeholder until the command lands; see ./index.ts.
export async function run(): Promise<number> {
  process.stderr.write("phpanalytics drift: not available in this build\n");
  return 1;
}
