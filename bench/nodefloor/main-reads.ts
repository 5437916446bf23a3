// nodefloorreads: nodefloor on the provider's own transport (./main.ts) that also reads every
// website of the account in a plan (./reading-first.ts). Built into one file by
// bench/nodefloor.mjs, behind the npm executable's sh line.
import { handlers } from "./handlers";
import { readingFirst } from "./reading-first";
import { serveFloor } from "./serve";

serveFloor(() => readingFirst(handlers));
