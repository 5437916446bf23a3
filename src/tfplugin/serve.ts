// The three layers wired together: the transport serves, as the tfplugin6 methods' handlers,
// the protocol layer's ProviderServer around a framework Provider. The transport imports
// neither of the other layers, so this is the one place that knows all three.
// It runs before the handshake line, in the small first stage of the npm executable: it
// loads only the transport's launch and the framework's log; the provider and the protocol
// layer come from `loadServer`, on the first call that needs them.
import { JsonLogger } from "./framework/log";
import type { Provider } from "./framework/types";
import type { ProviderServer } from "./protocol/services/provider-server";
import { servePlugin, type PluginOptions } from "./transport/launch";

export type { ServeOptions } from "./transport/launch";

export interface LaunchOptions extends Omit<PluginOptions, "loadHandlers" | "onShutdown" | "log"> {
  /** Loads the provider's side of the server, on the first call that needs it (see serve() in ./index for the usual way). */
  loadServer: () => ServerModules;
}

export interface ServerModules {
  ProviderServer: typeof import("./protocol/services/provider-server").ProviderServer;
  providerHandlers: typeof import("./protocol/protobuf-methods").providerHandlers;
}

export type ProviderSource<Data> = Provider<Data> | (() => Provider<Data> | Promise<Provider<Data>>);

/** Serves the provider until Terraform shuts it down; see serve() in ./index for the usual way. */
export function launchPlugin<Data>(source: ProviderSource<Data>, options: LaunchOptions): void {
  const { loadServer, ...launch } = options;
  const log = new JsonLogger("provider");
  let providerServer: ProviderServer<Data> | undefined;
  servePlugin({
    ...launch,
    log,
    loadHandlers: async () => {
      const { ProviderServer, providerHandlers } = loadServer();
      providerServer = new ProviderServer<Data>(await resolveProvider(source), log);
      return providerHandlers(providerServer);
    },
    onShutdown: () => providerServer?.stop("the provider is shutting down"),
  });
}

async function resolveProvider<Data>(source: ProviderSource<Data>): Promise<Provider<Data>> {
  return typeof source === "function" ? await source() : source;
}
