// The provider executable that Terraform launches. Only the handshake (socket, TLS
// certificate) runs before the handshake line; the gRPC server and the provider load
// from ./provider-runtime afterwards, which the build embeds for late loading.
import { launchPlugin } from "../tfplugin/launch";
import { PROVIDER_ADDRESS } from "../provider/address";

const { version } = require("../../package.json") as { version: string };
const runtime = (): typeof import("./provider-runtime") => require("./provider-runtime") as typeof import("./provider-runtime");

launchPlugin(() => runtime().createProvider(version), {
  address: PROVIDER_ADDRESS,
  debug: process.argv.includes("--debug"),
  loadServer: () => runtime(),
});
