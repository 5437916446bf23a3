// Every module the build writes to dist/ loads. Programs (a shebang, the provider entries,
// the standalone executable's snapshot entry and the demo's app) are started instead of
// required, since loading them runs them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../e2e/harness";

const DIST = resolve(__dirname, "../../dist");

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );
}

const PROGRAMS = new Set(["executable/npm-executable.js", "executable/standalone-snapshot.js", "demo/example-app.js"]);
const isProgram = (file: string) => PROGRAMS.has(relative(DIST, file)) || readFileSync(file, "utf8").startsWith("#!");

describe("dist/", () => {
  const files = jsFiles(DIST);

  it("holds the modules the package's entries need", () => {
    const names = files.map((f) => relative(DIST, f));
    for (const needed of [
      "index.js",
      "api/index.js",
      "emulator/index.js",
      "install/index.js",
      "tfplugin/protocol/generated/proto.js",
      "cli/phpanalytics.js",
      "terraform-provider-phpanalytics.js",
      "demo/example-app.js",
    ]) {
      expect(names).toContain(needed);
    }
  });

  it("holds no module whose source is gone (the build removes them)", () => {
    const BUNDLES = ["terraform-provider-phpanalytics.js", "demo/example-app.js"];
    const orphans = files
      .map((f) => relative(DIST, f))
      .filter((f) => !BUNDLES.includes(f))
      .filter((f) => !["ts", "js"].some((ext) => existsSync(join(DIST, "../src", f.replace(/\.js$/, `.${ext}`)))));
    expect(orphans).toEqual([]);
  });

  it("every library module loads in a fresh node", () => {
    const libraries = files.filter((f) => !isProgram(f));
    expect(libraries.length).toBeGreaterThan(50);
    const script = `const failed = [];
for (const f of JSON.parse(process.argv[1])) {
  try { require(f); } catch (e) { failed.push(f + ": " + (e && e.message ? e.message.split("\\n")[0] : String(e))); }
}
process.stdout.write(JSON.stringify(failed));`;
    const out = execFileSync(process.execPath, ["-e", script, JSON.stringify(libraries)], { encoding: "utf8", env: { PATH: process.env.PATH } });
    expect(JSON.parse(out)).toEqual([]);
  });

  it("every program starts", async () => {
    const programs = files
      .filter(isProgram)
      .map((f) => relative(DIST, f))
      .sort();
    expect(programs).toEqual([
      "cli/phpanalytics.js",
      "demo/example-app.js",
      "executable/npm-executable.js",
      "executable/standalone-snapshot.js",
      "terraform-provider-phpanalytics.js",
    ]);
    const env = { PATH: process.env.PATH };
    const cli = await run(process.execPath, [join(DIST, "cli/phpanalytics.js"), "--version"], { cwd: DIST, env });
    expect(cli.stdout.trim()).toBe((JSON.parse(readFileSync(join(DIST, "../package.json"), "utf8")) as { version: string }).version);
    for (const provider of ["terraform-provider-phpanalytics.js", "executable/npm-executable.js"]) {
      const result = await run(process.execPath, [join(DIST, provider)], { cwd: DIST, env });
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toContain("It is started by Terraform, not by hand");
    }
    // Run outside Node's snapshot builder, the snapshot entry loads and says what it is for.
    const snapshot = await run(process.execPath, [join(DIST, "executable/standalone-snapshot.js")], { cwd: DIST, env });
    expect(snapshot.code).toBe(1);
    expect(snapshot.stderr).toContain("standalone-snapshot.js is the standalone executable's snapshot entry: build it with npm run build:sea");
    const out = mkdtempSync(join(tmpdir(), "phpa-example-app-"));
    try {
      const synth = await run(process.execPath, [join(DIST, "demo/example-app.js")], { cwd: DIST, env: { ...env, CDKTF_OUTDIR: out } });
      expect(synth.code, synth.stderr).toBe(0);
      expect(readdirSync(join(out, "stacks"))).toEqual(["websites"]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
