// The test side of the transport over the real mutual TLS: a gRPC transport (ours unless told) behind a
// loopback listener with a fresh server and client certificate, and a raw HTTP/2 peer that
// writes frames byte by byte and reads back what the server answers.
import { createServer, type AddressInfo } from "node:net";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import { FrameType, PREFACE, frame } from "../../../src/tfplugin/transport/h2/frames";
import { createGrpcTransport, type GrpcTransport, type GrpcTransportOptions, type UnaryHandler } from "../../../src/tfplugin/transport/http2-grpc";
import { generateCertificate, type GeneratedCertificate } from "../../../src/tfplugin/transport/tls/cert";

/** Makes the gRPC transport under test: ours by default, or the one on node:http2. */
export type TransportFactory = (options: GrpcTransportOptions) => GrpcTransport;

export interface MtlsServer {
  port: number;
  server: GeneratedCertificate;
  client: GeneratedCertificate;
  transport: GrpcTransport;
  close(): void;
}

/** Our transport with mutual TLS on a loopback port; the routes echo by default. */
export async function serveMtls(
  routes: Record<string, UnaryHandler> = { "/t.S/Echo": async (m) => m },
  create: TransportFactory = createGrpcTransport,
): Promise<MtlsServer> {
  const server = generateCertificate();
  const client = generateCertificate();
  const transport = create({
    routes: new Map(Object.entries(routes)),
    tls: { clientCertDer: Buffer.from(client.der), certPem: server.certPem, keyPem: server.keyPem },
  });
  const listener = createServer((socket) => transport.inject(socket));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const port = (listener.address() as AddressInfo).port;
  return { port, server, client, transport, close: () => listener.close() };
}

export interface Frame {
  type: number;
  flags: number;
  stream: number;
  payload: Buffer;
}

/** Whole frames in `bytes` (the server's, which has no preface). */
export function parseFrames(bytes: Buffer): Frame[] {
  const frames: Frame[] = [];
  for (let at = 0; bytes.length - at >= 9;) {
    const length = bytes.readUIntBE(at, 3);
    if (bytes.length - at < 9 + length) break;
    frames.push({
      type: bytes[at + 3]!,
      flags: bytes[at + 4]!,
      stream: bytes.readUInt32BE(at + 5) & 0x7fffffff,
      payload: bytes.subarray(at + 9, at + 9 + length),
    });
    at += 9 + length;
  }
  return frames;
}

export interface RawPeer {
  socket: TLSSocket;
  send(...bytes: Buffer[]): void;
  /** The first frame from the server that `match` accepts; rejects if the connection closes first. */
  until(match: (f: Frame) => boolean): Promise<Frame>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  /** Every whole frame received so far. */
  frames(): Frame[];
}

/** A raw HTTP/2 client over mutual TLS; `preface` false leaves the preface and first SETTINGS to the test. */
export async function rawPeer(s: MtlsServer, preface = true): Promise<RawPeer> {
  const socket = tlsConnect({
    port: s.port,
    host: "127.0.0.1",
    servername: "localhost",
    ca: [s.server.certPem],
    cert: s.client.certPem,
    key: s.client.keyPem,
    ALPNProtocols: ["h2"],
  });
  await new Promise<void>((resolve, reject) => socket.once("secureConnect", resolve).once("error", reject));
  let received = Buffer.alloc(0);
  const waiters = new Set<() => void>();
  let ended = false;
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (const w of [...waiters]) w();
  });
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      ended = true;
      for (const w of [...waiters]) w();
      resolve();
    }),
  );
  const until = (match: (f: Frame) => boolean): Promise<Frame> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = parseFrames(received).find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        } else if (ended) {
          waiters.delete(check);
          reject(new Error("the server closed the connection without the frame expected"));
        }
      };
      waiters.add(check);
      check();
    });
  const send = (...bytes: Buffer[]): void => void socket.write(Buffer.concat(bytes));
  if (preface) send(PREFACE, frame(FrameType.SETTINGS, 0, 0));
  return { socket, send, until, closed, frames: () => parseFrames(received) };
}
