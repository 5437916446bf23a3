// The npm executable holds zod apart from its runtime, with a code cache of its own
// (src/executable/held-runtime.ts): launches that never parse a body with zod, such as
// terraform validate's, write no zod cache, and one that does (the account data source's
// read) loads zod from its comment and caches it.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome, providerUnderTest } from "../e2e/harness";

const KEY = "held-zod-key";
let emulator: EmulatorHandle;
let home: TerraformHome;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
});

afterAll(async () => {
  home?.dispose();
  await emulator?.close();
});

const caches = (cacheHome: string): string[] => {
  const dir = join(cacheHome, "terraform-provider-phpanalytics");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe.skipIf(providerUnderTest() !== undefined)("zod in the npm executable", () => {
  it("is cached apart from the runtime, only once a launch has used it", async () => {
    const cacheHome = mkdtempSync(join(home.root, "cache-"));
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY, XDG_CACHE_HOME: cacheHome };
    const account = emulator.store.accountForKey(KEY)!;
    const ws = home.workspace({
      "main.tf": `${PROVIDER_BLOCK}\ndata "phpanalytics_account" "me" {}\noutput "account" { value = data.phpanalytics_account.me.name }\n`,
    });
    await ws.expect(["init", "-input=false"], 0, env);

    await ws.expect(["validate"], 0, env);
    const runtimeOnly = caches(cacheHome);
    expect(runtimeOnly).toHaveLength(1);

    // the data source's read parses the account with zod
    const first = await ws.expect(["plan", "-input=false"], 0, env);
    expect(first.stdout).toContain(`account = "${account.name}"`);
    const both = caches(cacheHome);
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining(runtimeOnly));

    const again = await ws.expect(["plan", "-input=false"], 0, env);
    expect(again.stdout).toContain(`account = "${account.name}"`);
    expect(caches(cacheHome)).toEqual(both);
  });
});
