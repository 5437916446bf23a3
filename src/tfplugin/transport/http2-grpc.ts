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
import { MAX_MESSAGE_BYTES, callRouter, encodeGrpcMessage, type CallAnswer, type GrpcTransport, type GrpcTransportOptions } from "./grpc-calls";

export { routesServed, type GrpcTransport, type GrpcTransportOptions, type UnaryHandler } from "./grpc-calls";

const RESPONSE_HEADERS = encodeHeaderBlock([
  [":status", "200"],
  ["content-type", "application/grpc"],
]);
const OK_TRAILERS = encodeHeaderBlock([["grpc-status", "0"]]);
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

const answer: CallAnswer<ServerConnection, number> = {
  reply: (connection, stream, message) => connection.respond(stream, RESPONSE_HEADERS, new LengthPrefixed(message), OK_TRAILERS),
  fail: trailersOnly,
};

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

export function createGrpcTransport(options: GrpcTransportOptions): GrpcTransport {
  const maxBytes = Math.min(options.maxMessageBytes ?? MAX_MESSAGE_BYTES, MAX_MESSAGE_BYTES);
  const connections = new Set<ServerConnection>();
  const route = callRouter(options.routes, maxBytes, answer);

  function onRequest(connection: ServerConnection, stream: number, headers: readonly HeaderField[], body: Buffer | null): void {
    route(connection, stream, pathOf(headers), body);
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
