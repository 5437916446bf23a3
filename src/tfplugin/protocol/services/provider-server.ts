// The tfplugin6.Provider service as plain async functions over the decoded protobuf
// messages, so tests can drive them without gRPC. Every handler turns exceptions into
// error diagnostics; nothing here may crash the process. What the calls share (the state
// kept between them, each call's context and guard) is ./session's.
import type { tfplugin6 } from "../generated/proto";
import { encodeDynamicValue, fillObject, objectType, type DynamicValueMessage } from "../codec";
import { pathToProto } from "../diagnostics";
import { planChange, validateAttributes, type CallContext, type Provider, type TfObject } from "../../framework";
import { schemaToProto } from "../schema-proto";
import { checkComplete, decodeObject, NIL, registerSensitive, sameBytes, storedState, stripWriteOnly, unchangedBytes, withData } from "./objects";
import { callFunction, functionsToProto } from "./functions";
import { ProviderSession } from "./session";
import { upgradeState } from "./upgrade";
import type { Proto } from "./proto-types";

/**
 * PlanDestroy: Terraform plans each delete with the provider, so a provider can warn of what
 * a delete destroys or refuse it at plan; without it, Terraform drops a destroy plan's
 * diagnostics. GetProviderSchemaOptional: Terraform reuses the schema of a command's first launch instead
 * of asking each later launch for it, as it does for terraform-plugin-framework providers.
 */
const SERVER_CAPABILITIES = { planDestroy: true, getProviderSchemaOptional: true } as const;

export class ProviderServer<Data> extends ProviderSession<Data> {
  async getMetadata(): Promise<Proto.GetMetadataResponse> {
    return {
      serverCapabilities: SERVER_CAPABILITIES,
      resources: Object.keys(this.provider.resources).map((typeName) => ({ typeName })),
      dataSources: Object.keys(this.provider.dataSources).map((typeName) => ({ typeName })),
      functions: Object.keys(this.provider.functions ?? {}).map((name) => ({ name })),
      ephemeralResources: [],
      diagnostics: [],
    };
  }

  async getProviderSchema(): Promise<Proto.GetProviderSchemaResponse> {
    return this.providerSchema();
  }

  /** GetProviderSchema's answer, which needs neither configuration nor I/O: a build can make it ahead. */
  providerSchema(): Proto.GetProviderSchemaResponse {
    const resourceSchemas: { [k: string]: tfplugin6.Schema.$Properties } = {};
    const dataSourceSchemas: { [k: string]: tfplugin6.Schema.$Properties } = {};
    for (const [name, r] of Object.entries(this.provider.resources)) resourceSchemas[name] = schemaToProto(r.schema);
    for (const [name, d] of Object.entries(this.provider.dataSources)) dataSourceSchemas[name] = schemaToProto(d.schema);
    return {
      provider: schemaToProto(this.provider.schema),
      resourceSchemas,
      dataSourceSchemas,
      functions: functionsToProto(this.provider.functions),
      serverCapabilities: SERVER_CAPABILITIES,
      diagnostics: [],
    };
  }

  async validateProviderConfig(req: Proto.ValidateProviderConfigRequest): Promise<Proto.ValidateProviderConfigResponse> {
    const ctx = this.context("ValidateProviderConfig");
    return { diagnostics: await this.checkConfig(ctx, "ValidateProviderConfig", this.provider, req.config) };
  }

  async validateResourceConfig(req: Proto.ValidateResourceConfigRequest): Promise<Proto.ValidateResourceConfigResponse> {
    const ctx = this.context("ValidateResourceConfig", req.typeName ?? "");
    return { diagnostics: await this.checkConfig(ctx, "ValidateResourceConfig", this.resource(req.typeName, ctx), req.config) };
  }

  async validateDataResourceConfig(req: Proto.ValidateDataResourceConfigRequest): Promise<Proto.ValidateDataResourceConfigResponse> {
    const ctx = this.context("ValidateDataResourceConfig", req.typeName ?? "");
    return { diagnostics: await this.checkConfig(ctx, "ValidateDataResourceConfig", this.dataSource(req.typeName, ctx), req.config) };
  }

  /** The three Validate RPCs: the attributes' validators, then the object's own validateConfig; nothing for an unknown type. */
  private async checkConfig(
    ctx: CallContext,
    rpc: string,
    target: Pick<Provider<Data>, "schema" | "validateConfig"> | undefined,
    message: DynamicValueMessage | null | undefined,
  ): Promise<Proto.Diagnostic[]> {
    if (target) {
      const schema = target.schema;
      await this.guard(ctx, rpc, async () => {
        const config = decodeObject(schema, message) ?? fillObject(schema, {});
        validateAttributes(schema, config, ctx.diagnostics);
        await target.validateConfig?.(config, ctx);
      });
    }
    return this.diagnosticsOf(ctx, target);
  }

