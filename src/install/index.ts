// Installing the provider for an offline `terraform init`, and the CLI configuration that
// points Terraform at it. Used by `phpanalytics install`, the demo, the tests and bench/.
export { bundledProviderPath, defaultPluginDir, impliedPluginDirs, installProvider, isImpliedPluginDir, providerVersion, terraformPlatform } from "./provider";
export { mirrorCliConfig, mergeCliConfig, findsProvider, hasInstallationBlock, type MergeResult } from "./cli-config";
