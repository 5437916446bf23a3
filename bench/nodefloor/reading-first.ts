// The reads of the reads floors (./main-reads.ts, ./main-protobuf.ts): the launch's first
// ReadResource reads every website of the account (./read-websites.ts), the one piece of
// work a plan asks of any real provider and gofloor skips, without which no provider can
// see drift. Every ReadResource, that one included, then answers as the given handlers do:
// it compares nothing, it is a floor. A read that fails fails every ReadResource with a
// gRPC error, so Terraform exits non-zero and a benchmark cannot time a floor that read nothing.
// The reads and Node's HTTP client load on the first ReadResource, as ours loads its own: a
// launch that reads nothing (the schema's, a validation's) does not pay for them.
import type { Handler } from "./handlers";

type ReadWebsites = typeof import("./read-websites");
const readEveryWebsite = (env: NodeJS.ProcessEnv): Promise<number> => (require("./read-websites") as ReadWebsites).readEveryWebsite(env);

export function readingFirst(handlers: Record<string, Handler>): Record<string, Handler> {
  const answer = handlers.ReadResource!;
  let reads: Promise<number> | undefined;
  return {
    ...handlers,
    async ReadResource(request) {
      await (reads ??= readEveryWebsite(process.env));
      return answer(request);
    },
  };
}
