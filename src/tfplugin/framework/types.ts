// The contract between the generic protocol layer and a provider that implements it.
// Modelled on terraform-plugin-framework: a provider declares schemas with plan
// modifiers and validators on attributes, and implements small lifecycle handlers.
// Nothing here knows about any particular provider.

/** cty type, in the JSON form Terraform uses on the wire. */
export type TfType =
  | "string"
  | "number"
  | "bool"
  | "dynamic"
  | readonly ["list", TfType]
  | readonly ["set", TfType]
  | readonly ["map", TfType]
  | readonly ["object", { readonly [name: string]: TfType }];

/**
 * A value not yet known at plan time. `raw` holds the msgpack extension bytes exactly as
 * Terraform sent them (a refined unknown carries refinements such as "not null"); the
 * codec writes them back byte for byte. A provider-made unknown has no `raw`.
 */
export class Unknown {
  constructor(readonly raw?: Uint8Array) {}
}

/** A value of type "dynamic" carries its concrete type with it. */
export class Dynamic {
  constructor(
    readonly type: TfType,
    readonly value: TfValue,
  ) {}
}

/** A Terraform value: lists and sets are arrays, maps and objects are plain objects. */
export type TfValue = null | Unknown | Dynamic | string | number | boolean | TfValue[] | { [key: string]: TfValue };

/** An object value keyed by attribute name; every schema attribute is present. */
export type TfObject = { [attribute: string]: TfValue };

/** Path of an attribute: attribute names and list indexes / map keys. */
export type AttributePath = ReadonlyArray<string | number>;

type Severity = "error" | "warning";

export interface Diagnostic {
  severity: Severity;
  summary: string;
  detail?: string;
  path?: AttributePath;
}

/** Collects diagnostics; handlers add to it instead of throwing for expected problems. */
export class Diagnostics {
  readonly items: Diagnostic[] = [];

  error(summary: string, detail?: string, path?: AttributePath): void {
    this.items.push({ severity: "error", summary, detail, path });
  }

  warning(summary: string, detail?: string, path?: AttributePath): void {
    this.items.push({ severity: "warning", summary, detail, path });
  }

  add(...diagnostics: Diagnostic[]): void {
    this.items.push(...diagnostics);
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === "error");
  }
}

/** Context given to a validator of one attribute's known, non-null value. */
export interface ValidatorContext {
  path: AttributePath;
  /** The whole configuration object the attribute belongs to (may hold unknowns). */
  config: TfObject;
}

/**
 * Checks one attribute value. Called only for known, non-null values (for lists and
 * sets, for the whole collection). Returns problems; the protocol layer attaches the path.
 */
export interface Validator {
  /** Markdown sentence for the docs, e.g. "must be one of `a`, `b`". */
  description: string;
  validate(value: TfValue, context: ValidatorContext): Array<Omit<Diagnostic, "path" | "severity"> & { severity?: Severity; path?: AttributePath }>;
}

export interface PlanModifierRequest {
  path: AttributePath;
  config: TfValue;
  /** Value planned so far (after defaults and unknown-marking of computed attributes). */
  plan: TfValue;
  /** Prior state value; null when the resource is being created. */
  state: TfValue;
  /** True when the resource is being created (no prior state). */
  creating: boolean;
}

interface PlanModifierResponse {
  plan?: TfValue;
  requiresReplace?: boolean;
}

/** Declarative per-attribute plan behaviour (see ./planmodifiers for the stock ones). */
export interface PlanModifier {
  description: string;
  modify(request: PlanModifierRequest): PlanModifierResponse;
}

export interface Attribute {
  type: TfType;
  /** Markdown; rendered into the docs and the CDKTF bindings. */
  description: string;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  /** Never stored in state or plan; needs Terraform 1.11+ (client capability). */
  writeOnly?: boolean;
  deprecated?: string;
  /** Planned when the configuration leaves the attribute null (needs optional + computed). */
  default?: TfValue;
  validators?: Validator[];
  planModifiers?: PlanModifier[];
}

export interface Schema {
  /** Bumped when the state layout changes; see Resource.upgradeState. */
  version: number;
  description: string;
  attributes: { [name: string]: Attribute };
}

/** Information handed to every handler call. */
export interface CallContext {
  /** Aborted when Terraform sends StopProvider (Ctrl-C) or the process shuts down. */
  signal: AbortSignal;
  diagnostics: Diagnostics;
  log: Logger;
}

/** ConfigureProvider's context: what configure builds outlives the call. */
export interface ConfigureContext extends CallContext {
  /** The provider's logger without this call's fields, for work that outlives the call (an API client's events). */
  processLog: Logger;
}

