// What the provider needs of each resource and data source besides its handlers: its type
// name and how its API errors read. Each one declares this in its own file; index.ts only
// lists them.
import type { DataSource, Resource, TfObject } from "../tfplugin/framework";
import type { ApiErrorVocabulary } from "./api-errors";
import type { ProviderData } from "./provider-data";

export interface ResourceDefinition {
  typeName: string;
  resource: Resource<ProviderData>;
  errors: ApiErrorVocabulary;
  /** How messages name one object besides its id, e.g. by its domain. */
  identify(values: TfObject): string;
  /**
   * The state to keep after an update whose outcome is unknown (no answer, a 5xx, cancelled
   * once sent): the server may hold the new values, so what a refresh cannot read back must
   * be sent again by the next apply. Without it, the prior state is kept.
   */
  afterUncertainUpdate?(prior: TfObject): TfObject;
}

export interface DataSourceDefinition {
  typeName: string;
  dataSource: DataSource<ProviderData>;
  errors: ApiErrorVocabulary;
  /** What a read does, for messages: "read the account". */
  action: string;
}
