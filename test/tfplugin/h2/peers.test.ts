// Other clients than Terraform's grpc-go against our transport, over the real mutual TLS:
// node:http2 (nghttp2) and grpc-js, each an independent HTTP/2 implementation, with unary
// calls, a large message and many concurrent streams.
import * as http2 from "node:http2";
import * as grpc from "@grpc/grpc-js";
import { afterEach, describe, expect, it } from "vitest";
import { createGrpcTransport } from "../../../src/tfplugin/transport/http2-grpc";
import { createNodeHttp2Transport } from "../../../src/tfplugin/transport/node-http2-grpc";
import { serveMtls, type MtlsServer, type TransportFactory } from "./peer";

const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

async function server(create: TransportFactory): Promise<MtlsServer> {
  const s = await serveMtls({ "/t.S/Echo": async (m) => Buffer.from(m).reverse() }, create);
  open.push(s.close);
  return s;
}

const bytes = (n: number, seed = 1): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff));
/** One uncompressed gRPC message: a zero octet, the 32-bit length, the message. */
function framed(message: Buffer): Buffer {
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(message.length, 1);
  return Buffer.concat([prefix, message]);
}

const transports: Array<[string, TransportFactory]> = [
  ["our HTTP/2 server", createGrpcTransport],
  ["node:http2's server (PHPANALYTICS_H2_TRANSPORT=node)", createNodeHttp2Transport],
];

for (const [serverName, create] of transports)
  describe(serverName, () => {
    describe("node:http2 as the client, over mutual TLS", () => {
      function session(s: MtlsServer): http2.ClientHttp2Session {
        const c = http2.connect(`https://127.0.0.1:${s.port}`, {
          servername: "localhost",
          ca: s.server.certPem,
          cert: s.client.certPem,
          key: s.client.keyPem,
        });
        c.on("error", () => undefined);
        open.push(() => c.destroy());
        return c;
      }

      function call(c: http2.ClientHttp2Session, message: Buffer): Promise<{ body: Buffer; status: string }> {
        return new Promise((resolve, reject) => {
          const req = c.request({
            ":method": "POST",
            ":path": "/t.S/Echo",
            "content-type": "application/grpc",
            te: "trailers",
          });
          const chunks: Buffer[] = [];
          let status = "";
          req.on("trailers", (t) => (status = String(t["grpc-status"])));
          req.on("data", (chunk: Buffer) => chunks.push(chunk));
          req.on("end", () => resolve({ body: Buffer.concat(chunks), status }));
          req.on("error", reject);
          req.end(framed(message));
        });
      }

      it("makes a unary call, a large one and 100 at once on one connection", async () => {
        const s = await server(create);
        const c = session(s);
        expect(await call(c, Buffer.from("abc"))).toEqual({
          body: framed(Buffer.from("cba")),
          status: "0",
        });
        const big = bytes(8 * 1024 * 1024 + 3);
        const large = await call(c, big);
        expect(large.status).toBe("0");
        expect(large.body.equals(framed(Buffer.from(big).reverse()))).toBe(true);
        const many = await Promise.all(Array.from({ length: 100 }, (_, i) => call(c, bytes(1000 + i, i))));
        many.forEach((r, i) => expect(r.body.equals(framed(bytes(1000 + i, i).reverse()))).toBe(true));
      });

      it("answers an unknown method UNIMPLEMENTED in a trailers-only response", async () => {
        const c = session(await server(create));
        const req = c.request({ ":method": "POST", ":path": "/t.S/Nope", "content-type": "application/grpc", te: "trailers" });
        const headers = await new Promise<http2.IncomingHttpHeaders>(
          (resolve, reject) => (req.on("response", resolve), req.on("error", reject), req.end(framed(Buffer.from("x")))),
        );
        expect([headers["grpc-status"], headers["grpc-message"]]).toEqual(["12", "unknown method /t.S/Nope"]);
      });
    });

    describe("grpc-js as the client, over mutual TLS", () => {
      const definition = {
        Echo: {
          path: "/t.S/Echo",
          requestStream: false,
          responseStream: false,
          requestSerialize: (m: Buffer) => m,
          requestDeserialize: (m: Buffer) => m,
          responseSerialize: (m: Buffer) => m,
          responseDeserialize: (m: Buffer) => m,
        },
      };

      function client(s: MtlsServer): (message: Buffer) => Promise<Buffer> {
        const creds = grpc.credentials.createSsl(Buffer.from(s.server.certPem), Buffer.from(s.client.keyPem), Buffer.from(s.client.certPem));
        const Client = grpc.makeGenericClientConstructor(definition, "S");
        const options = {
          "grpc.ssl_target_name_override": "localhost",
          "grpc.default_authority": "localhost",
          "grpc.max_receive_message_length": 64 * 1024 * 1024,
        };
        const c = new Client(`127.0.0.1:${s.port}`, creds, options) as unknown as grpc.Client & {
          Echo: (m: Buffer, cb: (e: grpc.ServiceError | null, r: Buffer) => void) => void;
        };
        open.push(() => c.close());
        return (message) => new Promise((resolve, reject) => c.Echo(message, (e, r) => (e ? reject(e) : resolve(r))));
      }

      it("makes a unary call, a large one and 100 at once on one channel", async () => {
        const s = await server(create);
        const echo = client(s);
        expect(await echo(Buffer.from("hello"))).toEqual(Buffer.from("olleh"));
        const big = bytes(8 * 1024 * 1024 + 5, 7);
        expect((await echo(big)).equals(Buffer.from(big).reverse())).toBe(true);
        const many = await Promise.all(Array.from({ length: 100 }, (_, i) => echo(bytes(500 + i, i))));
        many.forEach((r, i) => expect(r.equals(bytes(500 + i, i).reverse())).toBe(true));
      });

      it("is refused with a client certificate other than the one the server expects", async () => {
        const s = await server(create);
        const other = await serveMtls(undefined, create);
        open.push(other.close);
        const creds = grpc.credentials.createSsl(Buffer.from(s.server.certPem), Buffer.from(other.client.keyPem), Buffer.from(other.client.certPem));
        const c = new (grpc.makeGenericClientConstructor(definition, "S"))(`127.0.0.1:${s.port}`, creds, {
          "grpc.ssl_target_name_override": "localhost",
        }) as unknown as grpc.Client & {
          Echo: (m: Buffer, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null) => void) => void;
        };
        open.push(() => c.close());
        const error = await new Promise<grpc.ServiceError | null>((resolve) => c.Echo(Buffer.from("x"), { deadline: Date.now() + 5000 }, resolve));
        expect(error?.code).toBe(grpc.status.UNAVAILABLE);
      });
    });
  });
