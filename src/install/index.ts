// Installing the provider for an offline `terraform init`, and the CLI configuration that
// points Terraform at it. Used by `phpanalytics install`, the demo, the tests and bench/.
export { defaultPluginDir, impliedPluginDirs, installProvider, isImpliedPluginDir, providerVersion, terraformPlatform } from "./provider";
export { mirrorCliConfig, mergeCliConfig, findsProvider, hasInstallationBlock } from "./cli-config";
