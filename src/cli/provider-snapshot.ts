// The standalone executable's entry. scripts/build-sea.mjs runs it once, at build time, in
// Node's snapshot builder (the single executable's `useSnapshot`): everything in
// ./provider-core is loaded then, and each launch starts from that heap and runs only the
// main function. (Also answering GetProviderSchema once at build time was measured: no gain.)
import { startupSnapshot } from "node:v8";
import "./provider-core";
import { runProvider, type ProviderRuntime } from "./provider-main";

const { version } = require("../../package.json") as { version: string };

if (!startupSnapshot.isBuildingSnapshot()) {
  throw new Error("provider-snapshot.js is the standalone executable's snapshot entry: build it with npm run build:sea");
}

// Requiring the runtime at launch evaluates only what the snapshot lacks (the transport).
startupSnapshot.setDeserializeMainFunction(() => runProvider(version, () => require("./provider-runtime") as ProviderRuntime));
