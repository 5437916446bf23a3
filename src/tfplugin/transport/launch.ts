// The provider process's launch, as go-plugin's plugin.Serve does it. Only node built-ins
// and small modules are loaded before the handshake line is printed: the unix socket
// listens first (the kernel queues Terraform's connection), then the gRPC transport loads
// and takes it over, and the handlers (the provider with its protobuf code) load on the
// first call that needs them (./grpc-server). What the handlers are is the caller's
// business: src/tfplugin/serve.ts gives the protocol layer's.
import { mkdtempSync, rmdirSync, unlinkSync, writeSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkLaunch, handshakeLine, reattachJson } from "./handshake";
import { generateCertificate } from "./tls/cert";
import type { GrpcServer, Http2Server, ProviderHandlers } from "./grpc-server";

export interface ServeOptions {
  /** Full provider address, e.g. "registry.terraform.io/phpanalytics/phpanalytics" (used in debug mode). */
  address?: string;
  /** Stay up across Terraform runs and print TF_REATTACH_PROVIDERS instead of the handshake. */
  debug?: boolean;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** The HTTP/2 server under gRPC; by default ours, or node:http2's when HTTP2_SERVER_VARIABLE says "node". */
  http2Server?: Http2Server;
}

/** The environment variable that puts gRPC on node:http2's server instead of ours, the way out of a bug in ours. */
export const HTTP2_SERVER_VARIABLE = "PHPANALYTICS_H2_TRANSPORT";

/** The HTTP/2 server the environment asks for, or a message saying how to fix the variable. */
function http2ServerOf(env: NodeJS.ProcessEnv): Http2Server | { error: string } {
  const value = env[HTTP2_SERVER_VARIABLE];
  if (value === undefined || value === "" || value === "own") return "own";
  if (value === "node") return "node";
  return { error: `${HTTP2_SERVER_VARIABLE} is "${value}": set it to "node" for node:http2's server, or to "own" or nothing for the provider's own` };
}

/** Where the launch's own lines go: the provider's log, which go-plugin relays to Terraform's. */
interface LaunchLog {
  debug(message: string, fields?: Record<string, unknown>): void;
}

export interface PluginOptions extends ServeOptions {
  /**
   * The tfplugin6 methods' handlers, on the first call that needs them. If it rejects, that
   * call and every later one fail with its message, which Terraform shows.
   */
  loadHandlers(): Promise<ProviderHandlers>;
  /** Runs once after the handshake line, before the transport loads (the npm executable sets its V8 flags there). */
  beforeServe?: () => void;
  /** GetProviderSchema's encoded response, when known without the provider: a launch that only asks for the schema then never loads it. */
  providerSchema?: Uint8Array;
  /** Runs when Terraform shuts the process down (go-plugin's Shutdown), before it exits; not in debug mode. */
  onShutdown?(): void;
  log: LaunchLog;
}

function executableName(): string {
  const script = process.argv[1] ?? "terraform-provider";
  return script.split("/").pop() ?? script;
}

