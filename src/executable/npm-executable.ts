// The npm executable that Terraform launches. Only the handshake (socket, TLS certificate)
// runs before the handshake line; the gRPC transport loads afterwards, and the provider from
// ./provider-runtime, which the build embeds for late loading, on the first call that needs it.
import { builtProviderSchema } from "./built-provider-schema";
import { runProvider, type ProviderRuntime } from "./run";

const { version } = require("../../package.json") as { version: string };

runProvider(version, () => require("./provider-runtime") as ProviderRuntime, builtProviderSchema());
