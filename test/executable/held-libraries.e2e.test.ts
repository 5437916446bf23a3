// The npm executable holds zod and undici apart from its runtime, each with a code cache of
// its own (src/executable/held-runtime.ts): terraform validate's launches, which neither call
// the API nor parse a body with zod, write neither cache; a launch that reads the account
// (whose plain body needs no zod, src/api/bodies/account.ts) loads and caches undici alone,
// and one that reads statistics, which only zod reads, loads and caches zod too.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { holderOpening, HELD_RUNTIME, HELD_UNDICI, HELD_ZOD, type Held } from "../../src/executable/embedded-module";
import { PROVIDER_BLOCK, TerraformHome, providerUnderTest } from "../e2e/harness";

const EXECUTABLE = resolve(__dirname, "../../dist/terraform-provider-phpanalytics.js");

const KEY = "held-libraries-key";
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

/** The held bundles whose code caches are in `cacheHome`, known by the hash that names each cache file. */
function cached(cacheHome: string): string[] {
  const dir = join(cacheHome, "terraform-provider-phpanalytics");
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const text = readFileSync(EXECUTABLE, "latin1");
  const hashOf = (held: Held) =>
    text
      .slice(text.lastIndexOf(holderOpening(held)))
      .split("\n")[0]!
      .slice(holderOpening(held).length);
  const named = Object.entries({ runtime: HELD_RUNTIME, undici: HELD_UNDICI, zod: HELD_ZOD }).map(([name, held]) => [name, hashOf(held)] as const);
  expect(new Set(named.map(([, hash]) => hash)).size).toBe(named.length);
  return files.map((file) => named.find(([, hash]) => file.startsWith(`${hash}-`))?.[0] ?? file).sort();
}

describe.skipIf(providerUnderTest() !== undefined)("zod and undici in the npm executable", () => {
  it("are cached apart from the runtime, only once a launch has used them", async () => {
    const cacheHome = mkdtempSync(join(home.root, "cache-"));
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY, XDG_CACHE_HOME: cacheHome };
    const account = emulator.store.accountForKey(KEY)!;
    const site = emulator.store.create(KEY, { domain: "held.example.com" });
    const accountOnly = `${PROVIDER_BLOCK}\ndata "phpanalytics_account" "me" {}\noutput "account" { value = data.phpanalytics_account.me.name }\n`;
    const statistics =
      `data "phpanalytics_website_statistics" "s" {\n  website_id = "${site.id}"\n  name = "pageviews"\n  from = "2023-01-01"\n  to = "2023-01-31"\n}\n` +
      `output "total" { value = data.phpanalytics_website_statistics.s.total }\n`;
    const ws = home.workspace({ "main.tf": accountOnly });
    await ws.expect(["init", "-input=false"], 0, env);

    await ws.expect(["validate"], 0, env);
    expect(cached(cacheHome)).toEqual(["runtime"]);

    // the data source reads the account over the API, in the server's plain shape: no zod
    const first = await ws.expect(["plan", "-input=false"], 0, env);
    expect(first.stdout).toContain(`account = "${account.name}"`);
    expect(cached(cacheHome)).toEqual(["runtime", "undici"]);

    // statistics, which only zod reads
    ws.write({ "main.tf": accountOnly + statistics });
    const withStatistics = await ws.expect(["plan", "-input=false"], 0, env);
    expect(withStatistics.stdout).toContain(`account = "${account.name}"`);
    expect(withStatistics.stdout).toContain("total");
    expect(cached(cacheHome)).toEqual(["runtime", "undici", "zod"]);
  });
});