/** Serves the handlers until Terraform shuts the process down; see serve() in src/tfplugin/index.ts for the usual way. */
export function servePlugin(options: PluginOptions): void {
  const env = options.env ?? process.env;
  const debug = options.debug === true;
  // A value it does not know fails every call with its message, which Terraform shows; what
  // the process writes before the handshake, Terraform does not.
  const asked = options.http2Server ?? http2ServerOf(env);
  const http2Server: Http2Server = typeof asked === "string" ? asked : "own";
  const refused = typeof asked === "string" ? null : new Error(asked.error);
  let tls: { clientCertDer: Buffer } | null = null;
  if (!debug) {
    const launch = checkLaunch(env, executableName());
    if (!launch.ok) {
      process.stderr.write(launch.message);
      process.exit(1);
    }
    tls = launch.tls;
  }
  const cert = tls ? generateCertificate() : null;

  const dir = mkdtempSync(join(tmpdir(), "tfplugin-"));
  const socketPath = join(dir, "plugin.sock");
  let grpcServer: GrpcServer | undefined;
  const pending: Socket[] = [];
  const listener = createServer((socket) => (grpcServer ? grpcServer.inject(socket) : pending.push(socket)));
  // The directory holds only the socket: removing the two directly spares the exit, which
  // Terraform waits for, the load of fs.rmSync's recursive walk.
  const cleanup = (): void => {
    for (const remove of [() => unlinkSync(socketPath), () => rmdirSync(dir)]) {
      try {
        remove();
      } catch {
        // already gone, or not ours to remove: nothing to clean
      }
    }
  };
  process.on("exit", cleanup);

  let exiting = false;
  const exit = (code: number): void => {
    if (exiting) return;
    exiting = true;
    // What fails from here on needs no stack: a write to a Terraform that has already closed
    // its end, say. Formatting one makes V8 find the line ends of the whole 1.1 MB runtime, in
    // the exit that Terraform waits for.
    Error.stackTraceLimit = 0;
    const force = setTimeout(() => process.exit(code), 1000);
    listener.close();
    if (grpcServer) grpcServer.shutdown(() => (clearTimeout(force), process.exit(code)));
    else process.exit(code);
  };

  if (debug) {
    process.on("SIGINT", () => exit(0));
  } else {
    // Terraform relays Ctrl-C as StopProvider; the signal itself must not end the process
    // (docs/internals/terraform-protocol.md, "Services Terraform calls").
    process.on("SIGINT", () => undefined);
  }
  process.on("SIGTERM", () => exit(0));

  listener.on("error", (error) => {
    process.stderr.write(`provider: cannot listen on ${socketPath}: ${error.message}\n`);
    process.exit(1);
  });
  listener.listen(socketPath, () => {
    if (debug) {
      const reattach = reattachJson({ address: options.address ?? "registry.terraform.io/example/example", pid: process.pid, socketPath });
      process.stdout.write(
        "Provider started in debug mode. To attach Terraform, run in your shell:\n\n" + `\tTF_REATTACH_PROVIDERS='${reattach}'\n\nPress Ctrl-C to stop.\n`,
      );
    } else {
      // Written straight to the descriptor: process.stdout would first build a stream
      // around the pipe, which Terraform would wait through at every launch.
      try {
        writeSync(1, handshakeLine("unix", socketPath, cert ? cert.der : null) + "\n");
      } catch {
        process.exit(1); // Terraform, which reads this pipe, is gone
      }
    }
    start();
  });

  const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

  function failed(error: unknown): never {
    process.stderr.write(`provider: failed to start: ${describe(error)}\n`);
    process.exit(1);
  }

  function start(): void {
    const loadHandlers = async (): Promise<ProviderHandlers> => {
      if (refused) throw refused;
      try {
        return await options.loadHandlers();
      } catch (error) {
        // The call that needed the provider fails with this message, which Terraform shows;
        // the process then ends as usual, on Terraform's Shutdown.
        process.stderr.write(`provider: failed to load: ${describe(error)}\n`);
        throw error;
      }
    };
    try {
      options.beforeServe?.();
      const { startGrpcServer } = require("./grpc-server") as typeof import("./grpc-server");
      grpcServer = startGrpcServer({
        loadHandlers,
        providerSchema: refused ? undefined : options.providerSchema,
        tls: tls && cert ? { clientCertDer: tls.clientCertDer, certPem: cert.certPem, keyPem: cert.keyPem } : null,
        http2Server,
        onShutdown: () => {
          if (debug) return; // a debug-mode provider outlives each Terraform run
          options.onShutdown?.();
          exit(0);
        },
      });
      for (const socket of pending.splice(0)) grpcServer.inject(socket);
      options.log.debug("Provider server started", { socket: socketPath, tls: tls !== null, http2Server });
    } catch (error) {
      failed(error);
    }
  }
}
