// The release artifacts of one provider build: the zip a registry or mirror serves, its
// SHA256SUMS, and the provider network mirror protocol's index.json and VERSION.json, laid
// out as the protocol expects under DIR/HOSTNAME/NAMESPACE/TYPE/, so DIR is the mirror's root.
// Writing another version or platform into the same DIR adds to what is there.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageHashV1, zipHash } from "./hashes";
import { launcherScript, STANDALONE_IN_ZIP, usesLauncher } from "../executable/launcher";
import { zip } from "./zip";

export interface ReleaseInput {
  /** e.g. "registry.terraform.io/phpanalytics/phpanalytics" */
  address: string;
  version: string;
  /** Terraform's platform name, e.g. "linux_amd64". */
  platform: string;
  executable: Buffer;
}

export interface ReleaseOutput {
  dir: string;
  zip: string;
  sums: string;
  index: string;
  versionJson: string;
  hashes: { h1: string; zh: string };
}

function readJson<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); remove it or choose another --out`, { cause: error });
  }
}

export async function writeRelease(outDir: string, input: ReleaseInput): Promise<ReleaseOutput> {
  const type = input.address.split("/").pop()!;
  const name = `terraform-provider-${type}`;
  const dir = join(outDir, ...input.address.split("/"));
  mkdirSync(dir, { recursive: true });

  const entry = `${name}_v${input.version}`;
  const files = usesLauncher(input.platform)
    ? [
        { name: entry, data: Buffer.from(launcherScript()), mode: 0o755 },
        { name: STANDALONE_IN_ZIP, data: input.executable, mode: 0o755 },
      ]
    : [{ name: entry, data: input.executable, mode: 0o755 }];
  const archive = await zip(files);
  const zipName = `${name}_${input.version}_${input.platform}.zip`;
  const hashes = { h1: packageHashV1(files), zh: zipHash(archive) };
  writeFileSync(join(dir, zipName), archive);

  const sums = join(dir, `${name}_${input.version}_SHA256SUMS`);
  const sumLines = new Map<string, string>();
  if (existsSync(sums)) for (const line of readFileSync(sums, "utf8").split("\n")) if (line.trim()) sumLines.set(line.split(/\s+/)[1] ?? line, line);
  sumLines.set(zipName, `${hashes.zh.slice(3)}  ${zipName}`);
  writeFileSync(
    sums,
    [...sumLines.keys()]
      .sort()
      .map((k) => sumLines.get(k))
      .join("\n") + "\n",
  );

  const index = join(dir, "index.json");
  const versions = readJson<{ versions: Record<string, object> }>(index, { versions: {} });
  versions.versions[input.version] = {};
  writeFileSync(index, JSON.stringify(versions, null, 2) + "\n");

  const versionJson = join(dir, `${input.version}.json`);
  const archives = readJson<{ archives: Record<string, { url: string; hashes: string[] }> }>(versionJson, { archives: {} });
  archives.archives[input.platform] = { url: zipName, hashes: [hashes.h1, hashes.zh] };
  writeFileSync(versionJson, JSON.stringify(archives, null, 2) + "\n");

  return { dir, zip: join(dir, zipName), sums, index, versionJson, hashes };
}
