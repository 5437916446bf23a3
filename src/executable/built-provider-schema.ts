// GetProviderSchema's response, encoded, as the build makes it: scripts/build.mjs puts the
// bytes in place of this module in the npm executable, so that the first launch of each
// Terraform command, which only asks for the schema, answers without loading the provider.
// Unbuilt there are none, and the provider answers the schema itself.
export function builtProviderSchema(): Uint8Array | undefined {
  return undefined;
}