  async upgradeResourceState(req: Proto.UpgradeResourceStateRequest): Promise<Proto.UpgradeResourceStateResponse> {
    const { ctx, resource } = this.resourceCall("UpgradeResourceState", req.typeName);
    let upgraded: Proto.UpgradeResourceStateResponse["upgradedState"];
    if (resource) {
      const data = this.configured ? this.data : undefined;
      const seen = resource.storedState && data !== undefined ? (state: { readonly [key: string]: unknown }) => resource.storedState!(state, data) : undefined;
      await this.guard(ctx, "UpgradeResourceState", () => {
        upgraded = upgradeState(resource, req.rawState, Number(req.version ?? 0), ctx.diagnostics, seen);
      });
    }
    return { upgradedState: upgraded, diagnostics: this.diagnosticsOf(ctx, resource) };
  }

  async configureProvider(req: Proto.ConfigureProviderRequest): Promise<Proto.ConfigureProviderResponse> {
    const ctx = this.context("ConfigureProvider");
    const schema = this.provider.schema;
    await this.guard(ctx, "ConfigureProvider", async () => {
      const config = decodeObject(schema, req.config) ?? fillObject(schema, {});
      this.writeOnlyAllowed = req.clientCapabilities?.writeOnlyAttributesAllowed === true;
      const terraform = { terraformVersion: req.terraformVersion ?? "", writeOnlyAttributesAllowed: this.writeOnlyAllowed };
      ctx.log.info("Configuring provider", { terraform_version: terraform.terraformVersion });
      const data = await this.provider.configure(config, terraform, { ...ctx, processLog: this.log });
      if (!ctx.diagnostics.hasErrors) {
        this.data = data;
        this.configured = true;
      }
    });
    return { diagnostics: this.diagnosticsOf(ctx, this.provider) };
  }

  async readResource(req: Proto.ReadResourceRequest): Promise<Proto.ReadResourceResponse> {
    const { ctx, resource } = this.resourceCall("ReadResource", req.typeName);
    let newState: DynamicValueMessage | undefined = req.currentState ?? undefined;
    if (resource) {
      const schema = resource.schema;
      await this.guard(ctx, "ReadResource", async () => {
        const current = decodeObject(schema, req.currentState);
        if (current === null) {
          newState = NIL;
          return;
        }
        const rctx = this.resourceContext(ctx);
        if (!rctx) return;
        const result = await resource.read(current, rctx);
        if (result === null) {
          ctx.log.info("Resource no longer exists; removing it from state");
          newState = NIL;
          return;
        }
        const refreshed = storedState(schema, result, "refreshed state", ctx);
        if (!refreshed) return;
        const type = objectType(schema);
        newState = unchangedBytes(type, refreshed, current, req.currentState) ?? encodeDynamicValue(type, refreshed);
      });
    }
    return { newState, private: req.private ?? undefined, diagnostics: this.diagnosticsOf(ctx, resource) };
  }

  async planResourceChange(req: Proto.PlanResourceChangeRequest): Promise<Proto.PlanResourceChangeResponse> {
    const { ctx, resource } = this.resourceCall("PlanResourceChange", req.typeName);
    let planned: DynamicValueMessage | undefined;
    const requiresReplace: tfplugin6.AttributePath.$Properties[] = [];
    if (resource) {
      const schema = resource.schema;
      const type = objectType(schema);
      await this.guard(ctx, "PlanResourceChange", async () => {
        const prior = decodeObject(schema, req.priorState);
        // nothing changed since the refresh (the usual plan): the same bytes, decoded once
        const proposed = sameBytes(req.priorState, req.proposedNewState) && prior ? { ...prior } : decodeObject(schema, req.proposedNewState);
        const config = decodeObject(schema, req.config);
        this.checkWriteOnly(schema, config, ctx);
        if (ctx.diagnostics.hasErrors) return;
        const out = await planChange(resource, { prior, proposed, config }, withData(ctx, this.configured ? this.data : undefined));
        planned =
          unchangedBytes(type, out.planned, prior, req.priorState) ?? encodeDynamicValue(type, out.planned === null ? null : fillObject(schema, out.planned));
        for (const path of out.requiresReplace) requiresReplace.push(pathToProto(path, type));
      });
    }
    return {
      plannedState: planned,
      requiresReplace,
      plannedPrivate: req.priorPrivate ?? undefined,
      diagnostics: this.diagnosticsOf(ctx, resource),
    };
  }

