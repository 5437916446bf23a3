// The release zip's sh launcher, run as Terraform runs the unpacked package (exec by path):
// it moves NODE_EXTRA_CA_CERTS aside and starts the standalone executable beside it with
// every argument. A stand-in for the standalone executable reports what it was given.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_EXTRA_CA_CERTS, launcherScript, STANDALONE_IN_ZIP } from "../../src/executable/launcher";

let dir: string;
let launcher: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "phpa-release-launcher-"));
  launcher = join(dir, "terraform-provider-phpanalytics_v0.1.0");
  writeFileSync(launcher, launcherScript(), { mode: 0o755 });
  const standalone = join(dir, STANDALONE_IN_ZIP);
  writeFileSync(
    standalone,
    `#!/bin/sh\nprintf '%s\\n' "self=$0" "extra=\${NODE_EXTRA_CA_CERTS-<unset>}" ` +
      `"deferred=\${${DEFERRED_EXTRA_CA_CERTS}-<unset>}"; for a in "$@"; do printf 'arg=%s\\n' "$a"; done\n`,
  );
  chmodSync(standalone, 0o755);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (env: NodeJS.ProcessEnv, cwd = "/") =>
  execFileSync(launcher, ["one arg", "--debug"], { env: { PATH: "/usr/bin:/bin", ...env }, cwd, encoding: "utf8" })
    .trim()
    .split("\n");

describe("the release zip's launcher", () => {
  it("starts the standalone executable beside it, from any directory, with NODE_EXTRA_CA_CERTS handed over", () => {
    expect(run({ NODE_EXTRA_CA_CERTS: "/etc/corp ca.pem" })).toEqual([
      `self=${join(dir, STANDALONE_IN_ZIP)}`,
      "extra=<unset>",
      "deferred=/etc/corp ca.pem",
      "arg=one arg",
      "arg=--debug",
    ]);
  });

  it("sets nothing when NODE_EXTRA_CA_CERTS is not set", () => {
    expect(run({}, tmpdir()).slice(1, 3)).toEqual(["extra=<unset>", "deferred=<unset>"]);
  });

  it("leaves NODE_EXTRA_CA_CERTS to Node when Node is told to use OpenSSL's or the system's store", () => {
    for (const env of [{ NODE_OPTIONS: "--max-old-space-size=512 --use-openssl-ca" }, { NODE_OPTIONS: "--use-system-ca" }, { NODE_USE_SYSTEM_CA: "1" }]) {
      expect(run({ NODE_EXTRA_CA_CERTS: "/etc/corp.pem", ...env }).slice(1, 3)).toEqual(["extra=/etc/corp.pem", "deferred=<unset>"]);
    }
  });
});
