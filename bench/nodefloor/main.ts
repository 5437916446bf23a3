// nodefloor on the provider's own transport (src/tfplugin/transport: the go-plugin
// handshake, mutual TLS, its HTTP/2 and gRPC): what any launch of a Node provider pays when
// it answers as little as gofloor does. Built into one file by bench/nodefloor.mjs.
import { servePlugin } from "../../src/tfplugin/transport/launch";
import { PROVIDER_METHODS, type ProviderMethod } from "../../src/tfplugin/transport/method-names";
import type { UnaryHandler } from "../../src/tfplugin/transport/http2-grpc";
import { handlers } from "./handlers";

const unanswered: UnaryHandler = async () => new Uint8Array(0);
const all = Object.fromEntries(PROVIDER_METHODS.map((method) => [method, handlers[method] ?? unanswered])) as Record<ProviderMethod, UnaryHandler>;

servePlugin({ loadHandlers: async () => all, log: { debug: () => undefined } });
