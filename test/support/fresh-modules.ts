// The unit project runs its files in shared workers (isolate: false), which saves starting a
// process per file. Each file still gets fresh instances of the repository's modules, so
// module state (registered secrets, caches) never leaks from one file into the next.
import { vi } from "vitest";

vi.resetModules();
