// What the provider runtime (src/executable/provider-runtime.ts) loads with it. Every launch that
// answers a call loads the runtime, validate launches included, and the standalone
// executable's snapshot holds all of it; the API client (with undici and zod) belongs to
// ConfigureProvider, which imports it with import() (src/provider/index.ts, and
// src/executable/index.ts's list of start-up measures). One value import of the API's index
// from a module the runtime loads brought all of it back once; this keeps it out.
// Followed: import and export ... from, and `import x = require()`, unless type-only;
// import() and require() inside functions load later, so they are not followed.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");

/** The modules a module loads as it loads: relative ones as .ts paths, packages by name. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : undefined;
      const typeOnly = statement.isTypeOnly || (named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      const expression = statement.moduleReference.expression;
      if (ts.isStringLiteral(expression)) specifiers.push(expression.text);
    }
  }
  return specifiers.map((specifier) => (specifier.startsWith(".") ? resolveSource(file, specifier) : specifier));
}

function resolveSource(from: string, specifier: string): string {
  const base = join(from, "..", specifier);
  for (const candidate of [`${base}.ts`, `${base}.js`, join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which resolves to no source file`);
}

/** Everything `entry` loads as it loads, as paths under the repository and package names. */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [join(ROOT, entry)];
  while (pending.length) {
    const file = pending.pop()!;
    const name = file.startsWith("/") ? relative(ROOT, file) : file;
    if (seen.has(name)) continue;
    seen.add(name);
    if (file.startsWith("/") && !file.endsWith(".js")) pending.push(...staticImports(file));
  }
  return seen;
}

/** What must not load before ConfigureProvider: the client, and the modules that load undici and zod when used. */
const CONFIGURE_ONLY = ["src/api/index.ts", "src/api/client.ts", "src/api/exchange.ts", "src/api/undici-pool.ts", "src/api/bodies/parse.ts"];

describe("the provider runtime", () => {
  it("loads without the API client and what loads undici and zod", () => {
    const loaded = loadedWith("src/executable/provider-runtime.ts");
    expect(CONFIGURE_ONLY.filter((module) => loaded.has(module))).toEqual([]);
    // the walk does reach what the runtime is made of
    expect(loaded).toContain("src/provider/index.ts");
    expect(loaded).toContain("src/tfplugin/protocol/services/provider-server.ts");
    expect(loaded).toContain("src/tfplugin/protocol/generated/proto.js");
  });

  it("would be caught loading them: the API's index loads all of them", () => {
    const loaded = loadedWith("src/api/index.ts");
    expect(CONFIGURE_ONLY.filter((module) => loaded.has(module))).toEqual(CONFIGURE_ONLY);
  });
});
