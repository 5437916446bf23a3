// nodefloorprotobuf: nodefloorreads (./main-reads.ts) with every request read and every
// answer written by protobufjs, the provider's protocol library (./protobuf-handlers.ts).
// Built into one file by bench/nodefloor.mjs, behind the npm executable's sh line.
import { protobufHandlers } from "./protobuf-handlers";
import { readingFirst } from "./reading-first";
import { serveFloor } from "./serve";

serveFloor(readingFirst(protobufHandlers));
