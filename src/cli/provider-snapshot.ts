// The standalone executable's entry. scripts/build-sea.mjs runs it once, at build time, in
// Node's snapshot builder (the single executable's `useSnapshot`): everything in
// ./provider-core is loaded then, and a throwaway provider answers GetProviderSchema once so
// that work is done too. Each launch starts from that heap and only runs the main function.
import { startupSnapshot } from "node:v8";
import * as core from "./provider-core";
import { runProvider, type ProviderRuntime } from "./provider-main";
import { JsonLogger } from "../tfplugin/log";

const { version } = require("../../package.json") as { version: string };

if (!startupSnapshot.isBuildingSnapshot()) {
  throw new Error("provider-snapshot.js is the standalone executable's snapshot entry: build it with npm run build:sea");
}

void new core.ProviderServer(core.createProvider(version, {}), new JsonLogger("provider", "off")).getProviderSchema();

// Requiring the runtime at launch evaluates only what the snapshot lacks (the transport).
startupSnapshot.setDeserializeMainFunction(() => runProvider(version, () => require("./provider-runtime") as ProviderRuntime));
