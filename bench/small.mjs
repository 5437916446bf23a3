// Target 10 (issue 35): the stacks most teams have, tens of websites
// rather than thousands. A plan with no changes and a validate of 10 websites, ours against
// gofloor with phpanalytics_website's exact schema (and gofloor as shipped, and
// terraform_data with no provider process, for reference), emulator rate limit off. At this
// size a command is mostly provider launches and Terraform's own start, so these show what
// start-up costs a user, where targets 7 to 9 show the cost per resource. Interleaved rounds
// (the order rotates every round, plans and validates mixed), medians reported.
// nodefloor (bench/nodefloor.mjs) in its builds runs in the same rounds: the floor of any Node
// provider, against which the targets are judged (bench/node-floor-rows.mjs). The reads floors
// (nodefloorreads, nodefloorprotobuf on protobufjs, and nodefloorwork reading on undici and
// decoding values), which read every website as a plan must, run the plans only (their validate is nodefloor's: nothing is read there), on the
// account ours plans against.
import { floorHome, planWorkspaces, rotated, runReadsFloor, runner } from "./floor.mjs";
import { smallTargetRows } from "./node-floor-rows.mjs";
import { API_KEY, PLAN, READS_FLOORS, loadDist, log, websiteSchemaAttributes } from "./lib.mjs";

const N = 10;
const VALIDATE = ["validate", "-no-color"];
const KINDS = ["ours", "gofloor", "matched", "nodefloor", "nodefloorh2", "terraform_data"];

export async function benchSmall({ quick }) {
  const rounds = quick ? 3 : 11;
  const key = `${API_KEY}-small`;
  const { startEmulator } = loadDist();
  const home = await floorHome(websiteSchemaAttributes());
  const emulator = await startEmulator({ rateLimit: 0, apiKeys: [key], quiet: true });
  const results = {}; // `${kind}/${N}/${op}` -> runs
  const run = runner(home, results);
  try {
    const dirs = await planWorkspaces(home, emulator, key, N, run, ["nodefloor", "nodefloorh2", ...READS_FLOORS]);
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: key };
    const commands = KINDS.flatMap((kind) => [
      [kind, "plan", PLAN],
      [kind, "validate", VALIDATE],
    ]);
    for (const kind of READS_FLOORS) commands.push([kind, "plan", PLAN]);
    for (let i = 0; i < rounds; i++) {
      for (const [kind, op, args] of rotated(commands, i)) {
        if (READS_FLOORS.includes(kind)) await runReadsFloor(run, results, emulator, kind, N, op, dirs[kind], args, env);
        else await run(kind, N, op, dirs[kind], args, kind === "ours" ? env : {});
      }
    }
  } finally {
    await emulator.close();
    if (!process.env.BENCH_KEEP) home.dispose();
    else log(`kept ${home.root}`);
  }
  return smallTargetRows(results, N);
}
