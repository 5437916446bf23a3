// The adopt command in-process (run() with its own env and streams): paging progress on a
// larger account, --out/--force, and errors that name what to fix.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type AdoptIo } from "../../src/cli/commands/adopt";
import { startEmulator, type EmulatorHandle, type Website } from "../../src/emulator";

const KEY = "big-account";
const COUNT = 250;
let emulator: EmulatorHandle;
let seeded: Website[];
const dir = mkdtempSync(join(tmpdir(), "phpa-adopt-cmd-"));

interface Captured {
  io: AdoptIo;
  stdout: () => string;
  stderr: () => string;
}

function capture(env: NodeJS.ProcessEnv, isTTY = false): Captured {
  let stdout = "";
  let stderr = "";
  return {
    io: { env, cwd: dir, stdout: { write: (text: string) => (stdout += text) }, stderr: { isTTY, write: (text: string) => (stderr += text) } },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  seeded = emulator.store.seed(KEY, COUNT, "bulk");
});
afterAll(async () => {
  await emulator?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("phpanalytics adopt (in-process)", () => {
  it("reads every page of a large account, reporting progress on stderr", async () => {
    const out = capture({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
    expect(await run([], out.io)).toBe(0);
    expect(out.stderr().split("\n")).toEqual([
      "phpanalytics adopt: read page 1 of 3 (100 of 250 websites)",
      "phpanalytics adopt: read page 2 of 3 (200 of 250 websites)",
      "phpanalytics adopt: read page 3 of 3 (250 of 250 websites)",
      "phpanalytics adopt: 250 websites",
      "",
    ]);
    expect(out.stdout().match(/\.importFrom\("\d+"\)/g)).toHaveLength(COUNT);
    expect(out.stdout()).toContain('new website.Website(this, "bulk_1_example_com", {');
  });

  it("rewrites the progress line in place on a terminal", async () => {
    const out = capture({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY }, true);
    expect(await run([], out.io)).toBe(0);
    expect(out.stderr()).toBe(
      "\r\x1b[Kphpanalytics adopt: read page 1 of 3 (100 of 250 websites)" +
        "\r\x1b[Kphpanalytics adopt: read page 2 of 3 (200 of 250 websites)" +
        "\r\x1b[Kphpanalytics adopt: read page 3 of 3 (250 of 250 websites)\nphpanalytics adopt: 250 websites\n",
    );
  });

  it("writes --out relative to the working directory, and overwrites only with --force", async () => {
    const env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY };
    const first = capture(env);
    expect(await run(["--out", "stack.ts", "--stack-name", "bulk"], first.io)).toBe(0);
    expect(first.stdout()).toBe("");
    expect(first.stderr()).toContain(`wrote ${join(dir, "stack.ts")} (250 websites)`);
    const written = readFileSync(join(dir, "stack.ts"), "utf8");
    expect(written).toContain("export class BulkStack extends TerraformStack");

    writeFileSync(join(dir, "stack.ts"), "edited");
    const refused = capture(env);
    expect(await run(["--out", "stack.ts"], refused.io)).toBe(1);
    expect(refused.stderr()).toBe(`phpanalytics adopt: ${join(dir, "stack.ts")} already exists: pass --force to overwrite it.\n`);
    expect(readFileSync(join(dir, "stack.ts"), "utf8")).toBe("edited");

    const forced = capture(env);
    expect(await run(["--out", "stack.ts", "--stack-name", "bulk", "--force"], forced.io)).toBe(0);
    expect(readFileSync(join(dir, "stack.ts"), "utf8")).toBe(written);
  });

  it("explains bad options, a bad base URL and a 401, with exit 1", async () => {
    const unknown = capture({});
    expect(await run(["--bogus"], unknown.io)).toBe(1);
    expect(unknown.stderr()).toContain("Run `phpanalytics adopt --help`");

    const badUrl = capture({ PHPANALYTICS_BASE_URL: "ftp://example.com", PHPANALYTICS_API_KEY: KEY });
    expect(await run([], badUrl.io)).toBe(1);
    expect(badUrl.stderr()).toMatch(/^phpanalytics adopt: the base URL given by PHPANALYTICS_BASE_URL must start with http:\/\/ or https:\/\/.*\n$/);

    const wrongKey = capture({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: "nope" });
    expect(await run([], wrongKey.io)).toBe(1);
    expect(wrongKey.stderr()).toBe(
      "phpanalytics adopt: the server did not accept the API key (401). Check PHPANALYTICS_API_KEY: it must be the key shown under Account > API.\n",
    );

    const help = capture({});
    expect(await run(["--help"], help.io)).toBe(0);
    expect(help.stdout()).toContain("Usage: phpanalytics adopt");
  });

  it("leaves out the websites a --managed-by state file holds, by id or by domain, and lists them", async () => {
    const [first, second] = seeded;
    // one by id (its domain since changed out of band), one by the domain spelled another way
    const instances = [
      { attributes: { id: String(first!.id), domain: "renamed.example.com" } },
      { attributes: { id: "99999", domain: `www.${second!.domain}` } },
    ];
    writeFileSync(
      join(dir, "other.tfstate"),
      JSON.stringify({ version: 4, resources: [{ mode: "managed", type: "phpanalytics_website", name: "w", instances }] }),
    );
    const out = capture({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
    expect(await run(["--managed-by", "other.tfstate"], out.io)).toBe(0);
    expect(out.stderr()).toContain(
      "phpanalytics adopt: left out 2 websites that another stack or state manages (--include-managed takes them anyway):\n" +
        `phpanalytics adopt:   ${first!.domain} (id ${first!.id}): state file other.tfstate\n` +
        `phpanalytics adopt:   ${second!.domain} (id ${second!.id}): state file other.tfstate\n`,
    );
    expect(out.stderr()).toContain(`phpanalytics adopt: ${COUNT - 2} websites (2 left out)\n`);
    expect(out.stdout().match(/\.importFrom\("\d+"\)/g)).toHaveLength(COUNT - 2);
    expect(out.stdout()).not.toContain(`.importFrom("${first!.id}")`);

    const both = capture({ PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: KEY });
    expect(await run(["--managed-by", "other.tfstate", "--include-managed"], both.io)).toBe(1);
    expect(both.stderr()).toContain("--include-managed takes every website, so --managed-by would change nothing: give one of them");
    const empty = capture({});
    expect(await run(["--managed-by", " "], empty.io)).toBe(1);
    expect(empty.stderr()).toContain("--managed-by needs a path");
  });
});
