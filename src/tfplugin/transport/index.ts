// The transport layer: go-plugin's job (its Go counterpart is github.com/hashicorp/go-plugin,
// with the gRPC server it runs). It starts the provider process as Terraform expects: the
// magic cookie, a certificate for mutual TLS, a unix socket and the handshake line, the
// signals; then it serves gRPC over its own HTTP/2: calls routed by method name to handlers
// of bytes, go-plugin's controller Shutdown, and the health check. node:http2 can carry the
// same gRPC instead (./node-http2-grpc, chosen by HTTP2_SERVER_VARIABLE), the way out of a
// bug in our own HTTP/2.
// It knows method names and bytes, and imports neither the protocol layer nor the framework
// layer: the handlers it serves are given to it (src/tfplugin/serve.ts).
// What starts the process imports ./launch itself, not this index: the launch runs before
// the handshake line and loads the HTTP/2 server only after it.
export { servePlugin, HTTP2_SERVER_VARIABLE, type PluginOptions } from "./launch";
export { MAGIC_COOKIE_VALUE } from "./handshake";
export { startGrpcServer, serverRoutes, type GrpcServer, type GrpcServerOptions, type Http2Server, type ProviderHandlers } from "./grpc-server";
export { PROVIDER_METHODS, type ProviderMethod } from "./method-names";
export { createGrpcTransport, routesServed, type GrpcTransport, type GrpcTransportOptions, type UnaryHandler } from "./http2-grpc";
export { generateCertificate, type GeneratedCertificate } from "./tls/cert";
