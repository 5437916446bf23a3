// The package as users install it, following the README's quick start for a CDKTF app word
// for word: `npm pack`, the tarball installed offline into a fresh app laid out as
// `cdktf init --template=typescript` lays one out (its tsconfig, cdktf.json with
// `npx ts-node main.ts`) with the README's install commands, then `phpanalytics install`,
// tsc, the README's stack, cdktf synth and the README's deploy command, the drift job of
// the drift-detection guide, `phpanalytics adopt` used from main.ts, the demo and cdktf
// destroy, all against the emulator started from the installed package's `/emulator` export.
//
// Offline and fast: the app's package-lock.json is cut from the project's (app-lock.ts), so
// `npm ci --offline` installs from the cache the project's `npm ci` filled; package.json gets
// what the README's `npm install` commands would write, so npm ci checks their ranges against
// the versions the project tests. cdktf-cli is the project's, once its version is checked
// against the README's range (its native dependencies are not worth installing again). jest,
// which the template also installs, is left out: nothing here tests with it.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../e2e/harness";
import { appLock, sha512Integrity, type Lock } from "./app-lock";
import { API_KEY, CDKTF, LONG, lockedRange, must, readJson, ROOT, SHOP_PASSWORD, TEMPLATE, useInstalledApp } from "./installed-app";
import { driftJobSteps, githubExpressions, quickStartCommands, quickStartInstalls, quickStartStack, satisfies } from "./readme";

const setup = useInstalledApp();
const { work, app, home, inApp, npx, cdktf, nodeScript } = setup;

