// A minimal unary gRPC server: gRPC is a 5-byte length prefix per message and a status in
// the trailers, which is all Terraform's calls need, over our own HTTP/2 connection
// (./h2/connection) on node:tls. It replaces grpc-js, and then node:http2, whose per-call
// objects (streams, events, header objects) cost more CPU than the provider's own work.
// Connections are injected (see ./launch), not accepted here.
import { createServer as createTlsServer, type TLSSocket } from "node:tls";
import type { Duplex } from "node:stream";
import { ServerConnection } from "./h2/connection";
import type { BodyWriter } from "./h2/send";
import { writeUint32 } from "./h2/frames";
import { encodeHeaderBlock, type HeaderField } from "./h2/hpack";

/** Handles one request message (without the prefix) and returns the response message. */
export type UnaryHandler = (request: Uint8Array) => Promise<Uint8Array>;

export const GrpcStatus = { OK: 0, INTERNAL: 13, UNIMPLEMENTED: 12, RESOURCE_EXHAUSTED: 8 } as const;

export interface GrpcTransportOptions {
  /** Handlers by path, e.g. "/tfplugin6.Provider/GetProviderSchema". */
  routes: ReadonlyMap<string, UnaryHandler>;
  /** Mutual TLS: only a client presenting exactly clientCertDer (checked by checkLaunch) gets through. null: plaintext. */
  tls: { clientCertDer: Buffer; certPem: string; keyPem: string } | null;
  maxMessageBytes?: number;
}

export interface GrpcTransport {
  inject(connection: Duplex): void;
  /** Lets calls in flight finish, closes every connection, then calls done. */
  shutdown(done: () => void): void;
}

const RESPONSE_HEADERS = encodeHeaderBlock([
  [":status", "200"],
  ["content-type", "application/grpc"],
]);
const OK_TRAILERS = encodeHeaderBlock([["grpc-status", "0"]]);
/** Below HTTP/2's largest window, so a request never waits for a stream window refill. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

/**
 * grpc-message is percent-encoded UTF-8: every octet outside printable ASCII, and "%". Made
 * from the bytes, since encodeURIComponent throws on a lone surrogate, which a message may hold.
 */
function encodeGrpcMessage(message: string): string {
  let out = "";
  for (const octet of Buffer.from(message, "utf8")) {
    out += octet >= 0x20 && octet <= 0x7e && octet !== 0x25 ? String.fromCharCode(octet) : `%${octet.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** What a handler's rejection says: anything may be thrown, even a value that cannot become a string. */
function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return "the handler failed with a value that has no text";
  }
}

function trailersOnly(connection: ServerConnection, stream: number, code: number, message: string): void {
  const block = encodeHeaderBlock([
    [":status", "200"],
    ["content-type", "application/grpc"],
    ["grpc-status", String(code)],
    ["grpc-message", encodeGrpcMessage(message)],
  ]);
  connection.respond(stream, block);
}

/** A response message as gRPC frames it: uncompressed (0), its 32-bit length, then the message. */
class LengthPrefixed implements BodyWriter {
  readonly length: number;
  constructor(private readonly message: Uint8Array) {
    this.length = 5 + message.length;
  }
  writeTo(into: Uint8Array, at: number): void {
    into[at] = 0;
    writeUint32(into, at + 1, this.message.length);
    into.set(this.message, at + 5);
  }
}

function reply(connection: ServerConnection, stream: number, message: Uint8Array): void {
  connection.respond(stream, RESPONSE_HEADERS, new LengthPrefixed(message), OK_TRAILERS);
}

function pathOf(headers: readonly HeaderField[]): string {
  for (let i = 0; i < headers.length; i++) if (headers[i]![0] === ":path") return headers[i]![1];
  return "";
}

/**
 * A TLS server that lets through only a client presenting exactly `clientCertDer`; the
 * handshake has proved that the client holds its key. The certificate is compared instead
 * of trusted as a CA because Node 20 parses all of its bundled root certificates for any
 * context given a CA, or none, at every provider launch; an empty CA list skips that work.
 * A client with another certificate, or none, completes the handshake and is then closed
 * without a TLS alert.
 */
function createMutualTlsServer(tls: NonNullable<GrpcTransportOptions["tls"]>, serve: (socket: TLSSocket) => void) {
  const server = createTlsServer(
    { cert: tls.certPem, key: tls.keyPem, ca: [], requestCert: true, rejectUnauthorized: false, ALPNProtocols: ["h2"] },
    (socket: TLSSocket) => {
      if (socket.getPeerX509Certificate()?.raw.equals(tls.clientCertDer)) serve(socket);
      else socket.destroy();
    },
  );
  server.on("tlsClientError", () => undefined); // a failed handshake concerns only that client
  return server;
}

/** The routes whose handler this process has run: bit i for the i-th route of the transport's map. */
let served = 0;

/** Which kinds of call this process has served, as bits (for the code cache, see src/executable/embedded-module.ts). */
export function routesServed(): number {
  return served;
}

export function createGrpcTransport(options: GrpcTransportOptions): GrpcTransport {
  const maxBytes = Math.min(options.maxMessageBytes ?? MAX_MESSAGE_BYTES, MAX_MESSAGE_BYTES);
  const connections = new Set<ServerConnection>();
  const routeBits = new Map([...options.routes.keys()].map((path, i) => [path, i < 31 ? 1 << i : 0]));

  function onRequest(connection: ServerConnection, stream: number, headers: readonly HeaderField[], body: Buffer | null): void {
    const path = pathOf(headers);
    const handler = options.routes.get(path);
    if (!handler) return trailersOnly(connection, stream, GrpcStatus.UNIMPLEMENTED, `unknown method ${path}`);
    if (body === null) return trailersOnly(connection, stream, GrpcStatus.RESOURCE_EXHAUSTED, `request larger than ${maxBytes} bytes`);
    if (body.length < 5 || body[0] !== 0 || body.readUInt32BE(1) !== body.length - 5) {
      return trailersOnly(connection, stream, GrpcStatus.INTERNAL, "expected exactly one uncompressed request message");
    }
    served |= routeBits.get(path)!;
    handler(body.subarray(5)).then(
      (response) => reply(connection, stream, response),
      (error: unknown) => trailersOnly(connection, stream, GrpcStatus.INTERNAL, failureMessage(error)),
    );
  }

  const serve = (socket: Duplex): void => {
    const connection = new ServerConnection(socket, {
      maxBodyBytes: maxBytes + 5,
      maxConcurrentStreams: 1000,
      onRequest,
      onClose: (closed) => connections.delete(closed),
    });
    connections.add(connection);
  };

  const tlsServer = options.tls ? createMutualTlsServer(options.tls, serve) : null;

  return {
    inject: (socket) => (tlsServer ? tlsServer.emit("connection", socket) : serve(socket)),
    shutdown(done) {
      let open = connections.size;
      if (open === 0) return done();
      for (const connection of connections) connection.close(() => --open === 0 && done());
    },
  };
}
