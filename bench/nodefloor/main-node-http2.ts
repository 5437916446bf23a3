// nodefloor on Node's built-ins (node:tls with mutual auth, node:http2, gRPC's framing by
// hand) instead of the provider's own transport, to compare the two at start-up. The
// handshake line and the certificate are the provider's (src/tfplugin/transport): Node has
// no certificate maker of its own. Built into one file by bench/nodefloor.mjs.
import { mkdtempSync, rmSync, writeSync } from "node:fs";
import { createSecureServer, type ServerHttp2Stream } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TLSSocket } from "node:tls";
import { checkLaunch, handshakeLine } from "../../src/tfplugin/transport/handshake";
import { generateCertificate } from "../../src/tfplugin/transport/tls/cert";
import { handlers } from "./handlers";

const launch = checkLaunch(process.env, "nodefloor");
if (!launch.ok || !launch.tls) {
  process.stderr.write("nodefloor: start it from Terraform, with TLS\n");
  process.exit(1);
}
const clientCertDer = launch.tls.clientCertDer;
const cert = generateCertificate();
const socketDir = mkdtempSync(join(tmpdir(), "nodefloor-"));
const socketPath = join(socketDir, "plugin.sock");
process.on("exit", () => rmSync(socketDir, { recursive: true, force: true }));

const server = createSecureServer({ cert: cert.certPem, key: cert.keyPem, ca: [], requestCert: true, rejectUnauthorized: false });
server.on("secureConnection", (socket: TLSSocket) => {
  if (!socket.getPeerX509Certificate()?.raw.equals(clientCertDer)) socket.destroy();
});

function answer(stream: ServerHttp2Stream, status: number, body?: Uint8Array): void {
  stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
  stream.on("wantTrailers", () => stream.sendTrailers({ "grpc-status": String(status) }));
  if (body === undefined) return void stream.end();
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(body.length, 1);
  stream.end(Buffer.concat([prefix, body]));
}

server.on("stream", (stream, headers) => {
  const path = String(headers[":path"]);
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => {
    const request = Buffer.concat(chunks).subarray(5);
    if (path === "/plugin.GRPCController/Shutdown") {
      answer(stream, 0, new Uint8Array(0));
      stream.on("close", () => process.exit(0));
      return;
    }
    if (path === "/grpc.health.v1.Health/Check") return answer(stream, 0, Uint8Array.of(0x08, 0x01));
    const handler = path.startsWith("/tfplugin6.Provider/") ? handlers[path.slice(20)] : undefined;
    if (!handler) return answer(stream, 12);
    handler(request).then(
      (response) => answer(stream, 0, response),
      () => answer(stream, 13),
    );
  });
});

server.listen(socketPath, () => {
  writeSync(1, handshakeLine("unix", socketPath, cert.der) + "\n");
});
process.on("SIGINT", () => undefined);
