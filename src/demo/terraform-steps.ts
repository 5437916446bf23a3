// The terraform commands of the demo, each failing with terraform's (scrubbed) diagnostics.
import { z } from "zod";
import { automationEnv, redact, runTerraform, secretsOf, TerraformError, type TerraformResult } from "../drift";

export class StackRunner {
  readonly env: NodeJS.ProcessEnv;
  private readonly secrets: string[];

  constructor(
    readonly stackDir: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.env = automationEnv(env);
    this.secrets = secretsOf(this.env);
  }

  async run(args: string[], okCodes: readonly number[] = [0]): Promise<TerraformResult> {
    const [command, ...rest] = args;
    const result = await runTerraform([command!, "-no-color", ...rest], { cwd: this.stackDir, env: this.env });
    if (!okCodes.includes(result.code)) {
      const text = redact((result.stderr.trim() || result.stdout.trim()).replace(/\n{3,}/g, "\n\n"), this.secrets);
      throw new TerraformError(`terraform ${command} exited ${result.code}:\n${text}`, result);
    }
    return result;
  }

  init(): Promise<TerraformResult> {
    return this.run(["init", "-input=false"]);
  }

  /** "Apply complete! Resources: 1 imported, 4 added, 0 changed, 0 destroyed." */
  async apply(): Promise<string> {
    const result = await this.run(["apply", "-input=false", "-auto-approve"]);
    return summaryLine(result.stdout, /Apply complete!.*$/m) ?? "apply complete";
  }

  /** Plans; returns whether changes are pending and Terraform's summary line. */
  async plan(): Promise<{ changes: boolean; summary: string }> {
    const result = await this.run(["plan", "-input=false", "-detailed-exitcode"], [0, 2]);
    const summary =
      summaryLine(result.stdout, /^Plan: .*$/m) ?? summaryLine(result.stdout, /^No changes\..*$/m) ?? (result.code === 2 ? "changes pending" : "no changes");
    return { changes: result.code === 2, summary };
  }

  /** The stack's outputs, sensitive ones masked. */
  async outputs(): Promise<Record<string, unknown>> {
    const result = await this.run(["output", "-json"]);
    const parsed = outputsSchema.safeParse(JSON.parse(result.stdout));
    if (!parsed.success) throw new Error("terraform output -json printed an unexpected shape");
    const out: Record<string, unknown> = {};
    for (const [name, o] of Object.entries(parsed.data)) out[name] = o.sensitive ? "(sensitive)" : o.value;
    return out;
  }
}

const outputsSchema = z.record(z.string(), z.object({ sensitive: z.boolean(), value: z.unknown() }));

function summaryLine(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[0].trim();
}
