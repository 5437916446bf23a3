// The gRPC side: hand-wired service definitions over the precompiled protobuf code
// (no .proto parsing at run time) and a grpc-js server fed connections through a
// connection injector, so the socket can listen before grpc-js is even loaded.
import type { Duplex } from "node:stream";
import * as grpc from "@grpc/grpc-js";
import { plugin, tfplugin6 } from "./generated/proto";
import type { ProviderServer, Wire } from "./services/provider";

interface Codec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(bytes: Uint8Array): T;
}

function method<Req, Res>(path: string, req: Codec<Req>, res: Codec<Res>): grpc.MethodDefinition<Req, Res> {
  return {
    path,
    requestStream: false,
    responseStream: false,
    requestSerialize: (m: Req) => Buffer.from(req.encode(m).finish()),
    requestDeserialize: (b: Buffer) => req.decode(b),
    responseSerialize: (m: Res) => Buffer.from(res.encode(m).finish()),
    responseDeserialize: (b: Buffer) => res.decode(b),
  };
}

type Pair = { Request: Codec<object>; Response: Codec<object> };
const P = tfplugin6;
const rpc = (name: string, pair: Pair) => method(`/tfplugin6.Provider/${name}`, pair.Request, pair.Response);

export const providerServiceDefinition = {
  GetMetadata: rpc("GetMetadata", P.GetMetadata),
  GetProviderSchema: rpc("GetProviderSchema", P.GetProviderSchema),
  ValidateProviderConfig: rpc("ValidateProviderConfig", P.ValidateProviderConfig),
  ValidateResourceConfig: rpc("ValidateResourceConfig", P.ValidateResourceConfig),
  ValidateDataResourceConfig: rpc("ValidateDataResourceConfig", P.ValidateDataResourceConfig),
  UpgradeResourceState: rpc("UpgradeResourceState", P.UpgradeResourceState),
  ConfigureProvider: rpc("ConfigureProvider", P.ConfigureProvider),
  ReadResource: rpc("ReadResource", P.ReadResource),
  PlanResourceChange: rpc("PlanResourceChange", P.PlanResourceChange),
  ApplyResourceChange: rpc("ApplyResourceChange", P.ApplyResourceChange),
  ImportResourceState: rpc("ImportResourceState", P.ImportResourceState),
  ReadDataSource: rpc("ReadDataSource", P.ReadDataSource),
  GetFunctions: rpc("GetFunctions", P.GetFunctions),
  StopProvider: rpc("StopProvider", P.StopProvider),
} satisfies grpc.ServiceDefinition;

export const controllerServiceDefinition = {
  Shutdown: method("/plugin.GRPCController/Shutdown", plugin.Empty, plugin.Empty),
} satisfies grpc.ServiceDefinition;

// grpc.health.v1: request {string service = 1}, response {ServingStatus status = 1}; SERVING = 1.
const rawBytes: Codec<Uint8Array> = { encode: (m) => ({ finish: () => m }), decode: (b) => b };
export const healthServiceDefinition = {
  Check: method("/grpc.health.v1.Health/Check", rawBytes, rawBytes),
} satisfies grpc.ServiceDefinition;

function unary<Req, Res>(handler: (request: Req) => Promise<Res>): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call.request).then(
      (response) => callback(null, response),
      (error: unknown) =>
        callback({ code: grpc.status.INTERNAL, details: error instanceof Error ? error.message : String(error) }),
    );
  };
}

export interface GrpcServerOptions<Data> {
  provider: ProviderServer<Data>;
  /** null: plaintext (debug mode, TF_DISABLE_PLUGIN_TLS). */
  tls: { clientCertPem: string; certPem: string; keyPem: string } | null;
  onShutdown(): void;
}

export interface GrpcServer {
  inject(connection: Duplex): void;
  shutdown(done: () => void): void;
}

export function startGrpcServer<Data>(options: GrpcServerOptions<Data>): GrpcServer {
  const server = new grpc.Server({
    "grpc.max_receive_message_length": 256 * 1024 * 1024,
    "grpc.max_send_message_length": 256 * 1024 * 1024,
    // Channelz bookkeeping costs time on every call and nothing here reads it.
    "grpc.enable_channelz": 0,
  });
  const s = options.provider;
  const impl: { [K in keyof typeof providerServiceDefinition]: grpc.UntypedHandleCall } = {
    GetMetadata: unary(() => s.getMetadata()),
    GetProviderSchema: unary(() => s.getProviderSchema()),
    ValidateProviderConfig: unary((r: Wire.ValidateProviderConfigRequest) => s.validateProviderConfig(r)),
    ValidateResourceConfig: unary((r: Wire.ValidateResourceConfigRequest) => s.validateResourceConfig(r)),
    ValidateDataResourceConfig: unary((r: Wire.ValidateDataResourceConfigRequest) => s.validateDataResourceConfig(r)),
    UpgradeResourceState: unary((r: Wire.UpgradeResourceStateRequest) => s.upgradeResourceState(r)),
    ConfigureProvider: unary((r: Wire.ConfigureProviderRequest) => s.configureProvider(r)),
    ReadResource: unary((r: Wire.ReadResourceRequest) => s.readResource(r)),
    PlanResourceChange: unary((r: Wire.PlanResourceChangeRequest) => s.planResourceChange(r)),
    ApplyResourceChange: unary((r: Wire.ApplyResourceChangeRequest) => s.applyResourceChange(r)),
    ImportResourceState: unary((r: Wire.ImportResourceStateRequest) => s.importResourceState(r)),
    ReadDataSource: unary((r: Wire.ReadDataSourceRequest) => s.readDataSource(r)),
    GetFunctions: unary(() => s.getFunctions()),
    StopProvider: unary(() => s.stopProvider()),
  };
  server.addService(providerServiceDefinition, impl);
  server.addService(controllerServiceDefinition, {
    Shutdown: (_call: grpc.ServerUnaryCall<object, object>, callback: grpc.sendUnaryData<object>) => {
      callback(null, {});
      options.onShutdown();
    },
  });
  server.addService(healthServiceDefinition, {
    Check: (_call: grpc.ServerUnaryCall<Uint8Array, Uint8Array>, callback: grpc.sendUnaryData<Uint8Array>) =>
      callback(null, Uint8Array.of(0x08, 0x01)),
  });
  const credentials = options.tls
    ? grpc.ServerCredentials.createSsl(
        Buffer.from(options.tls.clientCertPem),
        [{ private_key: Buffer.from(options.tls.keyPem), cert_chain: Buffer.from(options.tls.certPem) }],
        true,
      )
    : grpc.ServerCredentials.createInsecure();
  const injector = server.createConnectionInjector(credentials);
  return {
    inject: (connection) => injector.injectConnection(connection),
    shutdown(done) {
      server.tryShutdown(() => done());
    },
  };
}
