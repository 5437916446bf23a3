// A nodefloor build on the provider's own transport (src/tfplugin/transport: the go-plugin
// handshake, mutual TLS, its HTTP/2 and gRPC), answering the given handlers and an empty
// message to every other tfplugin6 method.
import { servePlugin } from "../../src/tfplugin/transport/launch";
import { PROVIDER_METHODS, type ProviderMethod } from "../../src/tfplugin/transport/method-names";
import type { UnaryHandler } from "../../src/tfplugin/transport/http2-grpc";
import type { Handler } from "./handlers";

const unanswered: UnaryHandler = async () => new Uint8Array(0);

export function serveFloor(handlers: Record<string, Handler>): void {
  const all = Object.fromEntries(PROVIDER_METHODS.map((method) => [method, handlers[method] ?? unanswered])) as Record<ProviderMethod, UnaryHandler>;
  servePlugin({ loadHandlers: async () => all, log: { debug: () => undefined } });
}
