// The tfplugin6.Provider methods this layer serves, by name. The transport knows them
// without the protobuf code or the provider: a call to any other method (go-plugin's stdio
// stream, say, which Terraform opens in every launch) is answered UNIMPLEMENTED without
// loading either.
export const PROVIDER_METHODS = [
  "GetMetadata",
  "GetProviderSchema",
  "ValidateProviderConfig",
  "ValidateResourceConfig",
  "ValidateDataResourceConfig",
  "UpgradeResourceState",
  "ConfigureProvider",
  "ReadResource",
  "PlanResourceChange",
  "ApplyResourceChange",
  "ImportResourceState",
  "ReadDataSource",
  "GetFunctions",
  "CallFunction",
  "StopProvider",
] as const;

export type ProviderMethod = (typeof PROVIDER_METHODS)[number];
