// The services a provider process answers, on the HTTP/2 gRPC transport: tfplugin6.Provider
// (the ProviderServer's methods over the precompiled protobuf code), go-plugin's controller
// Shutdown and grpc.health.v1 Check. Anything else is answered UNIMPLEMENTED (go-plugin's
// stdio and broker streams among them, which Terraform treats as optional).
import { plugin, tfplugin6 } from "./generated/proto";
import { createGrpcTransport, type GrpcTransport, type UnaryHandler } from "./http2-grpc";
import type { ProviderServer } from "./services/provider";

interface Codec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(bytes: Uint8Array): T;
}

function unary<Req, Res>(req: Codec<Req>, res: Codec<Res>, handle: (request: Req) => Promise<Res>): UnaryHandler {
  return async (bytes) => res.encode(await handle(req.decode(bytes))).finish();
}

// grpc.health.v1: request {string service = 1}, response {ServingStatus status = 1}; SERVING = 1.
const SERVING = Uint8Array.of(0x08, 0x01);

export interface GrpcServerOptions<Data> {
  provider: ProviderServer<Data>;
  /** null: plaintext (debug mode, TF_DISABLE_PLUGIN_TLS). */
  tls: { clientCertDer: Buffer; certPem: string; keyPem: string } | null;
  onShutdown(): void;
}

export type GrpcServer = GrpcTransport;

export function providerRoutes<Data>(s: ProviderServer<Data>, onShutdown: () => void): Map<string, UnaryHandler> {
  const P = tfplugin6;
  const routes: Array<[string, UnaryHandler]> = [
    ["GetMetadata", unary(P.GetMetadata.Request, P.GetMetadata.Response, () => s.getMetadata())],
    ["GetProviderSchema", unary(P.GetProviderSchema.Request, P.GetProviderSchema.Response, () => s.getProviderSchema())],
    ["ValidateProviderConfig", unary(P.ValidateProviderConfig.Request, P.ValidateProviderConfig.Response, (r) => s.validateProviderConfig(r))],
    ["ValidateResourceConfig", unary(P.ValidateResourceConfig.Request, P.ValidateResourceConfig.Response, (r) => s.validateResourceConfig(r))],
    [
      "ValidateDataResourceConfig",
      unary(P.ValidateDataResourceConfig.Request, P.ValidateDataResourceConfig.Response, (r) => s.validateDataResourceConfig(r)),
    ],
    ["UpgradeResourceState", unary(P.UpgradeResourceState.Request, P.UpgradeResourceState.Response, (r) => s.upgradeResourceState(r))],
    ["ConfigureProvider", unary(P.ConfigureProvider.Request, P.ConfigureProvider.Response, (r) => s.configureProvider(r))],
    ["ReadResource", unary(P.ReadResource.Request, P.ReadResource.Response, (r) => s.readResource(r))],
    ["PlanResourceChange", unary(P.PlanResourceChange.Request, P.PlanResourceChange.Response, (r) => s.planResourceChange(r))],
    ["ApplyResourceChange", unary(P.ApplyResourceChange.Request, P.ApplyResourceChange.Response, (r) => s.applyResourceChange(r))],
    ["ImportResourceState", unary(P.ImportResourceState.Request, P.ImportResourceState.Response, (r) => s.importResourceState(r))],
    ["ReadDataSource", unary(P.ReadDataSource.Request, P.ReadDataSource.Response, (r) => s.readDataSource(r))],
    ["GetFunctions", unary(P.GetFunctions.Request, P.GetFunctions.Response, () => s.getFunctions())],
    ["StopProvider", unary(P.StopProvider.Request, P.StopProvider.Response, () => s.stopProvider())],
  ];
  const map = new Map(routes.map(([name, handler]) => [`/tfplugin6.Provider/${name}`, handler]));
  map.set("/plugin.GRPCController/Shutdown", async () => {
    // after this reply is on its way: the transport's shutdown lets it finish
    setImmediate(onShutdown);
    return plugin.Empty.encode({}).finish();
  });
  map.set("/grpc.health.v1.Health/Check", async () => SERVING);
  return map;
}

export function startGrpcServer<Data>(options: GrpcServerOptions<Data>): GrpcServer {
  return createGrpcTransport({ routes: providerRoutes(options.provider, options.onShutdown), tls: options.tls });
}
