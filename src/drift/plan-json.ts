// The part of `terraform show -json PLANFILE` that drift detection reads, parsed with zod
// so that a Terraform version with another layout fails with a clear message.
import { z } from "zod";

const change = z.object({
  actions: z.array(z.string()),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  before_sensitive: z.unknown().optional(),
  after_sensitive: z.unknown().optional(),
});

const resourceChange = z.object({
  address: z.string(),
  mode: z.string().optional(),
  type: z.string(),
  name: z.string(),
  change,
});

const stateResource = z.object({ type: z.string(), mode: z.string().optional(), values: z.record(z.string(), z.unknown()).optional() });
type StateModule = { resources?: z.infer<typeof stateResource>[]; child_modules?: StateModule[] };
const stateModule: z.ZodType<StateModule> = z.lazy(() =>
  z.object({ resources: z.array(stateResource).optional(), child_modules: z.array(stateModule).optional() }),
);

// count and for_each: a constant one (constant_value) tells how many websites a block declares
const repetition = { count_expression: z.unknown().optional(), for_each_expression: z.unknown().optional() };
const configResource = z.object({ address: z.string().optional(), mode: z.string().optional(), type: z.string(), ...repetition });
type ModuleCall = { module?: ConfigModule; count_expression?: unknown; for_each_expression?: unknown };
type ConfigModule = { resources?: z.infer<typeof configResource>[]; module_calls?: Record<string, ModuleCall> };
const configModule: z.ZodType<ConfigModule> = z.lazy(() =>
  z.object({
    resources: z.array(configResource).optional(),
    module_calls: z.record(z.string(), z.object({ module: configModule.optional(), ...repetition })).optional(),
  }),
);

// Condition results: check blocks, and resources' preconditions and postconditions
const checkAddress = z.object({ to_display: z.string() });
const checkResult = z.object({
  address: checkAddress,
  status: z.string(),
  instances: z.array(z.object({ address: checkAddress, status: z.string(), problems: z.array(z.object({ message: z.string() })).optional() })).optional(),
});

const planJsonSchema = z.object({
  format_version: z.string(),
  terraform_version: z.string().optional(),
  resource_drift: z.array(resourceChange).optional(),
  prior_state: z.object({ values: z.object({ root_module: stateModule.optional() }).optional() }).optional(),
  configuration: z.object({ root_module: configModule.optional() }).optional(),
  checks: z.array(checkResult).optional(),
});

export type PlanJson = z.infer<typeof planJsonSchema>;
export type ResourceChangeJson = z.infer<typeof resourceChange>;
export type ConfigModuleJson = ConfigModule;

export function parsePlanJson(text: string): PlanJson {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error("terraform show -json did not print JSON");
  }
  const parsed = planJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`unexpected plan JSON from terraform show: ${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"}`);
  }
  return parsed.data;
}
export type CheckResultJson = z.infer<typeof checkResult>;
