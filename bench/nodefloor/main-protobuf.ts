// nodefloorprotobuf: nodefloorreads (./main-reads.ts) with every request read and every
// answer written by protobufjs, the provider's protocol library (./protobuf-handlers.ts).
// Those handlers are a bundle of their own (./handlers-bundle.ts), while GetProviderSchema
// is answered pre-encoded, and V8 is tuned for a short process as the npm executable tunes
// it (src/executable/start.ts). So the floor pays what a provider on protobufjs pays per
// call, not a compile or an optimization the provider's launches are spared.
import { tuneV8AfterLaunchModules } from "../../src/executable/v8-tuning";
import { SCHEMA, type Handler } from "./handlers";
import { loadHandlersBundle } from "./handlers-bundle";
import { readingFirst } from "./reading-first";
import { serveFloor } from "./serve";

const loadProtobufHandlers = (): Record<string, Handler> => (loadHandlersBundle() as { protobufHandlers: Record<string, Handler> }).protobufHandlers;

serveFloor(() => readingFirst(loadProtobufHandlers()), SCHEMA, tuneV8AfterLaunchModules);