  async applyResourceChange(req: Proto.ApplyResourceChangeRequest): Promise<Proto.ApplyResourceChangeResponse> {
    const { ctx, resource } = this.resourceCall("ApplyResourceChange", req.typeName);
    let newState: DynamicValueMessage | undefined = req.priorState ?? NIL;
    // The legacy type system is the protocol's one way to have Terraform keep a result that
    // differs from the plan, untainted (it then only logs the difference): used solely for
    // an operation stopped part-way, see ResourceCallContext.stoppedPartWay.
    let partWay = false;
    if (resource) {
      const schema = resource.schema;
      const type = objectType(schema);
      await this.guard(ctx, "ApplyResourceChange", async () => {
        const prior = decodeObject(schema, req.priorState);
        const planned = decodeObject(schema, req.plannedState);
        const config = decodeObject(schema, req.config) ?? fillObject(schema, {});
        const rctx = this.resourceContext(ctx, (why) => {
          partWay = true;
          ctx.log.warn("Result differs from the plan: stopped part-way", { why });
        });
        if (!rctx) return;
        if (planned === null) {
          if (prior !== null) {
            ctx.log.info("Deleting resource");
            await resource.delete(prior, rctx);
          }
          if (!ctx.diagnostics.hasErrors) newState = NIL;
          return;
        }
        let result: TfObject | null;
        if (prior === null) {
          ctx.log.info("Creating resource");
          newState = NIL;
          result = await resource.create(planned, config, rctx);
        } else {
          ctx.log.info("Updating resource");
          result = await resource.update(planned, prior, config, rctx);
        }
        // A create that failed before anything existed leaves no state behind.
        if (result === null) return;
        const applied = storedState(schema, result, "new state", ctx);
        if (applied) newState = encodeDynamicValue(type, applied);
      });
    }
    const diagnostics = this.diagnosticsOf(ctx, resource);
    return partWay
      ? { newState, private: req.plannedPrivate ?? undefined, diagnostics, legacyTypeSystem: true }
      : { newState, private: req.plannedPrivate ?? undefined, diagnostics };
  }

  async importResourceState(req: Proto.ImportResourceStateRequest): Promise<Proto.ImportResourceStateResponse> {
    const { ctx, resource } = this.resourceCall("ImportResourceState", req.typeName);
    const imported: tfplugin6.ImportResourceState.ImportedResource.$Properties[] = [];
    if (resource) {
      const schema = resource.schema;
      await this.guard(ctx, "ImportResourceState", async () => {
        if (!resource.importState) {
          ctx.diagnostics.error("Resource import not supported", `The resource type "${req.typeName}" cannot be imported.`);
          return;
        }
        const rctx = this.resourceContext(ctx);
        if (!rctx) return;
        const partial = await resource.importState(req.id ?? "", rctx);
        if (ctx.diagnostics.hasErrors) return;
        const state = stripWriteOnly(schema, fillObject(schema, partial));
        if (!checkComplete(state, "imported state", ctx)) return;
        imported.push({ typeName: req.typeName ?? "", state: encodeDynamicValue(objectType(schema), state) });
      });
    }
    return { importedResources: imported, diagnostics: this.diagnosticsOf(ctx, resource) };
  }

  async readDataSource(req: Proto.ReadDataSourceRequest): Promise<Proto.ReadDataSourceResponse> {
    const ctx = this.context("ReadDataSource", req.typeName ?? "");
    const source = this.dataSource(req.typeName, ctx);
    let state: DynamicValueMessage | undefined;
    if (source) {
      const schema = source.schema;
      await this.guard(ctx, "ReadDataSource", async () => {
        const config = decodeObject(schema, req.config) ?? fillObject(schema, {});
        const rctx = this.resourceContext(ctx);
        if (!rctx) return;
        const result = registerSensitive(schema, fillObject(schema, await source.read(config, rctx)))!;
        if (!checkComplete(result, "data source result", ctx)) return;
        state = encodeDynamicValue(objectType(schema), result);
      });
    }
    return { state, diagnostics: this.diagnosticsOf(ctx, source) };
  }

  async getFunctions(): Promise<Proto.GetFunctionsResponse> {
    return { functions: functionsToProto(this.provider.functions), diagnostics: [] };
  }

  /** Needs no ConfigureProvider: Terraform calls functions on an unconfigured provider. */
  async callFunction(req: Proto.CallFunctionRequest): Promise<Proto.CallFunctionResponse> {
    return callFunction(this.provider.functions, req);
  }

  async stopProvider(): Promise<Proto.StopProviderResponse> {
    this.log.info("StopProvider received; cancelling in-flight operations");
    this.stop();
    return { Error: "" };
  }
}
