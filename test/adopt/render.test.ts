// renderAdoptionStack: ids, escaping, password variables, the exclude_params note, determinism.
// The generated TypeScript is transpiled and run against stand-ins of cdktf and the
// bindings, so the tests see the exact values each construct receives.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { baseConstructId, IdAllocator, planAdoption, renderAdoptionStack, stackClassName } from "../../src/adopt";
import { websiteFixture } from "../support/website-fixture";

const site = websiteFixture;

interface Declared {
  kind: "provider" | "website" | "variable";
  id: string;
  config: Record<string, unknown>;
  importedFrom?: string;
}

/** Runs the generated stack with stand-ins and returns what it declared, in order. */
function evaluate(source: string, className: string): Declared[] {
  const out = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, strict: true },
    reportDiagnostics: true,
  });
  expect(out.diagnostics ?? []).toEqual([]);
  const declared: Declared[] = [];
  class Element {
    constructor(_scope: unknown, id: string, config: Record<string, unknown>, kind: Declared["kind"]) {
      const entry: Declared = { kind, id, config };
      declared.push(entry);
      Object.defineProperty(this, "entry", { value: entry });
    }
  }
  const modules: Record<string, unknown> = {
    cdktf: {
      TerraformStack: class {
        constructor(
          _scope: unknown,
          public id: string,
        ) {}
      },
      TerraformVariable: class extends Element {
        constructor(scope: unknown, id: string, config: Record<string, unknown>) {
          super(scope, id, config, "variable");
        }
        get stringValue(): string {
          return `\${var.${(this as unknown as { entry: Declared }).entry.id}}`;
        }
      },
    },
    "cdktf-provider-phpanalytics": {
      provider: {
        PhpanalyticsProvider: class extends Element {
          constructor(scope: unknown, id: string, config: Record<string, unknown>) {
            super(scope, id, config, "provider");
          }
        },
      },
      website: {
        Website: class extends Element {
          constructor(scope: unknown, id: string, config: Record<string, unknown>) {
            super(scope, id, config, "website");
          }
          importFrom(id: string): void {
            (this as unknown as { entry: Declared }).entry.importedFrom = id;
          }
        },
      },
    },
  };
  const exports: Record<string, unknown> = {};
  const require = (name: string): unknown => {
    if (!(name in modules)) throw new Error(`unexpected import ${name}`);
    return modules[name];
  };
  new Function("require", "exports", out.outputText)(require, exports);
  const Stack = exports[className] as new (scope: unknown) => { id: string };
  expect(new Stack({}).id).toBe(exports.STACK_NAME);
  return declared;
}

