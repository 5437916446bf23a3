// NODE_EXTRA_CA_CERTS as the npm executable's launcher hands it over: loaded at configure,
// for an https API only, and trusted for the API's connections.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/api";
import type { EmulatorHandle } from "../../src/emulator";
import { deferredExtraCaContext } from "../../src/executable/deferred-ca-certs";
import { DEFERRED_EXTRA_CA_CERTS } from "../../src/executable/launcher";
import { Diagnostics } from "../../src/tfplugin/framework/types";
import { startHttpsEmulator, type HttpsEmulator } from "../support/https-emulator";

let dir: string;
let https: HttpsEmulator;
let emulator: EmulatorHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "phpa-ca-"));
  https = await startHttpsEmulator("ca-key");
  emulator = https.emulator;
});

afterAll(async () => {
  await https.close();
  rmSync(dir, { recursive: true, force: true });
});

function load(env: NodeJS.ProcessEnv, baseUrl: string) {
  const diagnostics = new Diagnostics();
  return { context: deferredExtraCaContext(env, baseUrl, diagnostics), diagnostics: diagnostics.items };
}

describe("deferred NODE_EXTRA_CA_CERTS", () => {
  it("leaves Node's own trust alone when the launcher deferred nothing", () => {
    expect(load({}, emulator.url)).toEqual({ context: undefined, diagnostics: [] });
  });

  it("reads nothing for a plain http API", () => {
    expect(load({ [DEFERRED_EXTRA_CA_CERTS]: join(dir, "missing.pem") }, "http://127.0.0.1:1")).toEqual({ context: undefined, diagnostics: [] });
  });

  it("warns, naming the variable and the file, when the file is missing, holds no certificate or a damaged one", () => {
    const missing = join(dir, "missing.pem");
    const notPem = join(dir, "not.pem");
    writeFileSync(notPem, "not a certificate\n");
    const damaged = join(dir, "damaged.pem");
    writeFileSync(damaged, `${readFileSync(https.caFile, "latin1")}-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n`);
    for (const file of [missing, notPem, damaged]) {
      const { context, diagnostics } = load({ [DEFERRED_EXTRA_CA_CERTS]: file }, emulator.url);
      expect(context).toBeUndefined();
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({ severity: "warning", summary: "Extra CA certificates ignored" });
      expect(diagnostics[0]!.detail).toContain(`NODE_EXTRA_CA_CERTS names ${file}`);
      if (file === damaged) expect(diagnostics[0]!.detail).toContain("its certificate number 2 cannot be read");
    }
  });

  it("trusts the file's CA for the API, which Node's bundled roots alone refuse", async () => {
    const { context, diagnostics } = load({ [DEFERRED_EXTRA_CA_CERTS]: https.caFile }, emulator.url);
    expect(diagnostics).toEqual([]);
    expect(context).toBeDefined();
    const trusting = createClient({ baseUrl: emulator.url, apiKey: "ca-key", maxRetries: 0, secureContext: context! });
    const bundledOnly = createClient({ baseUrl: emulator.url, apiKey: "ca-key", maxRetries: 0 });
    try {
      expect((await trusting.getAccount()).email).toBeTypeOf("string");
      const refused = bundledOnly.getAccount();
      await expect(refused).rejects.toMatchObject({ name: "TransportError", code: "UNABLE_TO_VERIFY_LEAF_SIGNATURE", maybeSent: false });
      await expect(refused).rejects.toThrow(/certificate of 127\.0\.0\.1:\d+ is not trusted.*set NODE_EXTRA_CA_CERTS to a PEM file/);
    } finally {
      await trusting.close();
      await bundledOnly.close();
    }
  });
});
