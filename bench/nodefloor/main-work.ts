// nodefloorwork: nodefloorprotobuf (./main-protobuf.ts) doing the work a plan asks of any
// provider on this project's libraries (./work-handlers.ts): its reads on undici, every
// configuration and state it must look at decoded. Its handlers bundle (./handlers-bundle.ts)
// holds the reads and undici too, so they load with its code cache, as the provider's
// undici loads with its own.
import { tuneV8AfterLaunchModules } from "../../src/executable/v8-tuning";
import { SCHEMA } from "./handlers";
import { loadHandlersBundle } from "./handlers-bundle";
import { serveFloor } from "./serve";
import type { workHandlers } from "./work-handlers";

serveFloor(() => (loadHandlersBundle() as { workHandlers: typeof workHandlers }).workHandlers(), SCHEMA, tuneV8AfterLaunchModules);
