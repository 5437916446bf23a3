// A throwaway loopback server that answers whatever each test scripts, and records what it got.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
export type Script = (req: Seen, res: ServerResponse, n: number) => void;

export interface Loopback {
  url: string;
  seen: Seen[];
  script: Script;
  close(): Promise<void>;
}

export async function startLoopback(): Promise<Loopback> {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      const s: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      loopback.seen.push(s);
      loopback.script(s, res, loopback.seen.length);
    });
  });
  const loopback: Loopback = {
    url: "",
    seen: [],
    script: (_req, res) => json(res, 500, { message: "no script" }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
  loopback.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return loopback;
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
