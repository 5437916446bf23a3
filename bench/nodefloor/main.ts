// nodefloor on the provider's own transport: what any launch of a Node provider pays when
// it answers as little as gofloor does. Built into one file by bench/nodefloor.mjs.
import { handlers } from "./handlers";
import { serveFloor } from "./serve";

serveFloor(() => handlers);
