// The same unary gRPC server as ./http2-grpc, on node:http2 (nghttp2) instead of our own
// HTTP/2 connection: slower per call, and the way out for a user hit by a bug in ours (the
// switch is in ./launch). The calls, routes and statuses are ./grpc-calls', shared by both.
import { createSecureServer, createServer, type Http2Server, type Http2Session, type ServerHttp2Stream } from "node:http2";
import type { Duplex } from "node:stream";
import { MAX_MESSAGE_BYTES, callRouter, encodeGrpcMessage, type CallAnswer, type GrpcTransport, type GrpcTransportOptions } from "./grpc-calls";

const answer: CallAnswer<ServerHttp2Stream, undefined> = {
  reply(stream, _, message) {
    if (stream.destroyed) return; // the client reset the stream
    stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
    stream.once("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0" }));
    const prefix = Buffer.allocUnsafe(5);
    prefix[0] = 0;
    prefix.writeUInt32BE(message.length, 1);
    stream.write(prefix);
    stream.end(message);
  },
  fail(stream, _, status, message) {
    if (stream.destroyed) return;
    stream.respond(
      { ":status": 200, "content-type": "application/grpc", "grpc-status": String(status), "grpc-message": encodeGrpcMessage(message) },
      { endStream: true },
    );
  },
};

export function createNodeHttp2Transport(options: GrpcTransportOptions): GrpcTransport {
  const maxBytes = Math.min(options.maxMessageBytes ?? MAX_MESSAGE_BYTES, MAX_MESSAGE_BYTES);
  const route = callRouter(options.routes, maxBytes, answer);
  const sessions = new Set<Http2Session>();
  const tls = options.tls;
  const settings = { maxConcurrentStreams: 1000, enablePush: false };
  // The client's certificate is compared, not trusted as a CA, for the reason ./http2-grpc gives.
  const server: Http2Server = tls
    ? createSecureServer({ cert: tls.certPem, key: tls.keyPem, ca: [], requestCert: true, rejectUnauthorized: false, settings })
    : createServer({ settings });
  server.on("session", (session: Http2Session) => {
    const socket = session.socket as Duplex & { getPeerX509Certificate?(): { raw: Buffer } | undefined };
    if (tls && !socket.getPeerX509Certificate?.()?.raw.equals(tls.clientCertDer)) return void session.destroy();
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
    session.on("error", () => undefined); // a failed connection concerns only that client
  });
  server.on("stream", (stream: ServerHttp2Stream, headers) => {
    const chunks: Buffer[] = [];
    let length = 0;
    stream.on("error", () => undefined);
    stream.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (length <= maxBytes + 5) chunks.push(chunk);
      else if (chunks.length > 0) chunks.length = 0; // too large: answered at the end, without the body
    });
    stream.on("end", () => route(stream, undefined, String(headers[":path"] ?? ""), length > maxBytes + 5 ? null : Buffer.concat(chunks, length)));
  });
  server.on("tlsClientError", () => undefined);

  return {
    inject: (socket) => void server.emit("connection", socket), // over TLS, the server makes the handshake
    shutdown(done) {
      let open = sessions.size;
      if (open === 0) return done();
      for (const session of sessions) session.close(() => --open === 0 && done());
    },
  };
}
