// The floor provider (../shared/bench/gofloor, a do-nothing provider in Go), built by its
// own script when missing. The build is cached in the temporary directory under a hash of
// its sources, so a changed main.go or proto rebuilds it. Needs Debian's Go packages (see
// that README); benchmarks only, never the tests.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, log } from "./lib.mjs";

const GOFLOOR_DIR = join(ROOT, "..", "shared", "bench", "gofloor");
const PROTO = join(ROOT, "proto", "tfplugin6.proto");
const APT = "apt-get install golang-go golang-google-grpc-dev golang-google-protobuf-dev protobuf-compiler protoc-gen-go protoc-gen-go-grpc";

/** Builds gofloor if needed; returns its output directory (binary and filesystem mirror). */
export function ensureGofloor() {
  const dir = gofloorDir();
  return buildCached("gofloor", dir, readFileSync(join(dir, "main.go"), "utf8"));
}

/**
 * gofloor with the attributes of phpanalytics_website that its schema lacks (given as
 * `terraform providers schema -json` attributes), added as plain attributes with the same
 * type and flags: a floor whose resources cost Terraform itself the same work as ours.
 * Built the same way, from a copy of its sources with only the schema changed.
 */
export function ensureSchemaMatchedGofloor(attributes) {
  const dir = gofloorDir();
  const main = readFileSync(join(dir, "main.go"), "utf8");
  const declared = [...main.matchAll(/\battr\("([a-z_]+)"/g)].map((m) => m[1]);
  const unknown = declared.filter((name) => !(name in attributes));
  if (declared.length === 0) throw new Error("no attr(...) declarations found in gofloor's main.go; update bench/gofloor.mjs");
  if (unknown.length > 0) throw new Error(`gofloor declares ${unknown.join(", ")}, which phpanalytics_website lacks; update bench/gofloor.mjs`);
  const added = Object.entries(attributes).filter(([name]) => !declared.includes(name));
  const lines = added.map(([name, a]) => {
    const flags = [
      ["Required", a.required],
      ["Optional", a.optional],
      ["Computed", a.computed],
      ["Sensitive", a.sensitive],
      ["WriteOnly", a.write_only],
    ];
    const set = flags.filter(([, on]) => on).map(([field]) => `${field}: true`);
    return (
      `\t\t\t{Name: ${JSON.stringify(name)}, Type: []byte(${JSON.stringify(JSON.stringify(a.type))}), Description: "As in phpanalytics_website.", ` +
      `${set.join(", ")}},\n`
    );
  });
  const last = main.lastIndexOf(`attr("${declared.at(-1)}"`);
  const at = main.indexOf("\n", last) + 1;
  const built = buildCached("gofloor-matched", dir, main.slice(0, at) + lines.join("") + main.slice(at));
  return { ...built, added: added.map(([name]) => name) };
}

function gofloorDir() {
  const dir = existsSync(GOFLOOR_DIR) ? realpathSync(GOFLOOR_DIR) : GOFLOOR_DIR;
  if (!existsSync(join(dir, "build.sh"))) throw new Error(`${join(dir, "build.sh")} is missing: the floor provider's sources are not here`);
  return dir;
}

/**
 * Runs gofloor's build script on its sources with `mainGo` as main.go. The build is kept in
 * the temporary directory under a hash of what went into it.
 */
function buildCached(name, dir, mainGo) {
  const hash = createHash("sha256");
  for (const file of ["build.sh", "controller.proto"]) hash.update(readFileSync(join(dir, file)));
  hash.update(mainGo).update(readFileSync(PROTO));
  const out = join(tmpdir(), `phpa-${name}-${hash.digest("hex").slice(0, 12)}`);
  const mirror = join(out, "mirror");
  if (existsSync(join(out, "terraform-provider-gofloor")) && existsSync(mirror)) return { out, mirror };
  if (spawnSync("go", ["version"]).status !== 0) throw new Error(`Go is missing, so the floor provider cannot be built: ${APT}`);
  log(`building the floor provider (${name}) into ${out}`);
  const sources = mkdtempSync(join(tmpdir(), `phpa-${name}-src-`));
  try {
    for (const file of ["build.sh", "controller.proto"]) copyFileSync(join(dir, file), join(sources, file));
    writeFileSync(join(sources, "main.go"), mainGo);
    const result = spawnSync("bash", [join(sources, "build.sh"), out], { env: { ...process.env, PROTO }, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${name} build failed (${APT}):\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmSync(sources, { recursive: true, force: true });
  }
  return { out, mirror };
}
