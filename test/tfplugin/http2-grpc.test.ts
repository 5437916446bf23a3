// The unary gRPC layer on our HTTP/2 connection, against node:http2's client, in plaintext on
// loopback: statuses and grpc-message for failures, whatever a handler rejects with.
import * as http2 from "node:http2";
import { createServer, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createGrpcTransport, type UnaryHandler } from "../../src/tfplugin/transport/http2-grpc";

const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

async function serve(routes: Record<string, UnaryHandler>): Promise<string> {
  const transport = createGrpcTransport({ routes: new Map(Object.entries(routes)), tls: null });
  const server = createServer((socket) => transport.inject(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  open.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One unary call with an empty message; the response's headers and trailers merged. */
async function call(url: string, path: string): Promise<Record<string, string | string[] | undefined>> {
  const client = http2.connect(url);
  open.push(() => client.close());
  const request = client.request({ ":method": "POST", ":path": path, "content-type": "application/grpc", te: "trailers" });
  const fields: Record<string, string | string[] | undefined> = {};
  request.on("response", (headers) => Object.assign(fields, headers));
  request.on("trailers", (trailers) => Object.assign(fields, trailers));
  request.end(Buffer.alloc(5)); // an empty message: no compression, length 0
  request.resume();
  await new Promise((resolve, reject) => request.on("close", resolve).on("error", reject));
  return fields;
}

const decoded = (value: string | string[] | undefined): string => decodeURIComponent(String(value));

describe("unary gRPC over our HTTP/2 connection", () => {
  it("answers a message with grpc-status 0", async () => {
    const url = await serve({ "/t.S/Echo": async () => Uint8Array.of(8, 1) });
    expect((await call(url, "/t.S/Echo"))["grpc-status"]).toBe("0");
  });

  it("answers an unknown method with UNIMPLEMENTED", async () => {
    const url = await serve({});
    const fields = await call(url, "/t.S/Nope");
    expect(fields["grpc-status"]).toBe("12");
    expect(decoded(fields["grpc-message"])).toBe("unknown method /t.S/Nope");
  });

  it("reports a handler's failure as INTERNAL with its message percent-encoded as UTF-8", async () => {
    const url = await serve({ "/t.S/Fail": async () => Promise.reject(new Error("100% naïve")) });
    const fields = await call(url, "/t.S/Fail");
    expect(fields["grpc-status"]).toBe("13");
    expect(fields["grpc-message"]).toBe("100%25 na%C3%AFve");
  });

  it("survives a message with a lone surrogate, and a rejection that cannot become text", async () => {
    const url = await serve({
      "/t.S/Surrogate": async () => Promise.reject(new Error(`bad ${"\u{1F600}".slice(0, 1)} input`)),
      "/t.S/Nothing": async () => Promise.reject(Object.create(null) as unknown),
    });
    const surrogate = await call(url, "/t.S/Surrogate");
    expect(surrogate["grpc-status"]).toBe("13");
    expect(decoded(surrogate["grpc-message"])).toBe("bad \uFFFD input");
    const nothing = await call(url, "/t.S/Nothing");
    expect(nothing["grpc-status"]).toBe("13");
    expect(decoded(nothing["grpc-message"])).toBe("the handler failed with a value that has no text");
  });
});
