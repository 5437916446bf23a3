// nodefloorreads: nodefloor on the provider's own transport (./main.ts) that also does the
// one piece of work a plan asks of any real provider and gofloor skips: reading every
// website of the account, without which no provider can see drift. The launch's first
// ReadResource reads them all (./read-websites.ts); every ReadResource, that one included,
// then answers the prior state as nodefloor does: it compares nothing, it is a floor. A
// read that fails fails every ReadResource with a gRPC error, so Terraform exits non-zero
// and a benchmark cannot time a floor that read nothing. Built into one file by
// bench/nodefloor.mjs, behind the npm executable's sh line.
import { handlers } from "./handlers";
import { readEveryWebsite } from "./read-websites";
import { serveFloor } from "./serve";

const answerPriorState = handlers.ReadResource!;
let reads: Promise<number> | undefined;

serveFloor({
  ...handlers,
  async ReadResource(request) {
    await (reads ??= readEveryWebsite(process.env));
    return answerPriorState(request);
  },
});
