// Entry point of a provider process: launchPlugin with the gRPC side required lazily from
// this package. An executable that bundles the gRPC side separately calls launchPlugin.
import { launchPlugin, type ProviderSource, type ServeOptions, type ServerModules } from "./launch";

export type { ProviderSource, ServeOptions, ServerModules };

function requireServerModules(): ServerModules {
  const { startGrpcServer } = require("./grpc-server") as typeof import("./grpc-server");
  const { ProviderServer } = require("./services/provider") as typeof import("./services/provider");
  return { startGrpcServer, ProviderServer };
}

/**
 * Serves the provider over go-plugin / tfplugin6 until Terraform shuts it down. A function
 * may be passed instead of the provider: it is called after the handshake line is printed,
 * so the provider's own modules (HTTP client, schemas) load while Terraform connects.
 */
export function serve<Data>(source: ProviderSource<Data>, options: ServeOptions = {}): void {
  launchPlugin(source, { ...options, loadServer: requireServerModules });
}
