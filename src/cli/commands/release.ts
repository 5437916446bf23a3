// `phpanalytics release --out DIR`: the standalone provider executable packaged as a
// provider network mirror (and registry) serves it. See src/release/mirror.ts.
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { PROVIDER_ADDRESS } from "../../provider/address";
import { writeRelease } from "../../release/mirror";
import { providerVersion, terraformPlatform } from "../../install";
import { startCommand } from "../args";

const HELP = `Usage: phpanalytics release --out DIR [--binary FILE]

Writes what a Terraform provider network mirror serves, with DIR as the mirror's root:
  DIR/registry.terraform.io/phpanalytics/phpanalytics/
    index.json, VERSION.json                              (the network mirror protocol)
    terraform-provider-phpanalytics_VERSION_OS_ARCH.zip   (the standalone executable, started
                                                           by a sh launcher on Unix)
    terraform-provider-phpanalytics_VERSION_SHA256SUMS
and prints their paths. Publish DIR on any static HTTPS host and set
  provider_installation { network_mirror { url = "https://HOST/PATH/" } }
in the Terraform CLI configuration. Writing into a DIR that already holds other versions
adds this one.

  --out DIR      where to write (created when missing)
  --binary FILE  the standalone executable (default: build/sea/terraform-provider-phpanalytics,
                 which npm run build:sea builds for this machine's platform)
  -h, --help     show this help`;

export function standaloneExecutablePath(): string {
  return resolve(__dirname, "../../../build/sea/terraform-provider-phpanalytics");
}

export async function run(args: string[]): Promise<number> {
  const values = startCommand("release", HELP, args, { out: { type: "string" }, binary: { type: "string" }, help: { type: "boolean", short: "h" } });
  if (typeof values === "number") return values;
  if (!values.out) {
    process.stderr.write(
      "phpanalytics release: --out DIR is required: the directory to write the mirror into.\nRun `phpanalytics release --help` for the options.\n",
    );
    return 1;
  }
  const binary = resolve(values.binary ?? standaloneExecutablePath());
  if (!existsSync(binary) || !statSync(binary).isFile()) {
    const hint = values.binary ? "check the --binary path" : "build it with npm run build:sea in a clone of the project, or pass --binary FILE";
    process.stderr.write(`phpanalytics release: the standalone executable ${binary} is missing: ${hint}.\n`);
    return 1;
  }
  const out = await writeRelease(resolve(values.out), {
    address: PROVIDER_ADDRESS,
    version: providerVersion(),
    platform: terraformPlatform(),
    executable: readFileSync(binary),
  });
  process.stdout.write([out.zip, out.sums, out.index, out.versionJson, ""].join("\n"));
  return 0;
}
