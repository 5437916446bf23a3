// The services a provider process answers, on the HTTP/2 gRPC transport: tfplugin6.Provider,
// go-plugin's controller Shutdown and grpc.health.v1 Check. Anything else is answered
// UNIMPLEMENTED (go-plugin's stdio and broker streams among them, which Terraform treats as
// optional: docs/internals/terraform-protocol.md, "Services Terraform calls"). The handlers (the provider and its protobuf code, which src/tfplugin/serve.ts
// takes from the protocol layer) load on the first tfplugin6 call that needs them: the first
// launch of each Terraform command only asks for the schema, which a schema made at build
// time answers without them.
import { createGrpcTransport, type GrpcTransport, type UnaryHandler } from "./http2-grpc";
import { PROVIDER_METHODS, type ProviderMethod } from "./method-names";

// grpc.health.v1: request {string service = 1}, response {ServingStatus status = 1}; SERVING = 1.
const SERVING = Uint8Array.of(0x08, 0x01);
// plugin.Empty, and a message whose fields are all unset (StopProvider's response without an error), encode as no bytes.
const EMPTY = new Uint8Array(0);

export type ProviderHandlers = Record<ProviderMethod, UnaryHandler>;

export interface GrpcServerOptions {
  /**
   * The provider's handlers; called once, on the first call that needs them. If it rejects,
   * that call and every later one fail with its message, which Terraform shows.
   */
  loadHandlers(): Promise<ProviderHandlers>;
  /** GetProviderSchema's encoded response, when it is known without loading the provider. */
  providerSchema?: Uint8Array;
  /** null: plaintext (debug mode, TF_DISABLE_PLUGIN_TLS). */
  tls: { clientCertDer: Buffer; certPem: string; keyPem: string } | null;
  onShutdown(): void;
  /** The HTTP/2 server under gRPC: ours (./http2-grpc), or node:http2's (./node-http2-grpc). */
  http2Server?: Http2Server;
}

export type Http2Server = "own" | "node";

export type GrpcServer = GrpcTransport;

const providerPath = (method: ProviderMethod): string => `/tfplugin6.Provider/${method}`;

/** The routes by path, with the provider's loaded on the first call that needs them. */
export function serverRoutes(options: Pick<GrpcServerOptions, "loadHandlers" | "providerSchema" | "onShutdown">): Map<string, UnaryHandler> {
  const fixed = options.providerSchema;
  // Answered without the provider, before and after it loads.
  const withoutProvider = new Map<ProviderMethod, UnaryHandler>(fixed ? [["GetProviderSchema", async () => fixed]] : []);
  const routes = new Map<string, UnaryHandler>();
  const route = (method: ProviderMethod, handler: UnaryHandler): void => void routes.set(providerPath(method), withoutProvider.get(method) ?? handler);
  let loading: Promise<ProviderHandlers> | undefined;
  const load = (): Promise<ProviderHandlers> =>
    (loading ??= options.loadHandlers().then((handlers) => {
      // Later calls go straight to the provider's handlers.
      for (const method of PROVIDER_METHODS) route(method, handlers[method]);
      return handlers;
    }));
  for (const method of PROVIDER_METHODS) route(method, async (request) => (await load())[method](request));
  // Nothing runs before the provider loads, so nothing is to stop: an empty response (no error).
  route("StopProvider", async (request) => (loading ? (await load()).StopProvider(request) : EMPTY));
  routes.set("/plugin.GRPCController/Shutdown", async () => {
    // after this reply is on its way: the transport's shutdown lets it finish
    setImmediate(options.onShutdown);
    return EMPTY;
  });
  routes.set("/grpc.health.v1.Health/Check", async () => SERVING);
  return routes;
}

export function startGrpcServer(options: GrpcServerOptions): GrpcServer {
  const transport = { routes: serverRoutes(options), tls: options.tls };
  if (options.http2Server !== "node") return createGrpcTransport(transport);
  // loaded only when chosen: node:http2 is a large module to load at every launch
  const { createNodeHttp2Transport } = require("./node-http2-grpc") as typeof import("./node-http2-grpc");
  return createNodeHttp2Transport(transport);
}