export interface Logger {
  trace(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

interface TerraformInfo {
  terraformVersion: string;
  writeOnlyAttributesAllowed: boolean;
}

/** A parameter of a provider-defined function. */
interface FunctionParameter {
  name: string;
  type: TfType;
  /** Markdown. */
  description: string;
}

/** What a function call gives back: its result, or an error (at an argument, by index, when one is at fault). */
type FunctionResult = { result: TfValue } | { error: string; argument?: number };

/**
 * A provider-defined function (Terraform 1.8+: `provider::NAME::FUNCTION(...)`). Terraform
 * calls it without configuring the provider, so it computes from its arguments alone; it
 * gets them known and non-null (Terraform checks both before calling).
 */
export interface ProviderFunction {
  summary: string;
  /** Markdown. */
  description: string;
  parameters: FunctionParameter[];
  returns: TfType;
  call(args: TfValue[]): FunctionResult;
}

/** A provider: its own configuration schema plus its resources and data sources. */
export interface Provider<Data> {
  /** Local name, e.g. "phpanalytics"; resource type names start with it and "_". */
  typeName: string;
  version: string;
  schema: Schema;
  validateConfig?(config: TfObject, context: CallContext): void | Promise<void>;
  /**
   * Builds what the handlers need (typically an API client) from the provider
   * configuration. Returns undefined when it reported errors on context.diagnostics.
   */
  configure(config: TfObject, terraform: TerraformInfo, context: ConfigureContext): Promise<Data | undefined>;
  resources: { [typeName: string]: Resource<Data> };
  dataSources: { [typeName: string]: DataSource<Data> };
  functions?: { [name: string]: ProviderFunction };
}

export interface ResourceCallContext<Data> extends CallContext {
  /** Present once ConfigureProvider succeeded; handlers that call an API need it. */
  data: Data;
  /**
   * Create and update only: the state returned is what the object holds after the operation
   * stopped part-way because Terraform asked the provider to stop, and differs from the plan.
   * Terraform then stores it as returned and untainted, rather than refuse it as an
   * inconsistent result (an error, which would taint a created object and have the next
   * apply replace it); the next plan shows what is left to do. `why` goes to the log.
   */
  stoppedPartWay(why: string): void;
}

export interface PlanCallContext<Data> extends CallContext {
  data?: Data;
}

/** A plan that deletes the object: `terraform destroy`, or its block gone from the configuration. */
interface DestroyPlanRequest {
  /** The object's prior state, which the plan deletes. */
  state: TfObject;
}

export interface ModifyPlanRequest {
  config: TfObject;
  /** Prior state; null on create. */
  state: TfObject | null;
  /** Plan computed from the schema (defaults, plan modifiers); modify in place. */
  plan: TfObject;
  /** Add attribute paths whose change forces a replacement. */
  requiresReplace: AttributePath[];
}

/** Markdown for the generated docs, for what the schema cannot say. */
export interface ResourceDocs {
  /** A section after the attribute reference. */
  afterAttributes?: string;
  /** The whole import section, around the example import commands. */
  importSection?(commands: string): string;
}

export interface Resource<Data> {
  schema: Schema;
  docs?: ResourceDocs;
  /** Cross-attribute checks; config may hold unknowns. No API calls here. */
  validateConfig?(config: TfObject, context: CallContext): void | Promise<void>;
  /**
   * Called after the schema-driven planning, on create and update (not destroy). `data` is
   * there once ConfigureProvider succeeded, for checks that need the API.
   */
  modifyPlan?(request: ModifyPlanRequest, context: PlanCallContext<Data>): void | Promise<void>;
  /**
   * Called when a plan deletes the object (the provider announces the plan_destroy
   * capability, without which Terraform shows no provider diagnostics for a delete). A
   * warning reaches the plan; an error refuses the delete there, before any apply.
   */
  planDestroy?(request: DestroyPlanRequest, context: PlanCallContext<Data>): void | Promise<void>;
  /**
   * Returns the new state (no unknowns, every attribute present), or null when it failed
   * before anything was created (with an error on context.diagnostics).
   */
  create(plan: TfObject, config: TfObject, context: ResourceCallContext<Data>): Promise<TfObject | null>;
  /** Returns the refreshed state, or null when the object no longer exists. */
  read(state: TfObject, context: ResourceCallContext<Data>): Promise<TfObject | null>;
  update(plan: TfObject, state: TfObject, config: TfObject, context: ResourceCallContext<Data>): Promise<TfObject>;
  delete(state: TfObject, context: ResourceCallContext<Data>): Promise<void>;
  /**
   * Turns the id a user gave to `terraform import` (or an import block) into a partial
   * state; attributes left out become null, and Terraform then calls read.
   */
  importState?(id: string, context: ResourceCallContext<Data>): Promise<Partial<TfObject>>;
  /** Converts stored JSON state of an older schema version to the current one. */
  upgradeState?(version: number, state: { [key: string]: unknown }): TfObject;
  /**
   * Sees each stored state Terraform hands over (UpgradeResourceState: every instance of the
   * state, refreshed or not, tainted too), as stored, once the provider is configured.
   */
  storedState?(state: { readonly [key: string]: unknown }, data: Data): void;
}

export interface DataSource<Data> {
  schema: Schema;
  validateConfig?(config: TfObject, context: CallContext): void | Promise<void>;
  read(config: TfObject, context: ResourceCallContext<Data>): Promise<TfObject>;
}
