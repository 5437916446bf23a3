// The npm executable that Terraform launches. Only the handshake (socket, TLS certificate)
// runs before the handshake line; the gRPC server and the provider load from
// ./provider-runtime afterwards, which the build embeds for late loading.
import { runProvider, type ProviderRuntime } from "./provider-main";

const { version } = require("../../package.json") as { version: string };

runProvider(version, () => require("./provider-runtime") as ProviderRuntime);
