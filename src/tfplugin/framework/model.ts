// Typed models derived from a schema declared `as const`: a handler reads `plan.domain` as
// a string, and a mistyped attribute name is a compile error. The protocol layer decodes
// every value against the same schema, so the one conversion from the untyped objects
// below (in defineResource/defineDataSource) restates what the codec already checked.
import type {
  AttributePath,
  CallContext,
  DataSource,
  Dynamic,
  ModifyPlanRequest,
  PlanCallContext,
  Resource,
  ResourceCallContext,
  ResourceDocs,
  Schema,
  TfObject,
  Unknown,
} from "./types";

/** The value of a known, non-null value of cty type T. */
export type ValueOf<T> = T extends "string"
  ? string
  : T extends "number"
    ? number
    : T extends "bool"
      ? boolean
      : T extends "dynamic"
        ? Dynamic
        : T extends readonly ["list" | "set", infer E]
          ? ValueOf<E>[]
          : T extends readonly ["map", infer E]
            ? { [key: string]: ValueOf<E> }
            : T extends readonly ["object", infer O]
              ? { [K in keyof O]: ValueOf<O[K]> | null }
              : never;

/** A value that may still be unknown at any depth, as configuration is while planning. */
type PartialValueOf<T> =
  | Unknown
  | (T extends readonly ["list" | "set", infer E]
      ? PartialValueOf<E>[]
      : T extends readonly ["map", infer E]
        ? { [key: string]: PartialValueOf<E> | null }
        : T extends readonly ["object", infer O]
          ? { [K in keyof O]: PartialValueOf<O[K]> | null }
          : ValueOf<T>);

type Attrs<S extends Schema> = S["attributes"];
type V<S extends Schema, K extends keyof Attrs<S>> = ValueOf<Attrs<S>[K]["type"]>;

type IsWriteOnly<A> = A extends { writeOnly: true } ? true : false;
type IsRequired<A> = A extends { required: true } ? true : false;
type HasDefault<A> = A extends { default: unknown } ? true : false;
type IsOptional<A> = A extends { optional: true } ? true : false;

/** What the provider stores: required and defaulted values are always set, write-only ones never. */
export type StateOf<S extends Schema> = {
  -readonly [K in keyof Attrs<S>]: IsWriteOnly<Attrs<S>[K]> extends true
    ? null
    : IsRequired<Attrs<S>[K]> extends true
      ? V<S, K>
      : HasDefault<Attrs<S>[K]> extends true
        ? V<S, K>
        : V<S, K> | null;
};

/** State as read hands it over: after an import, only what importState returned is set. */
export type ReadStateOf<S extends Schema> = { [K in keyof Attrs<S>]: StateOf<S>[K] | null };

/** The plan that create and update apply: computed values may still be unknown. */
export type PlanOf<S extends Schema> = {
  -readonly [K in keyof Attrs<S>]: IsOptional<Attrs<S>[K]> extends true
    ? StateOf<S>[K]
    : IsRequired<Attrs<S>[K]> extends true
      ? StateOf<S>[K]
      : StateOf<S>[K] | Unknown;
};

/** Configuration once wholly known (apply, data source reads): computed-only values are null. */
export type KnownConfigOf<S extends Schema> = {
  -readonly [K in keyof Attrs<S>]: IsRequired<Attrs<S>[K]> extends true ? V<S, K> : IsOptional<Attrs<S>[K]> extends true ? V<S, K> | null : null;
};

/** Configuration while validating and planning: anything may still be unknown. */
export type ConfigOf<S extends Schema> = {
  -readonly [K in keyof Attrs<S>]: PartialValueOf<Attrs<S>[K]["type"]> | null;
};

export interface TypedModifyPlanRequest<S extends Schema> {
  config: ConfigOf<S>;
  state: StateOf<S> | null;
  /** Plan computed from the schema so far; modify in place. */
  plan: ConfigOf<S>;
  requiresReplace: AttributePath[];
}

export interface TypedDestroyPlanRequest<S extends Schema> {
  state: StateOf<S>;
}

export interface TypedResource<Data, S extends Schema> {
  schema: S;
  docs?: ResourceDocs;
  validateConfig?(config: ConfigOf<S>, context: CallContext): void | Promise<void>;
  modifyPlan?(request: TypedModifyPlanRequest<S>, context: PlanCallContext<Data>): void | Promise<void>;
  planDestroy?(request: TypedDestroyPlanRequest<S>, context: PlanCallContext<Data>): void | Promise<void>;
  create(plan: PlanOf<S>, config: KnownConfigOf<S>, context: ResourceCallContext<Data>): Promise<StateOf<S> | null>;
  read(state: ReadStateOf<S>, context: ResourceCallContext<Data>): Promise<StateOf<S> | null>;
  update(plan: PlanOf<S>, state: StateOf<S>, config: KnownConfigOf<S>, context: ResourceCallContext<Data>): Promise<StateOf<S>>;
  delete(state: StateOf<S>, context: ResourceCallContext<Data>): Promise<void>;
  importState?(id: string, context: ResourceCallContext<Data>): Promise<Partial<StateOf<S>>>;
  upgradeState?(version: number, state: { [key: string]: unknown }): StateOf<S>;
  storedState?(state: { readonly [key: string]: unknown }, data: Data): void;
}

export interface TypedDataSource<Data, S extends Schema> {
  schema: S;
  validateConfig?(config: ConfigOf<S>, context: CallContext): void | Promise<void>;
  read(config: KnownConfigOf<S>, context: ResourceCallContext<Data>): Promise<StateOf<S>>;
}

/**
 * The protocol layer hands handlers objects decoded against `schema`; this is the one place
 * that restates them as the schema's model types.
 */
function as<T>(value: TfObject): T {
  return value as unknown as T;
}

export function defineResource<Data, const S extends Schema>(resource: TypedResource<Data, S>): Resource<Data> {
  const r = resource;
  return {
    schema: r.schema,
    docs: r.docs,
    validateConfig: r.validateConfig && ((config, context) => r.validateConfig!(as(config), context)),
    modifyPlan:
      r.modifyPlan &&
      ((request: ModifyPlanRequest, context) =>
        r.modifyPlan!(
          {
            config: as(request.config),
            state: request.state && as(request.state),
            plan: as(request.plan),
            requiresReplace: request.requiresReplace,
          },
          context,
        )),
    planDestroy: r.planDestroy && ((request, context) => r.planDestroy!({ state: as(request.state) }, context)),
    create: (plan, config, context) => r.create(as(plan), as(config), context),
    read: (state, context) => r.read(as(state), context),
    update: (plan, state, config, context) => r.update(as(plan), as(state), as(config), context),
    delete: (state, context) => r.delete(as(state), context),
    importState: r.importState && ((id, context) => r.importState!(id, context) as Promise<Partial<TfObject>>),
    upgradeState: r.upgradeState,
    storedState: r.storedState,
  };
}

export function defineDataSource<Data, const S extends Schema>(dataSource: TypedDataSource<Data, S>): DataSource<Data> {
  const d = dataSource;
  return {
    schema: d.schema,
    validateConfig: d.validateConfig && ((config, context) => d.validateConfig!(as(config), context)),
    read: (config, context) => d.read(as(config), context),
  };
}
