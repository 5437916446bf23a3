// Types of ./provider-schema.mjs, for the TypeScript tests that import it.
import type { JsonProviderSchemas } from "../src/tfplugin/framework/schema-json";
import type { Provider } from "../src/tfplugin/framework/types";
export declare const ROOT: string;
export declare function packageVersion(): string;
export declare function loadProvider(): Promise<{
  provider: Provider<unknown>;
  address: string;
  localName: string;
  version: string;
  schemaJson: JsonProviderSchemas;
}>;
