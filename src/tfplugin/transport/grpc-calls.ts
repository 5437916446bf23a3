// A unary gRPC call from its path and request body to its answer, whichever HTTP/2 server
// carried it (./http2-grpc, ours; ./node-http2-grpc, node:http2's): the route, the one
// uncompressed message gRPC frames with a 5-byte prefix, and the status when it fails.
import type { Duplex } from "node:stream";

/** Handles one request message (without the prefix) and returns the response message. */
export type UnaryHandler = (request: Uint8Array) => Promise<Uint8Array>;

export interface GrpcTransportOptions {
  /** Handlers by path, e.g. "/tfplugin6.Provider/GetProviderSchema". */
  routes: ReadonlyMap<string, UnaryHandler>;
  /** Mutual TLS: only a client presenting exactly clientCertDer (checked by checkLaunch) gets through. null: plaintext. */
  tls: { clientCertDer: Buffer; certPem: string; keyPem: string } | null;
  maxMessageBytes?: number;
}

/** A gRPC server on HTTP/2, whichever HTTP/2 server it runs on. */
export interface GrpcTransport {
  inject(connection: Duplex): void;
  /** Lets calls in flight finish, closes every connection, then calls done. */
  shutdown(done: () => void): void;
}

const GrpcStatus = { OK: 0, INTERNAL: 13, UNIMPLEMENTED: 12, RESOURCE_EXHAUSTED: 8 } as const;

/** Below HTTP/2's largest window, so a request never waits for a stream window refill. */
export const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

/**
 * grpc-message is percent-encoded UTF-8: every octet outside printable ASCII, and "%". Made
 * from the bytes, since encodeURIComponent throws on a lone surrogate, which a message may hold.
 */
export function encodeGrpcMessage(message: string): string {
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

/** The routes whose handler this process has run: bit i for the i-th route of the transport's map. */
let served = 0;

/** Which kinds of call this process has served, as bits (for the code cache, see src/executable/embedded-module.ts). */
export function routesServed(): number {
  return served;
}

/** How a server sends a call's answer; `a` and `b` say which call (a connection and a stream id, say). */
export interface CallAnswer<A, B> {
  reply(a: A, b: B, message: Uint8Array): void;
  fail(a: A, b: B, status: number, message: string): void;
}

/** Runs each call: body null means larger than maxBytes. */
export function callRouter<A, B>(
  routes: ReadonlyMap<string, UnaryHandler>,
  maxBytes: number,
  answer: CallAnswer<A, B>,
): (a: A, b: B, path: string, body: Buffer | null) => void {
  const routeBits = new Map([...routes.keys()].map((path, i) => [path, i < 31 ? 1 << i : 0]));
  return (a, b, path, body) => {
    const handler = routes.get(path);
    if (!handler) return answer.fail(a, b, GrpcStatus.UNIMPLEMENTED, `unknown method ${path}`);
    if (body === null) return answer.fail(a, b, GrpcStatus.RESOURCE_EXHAUSTED, `request larger than ${maxBytes} bytes`);
    if (body.length < 5 || body[0] !== 0 || body.readUInt32BE(1) !== body.length - 5) {
      return answer.fail(a, b, GrpcStatus.INTERNAL, "expected exactly one uncompressed request message");
    }
    served |= routeBits.get(path)!;
    handler(body.subarray(5)).then(
      (response) => answer.reply(a, b, response),
      (error: unknown) => answer.fail(a, b, GrpcStatus.INTERNAL, failureMessage(error)),
    );
  };
}
