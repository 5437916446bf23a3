// The handlers of nodefloorprotobuf and nodefloorwork (./main-protobuf.ts, ./main-work.ts),
// with protobufjs and the generated tfplugin6 code (and nodefloorwork's undici), are a
// bundle of their own in the build's directory: bench/nodefloor.mjs builds it, and names the
// file by its full path, since the benchmarks run a copy of the executable elsewhere. It is
// loaded as the provider loads its runtime: on the first call that needs it, through the
// provider's own loader, with a V8 code cache (src/executable/embedded-module.ts).
import { readFileSync } from "node:fs";
import { loadEmbeddedModule } from "../../src/executable/embedded-module";
import { routesServed } from "../../src/tfplugin/transport/http2-grpc";

/** The handlers bundle's path, and a hash of its text (the code cache's key). */
declare const NODEFLOOR_HANDLERS_BUNDLE: string;
declare const NODEFLOOR_HANDLERS_HASH: string;

/** The bundle's exports. */
export function loadHandlersBundle(): unknown {
  const file = NODEFLOOR_HANDLERS_BUNDLE;
  return loadEmbeddedModule(readFileSync(file, "latin1"), NODEFLOOR_HANDLERS_HASH, file, routesServed);
}
