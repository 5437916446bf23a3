// The provider executable that Terraform launches (bundled into one file by the build).
import { serve } from "../tfplugin";
import { PROVIDER_ADDRESS, createProvider } from "../provider";
const { version } = require("../../package.json") as { version: string };

serve(() => createProvider(version), { address: PROVIDER_ADDRESS, debug: process.argv.includes("--debug") });
