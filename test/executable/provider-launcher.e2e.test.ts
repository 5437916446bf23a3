// The npm executable's first lines, run as Terraform runs them (exec of the file): sh moves
// NODE_EXTRA_CA_CERTS aside, so Node does not parse it at start, and runs node on the file
// (its head read as one-byte text, through ONE_BYTE_MAIN) with Terraform's arguments; with the
// start-up measures off, plain `node FILE`. A stand-in `node` on PATH reports what it was given.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_RUNTIME, holderOpening } from "../../src/executable/embedded-module";
import { DEFERRED_EXTRA_CA_CERTS, HEAD_MARK, MARK_DIGITS, ONE_BYTE_FLAGS, ONE_BYTE_MAIN } from "../../src/executable/launcher";
import { PLAIN_START } from "../../src/executable/switch";

const EXECUTABLE = resolve(__dirname, "../../dist/terraform-provider-phpanalytics.js");
let bin: string;

beforeAll(() => {
  bin = mkdtempSync(join(tmpdir(), "phpa-launcher-"));
  writeFileSync(
    join(bin, "node"),
    `#!/bin/sh\nprintf '%s\\n' "extra=\${NODE_EXTRA_CA_CERTS-<unset>}" ` +
      `"deferred=\${${DEFERRED_EXTRA_CA_CERTS}-<unset>}"; for a in "$@"; do printf 'arg=%s\\n' "$a"; done\n`,
  );
  chmodSync(join(bin, "node"), 0o755);
});

afterAll(() => rmSync(bin, { recursive: true, force: true }));

function launch(env: NodeJS.ProcessEnv): string[] {
  const base: NodeJS.ProcessEnv = { PATH: `${bin}:/usr/bin:/bin` };
  return execFileSync(EXECUTABLE, ["first arg", "--debug"], { env: { ...base, ...env }, encoding: "utf8" })
    .trim()
    .split("\n");
}

/** ONE_BYTE_MAIN as the build placed it: with the length of the head, which ends where the first held bundle starts. */
function placedMain(): string {
  const text = readFileSync(EXECUTABLE, "latin1");
  const head = String(text.indexOf(holderOpening(HELD_RUNTIME))).padStart(MARK_DIGITS, "0");
  return ONE_BYTE_MAIN.replace(HEAD_MARK, `head@${head}`);
}

/** The arguments the sh line gives node for the one-byte start, then the executable's own. */
const oneByteStart = [...ONE_BYTE_FLAGS.map((flag) => `arg=${flag}`), `arg=${placedMain()}`, `arg=${EXECUTABLE}`, "arg=first arg", "arg=--debug"];

describe("the npm executable's launcher", () => {
  it("hands NODE_EXTRA_CA_CERTS to the provider under another name and starts node on itself with every argument", () => {
    expect(launch({ NODE_EXTRA_CA_CERTS: "/etc/my ca.pem" })).toEqual(["extra=<unset>", "deferred=/etc/my ca.pem", ...oneByteStart]);
  });

  it("leaves NODE_EXTRA_CA_CERTS to Node when NODE_OPTIONS says to use OpenSSL's store", () => {
    expect(launch({ NODE_EXTRA_CA_CERTS: "/etc/my ca.pem", NODE_OPTIONS: "--use-openssl-ca" }).slice(0, 2)).toEqual([
      "extra=/etc/my ca.pem",
      "deferred=<unset>",
    ]);
  });

  it("sets nothing when NODE_EXTRA_CA_CERTS is not set", () => {
    expect(launch({})).toEqual(["extra=<unset>", "deferred=<unset>", ...oneByteStart]);
  });

  it("with the start-up measures off, leaves NODE_EXTRA_CA_CERTS to Node and runs node on the file itself", () => {
    expect(launch({ NODE_EXTRA_CA_CERTS: "/etc/my ca.pem", [PLAIN_START]: "1" })).toEqual([
      "extra=/etc/my ca.pem",
      "deferred=<unset>",
      `arg=${EXECUTABLE}`,
      "arg=first arg",
      "arg=--debug",
    ]);
  });
});
