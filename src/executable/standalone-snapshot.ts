// The standalone executable's entry. scripts/build-sea.mjs runs it once, at build time, in
// Node's snapshot builder (the single executable's `useSnapshot`): the whole runtime (the
// provider, its HTTP client, the protocol handling and the gRPC transport) is loaded then,
// and each launch starts from that heap and runs only the main function. The few built-in
// modules Node 20 cannot snapshot load on first use (see scripts/build-sea.mjs). The snapshot
// is this executable, so PHPANALYTICS_PLAIN_START leaves it on; the other start-up measures
// it turns off here too (src/executable/index.ts): no V8 flags, no early connection, the
// provider made before the handshake, and the release zip's launcher leaves
// NODE_EXTRA_CA_CERTS to Node.
import { startupSnapshot } from "node:v8";
import { encodeProviderSchema } from "../tfplugin/protocol";
import { startGrpcServer } from "../tfplugin/transport/grpc-server";
import { runProvider } from "./run";
import * as runtime from "./provider-runtime";

// The launch loads the gRPC server on demand (src/tfplugin/transport/launch.ts); imported here, it is
// in the snapshot's heap already.
void startGrpcServer;

const { version } = require("../../package.json") as { version: string };

if (!startupSnapshot.isBuildingSnapshot()) {
  throw new Error("standalone-snapshot.js is the standalone executable's snapshot entry: build it with npm run build:sea");
}

// GetProviderSchema's response, made now from the provider in this heap, as the npm build
// makes it (scripts/build.mjs): a launch that only asks for the schema makes no provider.
const providerSchema = encodeProviderSchema(new runtime.ProviderServer(runtime.createProvider(version)));

startupSnapshot.setDeserializeMainFunction(() => runProvider(version, () => runtime, providerSchema));
