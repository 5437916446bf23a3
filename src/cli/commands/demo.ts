// `phpanalytics demo [--apply] [--out DIR]` (what `npm start` runs). Without
// PHPANALYTICS_BASE_URL/PHPANALYTICS_API_KEY it runs the whole lifecycle on the embedded
// emulator; with both set it synthesizes, plans and detects drift against that server and
// applies only with --apply.
import { runEmbeddedDemo, runRemoteDemo } from "../../demo";
import { startCommand } from "../args";
import { explainFsError, isFsError } from "../fs-errors";

const HELP = `Usage: phpanalytics demo [--apply] [--out DIR]

Without PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY: starts the API emulator, seeds a
website to adopt, synthesizes the CDKTF example stack (examples/cdktf), runs terraform
init and apply, changes a website behind Terraform's back, detects the drift, applies
again and confirms a clean plan. Everything temporary is removed.

With both set: synthesizes the stack into DIR (default ./cdktf.out), runs terraform init,
plan and drift detection against that server, and changes nothing unless --apply is given.
TF_VAR_shop_password must be set then.

Needs terraform on PATH (or TERRAFORM_BINARY) and a built provider (npm run build).`;

export async function run(args: string[]): Promise<number> {
  const values = startCommand("demo", HELP, args, { apply: { type: "boolean" }, out: { type: "string" }, help: { type: "boolean", short: "h" } });
  if (typeof values === "number") return values;
  const write = (text: string) => process.stdout.write(text);
  const remote = Boolean(process.env.PHPANALYTICS_BASE_URL?.trim() && process.env.PHPANALYTICS_API_KEY?.trim());
  try {
    if (remote) await runRemoteDemo({ apply: values.apply === true, outDir: values.out ?? "cdktf.out" }, write);
    else {
      if (values.apply || values.out) process.stderr.write("phpanalytics demo: --apply and --out apply only with PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY set; ignored\n");
      await runEmbeddedDemo(write);
    }
    return 0;
  } catch (err) {
    const message = isFsError(err) ? explainFsError(err, "use", err.path ?? "a temporary directory") : err instanceof Error ? err.message : String(err);
    process.stderr.write(`phpanalytics demo failed: ${message}\n`);
    return 1;
  }
}
