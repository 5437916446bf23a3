// A minimal unary gRPC server on node:http2: gRPC is a 5-byte length prefix per message
// and a status in the trailers, which is all Terraform's calls need. It replaces grpc-js,
// whose per-call machinery (call objects, metadata, filters, deadlines) cost more CPU than
// the provider's own work. Connections are injected (see ./launch), not accepted here.
import * as http2 from "node:http2";
import type { Duplex } from "node:stream";

/** Handles one request message (without the prefix) and returns the response message. */
export type UnaryHandler = (request: Uint8Array) => Promise<Uint8Array>;

export const GrpcStatus = { OK: 0, INTERNAL: 13, UNIMPLEMENTED: 12, RESOURCE_EXHAUSTED: 8 } as const;

export interface GrpcTransportOptions {
  /** Handlers by path, e.g. "/tfplugin6.Provider/GetProviderSchema". */
  routes: ReadonlyMap<string, UnaryHandler>;
  /** Mutual TLS: only a client presenting exactly clientCertPem gets through. null: plaintext. */
  tls: { clientCertPem: string; certPem: string; keyPem: string } | null;
  maxMessageBytes?: number;
}

export interface GrpcTransport {
  inject(connection: Duplex): void;
  /** Lets calls in flight finish, closes every connection, then calls done. */
  shutdown(done: () => void): void;
}

const noop = (): void => undefined;

/** grpc-message is percent-encoded: everything outside printable ASCII, and "%". */
function encodeGrpcMessage(message: string): string {
  return message.replace(/[^\x20-\x24\x26-\x7e]+/g, (s) => encodeURIComponent(s));
}

function trailersOnly(stream: http2.ServerHttp2Stream, code: number, message: string): void {
  if (stream.destroyed || stream.headersSent) return;
  stream.respond(
    { ":status": 200, "content-type": "application/grpc", "grpc-status": String(code), "grpc-message": encodeGrpcMessage(message) },
    { endStream: true },
  );
}

function reply(stream: http2.ServerHttp2Stream, message: Uint8Array): void {
  if (stream.destroyed || stream.headersSent) return;
  const frame = Buffer.allocUnsafe(5 + message.length);
  frame[0] = 0;
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
  stream.once("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0" }));
  stream.end(frame);
}

function serveStream(stream: http2.ServerHttp2Stream, path: string, handler: UnaryHandler | undefined, maxBytes: number): void {
  stream.on("error", noop); // a client that resets its call is not our error
  if (!handler) return trailersOnly(stream, GrpcStatus.UNIMPLEMENTED, `unknown method ${path}`);
  const chunks: Buffer[] = [];
  let length = 0;
  stream.on("data", (chunk: Buffer) => {
    length += chunk.length;
    if (length <= maxBytes + 5) chunks.push(chunk);
  });
  stream.on("end", () => {
    if (length > maxBytes + 5) return trailersOnly(stream, GrpcStatus.RESOURCE_EXHAUSTED, `request larger than ${maxBytes} bytes`);
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
    if (body.length < 5 || body[0] !== 0 || body.readUInt32BE(1) !== body.length - 5) {
      return trailersOnly(stream, GrpcStatus.INTERNAL, "expected exactly one uncompressed request message");
    }
    handler(body.subarray(5)).then(
      (response) => reply(stream, response),
      (error: unknown) => trailersOnly(stream, GrpcStatus.INTERNAL, error instanceof Error ? error.message : String(error)),
    );
  });
}

export function createGrpcTransport(options: GrpcTransportOptions): GrpcTransport {
  const maxBytes = options.maxMessageBytes ?? 256 * 1024 * 1024;
  const settings: http2.Settings = { maxConcurrentStreams: 1000, initialWindowSize: 1024 * 1024 };
  // Node refuses new streams once a session holds more than maxSessionMemory (10 MB by
  // default), which a burst of Terraform's concurrent calls can reach; grpc-js lifts it too.
  const limits = { settings, maxSessionMemory: Number.MAX_SAFE_INTEGER };
  const server = options.tls
    ? http2.createSecureServer({
        cert: options.tls.certPem,
        key: options.tls.keyPem,
        ca: [options.tls.clientCertPem],
        requestCert: true,
        rejectUnauthorized: true,
        ...limits,
      })
    : http2.createServer(limits);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on("error", noop);
    session.once("close", () => sessions.delete(session));
  });
  server.on("stream", (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders) => {
    const path = headers[":path"] ?? "";
    serveStream(stream, path, options.routes.get(path), maxBytes);
  });
  server.on("tlsClientError", noop); // a client with the wrong certificate: its handshake fails
  return {
    inject: (connection) => server.emit("connection", connection),
    shutdown(done) {
      let open = sessions.size;
      if (open === 0) return done();
      for (const session of sessions) session.close(() => --open === 0 && done());
    },
  };
}
