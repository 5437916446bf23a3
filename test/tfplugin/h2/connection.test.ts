// Our HTTP/2 server connection against node:http2's client (nghttp2), an independent
// implementation: flow control both ways, many streams at once, CONTINUATION, resets,
// oversized requests, PING and graceful shutdown, in plaintext on loopback.
import * as http2 from "node:http2";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ServerConnection } from "../../../src/tfplugin/transport/h2/connection";
import { ErrorCode, FrameType, frame } from "../../../src/tfplugin/transport/h2/frames";
import { encodeHeaderBlock, type HeaderField } from "../../../src/tfplugin/transport/h2/hpack";

interface Received {
  connection: ServerConnection;
  stream: number;
  headers: readonly HeaderField[];
  body: Buffer | null;
}

const OK_HEADERS = encodeHeaderBlock([
  [":status", "200"],
  ["content-type", "application/octet-stream"],
]);
const TRAILERS = encodeHeaderBlock([["x-done", "yes"]]);

interface Harness {
  url: string;
  requests: Received[];
  connections: Set<ServerConnection>;
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<Received>;
  server: Server;
}

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const thing of open.splice(0)) thing.close();
});

async function serve(respond: ((r: Received) => void) | null, maxBodyBytes = 64 * 1024 * 1024): Promise<Harness> {
  const requests: Received[] = [];
  const waiting: Array<(r: Received) => void> = [];
  const connections = new Set<ServerConnection>();
  const server = createServer((socket) => {
    const connection = new ServerConnection(socket, {
      maxBodyBytes,
      maxConcurrentStreams: 1000,
      onRequest: (c, stream, headers, body) => {
        const r = { connection: c, stream, headers, body };
        requests.push(r);
        waiting.shift()?.(r);
        respond?.(r);
      },
      onClose: (c) => connections.delete(c),
    });
    connections.add(connection);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  open.push({ close: () => server.close() });
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, requests, connections, server, nextRequest: () => new Promise((r) => waiting.push(r)) };
}

/** A raw TCP client that keeps its side open, what it received, and the server's side of it. */
async function rawClient(h: Harness, first: Buffer): Promise<{ socket: Socket; received: Buffer[]; serverSide: Promise<Socket> }> {
  const serverSide = new Promise<Socket>((resolve) => h.server.once("connection", resolve));
  const socket = connect({ port: (h.server.address() as AddressInfo).port, host: "127.0.0.1", allowHalfOpen: true });
  open.push({ close: () => socket.destroy() });
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.write(Buffer.concat([Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1"), first]));
  return { socket, received, serverSide };
}

/** The error code of the GOAWAY among what a raw client received. */
function goawayCode(received: Buffer[]): number {
  const all = Buffer.concat(received);
  const goaway = all.indexOf(Buffer.of(0, 0, 8, FrameType.GOAWAY));
  expect(goaway).toBeGreaterThanOrEqual(0);
  return all.readUInt32BE(goaway + 9 + 4);
}

/** Echoes the body back (reversed, to prove it was read) with trailers. */
const echo = (r: Received): void => r.connection.respond(r.stream, OK_HEADERS, Buffer.from(r.body ?? Buffer.alloc(0)).reverse(), TRAILERS);

function client(url: string, settings: http2.Settings = {}): http2.ClientHttp2Session {
  const session = http2.connect(url, { settings });
  session.on("error", () => undefined);
  open.push({ close: () => session.destroy() });
  return session;
}

interface Response {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
  trailers: http2.IncomingHttpHeaders;
}

function request(session: http2.ClientHttp2Session, path: string, body: Buffer, headers: http2.OutgoingHttpHeaders = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = session.request({ ":method": "POST", ":path": path, ...headers });
    const chunks: Buffer[] = [];
    let trailers: http2.IncomingHttpHeaders = {};
    let responseHeaders: http2.IncomingHttpHeaders = {};
    req.on("response", (h) => (responseHeaders = h));
    req.on("trailers", (t) => (trailers = t));
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve({ status: Number(responseHeaders[":status"]), headers: responseHeaders, body: Buffer.concat(chunks), trailers }));
    req.on("error", reject);
    req.end(body);
  });
}

const bytes = (n: number, seed = 1): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff));

