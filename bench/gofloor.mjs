// The floor provider (../shared/bench/gofloor, a do-nothing provider in Go), built by its
// own script when missing. The build is cached in the temporary directory under a hash of
// its sources, so a changed main.go or proto rebuilds it. Needs Debian's Go packages (see
// that README); benchmarks only, never the tests.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, log } from "./lib.mjs";

const GOFLOOR_DIR = join(ROOT, "..", "shared", "bench", "gofloor");
const PROTO = join(ROOT, "proto", "tfplugin6.proto");
const APT = "apt-get install golang-go golang-google-grpc-dev golang-google-protobuf-dev protobuf-compiler protoc-gen-go protoc-gen-go-grpc";

/** Builds gofloor if needed; returns its output directory (binary and filesystem mirror). */
export function ensureGofloor() {
  const dir = existsSync(GOFLOOR_DIR) ? realpathSync(GOFLOOR_DIR) : GOFLOOR_DIR;
  const script = join(dir, "build.sh");
  if (!existsSync(script)) throw new Error(`${script} is missing: the floor provider's sources are not here`);
  const hash = createHash("sha256");
  for (const file of ["build.sh", "main.go", "controller.proto"]) hash.update(readFileSync(join(dir, file)));
  hash.update(readFileSync(PROTO));
  const out = join(tmpdir(), `phpa-gofloor-${hash.digest("hex").slice(0, 12)}`);
  const mirror = join(out, "mirror");
  if (existsSync(join(out, "terraform-provider-gofloor")) && existsSync(mirror)) return { out, mirror };
  if (spawnSync("go", ["version"]).status !== 0) throw new Error(`Go is missing, so the floor provider cannot be built: ${APT}`);
  log(`building the floor provider (gofloor) into ${out}`);
  const result = spawnSync("bash", [script, out], { env: { ...process.env, PROTO }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`gofloor build failed (${APT}):\n${result.stdout}\n${result.stderr}`);
  return { out, mirror };
}
