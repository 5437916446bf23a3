// The tfplugin6.Provider methods over the precompiled protobuf code: each decodes its
// request, calls the ProviderServer and encodes the response. Loaded with the provider, on
// the first call that needs it (see src/tfplugin/transport/grpc-server.ts, which routes
// /tfplugin6.Provider/<method> to the handler of that name).
import { tfplugin6 } from "./generated/proto";
import type { ProviderServer } from "./services/provider-server";

/** One method: the request message's bytes in, the response message's bytes out. */
type MethodHandler = (request: Uint8Array) => Promise<Uint8Array>;

interface Codec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(bytes: Uint8Array): T;
}

function unary<Req, Res>(req: Codec<Req>, res: Codec<Res>, handle: (request: Req) => Promise<Res>): MethodHandler {
  return async (bytes) => res.encode(await handle(req.decode(bytes))).finish();
}

/**
 * GetProviderSchema's response as sent. Both executables are built with it (scripts/build.mjs,
 * src/executable/standalone-snapshot.ts), so a launch that only asks for the schema makes no provider.
 */
export function encodeProviderSchema<Data>(s: ProviderServer<Data>): Uint8Array {
  return tfplugin6.GetProviderSchema.Response.encode(s.providerSchema()).finish();
}

/**
 * The handlers by method name. The transport, which knows the names without this module,
 * takes them as its ProviderHandlers: src/tfplugin/serve.ts, where the two meet, does not
 * compile if a method it routes has no handler here.
 */
export function providerHandlers<Data>(s: ProviderServer<Data>) {
  const P = tfplugin6;
  return {
    GetMetadata: unary(P.GetMetadata.Request, P.GetMetadata.Response, () => s.getMetadata()),
    GetProviderSchema: async () => encodeProviderSchema(s),
    ValidateProviderConfig: unary(P.ValidateProviderConfig.Request, P.ValidateProviderConfig.Response, (r) => s.validateProviderConfig(r)),
    ValidateResourceConfig: unary(P.ValidateResourceConfig.Request, P.ValidateResourceConfig.Response, (r) => s.validateResourceConfig(r)),
    ValidateDataResourceConfig: unary(P.ValidateDataResourceConfig.Request, P.ValidateDataResourceConfig.Response, (r) => s.validateDataResourceConfig(r)),
    UpgradeResourceState: unary(P.UpgradeResourceState.Request, P.UpgradeResourceState.Response, (r) => s.upgradeResourceState(r)),
    ConfigureProvider: unary(P.ConfigureProvider.Request, P.ConfigureProvider.Response, (r) => s.configureProvider(r)),
    ReadResource: unary(P.ReadResource.Request, P.ReadResource.Response, (r) => s.readResource(r)),
    PlanResourceChange: unary(P.PlanResourceChange.Request, P.PlanResourceChange.Response, (r) => s.planResourceChange(r)),
    ApplyResourceChange: unary(P.ApplyResourceChange.Request, P.ApplyResourceChange.Response, (r) => s.applyResourceChange(r)),
    ImportResourceState: unary(P.ImportResourceState.Request, P.ImportResourceState.Response, (r) => s.importResourceState(r)),
    ReadDataSource: unary(P.ReadDataSource.Request, P.ReadDataSource.Response, (r) => s.readDataSource(r)),
    GetFunctions: unary(P.GetFunctions.Request, P.GetFunctions.Response, () => s.getFunctions()),
    CallFunction: unary(P.CallFunction.Request, P.CallFunction.Response, (r) => s.callFunction(r)),
    StopProvider: unary(P.StopProvider.Request, P.StopProvider.Response, () => s.stopProvider()),
  } satisfies Record<string, MethodHandler>;
}
