// canonical_domain through the protocol service, as Terraform calls it: on a provider that
// was never configured, with msgpack arguments, and an error that names the argument.
import { describe, expect, it } from "vitest";
import { decodeMsgpackValue, encodeMsgpack } from "../../src/tfplugin/protocol/codec";
import { ACCEPTED_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";
import { InProcessProvider } from "./server-harness";

const server = new InProcessProvider().server;
const call = (name: string, ...args: string[]) => server.callFunction({ name, arguments: args.map((a) => ({ msgpack: encodeMsgpack("string", a) })) });

describe("canonical_domain over CallFunction", () => {
  it("is announced in GetProviderSchema, GetFunctions and GetMetadata", async () => {
    const schema = await server.getProviderSchema();
    const fn = schema.functions?.canonical_domain;
    expect(fn?.parameters?.map((p) => [p.name, new TextDecoder().decode(p.type!)])).toEqual([["domain", '"string"']]);
    expect(new TextDecoder().decode(fn!.return!.type!)).toBe('"string"');
    expect(Object.keys((await server.getFunctions()).functions ?? {})).toEqual(["canonical_domain"]);
    expect((await server.getMetadata()).functions).toEqual([{ name: "canonical_domain" }]);
  });

  it("answers the server's spelling on an unconfigured provider", async () => {
    for (const { input, canonical } of ACCEPTED_DOMAINS) {
      const response = await call("canonical_domain", input);
      expect(response.error, input).toBeUndefined();
      expect(decodeMsgpackValue("string", response.result!.msgpack!), input).toBe(canonical);
    }
  });

  it("refuses a domain the server refuses, at argument 0, with the server's messages", async () => {
    for (const { input, errors } of REJECTED_DOMAINS) {
      const response = await call("canonical_domain", input);
      expect(response.result, input).toBeUndefined();
      expect(response.error?.functionArgument, input).toBe(0);
      for (const message of errors) expect(response.error?.text, input).toContain(message);
    }
  });

  it("says so for an unknown function or a wrong number of arguments", async () => {
    expect((await call("nope", "x")).error?.text).toBe('The provider has no function "nope".');
    expect((await call("canonical_domain")).error?.text).toBe("canonical_domain takes 1 argument(s); got 0.");
  });
});