describe("HTTP/2 server connection", () => {
  it("hands over each request whole with its decoded headers, and answers with data and trailers", async () => {
    const h = await serve(echo);
    const session = client(h.url);
    const response = await request(session, "/svc/Method", Buffer.from("hello"), { "x-custom": "value" });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("olleh");
    expect(response.trailers["x-done"]).toBe("yes");
    const headers = Object.fromEntries(h.requests[0]!.headers);
    expect(headers).toMatchObject({ ":method": "POST", ":path": "/svc/Method", "x-custom": "value" });
  });

  it("decodes every octet value a client sends in headers, Huffman-coded or not", async () => {
    const h = await serve(echo);
    const session = client(h.url);
    // every latin1 character HTTP allows in a value: tab, printable ASCII, and 0x80-0xff
    const all = String.fromCharCode(9, ...Array.from({ length: 95 }, (_, i) => 32 + i), ...Array.from({ length: 128 }, (_, i) => 128 + i));
    const values = [all, "application/grpc", "/tfplugin6.Provider/ReadResource", all.split("").reverse().join("")];
    for (const [i, value] of values.entries())
      await request(session, `/p${i}`, Buffer.alloc(0), { "x-value": Buffer.from(value, "latin1").toString("latin1") });
    expect(h.requests.map((r) => Object.fromEntries(r.headers)["x-value"])).toEqual(values);
  });

  it("reads padded HEADERS and DATA, and a header block continued in CONTINUATION frames", async () => {
    const h = await serve(echo);
    const session = http2.connect(h.url, { paddingStrategy: http2.constants.PADDING_STRATEGY_MAX, maxSendHeaderBlockLength: 100_000 });
    session.on("error", () => undefined);
    open.push({ close: () => session.destroy() });
    const long = "z".repeat(40_000); // over one 16 KB frame: nghttp2 continues it
    const response = await request(session, "/padded", bytes(50_000, 3), { "x-long": long });
    expect(response.body.equals(bytes(50_000, 3).reverse())).toBe(true);
    expect(Object.fromEntries(h.requests[0]!.headers)["x-long"]).toBe(long);
  });

  it("serves hundreds of concurrent streams on one connection", async () => {
    const h = await serve(echo);
    const session = client(h.url);
    const responses = await Promise.all(Array.from({ length: 300 }, (_, i) => request(session, `/m${i}`, bytes(100 + i, i))));
    responses.forEach((r, i) => expect(r.body.equals(bytes(100 + i, i).reverse())).toBe(true));
    expect(h.connections.size).toBe(1);
  });

  it("receives large requests and sends large responses within the client's flow-control windows", async () => {
    const h = await serve(echo);
    // a client that opens only tiny windows: every response must wait for its WINDOW_UPDATEs
    const session = client(h.url, { initialWindowSize: 1000, maxFrameSize: 16384 });
    const big = bytes(3 * 1024 * 1024 + 7);
    const [a, b] = await Promise.all([request(session, "/big", big), request(session, "/big2", bytes(70_000, 9))]);
    expect(a.body.equals(Buffer.from(big).reverse())).toBe(true);
    expect(b.body.equals(bytes(70_000, 9).reverse())).toBe(true);
  });

  it("sends a header block larger than a frame as HEADERS plus CONTINUATION", async () => {
    const h = await serve((r) =>
      r.connection.respond(
        r.stream,
        encodeHeaderBlock([
          [":status", "200"],
          ["x-long", "y".repeat(40_000)],
        ]),
      ),
    );
    const session = client(h.url, { maxHeaderListSize: 100_000 });
    const response = await request(session, "/long", Buffer.alloc(0));
    expect(response.headers["x-long"]).toHaveLength(40_000);
  });

  it("hands over an oversized request at once, without its body, and the client may stop sending", async () => {
    const h = await serve(
      (r) =>
        r.connection.respond(
          r.stream,
          encodeHeaderBlock([
            [":status", "200"],
            ["x-too-large", String(r.body === null)],
          ]),
        ),
      1000,
    );
    const session = client(h.url);
    const response = await request(session, "/huge", bytes(5 * 1024 * 1024));
    expect(response.headers["x-too-large"]).toBe("true");
    // the connection still serves
    const after = await request(session, "/small", bytes(10));
    expect(after.headers["x-too-large"]).toBe("false");
  });

  it("ignores the answer to a stream the client reset, and keeps serving", async () => {
    const h = await serve(null);
    const session = client(h.url);
    const req = session.request({ ":method": "POST", ":path": "/slow" });
    req.on("error", () => undefined);
    req.end(Buffer.from("x"));
    const pending = await h.nextRequest();
    const closed = new Promise((resolve) => req.on("close", resolve));
    req.close(http2.constants.NGHTTP2_CANCEL);
    await closed;
    const second = h.nextRequest();
    const response = request(session, "/next", Buffer.from("ab"));
    const next = await second;
    pending.connection.respond(pending.stream, OK_HEADERS, Buffer.from("late"), TRAILERS); // must not disturb anything
    echo(next);
    expect((await response).body.toString()).toBe("ba");
  });

  it("answers PING", async () => {
    const h = await serve(echo);
    const session = client(h.url);
    await request(session, "/warm", Buffer.alloc(0));
    const payload = Buffer.from("12345678");
    const acked = await new Promise<Buffer>((resolve, reject) => session.ping(payload, (error, _ms, ack) => (error ? reject(error) : resolve(ack))));
    expect(acked.equals(payload)).toBe(true);
  });

  it("on close, sends GOAWAY, finishes the requests already begun, then closes", async () => {
    const h = await serve(null);
    const session = client(h.url);
    const goaway = new Promise<number>((resolve) => session.on("goaway", (code) => resolve(code)));
    const inFlight = request(session, "/in-flight", Buffer.from("abc"));
    const r = await h.nextRequest();
    let done = false;
    const closed = new Promise<void>((resolve) => r.connection.close(() => ((done = true), resolve())));
    expect(await goaway).toBe(http2.constants.NGHTTP2_NO_ERROR);
    expect(done).toBe(false);
    echo(r);
    expect((await inFlight).body.toString()).toBe("cba");
    await closed; // the connection closes once the request it had begun is answered
    expect(h.connections.size).toBe(0);
  });

  it("on close, is done once its last bytes are written, without waiting for the client to close its side", async () => {
    // Terraform waits for each provider process to exit; the client's own close would be a round trip more
    const h = await serve(null);
    const { socket, received, serverSide } = await rawClient(h, frame(FrameType.SETTINGS, 0, 0));
    await serverSide; // the server's own listener has made the connection by then
    const [connection] = h.connections;
    await new Promise<void>((resolve) => connection!.close(resolve));
    await new Promise((resolve) => (socket.readableEnded ? resolve(null) : socket.once("end", resolve)));
    expect(socket.writableEnded).toBe(false); // the client never closed its side
    expect(goawayCode(received)).toBe(ErrorCode.NO_ERROR);
    expect(h.connections.size).toBe(0);
  });

  it("closes a connection that does not start with the HTTP/2 preface", async () => {
    const h = await serve(echo);
    const socket = connect((h.server.address() as AddressInfo).port, "127.0.0.1");
    open.push({ close: () => socket.destroy() });
    socket.on("data", () => undefined);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(h.connections.size).toBe(0);
  });

  it("starts its next header block with a table size update when the client lowers its header table size", async () => {
    // nghttp2 refuses a block without it (COMPRESSION_ERROR), as RFC 7541 section 4.2 requires
    const h = await serve(echo);
    const session = client(h.url, { headerTableSize: 0 });
    const r = await request(session, "/small-table", Buffer.from("abc"));
    expect(r.body.toString()).toBe("cba");
    expect(r.trailers["x-done"]).toBe("yes");
    expect((await request(session, "/again", Buffer.from("xy"))).body.toString()).toBe("yx");
  });

  it("after a connection error, sends GOAWAY with its code and closes, even when the client keeps its side open", async () => {
    const h = await serve(echo);
    const { socket, received, serverSide } = await rawClient(h, Buffer.concat([frame(FrameType.SETTINGS, 0, 0), frame(FrameType.PING, 0, 0, Buffer.alloc(4))]));
    // RFC 9113 5.4.1: after the GOAWAY of a connection error, the endpoint closes the connection
    await new Promise((resolve) => serverSide.then((s) => s.on("close", resolve)));
    await new Promise((resolve) => (socket.readableEnded ? resolve(null) : socket.once("end", resolve)));
    expect(goawayCode(received)).toBe(ErrorCode.FRAME_SIZE_ERROR);
    expect(h.connections.size).toBe(0);
  });
});
