// The release zip as Terraform reads it: the same input gives the same bytes wherever and
// whenever it is built (so the same zh: hash), every file keeps its executable bit, and the
// unpacked files give the h1: hash that VERSION.json publishes.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBufferPromise } from "yauzl";
import { packageHashV1 } from "../../src/release/hashes";
import type { ReleaseOutput } from "../../src/release/mirror";
import { zip } from "../../src/release/zip";

const ADDRESS = "registry.terraform.io/phpanalytics/phpanalytics";
let tmp: string;
let releaseScript: string;
let executableFile: string;

/** Some compressible and some incompressible bytes, the same on every run. */
function executable(): Buffer {
  const noise = (i: number) => createHash("sha512").update(`phpanalytics ${i}`).digest();
  return Buffer.concat([Buffer.from("#!/bin/sh\necho provider\n".repeat(500)), ...Array.from({ length: 64 }, (_, i) => noise(i))]);
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "phpa-release-zip-"));
  executableFile = join(tmp, "executable");
  writeFileSync(executableFile, executable());
  // writeRelease in a process of its own, as `phpanalytics release` runs: a time zone is the
  // process's from its start, and yazl reads it when it loads.
  releaseScript = join(tmp, "release.js");
  await build({
    stdin: {
      contents:
        `import { readFileSync } from "node:fs";\nimport { writeRelease } from "./mirror";\n` +
        `const [out, platform, executable] = process.argv.slice(2);\n` +
        `void writeRelease(out!, { address: ${JSON.stringify(ADDRESS)}, version: "1.2.3", platform: platform!, executable: readFileSync(executable!) })` +
        `.then((release) => process.stdout.write(JSON.stringify(release)));\n`,
      resolveDir: join(__dirname, "..", "..", "src", "release"),
      loader: "ts",
    },
    outfile: releaseScript,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    logLevel: "warning",
  });
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

function releaseIn(tz: string, platform: string): ReleaseOutput {
  const out = mkdtempSync(join(tmp, "out-"));
  const stdout = execFileSync(process.execPath, [releaseScript, out, platform, executableFile], { env: { ...process.env, TZ: tz }, encoding: "utf8" });
  return JSON.parse(stdout) as ReleaseOutput;
}

interface Unpacked {
  name: string;
  data: Buffer;
  mode: number;
  method: number;
  dosDate: number;
  dosTime: number;
  extraFields: number;
}

async function unpack(archive: Buffer): Promise<Unpacked[]> {
  const file = await fromBufferPromise(archive);
  const entries: Unpacked[] = [];
  for await (const entry of file.eachEntry()) {
    entries.push({
      name: entry.fileName,
      data: await buffer(await file.openReadStreamPromise(entry)),
      mode: entry.externalFileAttributes >>> 16,
      method: entry.compressionMethod,
      dosDate: entry.lastModFileDate,
      dosTime: entry.lastModFileTime,
      extraFields: entry.extraFields.length,
    });
  }
  return entries;
}

describe("the release zip", () => {
  it("is the same bytes in every time zone, and so has the same hashes", async () => {
    const zones = ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Asia/Kathmandu"];
    const releases = zones.map((tz) => releaseIn(tz, "linux_amd64"));
    const first = readFileSync(releases[0]!.zip);
    for (const release of releases.slice(1)) {
      expect(readFileSync(release.zip).equals(first)).toBe(true);
      expect(release.hashes).toEqual(releases[0]!.hashes);
    }
  });

  it("holds each file deflated, executable, dated 1980-01-01 00:00, with no other timestamp", async () => {
    const entries = await unpack(
      await zip([
        { name: "a", data: executable(), mode: 0o755 },
        { name: "b", data: Buffer.from("b\n"), mode: 0o644 },
      ]),
    );
    expect(entries.map(({ name, mode, method, dosDate, dosTime, extraFields }) => ({ name, mode, method, dosDate, dosTime, extraFields }))).toEqual([
      { name: "a", mode: 0o100755, method: 8, dosDate: (0 << 9) | (1 << 5) | 1, dosTime: 0, extraFields: 0 },
      { name: "b", mode: 0o100644, method: 8, dosDate: (0 << 9) | (1 << 5) | 1, dosTime: 0, extraFields: 0 },
    ]);
    expect(entries[0]!.data.equals(executable())).toBe(true);
  });

  for (const platform of ["linux_amd64", "windows_amd64"]) {
    it(`unpacks to the files whose h1: and zh: VERSION.json publishes (${platform})`, async () => {
      const release = releaseIn("UTC", platform);
      const archive = readFileSync(release.zip);
      const published = JSON.parse(readFileSync(release.versionJson, "utf8")) as { archives: Record<string, { hashes: string[] }> };
      expect(published.archives[platform]!.hashes).toEqual([release.hashes.h1, release.hashes.zh]);
      expect(release.hashes.zh).toBe(`zh:${createHash("sha256").update(archive).digest("hex")}`);
      const entries = await unpack(archive);
      expect(entries.every((e) => e.mode === 0o100755)).toBe(true);
      expect(entries.some((e) => e.data.equals(executable()))).toBe(true);
      expect(packageHashV1(entries)).toBe(release.hashes.h1);
    });
  }
});
