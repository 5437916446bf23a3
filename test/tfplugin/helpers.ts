import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { build } from "esbuild";
import { MAGIC_COOKIE_VALUE } from "../../src/tfplugin/transport/handshake";
import { plugin, tfplugin6 } from "../../src/tfplugin/protocol/generated/proto";
import { PROVIDER_METHODS } from "../../src/tfplugin/transport/method-names";
import { generateCertificate, toPem, type GeneratedCertificate } from "../../src/tfplugin/transport/tls/cert";

export const root = join(__dirname, "..", "..");

/** Bundles the toy provider like the real build does (one file, shebang, executable). */
export async function buildToy(outfile: string): Promise<string> {
  mkdirSync(join(outfile, ".."), { recursive: true });
  await build({
    entryPoints: [join(__dirname, "fixtures", "toy-main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    minify: true,
    legalComments: "none",
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "warning",
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

export interface Launched {
  proc: ChildProcess;
  line: string;
  socket: string;
  serverCertPem: string;
  stderr: () => string;
  stdout: () => string;
  exited: Promise<number | null>;
}

export function launch(bundle: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Launched> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [bundle, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const exited = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
    proc.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl < 0) return;
      const line = out.slice(0, nl);
      const parts = line.split("|");
      resolve({
        proc,
        line,
        socket: parts[3] ?? "",
        serverCertPem: parts[5] ? toPem("CERTIFICATE", Buffer.from(parts[5], "base64")) : "",
        stderr: () => err,
        stdout: () => out,
        exited,
      });
    });
    void exited.then((code) => reject(new Error(`provider exited (${code}) before the handshake: ${err}`)));
  });
}

export function terraformEnv(client: GeneratedCertificate): NodeJS.ProcessEnv {
  return {
    TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE_VALUE,
    PLUGIN_PROTOCOL_VERSIONS: "6,5",
    PLUGIN_MIN_PORT: "10000",
    PLUGIN_MAX_PORT: "25000",
    PLUGIN_CLIENT_CERT: client.certPem,
  };
}

export { generateCertificate };

// grpc-js, an independent gRPC implementation, is the client the tests talk to the provider with.
interface Codec {
  encode(message: object): { finish(): Uint8Array };
  decode(bytes: Uint8Array): object;
}

function method(path: string, req: Codec, res: Codec): grpc.MethodDefinition<object, object> {
  return {
    path,
    requestStream: false,
    responseStream: false,
    requestSerialize: (m: object) => Buffer.from(req.encode(m).finish()),
    requestDeserialize: (b: Buffer) => req.decode(b),
    responseSerialize: (m: object) => Buffer.from(res.encode(m).finish()),
    responseDeserialize: (b: Buffer) => res.decode(b),
  };
}

const RPCS = PROVIDER_METHODS;
type Rpc = (typeof RPCS)[number];

export const providerServiceDefinition = Object.fromEntries(
  RPCS.map((name) => {
    const pair = tfplugin6[name] as unknown as { Request: Codec; Response: Codec };
    return [name, method(`/tfplugin6.Provider/${name}`, pair.Request, pair.Response)];
  }),
) as Record<Rpc, grpc.MethodDefinition<object, object>>;

export const controllerServiceDefinition = {
  Shutdown: method("/plugin.GRPCController/Shutdown", plugin.Empty, plugin.Empty),
};

type Unary = (request: object, callback: (error: grpc.ServiceError | null, response: object) => void) => void;

export interface Clients {
  call<T = Record<string, unknown>>(method: Rpc, request?: object): Promise<T>;
  shutdown(): Promise<void>;
  close(): void;
}

/** `client`: the certificate to present; "none" for TLS without one; null for plaintext. */
export function connect(l: Launched, client: GeneratedCertificate | "none" | null): Clients {
  const creds =
    client === null
      ? grpc.credentials.createInsecure()
      : client === "none"
        ? grpc.credentials.createSsl(Buffer.from(l.serverCertPem))
        : grpc.credentials.createSsl(Buffer.from(l.serverCertPem), Buffer.from(client.keyPem), Buffer.from(client.certPem));
  const options = { "grpc.ssl_target_name_override": "localhost", "grpc.default_authority": "localhost" };
  const ProviderClient = grpc.makeGenericClientConstructor(providerServiceDefinition, "Provider");
  const ControllerClient = grpc.makeGenericClientConstructor(controllerServiceDefinition, "GRPCController");
  const provider = new ProviderClient(`unix:${l.socket}`, creds, options) as unknown as Record<string, Unary> & grpc.Client;
  const controller = new ControllerClient(`unix:${l.socket}`, creds, options) as unknown as Record<string, Unary> & grpc.Client;
  const invoke = (c: Record<string, Unary>, method: string, request: object) =>
    new Promise<object>((resolve, reject) => c[method]!.call(c, request, (e, r) => (e ? reject(e) : resolve(r))));
  return {
    call: async <T>(method: string, request: object = {}) => (await invoke(provider, method, request)) as T,
    shutdown: async () => {
      await invoke(controller, "Shutdown", {});
    },
    close: () => {
      provider.close();
      controller.close();
    },
  };
}
