// What the tfplugin6.Provider service keeps between calls, and what each call is built
// from. Between calls: the provider, its configured data once ConfigureProvider succeeded,
// whether Terraform allows write-only attributes, and the stop signal every call in flight
// shares. Each call: its context (signal, diagnostics, a logger with the RPC's fields), the
// resource or data source type it names, and the guard that turns exceptions into error
// diagnostics. The RPCs themselves are ./provider's.
import { setMaxListeners } from "node:events";
import { objectType } from "../codec";
import { diagnosticsToProto, errorToDiagnostic } from "../diagnostics";
import type { tfplugin6 } from "../generated/proto";
import {
  checkProviderSchemas,
  Diagnostics,
  JsonLogger,
  type CallContext,
  type DataSource,
  type Provider,
  type Resource,
  type ResourceCallContext,
  type Schema,
  type TfObject,
} from "../../framework";
import { schemaNames, withData } from "./objects";

/**
 * The controller whose signal every call in flight shares. Each API request, and each wait for
 * the rate limit, listens on it until it ends: a refresh of a large account (49 list pages at
 * once for 5,000 websites) holds more than the 10 listeners after which Node warns of a leak,
 * a warning the provider's log would then show.
 */
function stopController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

export class ProviderSession<Data> {
  protected data: Data | undefined;
  protected configured = false;
  protected writeOnlyAllowed = false;
  private stopper = stopController();

  constructor(
    readonly provider: Provider<Data>,
    readonly log: JsonLogger = new JsonLogger(),
  ) {
    const problems = checkProviderSchemas(provider);
    if (problems.length) throw new Error(`the provider's schemas are inconsistent:\n  ${problems.join("\n  ")}`);
  }

  /** Aborts every in-flight handler's signal (StopProvider, shutdown); later calls get a fresh one. */
  stop(reason = "Terraform asked the provider to stop"): void {
    const previous = this.stopper;
    this.stopper = stopController();
    const error = new Error(reason);
    error.name = "AbortError";
    previous.abort(error);
  }

  protected context(rpc: string, typeName?: string): CallContext {
    // a silent logger needs no per-call fields
    const log = this.log.enabled("error") ? this.log.with(typeName ? { tf_rpc: rpc, tf_resource_type: typeName } : { tf_rpc: rpc }) : this.log;
    return { signal: this.stopper.signal, diagnostics: new Diagnostics(), log };
  }

  protected resourceContext(ctx: CallContext, stoppedPartWay?: (why: string) => void): ResourceCallContext<Data> | undefined {
    if (!this.configured) {
      ctx.diagnostics.error(
        "Provider not configured",
        "Terraform called a resource operation before ConfigureProvider succeeded. Check the provider configuration errors above.",
      );
      return undefined;
    }
    return withData(ctx, this.data as Data, stoppedPartWay);
  }

  /** A call about one resource type: its context, and the type (undefined, with an error, when unknown). */
  protected resourceCall(rpc: string, typeName: string | null | undefined): { ctx: CallContext; resource: Resource<Data> | undefined } {
    const ctx = this.context(rpc, typeName ?? "");
    return { ctx, resource: this.resource(typeName, ctx) };
  }

  /** The call's diagnostics, their attribute paths typed by the schema of what the call was about. */
  protected diagnosticsOf(ctx: CallContext, about: { readonly schema: Schema } | undefined): tfplugin6.Diagnostic.$Properties[] {
    return diagnosticsToProto(ctx.diagnostics, about && objectType(about.schema));
  }

  protected resource(typeName: string | null | undefined, ctx: CallContext): Resource<Data> | undefined {
    const r = typeName ? this.provider.resources[typeName] : undefined;
    if (!r) ctx.diagnostics.error("Unknown resource type", `The provider has no resource type "${typeName ?? ""}".`);
    return r;
  }

  protected dataSource(typeName: string | null | undefined, ctx: CallContext): DataSource<Data> | undefined {
    const d = typeName ? this.provider.dataSources[typeName] : undefined;
    if (!d) ctx.diagnostics.error("Unknown data source type", `The provider has no data source type "${typeName ?? ""}".`);
    return d;
  }

  /** Runs a handler body; exceptions become error diagnostics. */
  protected async guard(ctx: CallContext, rpc: string, body: () => Promise<void> | void): Promise<void> {
    const debug = this.log.enabled("debug");
    const started = debug ? Date.now() : 0;
    if (debug) ctx.log.debug("Served request start");
    try {
      await body();
    } catch (error) {
      const d = errorToDiagnostic(error, `${rpc} failed`);
      ctx.log.error("Handler failed", { error: error instanceof Error ? error.message : String(error) });
      ctx.diagnostics.add(d);
    }
    if (debug) ctx.log.debug("Served request end", { duration_ms: Date.now() - started, diagnostics: ctx.diagnostics.items.length });
  }

  /** A write-only attribute set in the configuration, which a Terraform before 1.11 would store: refused. */
  protected checkWriteOnly(schema: Schema, config: TfObject | null, ctx: CallContext): void {
    if (config === null || this.writeOnlyAllowed) return;
    for (const name of schemaNames(schema).writeOnly) {
      if ((config[name] ?? null) !== null) {
        ctx.diagnostics.error(
          "Write-only attribute not supported",
          `The attribute "${name}" is write-only, which needs Terraform 1.11 or later. Upgrade Terraform or leave it unset.`,
          [name],
        );
      }
    }
  }
}
