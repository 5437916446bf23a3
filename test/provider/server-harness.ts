// Drives the phpanalytics provider in-process through the protocol layer's ProviderServer
// (the same code the gRPC service calls), configured against an emulator.
import { createProvider, type ProviderData } from "../../src/provider";
import { decodeMsgpackValue, encodeMsgpack, fillObject, objectType } from "../../src/tfplugin/protocol/codec";
import { JsonLogger } from "../../src/tfplugin/framework/log";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import type { Proto } from "../../src/tfplugin/protocol/services/proto-types";
import type { TfObject, TfType } from "../../src/tfplugin/framework/types";

export const WEBSITE = "phpanalytics_website";

export class InProcessProvider {
  readonly server: ProviderServer<ProviderData>;
  readonly websiteType: TfType;

  constructor(env: NodeJS.ProcessEnv = {}, log = new JsonLogger("provider", "off")) {
    const provider = createProvider("0.0.0-test", env);
    this.server = new ProviderServer(provider, log);
    this.websiteType = objectType(provider.resources[WEBSITE]!.schema);
  }

  async configure(settings: Partial<TfObject>, writeOnlyAllowed = true): Promise<Proto.Diagnostic[]> {
    const schema = this.server.provider.schema;
    const response = await this.server.configureProvider({
      terraformVersion: "1.11.4",
      config: { msgpack: encodeMsgpack(objectType(schema), fillObject(schema, settings)) },
      clientCapabilities: { writeOnlyAttributesAllowed: writeOnlyAllowed },
    });
    return response.diagnostics ?? [];
  }

  /** A full website object from the attributes given (the rest null). */
  website(values: Partial<TfObject>): TfObject {
    return fillObject(this.server.provider.resources[WEBSITE]!.schema, values);
  }

  private dv(value: TfObject | null): { msgpack: Uint8Array } {
    return { msgpack: encodeMsgpack(this.websiteType, value) };
  }

  private decode(value: { msgpack?: Uint8Array | null } | null | undefined): TfObject | null {
    return value?.msgpack ? (decodeMsgpackValue(this.websiteType, value.msgpack) as TfObject | null) : null;
  }

  async validate(config: TfObject): Promise<Proto.Diagnostic[]> {
    return (await this.server.validateResourceConfig({ typeName: WEBSITE, config: this.dv(config) })).diagnostics ?? [];
  }

  /** Plans with Terraform's proposed state being the configuration over the prior state. */
  async plan(config: TfObject, prior: TfObject | null = null): Promise<{ planned: TfObject | null; diagnostics: Proto.Diagnostic[] }> {
    const attributes = this.server.provider.resources[WEBSITE]!.schema.attributes;
    // as Terraform proposes: the configured value, or the prior one for a computed attribute left unset
    const proposed = prior
      ? Object.fromEntries(Object.entries(config).map(([name, v]) => [name, v === null && attributes[name]?.computed ? (prior[name] ?? null) : v]))
      : config;
    const response = await this.server.planResourceChange({
      typeName: WEBSITE,
      priorState: this.dv(prior),
      proposedNewState: this.dv(proposed),
      config: this.dv(config),
    });
    return { planned: this.decode(response.plannedState), diagnostics: response.diagnostics ?? [] };
  }

  /** `keptAsReturned`: Terraform is told to keep a state that differs from the plan (the legacy type system's flag). */
  async apply(
    config: TfObject,
    planned: TfObject | null,
    prior: TfObject | null = null,
  ): Promise<{ state: TfObject | null; diagnostics: Proto.Diagnostic[]; keptAsReturned: boolean }> {
    const response = await this.server.applyResourceChange({
      typeName: WEBSITE,
      priorState: this.dv(prior),
      plannedState: this.dv(planned),
      config: this.dv(config),
    });
    return { state: this.decode(response.newState), diagnostics: response.diagnostics ?? [], keptAsReturned: response.legacyTypeSystem === true };
  }

  async read(state: TfObject): Promise<{ state: TfObject | null; diagnostics: Proto.Diagnostic[] }> {
    const response = await this.server.readResource({ typeName: WEBSITE, currentState: this.dv(state) });
    return { state: this.decode(response.newState), diagnostics: response.diagnostics ?? [] };
  }
}