describe("construct ids", () => {
  it("are the domain with other characters than a-z0-9 as _, starting with a letter", () => {
    expect(baseConstructId("blog.example.com")).toBe("blog_example_com");
    expect(baseConstructId("My-Shop.Example.co.uk")).toBe("my_shop_example_co_uk");
    expect(baseConstructId("10.0.0.1")).toBe("site_10_0_0_1");
    expect(baseConstructId("bücher.de")).toBe("b_cher_de");
    expect(baseConstructId("xn--bcher-kva.de")).toBe("xn_bcher_kva_de");
    expect(baseConstructId("...")).toBe("site");
  });

  it("stay short enough that cdktf keeps a password variable's id, the TF_VAR_ name to set, as it is", () => {
    const long = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.com`; // 251 characters
    const [entry] = planAdoption([site(long, { privacy: "password", hasPassword: true })]);
    expect(entry!.passwordVariable!.length).toBeLessThanOrEqual(255);
    expect(entry!.passwordVariable).toBe(`${entry!.constructId}_password`);
    expect(entry!.constructId.length).toBeLessThanOrEqual(200);
  });

  it("are deduplicated deterministically, in domain order, around reserved ids", () => {
    const ids = new IdAllocator(["phpanalytics"]);
    expect(["a", "a", "a_2", "phpanalytics"].map((base) => ids.allocate(base))).toEqual(["a", "a_2", "a_2_2", "phpanalytics_2"]);

    const adopted = planAdoption([site("a.b.com"), site("x.com.password"), site("a-b.com"), site("x.com", { privacy: "password", hasPassword: true })]);
    expect(adopted.map((entry) => [entry.website.domain, entry.constructId, entry.passwordVariable])).toEqual([
      ["a-b.com", "a_b_com", undefined],
      ["a.b.com", "a_b_com_2", undefined],
      ["x.com", "x_com", "x_com_password_2"],
      ["x.com.password", "x_com_password", undefined],
    ]);
  });
});

describe("renderAdoptionStack", () => {
  it("declares every website sorted by domain with every setting the API returns, each imported by id", () => {
    const websites = [
      site("shop.example.com", { privacy: "private", emailReports: true, excludeBots: false, favorite: true, excludeIps: ["203.0.113.7", "10.0.0.0/8"] }),
      site("blog.example.com"),
    ];
    const source = renderAdoptionStack(websites, { stackName: "prod-sites", source: "https://analytics.example.com" });
    expect(source).toContain("// Generated by `phpanalytics adopt` from https://analytics.example.com: 2 websites.");
    expect(source).toContain('import { TerraformStack } from "cdktf";');
    expect(source).toContain('import { provider, website } from "cdktf-provider-phpanalytics";');
    const declared = evaluate(source, "ProdSitesStack");
    expect(declared).toEqual([
      { kind: "provider", id: "phpanalytics", config: {} },
      {
        kind: "website",
        id: "blog_example_com",
        config: {
          domain: "blog.example.com",
          privacy: "public",
          emailReports: false,
          excludeBots: true,
          excludeIps: [],
          excludeParams: [],
          favorite: false,
          deletionProtection: true,
        },
        importedFrom: String(websites[1]!.id),
      },
      {
        kind: "website",
        id: "shop_example_com",
        config: {
          domain: "shop.example.com",
          privacy: "private",
          emailReports: true,
          excludeBots: false,
          excludeIps: ["203.0.113.7", "10.0.0.0/8"],
          excludeParams: [],
          favorite: true,
          deletionProtection: true,
        },
        importedFrom: String(websites[0]!.id),
      },
    ]);
  });

  it("takes passwords from sensitive variables named after the website, with a TODO", () => {
    const source = renderAdoptionStack([
      site("secret.example.com", { privacy: "password", hasPassword: true }),
      site("unset.example.com", { privacy: "password", hasPassword: false }),
      site("public.example.com", { hasPassword: true }),
    ]);
    expect(source).toContain('import { TerraformStack, TerraformVariable } from "cdktf";');
    expect(source).toContain("      // TODO: set TF_VAR_secret_example_com_password to its current password.");
    expect(source).toMatch(/TODO: set TF_VAR_unset_example_com_password to a password \(the server holds none yet/);
    expect(source).toContain("//   TF_VAR_secret_example_com_password  (secret.example.com)");
    expect(source.match(/TODO:/g)).toHaveLength(2);
    const declared = evaluate(source, "PhpanalyticsWebsitesStack");
    const variables = declared.filter((d) => d.kind === "variable");
    expect(variables).toEqual([
      {
        kind: "variable",
        id: "secret_example_com_password",
        config: { type: "string", sensitive: true, description: "Password of secret.example.com (the API cannot return it)" },
      },
      {
        kind: "variable",
        id: "unset_example_com_password",
        config: { type: "string", sensitive: true, description: "Password of unset.example.com (the API cannot return it)" },
      },
    ]);
    const byDomain = new Map(declared.filter((d) => d.kind === "website").map((d) => [d.config.domain, d.config]));
    expect(byDomain.get("secret.example.com")?.password).toBe("${var.secret_example_com_password}");
    expect(byDomain.get("unset.example.com")?.password).toBe("${var.unset_example_com_password}");
    expect(byDomain.get("public.example.com")).not.toHaveProperty("password");
  });

  it("sets exclude_params empty on every website and explains why and what it means", () => {
    const source = renderAdoptionStack([site("a.example.com"), site("b.example.com")]);
    expect(source.match(/excludeParams: \[\], \/\/ unknown: the API does not return them/g)).toHaveLength(2);
    expect(source).toContain("// exclude_params: the API accepts excluded query parameters but never returns them");
    expect(source).toContain("`[]` does not clear them");
  });

  it("escapes strings and keeps comments on one line", () => {
    const nasty = 'evil"\\\n*/`${x}\u2028.example.com';
    const source = renderAdoptionStack([site(nasty, { privacy: "password", hasPassword: true, excludeIps: ['1.2.3.4"', "a\\b"] })], {
      source: "http://x/\n*/ injected",
    });
    for (const line of source.split("\n")) if (line.trimStart().startsWith("//")) expect(line).not.toMatch(/[\u2028\u2029\r]/);
    expect(source).not.toContain("\n injected");
    const [, variable, declaredSite] = evaluate(source, "PhpanalyticsWebsitesStack");
    expect(variable?.config.description).toBe(`Password of ${nasty} (the API cannot return it)`);
    expect(declaredSite?.config.domain).toBe(nasty);
    expect(declaredSite?.config.excludeIps).toEqual(['1.2.3.4"', "a\\b"]);
  });

  it("is deterministic: the same websites in any order give the same text", () => {
    const websites = Array.from({ length: 40 }, (_, i) =>
      site(`${["shop", "blog", "docs", "10"][i % 4]}-${(i * 7) % 40}.example.${i % 3 ? "com" : "org"}`, {
        privacy: (["public", "private", "password"] as const)[i % 3]!,
        hasPassword: i % 3 === 2,
        favorite: i % 5 === 0,
      }),
    );
    const first = renderAdoptionStack(websites);
    const reversed = renderAdoptionStack([...websites].reverse());
    const shuffled = renderAdoptionStack([...websites].sort((a, b) => ((a.id * 17) % 41) - ((b.id * 17) % 41)));
    expect(reversed).toBe(first);
    expect(shuffled).toBe(first);
    const domains = evaluate(first, "PhpanalyticsWebsitesStack")
      .filter((d) => d.kind === "website")
      .map((d) => String(d.config.domain));
    expect(domains).toEqual([...domains].sort());
    expect(new Set(domains).size).toBe(40);
  });

  it("renders an empty account and names the stack class after the stack", () => {
    const source = renderAdoptionStack([], { stackName: "1st_account" });
    expect(source).toContain("// The account has no websites.");
    expect(source).toContain('export const STACK_NAME = "1st_account";');
    expect(evaluate(source, "Adopted1stAccountStack")).toEqual([{ kind: "provider", id: "phpanalytics", config: {} }]);
    expect(stackClassName("phpanalytics-websites")).toBe("PhpanalyticsWebsitesStack");
    expect(stackClassName("prod-stack")).toBe("ProdStack");
    // not the name of cdktf's class, which the file imports and the stack extends
    expect(stackClassName("terraform-stack")).toBe("AdoptedTerraformStack");
    expect(evaluate(renderAdoptionStack([], { stackName: "terraform-stack" }), "AdoptedTerraformStack")).toHaveLength(1);
    expect(() => renderAdoptionStack([], { stackName: "../escape" })).toThrow(RangeError);
  });

  it("notes where the API key came from when it is not PHPANALYTICS_API_KEY, and holds no secret", () => {
    const source = renderAdoptionStack([site("a.example.com")], { apiKeyEnv: "PROD_ANALYTICS_KEY" });
    expect(source).toContain("read from PROD_ANALYTICS_KEY");
    expect(source).toContain('new provider.PhpanalyticsProvider(this, "phpanalytics", {});');
    expect(renderAdoptionStack([site("a.example.com")])).not.toContain("read from");
  });

  it("lists in its header the websites left out because another stack manages them", () => {
    const kept = site("kept.example.com");
    const blog = site("blog.example.com");
    const source = renderAdoptionStack([kept], { leftOut: [{ website: blog, owners: ['stack "blogs" (cdktf.out/stacks/blogs)', "state file old.tfstate"] }] });
    expect(source).toContain("// Left out: 1 website that another stack or state already manages.");
    expect(source).toContain(`//   blog.example.com (id ${blog.id}): stack "blogs" (cdktf.out/stacks/blogs), state file old.tfstate\n`);
    expect(
      evaluate(source, "PhpanalyticsWebsitesStack")
        .filter((d) => d.kind === "website")
        .map((d) => d.importedFrom),
    ).toEqual([String(kept.id)]);
    expect(renderAdoptionStack([kept])).not.toContain("Left out");

    const none = renderAdoptionStack([], { leftOut: [{ website: blog, owners: ["state file old.tfstate"] }] });
    expect(none).toContain("// Every website of the account is managed by another stack or state.");
    expect(none).not.toContain("The account has no websites.");
  });
});
