// A server that finishes what it was sent, as a busy PHP application server does.
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxyHandle {
  url: string;
  /** Requests forwarded whose client had gone before the answer came back. */
  answersLost: () => number;
  /** Requests received and not yet carried out by the emulator. */
  inFlight: () => number;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the emulator that behaves like a busy PHP application server:
 * once a request has arrived in full it is carried out, even if the client disconnects
 * or gives up meanwhile, and `delayMs` is spent after the request arrived, before it is
 * forwarded. A connection the emulator drops is dropped towards the client too.
 */
export async function startCommittingProxy(target: string, options: { delayMs?: number } = {}): Promise<ProxyHandle> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let lost = 0;
  let inFlight = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      inFlight++;
      let settled = false;
      const settle = () => {
        if (!settled) inFlight--;
        settled = true;
      };
      setTimeout(() => {
        const headers = withoutHopHeaders(req.headers);
        headers.host = upstream.host;
        headers["content-length"] = String(body.length);
        const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
          const parts: Buffer[] = [];
          answer.on("data", (c: Buffer) => parts.push(c));
          answer.on("end", () => {
            settle();
            if (res.destroyed || req.socket.destroyed) {
              lost++;
              return;
            }
            const payload = Buffer.concat(parts);
            const out = withoutHopHeaders(answer.headers);
            out["content-length"] = String(payload.length);
            res.writeHead(answer.statusCode ?? 502, out);
            res.end(payload);
          });
          answer.on("error", () => {
            settle();
            req.socket.destroy();
          });
        });
        forward.on("error", () => {
          settle();
          req.socket.destroy();
        });
        forward.end(body);
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answersLost: () => lost,
    inFlight: () => inFlight,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "proxy-connection", "upgrade", "te", "trailer"]);

function withoutHopHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = value;
  return out;
}
