// A nodefloor build on the provider's own transport (src/tfplugin/transport: the go-plugin
// handshake, mutual TLS, its HTTP/2 and gRPC), answering the given handlers and an empty
// message to every other tfplugin6 method. `load` runs on the first call that needs the
// handlers; with `providerSchema` (GetProviderSchema's response) a launch that only asks for
// the schema never runs it, as the provider's own launches do (src/tfplugin/transport/launch.ts);
// `beforeServe` runs after the handshake, before the transport loads.
import { servePlugin } from "../../src/tfplugin/transport/launch";
import { PROVIDER_METHODS, type ProviderMethod } from "../../src/tfplugin/transport/method-names";
import type { UnaryHandler } from "../../src/tfplugin/transport/http2-grpc";
import type { Handler } from "./handlers";

const unanswered: UnaryHandler = async () => new Uint8Array(0);

export function serveFloor(load: () => Record<string, Handler>, providerSchema?: Uint8Array, beforeServe?: () => void): void {
  const loadHandlers = async (): Promise<Record<ProviderMethod, UnaryHandler>> => {
    const handlers = load();
    return Object.fromEntries(PROVIDER_METHODS.map((method) => [method, handlers[method] ?? unanswered])) as Record<ProviderMethod, UnaryHandler>;
  };
  servePlugin({ loadHandlers, providerSchema, beforeServe, log: { debug: () => undefined } });
}
