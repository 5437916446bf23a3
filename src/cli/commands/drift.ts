// `phpanalytics drift [--stack DIR] [--json]`: a refresh-only plan of a synthesized stack,
// reported as the websites and attributes that changed outside Terraform.
// Exit codes: 0 no drift, 2 drift, 1 error.
import { parseArgs } from "node:util";
import { detectDrift, formatReport, resolveStackDir } from "../../drift";

const HELP = `Usage: phpanalytics drift [--stack DIR] [--json]

Runs a refresh-only plan (terraform init first when needed) of a synthesized stack and
reports every website whose settings changed outside Terraform: resource address, domain,
attribute, old -> new. Sensitive values are shown as "(sensitive)". Nothing is changed.

Options:
  --stack DIR   the stack directory (cdktf.out/stacks/NAME) or a cdktf output directory
                holding one stack (default: ./cdktf.out)
  --json        print a machine-readable report on stdout
  -h, --help    show this help

The provider reads PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY; stack variables come
from TF_VAR_* as usual; TF_CLI_CONFIG_FILE and TERRAFORM_BINARY are respected.

Exit status: 0 no drift, 2 drift found, 1 error.`;

export async function run(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { stack: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (err) {
    process.stderr.write(`phpanalytics drift: ${err instanceof Error ? err.message : String(err)}\nRun \`phpanalytics drift --help\` for the options.\n`);
    return 1;
  }
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return 0;
  }
  try {
    const stackDir = resolveStackDir(values.stack, process.cwd());
    const json = values.json === true;
    const report = await detectDrift({
      stackDir,
      env: process.env,
      log: json ? undefined : (line) => process.stderr.write(`phpanalytics drift: ${line}\n`),
    });
    process.stdout.write(json ? JSON.stringify(report, null, 2) + "\n" : formatReport(report));
    return report.drifted ? 2 : 0;
  } catch (err) {
    process.stderr.write(`phpanalytics drift: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