describe("the installed package in a fresh cdktf TypeScript app", () => {
  it(
    "packs, and installs offline beside cdktf, constructs, typescript and ts-node",
    async () => {
      const pack = must(await run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", work], { cwd: ROOT, env: process.env }), "npm pack");
      const [{ filename, files }] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
      const shipped = files.map((f) => f.path);
      expect(shipped).toContain("dist/tfplugin/protocol/generated/proto.js");
      expect(shipped).toContain("dist/demo/example-app.js");
      expect(shipped).toContain("examples/cdktf/main.ts");
      expect(shipped.filter((f) => f.startsWith("src/") || f.startsWith("test/"))).toEqual([]);

      const manifest = readJson<{
        name: string;
        version: string;
        dependencies: Record<string, string>;
        peerDependencies: Record<string, string>;
        peerDependenciesMeta: Record<string, { optional?: boolean }>;
        bin: Record<string, string>;
        scripts: Record<string, string>;
      }>(join(ROOT, "package.json"));
      expect(manifest.peerDependencies).toEqual({
        cdktf: expect.stringMatching(/^\^0\.21/),
        constructs: expect.stringMatching(/^\^10\./),
        cdktn: expect.stringMatching(/^\^0\.24/),
      });
      // cdktn only for the ./cdktn entry (test/cdktn): this app, on the cdktf line, goes without it.
      expect(manifest.peerDependenciesMeta).toEqual({ cdktn: { optional: true } });
      expect(Object.keys(manifest.dependencies)).not.toContain("cdktf");
      // npm pack and publish build dist/ first; a consumer's install has no script to run (nor to be asked about).
      expect(manifest.scripts.prepack).toBe("npm run build");
      expect(Object.keys(manifest.scripts).filter((name) => ["preinstall", "install", "postinstall", "prepare"].includes(name))).toEqual([]);

      // The files `cdktf init --template=typescript` writes, from cdktf-cli's own template.
      const base = "app";
      for (const file of ["tsconfig.json", "cdktf.json", "package.json"]) {
        const text = readFileSync(join(TEMPLATE, file), "utf8")
          .replaceAll("{{ $base }}", base)
          .replaceAll("{{projectId}}", "00000000-0000-4000-8000-000000000000")
          .replaceAll("{{sendCrashReports}}", "false")
          .replaceAll("{{futureFlags}}", "");
        writeFileSync(join(app, file), text);
      }
      expect(readJson<{ app: string }>(join(app, "cdktf.json")).app).toBe("npx ts-node main.ts");
      const projectLock = readJson<Lock>(join(ROOT, "package-lock.json"));
      // What cdktf init installs, at the project's versions...
      const dependencies: Record<string, string> = { cdktf: lockedRange(projectLock, "cdktf"), constructs: lockedRange(projectLock, "constructs") };
      const devDependencies: Record<string, string> = Object.fromEntries(["@types/node", "typescript", "ts-node"].map((n) => [n, lockedRange(projectLock, n)]));
      // ...then the README's npm install commands, in their order, as npm writes them into package.json.
      const installs = quickStartInstalls();
      const step = (name: string) => installs.findIndex((i) => i.packages.some((p) => p.name === name));
      expect(step("typescript"), "the README pins TypeScript before it installs the package").toBeGreaterThanOrEqual(0);
      expect(step("typescript")).toBeLessThan(step(manifest.name));
      // the package is not on the registry yet: the README installs the tarball npm pack makes
      const packageSpec = installs.flatMap((i) => i.packages).find((p) => p.name === manifest.name);
      expect(packageSpec?.tarball, "the README installs the package's tarball").toBe(`./${filename}`);
      for (const { dev, packages } of installs) {
        for (const { name, range } of packages) {
          if (name === "cdktf-cli") {
            const version = projectLock.packages["node_modules/cdktf-cli"]?.version ?? "";
            expect(satisfies(version, range ?? "*"), `the README installs cdktf-cli@${range}; the project tests ${version}`).toBe(true);
            continue;
          }
          delete dependencies[name];
          delete devDependencies[name];
          (dev ? devDependencies : dependencies)[name] = name === manifest.name ? `file:../${filename}` : (range ?? lockedRange(projectLock, name));
        }
      }
      expect(Object.keys(dependencies).sort()).toEqual([manifest.name, "cdktf", "constructs"].sort());
      const pkg = { ...readJson<Record<string, unknown>>(join(app, "package.json")), dependencies, devDependencies };
      writeFileSync(join(app, "package.json"), JSON.stringify(pkg, null, 2) + "\n");
      const lock = appLock({
        projectLock,
        app: { name: base, dependencies, devDependencies },
        packed: { manifest: { ...manifest }, tarball: `../${filename}`, integrity: sha512Integrity(join(work, filename)) },
      });
      writeFileSync(join(app, "package-lock.json"), JSON.stringify(lock, null, 2) + "\n");

      must(await inApp("npm", ["ci", "--offline", "--no-audit", "--no-fund"]), "npm ci --offline");
      expect(readdirSync(join(app, "node_modules", "cdktf-provider-phpanalytics"))).toContain("dist");
      // One copy of constructs: the bindings use the app's.
      expect(readdirSync(join(app, "node_modules", "cdktf-provider-phpanalytics")).includes("node_modules")).toBe(false);
      const version = must(await npx(["phpanalytics", "--version"]), "phpanalytics --version");
      expect(version.stdout.trim()).toBe(manifest.version);
    },
    LONG,
  );

  it(
    "starts the emulator from the /emulator export and talks to it with the /api export",
    async () => {
      setup.emulator = spawn(
        process.execPath,
        [
          "-e",
          `require("cdktf-provider-phpanalytics/emulator").startEmulator({ apiKeys: [${JSON.stringify(API_KEY)}], rateLimit: 0, quiet: true }).then((e) ` +
            `=> { process.stdout.write(e.url ` +
            `+ "\\n"); process.on("SIGTERM", ` +
            `() => e.close().then(() => process.exit(0))); });`,
        ],
        { cwd: app, env: setup.env, stdio: ["ignore", "pipe", "inherit"] },
      );
      setup.emulatorUrl = await new Promise<string>((done, fail) => {
        let out = "";
        setup.emulator!.stdout!.setEncoding("utf8").on("data", (c: string) => {
          out += c;
          if (out.includes("\n")) done(out.trim());
        });
        setup.emulator!.once("exit", (code) => fail(new Error(`the emulator exited ${code}`)));
      });
      expect(setup.emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      setup.env = { ...setup.env, PHPANALYTICS_BASE_URL: setup.emulatorUrl, PHPANALYTICS_API_KEY: API_KEY };

      // A website made before Terraform, for adopt.
      const seeded = must(
        await nodeScript(`const { createClient } = require("cdktf-provider-phpanalytics/api");
const c = createClient({ baseUrl: process.env.PHPANALYTICS_BASE_URL, apiKey: process.env.PHPANALYTICS_API_KEY, requestsPerMinute: 0 });
c.createWebsite({ domain: "legacy.example.com", excludeBots: true }).then((w) => { console.log(w.id); return c.close(); });`),
        "createWebsite through the /api export",
      );
      expect(seeded.stdout.trim()).toMatch(/^\d+$/);
    },
    LONG,
  );

  it(
    "installs the provider with the installed CLI, where terraform finds it with no configuration",
    async () => {
      expect(quickStartCommands()).toContain("npx phpanalytics install");
      const install = must(await npx(["phpanalytics", "install"]), "phpanalytics install");
      expect(install.stdout.trim().startsWith(join(home, ".terraform.d", "plugins"))).toBe(true);
      expect(install.stderr).toContain("Next: nothing to configure");
    },
    LONG,
  );

  it(
    "the install guide's tarball command installs the provider outside any npm project",
    async () => {
      const { name, version } = readJson<{ name: string; version: string }>(join(ROOT, "package.json"));
      const tarball = `${name}-${version}.tgz`;
      const guide = readFileSync(join(ROOT, "docs", "guides", "install.md"), "utf8");
      const command = /^(npx --yes -p \.\/(\S+\.tgz) phpanalytics install)\b/m.exec(guide);
      expect(command?.[2], "the guide names the tarball npm pack makes").toBe(tarball);
      const plain = join(work, "plain-hcl");
      mkdirSync(plain);
      writeFileSync(join(plain, tarball), readFileSync(join(work, tarball)));
      const plugins = join(plain, "plugins");
      const args = command![1]!.split(/\s+/).slice(1);
      // the guide's own --yes: npm 11 asks before fetching, and stops outside a terminal
      const install = must(await run("npx", ["--prefer-offline", ...args, "--dir", plugins], { cwd: plain, env: setup.env }), "the guide's tarball install");
      expect(install.stdout.trim()).toBe(
        join(plugins, "registry.terraform.io", "phpanalytics", "phpanalytics", version, "linux_amd64", `terraform-provider-phpanalytics_v${version}`),
      );
    },
    LONG,
  );

  it(
    "adopt writes a stack that main.ts uses as its header says, and tsc --noEmit passes",
    async () => {
      must(await npx(["phpanalytics", "adopt", "--out", "adopted.ts"]), "phpanalytics adopt");
      const adopted = readFileSync(join(app, "adopted.ts"), "utf8");
      expect(adopted).toContain('"legacy.example.com"');
      expect(adopted).toContain("//   new PhpanalyticsWebsitesStack(app);");
      // an adopted website holds history: a plan that would delete or replace it is refused
      expect(adopted).toContain("deletionProtection: true,");

      // The README's stack, with the adopted stack added the way adopted.ts's header shows.
      const readmeStack = quickStartStack();
      expect(readmeStack).toContain('new Websites(app, "websites");');
      const main = readmeStack
        .replace('import { Construct } from "constructs";', 'import { Construct } from "constructs";\nimport { PhpanalyticsWebsitesStack } from "./adopted";')
        .replace("app.synth();", "new PhpanalyticsWebsitesStack(app);\napp.synth();");
      writeFileSync(join(app, "main.ts"), main);
      // The subpath exports, as the README shows them, type-check under the template's tsconfig.
      writeFileSync(
        join(app, "exports-check.ts"),
        `import { createClient, type Website } from "cdktf-provider-phpanalytics/api";
import { startEmulator } from "cdktf-provider-phpanalytics/emulator";

export async function listAll(): Promise<Website[]> {
  const emu = await startEmulator({ apiKeys: ["k"], rateLimit: 0 });
  const client = createClient({ baseUrl: emu.url, apiKey: "k" });
  const { websites } = await client.listAllWebsites();
  await client.close();
  await emu.close();
  return websites;
}
`,
      );
      must(await inApp(join(app, "node_modules/.bin/tsc"), ["--noEmit"]), "tsc --noEmit");
    },
    LONG,
  );

  it(
    "cdktf synth and deploy, offline with --skip-provider-lock",
    async () => {
      setup.env = { ...setup.env, TF_VAR_shop_password: SHOP_PASSWORD };
      must(await cdktf(["synth"]), "cdktf synth");
      expect(readdirSync(join(app, "cdktf.out", "stacks")).sort()).toEqual(["phpanalytics-websites", "websites"]);

      // The README's deploy command, with the adopted stack and what a non-interactive run needs.
      const readmeDeploy = quickStartCommands().find((c) => c.startsWith("npx cdktf deploy "));
      expect(readmeDeploy).toContain("--skip-provider-lock");
      const deployArgs = readmeDeploy!.split(/\s+/).slice(2);
      const deploy = must(await cdktf([...deployArgs, "phpanalytics-websites", "--auto-approve", "--skip-synth"]), "cdktf deploy");
      expect(deploy.stdout).toContain("Apply complete! Resources: 2 added, 0 changed, 0 destroyed");
      expect(deploy.stdout).toContain("Apply complete! Resources: 1 imported, 0 added, 0 changed, 0 destroyed");
      expect(deploy.stdout + deploy.stderr).not.toContain(SHOP_PASSWORD);
    },
    LONG,
  );

  it(
    "the drift guide's GitHub Actions job passes on the README's stack",
    async () => {
      const steps = driftJobSteps();
      expect(steps.map((s) => s.run)).toContain("npx phpanalytics install");
      const summary = join(work, "step-summary.md");
      const values = { PHPANALYTICS_BASE_URL: setup.emulatorUrl, PHPANALYTICS_API_KEY: API_KEY, SHOP_PASSWORD };
      // Only what the job sets: nothing of this test's environment leaks into the steps.
      const { PHPANALYTICS_BASE_URL: _u, PHPANALYTICS_API_KEY: _k, TF_VAR_shop_password: _p, ...jobEnv } = setup.env;
      for (const step of steps) {
        if (step.run === "npm ci") continue; // done above, offline
        const stepEnv = Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, githubExpressions(v, values)]));
        const command = step.run.replace(/^npx cdktf /, `${CDKTF} `);
        const result = await run("bash", ["-euo", "pipefail", "-c", command], { cwd: app, env: { ...jobEnv, GITHUB_STEP_SUMMARY: summary, ...stepEnv } });
        must(result, `README job step "${step.run}"`);
      }
      const report = readFileSync(summary, "utf8");
      expect(report).toContain("## phpAnalytics drift report");
      expect(report).toContain(":white_check_mark: No drift and no unmanaged websites");
    },
    LONG,
  );

  it(
    "the demo runs from the installed package",
    async () => {
      const demo = must(await npx(["phpanalytics", "demo"], { PHPANALYTICS_BASE_URL: "", PHPANALYTICS_API_KEY: "" }), "phpanalytics demo");
      expect(demo.stdout).toContain("drift detection (terraform plan -refresh-only): 1 drifted");
      expect(demo.stdout).toMatch(/clean: terraform plan says "No changes\./);
    },
    LONG,
  );

  it(
    "cdktf destroy is refused for the adopted websites until their protection is lifted, then removes every website",
    async () => {
      const refused = await cdktf(["destroy", "phpanalytics-websites", "--auto-approve", "--skip-provider-lock", "--skip-synth"]);
      expect(refused.code).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain("Website protected from deletion");
      const adopted = join(app, "adopted.ts");
      writeFileSync(adopted, readFileSync(adopted, "utf8").replaceAll("deletionProtection: true", "deletionProtection: false"));
      const lifted = must(await cdktf(["deploy", "phpanalytics-websites", "--auto-approve", "--skip-provider-lock"]), "cdktf deploy (protection lifted)");
      // kept in state only: lifting it sends nothing to the service
      expect(lifted.stdout).toContain("Apply complete! Resources: 0 added, 1 changed, 0 destroyed");
      must(await cdktf(["destroy", "websites", "phpanalytics-websites", "--auto-approve", "--skip-provider-lock", "--skip-synth"]), "cdktf destroy");
      const left = must(
        await nodeScript(`const { createClient } = require("cdktf-provider-phpanalytics/api");
const c = createClient({ baseUrl: process.env.PHPANALYTICS_BASE_URL, apiKey: process.env.PHPANALYTICS_API_KEY, requestsPerMinute: 0 });
c.listAllWebsites().then((l) => { console.log(l.websites.length); return c.close(); });`),
        "listAllWebsites",
      );
      expect(left.stdout.trim()).toBe("0");
    },
    LONG,
  );
});
