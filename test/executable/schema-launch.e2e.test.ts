// The first launch of each Terraform command only asks for the schema. The npm executable
// answers it with the response its build made (scripts/build.mjs) and never loads its runtime,
// whose code cache is written at exit only by a launch that ran it.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createProvider } from "../../src/provider";
import { tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";
import { encodeProviderSchema } from "../../src/tfplugin/protocol/protobuf-methods";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import { providerUnderTest } from "../e2e/harness";
import { connect, generateCertificate, launch, root, terraformEnv } from "../tfplugin/helpers";

const EXECUTABLE = join(root, "dist", "terraform-provider-phpanalytics.js");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const client = generateCertificate();
const dirs: string[] = [];

function cacheHome(): string {
  const dir = mkdtempSync(join(tmpdir(), "phpa-schema-launch-"));
  dirs.push(dir);
  return dir;
}

const codeCaches = (home: string): string[] => {
  const dir = join(home, "terraform-provider-phpanalytics");
  return existsSync(dir) ? readdirSync(dir) : [];
};

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.skipIf(providerUnderTest() !== undefined)("the npm executable's schema launch", () => {
  it("answers GetProviderSchema exactly as the provider would, without loading the provider", async () => {
    const home = cacheHome();
    const l = await launch(EXECUTABLE, { ...terraformEnv(client), XDG_CACHE_HOME: home });
    const c = connect(l, client);
    const served = await c.call("GetProviderSchema");
    const own = tfplugin6.GetProviderSchema.Response.decode(await encodeProviderSchema(new ProviderServer(createProvider(version))));
    expect(served).toEqual(own);
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
    expect(codeCaches(home)).toEqual([]);
  });

  it("loads the provider on the first call that needs it", async () => {
    const home = cacheHome();
    const l = await launch(EXECUTABLE, { ...terraformEnv(client), XDG_CACHE_HOME: home });
    const c = connect(l, client);
    const metadata = await c.call<{ resources: Array<{ typeName: string }> }>("GetMetadata");
    expect(metadata.resources.map((r) => r.typeName)).toContain("phpanalytics_website");
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
    expect(codeCaches(home)).toHaveLength(1);
  });

  it("answers the calls that need a provider it cannot load with the reason, which Terraform shows", async () => {
    const home = cacheHome();
    const text = readFileSync(EXECUTABLE, "latin1");
    const cut = join(home, "cut-provider.js");
    writeFileSync(cut, text.slice(0, text.lastIndexOf("function embeddedRuntime")), "latin1");
    chmodSync(cut, 0o755);
    const l = await launch(cut, { ...terraformEnv(client), XDG_CACHE_HOME: home });
    const c = connect(l, client);
    await c.call("GetProviderSchema");
    await expect(c.call("ValidateProviderConfig", { config: { msgpack: Buffer.from([0x80]) } })).rejects.toThrow(/INTERNAL.*damaged.*reinstall/s);
    await expect(c.call("GetMetadata")).rejects.toThrow(/damaged.*reinstall/s);
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
    expect(l.stderr()).toContain("provider: failed to load");
  });
});
