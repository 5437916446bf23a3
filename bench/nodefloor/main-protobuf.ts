// nodefloorprotobuf: nodefloorreads (./main-reads.ts) with every request read and every
// answer written by protobufjs, the provider's protocol library (./protobuf-handlers.ts).
// Those handlers, with protobufjs and the generated tfplugin6 code, are a bundle of their own
// in the build's directory (bench/nodefloor.mjs builds both, and names the file by its full
// path: the benchmarks run a copy of this executable elsewhere), loaded as the provider loads its
// runtime: on the first call that needs them, with a V8 code cache
// (src/executable/embedded-module.ts), while GetProviderSchema is answered pre-encoded, and
// with V8 tuned for a short process as the npm executable tunes it (src/executable/start.ts).
// So the floor pays what a provider on protobufjs pays per call, not a compile or an
// optimization the provider's launches are spared.
import { readFileSync } from "node:fs";
import { loadEmbeddedModule } from "../../src/executable/embedded-module";
import { tuneV8AfterLaunchModules } from "../../src/executable/v8-tuning";
import { routesServed } from "../../src/tfplugin/transport/http2-grpc";
import { SCHEMA, type Handler } from "./handlers";
import { readingFirst } from "./reading-first";
import { serveFloor } from "./serve";

/** The handlers bundle's path, and a hash of its text (the code cache's key). */
declare const NODEFLOOR_PROTOBUF_BUNDLE: string;
declare const NODEFLOOR_PROTOBUF_HASH: string;

function loadProtobufHandlers(): Record<string, Handler> {
  const file = NODEFLOOR_PROTOBUF_BUNDLE;
  const loaded = loadEmbeddedModule(readFileSync(file, "latin1"), NODEFLOOR_PROTOBUF_HASH, file, routesServed) as {
    protobufHandlers: Record<string, Handler>;
  };
  return loaded.protobufHandlers;
}

serveFloor(() => readingFirst(loadProtobufHandlers()), SCHEMA, tuneV8AfterLaunchModules);
