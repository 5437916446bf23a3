// A static HTTPS file server on 127.0.0.1 with a certificate from a throwaway CA made by
// openssl, the way a platform team serves a provider network mirror from any static host.
import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { join, normalize, sep } from "node:path";

export interface ThrowawayCa {
  /** The CA certificate: what SSL_CERT_FILE points at. */
  caFile: string;
  key: Buffer;
  cert: Buffer;
}

export function makeThrowawayCa(dir: string): ThrowawayCa {
  const f = (name: string) => join(dir, name);
  const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl([
    "req",
    "-x509",
    ...ec,
    "-keyout",
    f("ca.key"),
    "-out",
    f("ca.pem"),
    "-days",
    "1",
    "-subj",
    "/CN=phpanalytics throwaway test CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  openssl(["req", ...ec, "-keyout", f("server.key"), "-out", f("server.csr"), "-subj", "/CN=127.0.0.1"]);
  writeFileSync(f("server.ext"), "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature\n");
  openssl([
    "x509",
    "-req",
    "-in",
    f("server.csr"),
    "-CA",
    f("ca.pem"),
    "-CAkey",
    f("ca.key"),
    "-CAcreateserial",
    "-out",
    f("server.pem"),
    "-days",
    "1",
    "-extfile",
    f("server.ext"),
  ]);
  return { caFile: f("ca.pem"), key: readFileSync(f("server.key")), cert: readFileSync(f("server.pem")) };
}

export interface StaticHttpsServer {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function serveDirectory(root: string, ca: ThrowawayCa): Promise<StaticHttpsServer> {
  const requests: string[] = [];
  const server: Server = createServer({ key: ca.key, cert: ca.cert }, (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "https://127.0.0.1").pathname);
    requests.push(path);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found\n");
      return;
    }
    res.writeHead(200, { "content-length": statSync(file).size, "content-type": file.endsWith(".json") ? "application/json" : "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
