// The tfplugin6 messages the provider service takes and returns, as protobufjs decodes and
// encodes them.
import type { tfplugin6 } from "../generated/proto";

/** The tfplugin6 messages the handlers take and return, as protobufjs decodes and encodes them. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- types only: Proto.X reads as the protocol's own names
export declare namespace Proto {
  export type Diagnostic = tfplugin6.Diagnostic.$Properties;
  export type GetMetadataResponse = tfplugin6.GetMetadata.Response.$Properties;
  export type GetProviderSchemaResponse = tfplugin6.GetProviderSchema.Response.$Properties;
  export type ValidateProviderConfigRequest = tfplugin6.ValidateProviderConfig.Request.$Properties;
  export type ValidateProviderConfigResponse = tfplugin6.ValidateProviderConfig.Response.$Properties;
  export type ValidateResourceConfigRequest = tfplugin6.ValidateResourceConfig.Request.$Properties;
  export type ValidateResourceConfigResponse = tfplugin6.ValidateResourceConfig.Response.$Properties;
  export type ValidateDataResourceConfigRequest = tfplugin6.ValidateDataResourceConfig.Request.$Properties;
  export type ValidateDataResourceConfigResponse = tfplugin6.ValidateDataResourceConfig.Response.$Properties;
  export type UpgradeResourceStateRequest = tfplugin6.UpgradeResourceState.Request.$Properties;
  export type UpgradeResourceStateResponse = tfplugin6.UpgradeResourceState.Response.$Properties;
  export type ConfigureProviderRequest = tfplugin6.ConfigureProvider.Request.$Properties;
  export type ConfigureProviderResponse = tfplugin6.ConfigureProvider.Response.$Properties;
  export type ReadResourceRequest = tfplugin6.ReadResource.Request.$Properties;
  export type ReadResourceResponse = tfplugin6.ReadResource.Response.$Properties;
  export type PlanResourceChangeRequest = tfplugin6.PlanResourceChange.Request.$Properties;
  export type PlanResourceChangeResponse = tfplugin6.PlanResourceChange.Response.$Properties;
  export type ApplyResourceChangeRequest = tfplugin6.ApplyResourceChange.Request.$Properties;
  export type ApplyResourceChangeResponse = tfplugin6.ApplyResourceChange.Response.$Properties;
  export type ImportResourceStateRequest = tfplugin6.ImportResourceState.Request.$Properties;
  export type ImportResourceStateResponse = tfplugin6.ImportResourceState.Response.$Properties;
  export type ReadDataSourceRequest = tfplugin6.ReadDataSource.Request.$Properties;
  export type ReadDataSourceResponse = tfplugin6.ReadDataSource.Response.$Properties;
  export type GetFunctionsResponse = tfplugin6.GetFunctions.Response.$Properties;
  export type CallFunctionRequest = tfplugin6.CallFunction.Request.$Properties;
  export type CallFunctionResponse = tfplugin6.CallFunction.Response.$Properties;
  export type StopProviderResponse = tfplugin6.StopProvider.Response.$Properties;
}
