// The typed models derived from an `as const` schema: handlers that read an attribute by
// a wrong name, or as the wrong type, do not compile. Checked with the TypeScript compiler
// itself on small programs written next to the sources.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const FRAMEWORK = resolve(__dirname, "../../src/tfplugin/framework");
const dir = mkdtempSync(join(__dirname, ".model-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = `
import { defineResource, type PlanOf, type StateOf, type ConfigOf } from ${JSON.stringify(`${FRAMEWORK}/model`)};
import type { Schema } from ${JSON.stringify(`${FRAMEWORK}/types`)};
const schema = {
  version: 0,
  description: "a thing",
  attributes: {
    id: { type: "string", computed: true, description: "id" },
    name: { type: "string", required: true, description: "name" },
    size: { type: "number", optional: true, computed: true, default: 1, description: "size" },
    tags: { type: ["list", "string"], optional: true, description: "tags" },
    secret: { type: "string", optional: true, writeOnly: true, description: "secret" },
  },
} as const satisfies Schema;
type S = typeof schema;
export declare const plan: PlanOf<S>;
export declare const state: StateOf<S>;
export declare const config: ConfigOf<S>;
`;

function compile(body: string): string[] {
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, `${header}\n${body}\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("models derived from the schema", () => {
  it("type each attribute as the schema declares it", () => {
    const errors = compile(`
      export const name: string = plan.name;
      export const size: number = state.size;
      export const tags: string[] | null = state.tags;
      export const secretInState: null = state.secret;
      export const id: string | null = state.id;
      export const r = defineResource({
        schema,
        create: async (p) => ({ ...p, id: "1", secret: null }),
        read: async () => null,
        update: async (p, s) => ({ ...s, name: p.name }),
        delete: async () => undefined,
      });`);
    expect(errors).toEqual([]);
  });

  it("reject a misspelt attribute and a wrong type at compile time", () => {
    const errors = compile(`
      export const a = plan.nmae;
      export const b: string = state.tags;
      export const c: string = config.name;
      export const d: string = plan.id;`).join("\n");
    expect(errors).toMatch(/Property 'nmae' does not exist/);
    expect(errors).toMatch(/Type 'string\[\] \| null' is not assignable to type 'string'/);
    expect(errors).toMatch(/Type 'string \| Unknown \| null' is not assignable to type 'string'/);
    // one error for each of the four lines: config values and computed plan values may be unknown
    expect(errors.match(/^Type '.*' is not assignable to type 'string'\.$|does not exist on type/gm)).toHaveLength(4);
  });
});
