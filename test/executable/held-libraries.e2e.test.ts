// The npm executable holds zod and undici apart from its runtime, each with a code cache of
// its own (src/executable/held-runtime.ts): terraform validate's launches, which neither call
// the API nor parse a body with zod, write neither cache; a launch that reads the account and
// statistics in the server's plain shape (src/api/bodies) loads and caches undici alone, and
// one that meets a body only zod reads (a mistyped field, which zod names) loads zod too.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startLoopback, type Loopback } from "../api/loopback";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { holderOpening, HELD_RUNTIME, HELD_UNDICI, HELD_ZOD, type Held } from "../../src/executable/embedded-module";
import { PROVIDER_BLOCK, TerraformHome, providerUnderTest } from "../e2e/harness";

const EXECUTABLE = resolve(__dirname, "../../dist/terraform-provider-phpanalytics.js");

const KEY = "held-libraries-key";
let emulator: EmulatorHandle;
let home: TerraformHome;
/** A server whose account has a mistyped email, and no websites. */
let mistyped: Loopback;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  mistyped = await startLoopback();
  mistyped.script = (request, res) => {
    if (request.url.startsWith("/api/v1/account")) {
      json(res, 200, {
        data: {
          id: 7,
          name: "Mistyped",
          email: 42,
          plan: { id: 1, name: "Free", features: { pageviews: -1, websites: -1, email_reports: 0, data_export: 0, api: 1 } },
        },
      });
    } else if (request.url.startsWith("/api/v1/websites")) {
      const meta = { current_page: 1, from: null, last_page: 1, path: "", per_page: 10, to: null, total: 0 };
      json(res, 200, { data: [], links: { first: null, last: null, prev: null, next: null }, meta });
    } else json(res, 404, { message: "Not found." });
  };
});

afterAll(async () => {
  home?.dispose();
  await emulator?.close();
  await mistyped?.close();
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

    // statistics, in the server's plain shape too
    ws.write({ "main.tf": accountOnly + statistics });
    const withStatistics = await ws.expect(["plan", "-input=false"], 0, env);
    expect(withStatistics.stdout).toContain(`account = "${account.name}"`);
    expect(withStatistics.stdout).toContain("total");
    expect(cached(cacheHome)).toEqual(["runtime", "undici"]);

    // a mistyped account: zod reads it, and names the field
    ws.write({ "main.tf": accountOnly });
    const refused = await ws.expect(["plan", "-input=false"], 1, { ...env, PHPANALYTICS_BASE_URL: mistyped.url });
    expect(refused.stderr).toContain("data.email");
    expect(cached(cacheHome)).toEqual(["runtime", "undici", "zod"]);
  });
});
