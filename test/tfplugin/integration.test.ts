import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMsgpackValue, encodeMsgpack, objectType } from "../../src/tfplugin/protocol/codec";
import { Unknown, type TfObject } from "../../src/tfplugin/framework/types";
import { toyProvider } from "./fixtures/toy-provider";
import { buildToy, connect, generateCertificate, launch, terraformEnv } from "./helpers";

const type = objectType(toyProvider.resources.toy_thing!.schema);
const providerType = objectType(toyProvider.schema);
let dir: string;
let bundle: string;
const client = generateCertificate();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tfplugin-it-"));
  bundle = await buildToy(join(dir, "toy.js"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("provider process over gRPC with mutual TLS", () => {
  it("serves the Terraform call sequence and exits on Shutdown", async () => {
    const l = await launch(bundle, { ...terraformEnv(client), TOY_FILE: join(dir, "state.json") });
    expect(l.line).toMatch(/^1\|6\|unix\|\/.+\.sock\|grpc\|[A-Za-z0-9+/]+$/);
    const c = connect(l, client);
    const schema = await c.call<{ resourceSchemas: Record<string, unknown>; serverCapabilities: { getProviderSchemaOptional?: boolean } }>("GetProviderSchema");
    expect(Object.keys(schema.resourceSchemas)).toEqual(["toy_thing"]);
    // Terraform then reuses this schema in the command's later launches instead of asking again
    expect(schema.serverCapabilities.getProviderSchemaOptional).toBe(true);
    const cfg = { msgpack: encodeMsgpack(providerType, { token: "tok-123" }) };
    expect((await c.call<{ diagnostics: unknown[] }>("ValidateProviderConfig", { config: cfg })).diagnostics).toEqual([]);
    expect((await c.call<{ diagnostics: unknown[] }>("ConfigureProvider", { terraformVersion: "1.11.4", config: cfg })).diagnostics).toEqual([]);
    const config = { id: null, name: "a", size: null, secret: "pw", tags: ["x", null], revision: null };
    const plan = await c.call<{ plannedState: { msgpack: Uint8Array } }>("PlanResourceChange", {
      typeName: "toy_thing",
      priorState: { msgpack: encodeMsgpack(type, null) },
      proposedNewState: { msgpack: encodeMsgpack(type, config) },
      config: { msgpack: encodeMsgpack(type, config) },
    });
    const planned = decodeMsgpackValue(type, plan.plannedState.msgpack) as TfObject;
    expect(planned.id).toBeInstanceOf(Unknown);
    expect(planned.size).toBe(1);
    const applied = await c.call<{ newState: { msgpack: Uint8Array }; diagnostics: unknown[] }>("ApplyResourceChange", {
      typeName: "toy_thing",
      priorState: { msgpack: encodeMsgpack(type, null) },
      plannedState: plan.plannedState,
      config: { msgpack: encodeMsgpack(type, config) },
    });
    expect(applied.diagnostics).toEqual([]);
    const state = decodeMsgpackValue(type, applied.newState.msgpack) as TfObject;
    expect(state).toMatchObject({ id: "1", name: "a", size: 1, secret: "pw", tags: ["x", null] });
    const read = await c.call<{ newState: { msgpack: Uint8Array } }>("ReadResource", { typeName: "toy_thing", currentState: applied.newState });
    expect(decodeMsgpackValue(type, read.newState.msgpack)).toEqual(state);
    await expect(c.call("GetFunctions")).resolves.toBeDefined();
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
    expect(existsSync(l.socket)).toBe(false);
    expect(existsSync(dirname(l.socket))).toBe(false); // the socket's private directory too
  });

  it("serves a later launch, which Terraform does not ask for the schema", async () => {
    const l = await launch(bundle, { ...terraformEnv(client), TOY_FILE: join(dir, "state-later.json") });
    const c = connect(l, client);
    const cfg = { msgpack: encodeMsgpack(providerType, { token: "tok-123" }) };
    expect((await c.call<{ diagnostics: unknown[] }>("ValidateProviderConfig", { config: cfg })).diagnostics).toEqual([]);
    expect((await c.call<{ diagnostics: unknown[] }>("ConfigureProvider", { terraformVersion: "1.11.4", config: cfg })).diagnostics).toEqual([]);
    const config = { id: null, name: "b", size: null, secret: null, tags: null, revision: null };
    const plan = await c.call<{ plannedState: { msgpack: Uint8Array }; diagnostics: unknown[] }>("PlanResourceChange", {
      typeName: "toy_thing",
      priorState: { msgpack: encodeMsgpack(type, null) },
      proposedNewState: { msgpack: encodeMsgpack(type, config) },
      config: { msgpack: encodeMsgpack(type, config) },
    });
    expect(plan.diagnostics).toEqual([]);
    expect((decodeMsgpackValue(type, plan.plannedState.msgpack) as TfObject).id).toBeInstanceOf(Unknown);
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
  });

  it("logs JSON to stderr with secrets masked when TF_LOG is set", async () => {
    const l = await launch(bundle, { ...terraformEnv(client), TOY_FILE: join(dir, "state2.json"), TF_LOG: "trace" });
    const c = connect(l, client);
    const cfg = { msgpack: encodeMsgpack(providerType, { token: "tok-very-secret" }) };
    await c.call("ConfigureProvider", { terraformVersion: "1.11.4", config: cfg });
    await c.shutdown();
    c.close();
    await l.exited;
    const lines = l
      .stderr()
      .trim()
      .split("\n")
      .map((s) => JSON.parse(s) as Record<string, unknown>);
    expect(lines.some((e) => e["@message"] === "configured")).toBe(true);
    expect(l.stderr()).not.toContain("tok-very-secret");
  });

  it("answers UNIMPLEMENTED for RPCs it does not serve", async () => {
    const l = await launch(bundle, terraformEnv(client));
    const grpc = await import("@grpc/grpc-js");
    const creds = grpc.credentials.createSsl(Buffer.from(l.serverCertPem), Buffer.from(client.keyPem), Buffer.from(client.certPem));
    const raw = new grpc.Client(`unix:${l.socket}`, creds, { "grpc.ssl_target_name_override": "localhost", "grpc.default_authority": "localhost" });
    const code = await new Promise<number>((resolve) =>
      raw.makeUnaryRequest(
        "/tfplugin6.Provider/MoveResourceState",
        (b: Buffer) => b,
        (b: Buffer) => b,
        Buffer.alloc(0),
        (e) => resolve(e?.code ?? 0),
      ),
    );
    expect(code).toBe(grpc.status.UNIMPLEMENTED);
    raw.close();
    l.proc.kill("SIGTERM"); // it removes its socket as it exits
  });

  it("rejects a client with the wrong certificate", async () => {
    const l = await launch(bundle, terraformEnv(client));
    const c = connect(l, generateCertificate());
    await expect(c.call("GetProviderSchema")).rejects.toMatchObject({ code: 14 });
    c.close();
    l.proc.kill("SIGTERM"); // it removes its socket as it exits
  });

  it("rejects a client that presents no certificate", async () => {
    const l = await launch(bundle, terraformEnv(client));
    const c = connect(l, "none");
    await expect(c.call("GetProviderSchema")).rejects.toMatchObject({ code: 14 });
    c.close();
    l.proc.kill("SIGTERM"); // it removes its socket as it exits
  });

  it("survives SIGINT and still serves", async () => {
    const l = await launch(bundle, terraformEnv(client));
    // Without a handler, SIGINT's default action would end the process at delivery, so the
    // call below could not be answered.
    l.proc.kill("SIGINT");
    const c = connect(l, client);
    await expect(c.call("GetProviderSchema")).resolves.toBeDefined();
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
  });

  // A launch the provider refuses: it exits 1, says why on stderr and prints no handshake line.
  const refused = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [bundle], { env, encoding: "utf8", timeout: 10_000 });

  it("explains itself and exits 1 without the magic cookie", () => {
    const r = refused({ PATH: process.env.PATH });
    expect([r.status, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toContain("Terraform provider plugin");
  });

  it("refuses when Terraform does not offer protocol 6", () => {
    const r = refused({ ...terraformEnv(client), PLUGIN_PROTOCOL_VERSIONS: "5" });
    expect([r.status, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toContain("protocol 6");
  });

  it("refuses, before its handshake line, a PLUGIN_CLIENT_CERT that is not a readable certificate", () => {
    const r = refused({ ...terraformEnv(client), PLUGIN_CLIENT_CERT: "-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n" });
    expect([r.status, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toContain("client certificate (PLUGIN_CLIENT_CERT) cannot be read");
  });

  it("serves plaintext with an empty certificate field when TF_DISABLE_PLUGIN_TLS is set", async () => {
    const env: NodeJS.ProcessEnv = { ...terraformEnv(client), TF_DISABLE_PLUGIN_TLS: "1" };
    delete env.PLUGIN_CLIENT_CERT;
    const l = await launch(bundle, env);
    expect(l.line.endsWith("|grpc|")).toBe(true);
    const c = connect(l, null);
    await expect(c.call("GetProviderSchema")).resolves.toBeDefined();
    await c.shutdown();
    c.close();
    expect(await l.exited).toBe(0);
  });

  it("debug mode prints TF_REATTACH_PROVIDERS and stays up across Shutdown", async () => {
    const l = await launch(bundle, { TOY_FILE: join(dir, "dbg.json") }, ["--debug"]);
    await new Promise<void>((resolve) => {
      const check = () => l.stdout().includes("Ctrl-C") && resolve();
      l.proc.stdout!.on("data", check);
      check();
    });
    expect(l.stdout()).toContain("debug mode");
    const match = /TF_REATTACH_PROVIDERS='(.+)'/.exec(l.stdout());
    expect(match).not.toBeNull();
    const reattach = JSON.parse(match![1]!) as Record<string, { Addr: { String: string }; Pid: number; Test: boolean; ProtocolVersion: number }>;
    const entry = reattach["registry.terraform.io/example/toy"]!;
    expect(entry).toMatchObject({ Protocol: "grpc", ProtocolVersion: 6, Test: true, Pid: l.proc.pid, Addr: { Network: "unix" } });
    const c = connect({ ...l, socket: entry.Addr.String }, null);
    await c.call("GetProviderSchema");
    await c.shutdown();
    // A debug-mode provider outlives Terraform's Shutdown: it still answers afterwards.
    await c.call("GetProviderSchema");
    expect(l.proc.exitCode).toBeNull();
    c.close();
    l.proc.kill("SIGINT");
    expect(await l.exited).toBe(0);
  });
});
