// ValidateResourceConfig of phpanalytics_website, over the provider's plugin interface,
// against the hand-written table of what the real server accepts and rejects.
import { describe, expect, it } from "vitest";
import { decodeMsgpackValue, encodeMsgpack, fillObject, objectType } from "../../src/tfplugin/protocol/codec";
import { JsonLogger } from "../../src/tfplugin/framework/log";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import { Unknown, type TfObject } from "../../src/tfplugin/framework/types";
import { createProvider } from "../../src/provider";
import { websiteSchema } from "../../src/provider/website/schema";
import { ACCEPTED_DOMAINS, NON_IDEMPOTENT_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";

const type = objectType(websiteSchema);
const server = new ProviderServer(createProvider("0.0.0-test", {}), new JsonLogger("provider", "off"));
/** Configuration as ValidateResourceConfig gets it: only the domain set, every other attribute null. */
const config = (domain: string): TfObject => fillObject(websiteSchema, { domain });

async function validate(domain: string) {
  const response = await server.validateResourceConfig({ typeName: "phpanalytics_website", config: { msgpack: encodeMsgpack(type, config(domain)) } });
  return response.diagnostics ?? [];
}

describe("phpanalytics_website domain validation over the plugin interface", () => {
  it.each(ACCEPTED_DOMAINS.map((c) => [c.input.slice(0, 60), c.input] as const))("accepts %s", async (_, input) => {
    expect(await validate(input)).toEqual([]);
  });

  it.each(REJECTED_DOMAINS.map((c) => [c.input.slice(0, 60), c] as const))("rejects %s with the server's reason", async (_, { input, errors }) => {
    const diagnostics = await validate(input);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 1, summary: "Invalid domain", attribute: { steps: [{ attributeName: "domain" }] } });
    for (const message of errors) expect(diagnostics[0]!.detail).toContain(message);
  });

  it("plans no replacement for another spelling of the stored domain", async () => {
    // a stored domain that a second pass would change is compared as stored (an import puts it in state)
    for (const { input, canonical } of [...ACCEPTED_DOMAINS, ...NON_IDEMPOTENT_DOMAINS]) {
      const prior = {
        ...config(canonical),
        id: "1",
        privacy: "public",
        email_reports: false,
        exclude_bots: true,
        exclude_params: [],
        exclude_ips: [],
        favorite: false,
        created_at: "c",
        updated_at: "u",
      };
      const proposed = { ...prior, domain: input };
      const response = await server.planResourceChange({
        typeName: "phpanalytics_website",
        priorState: { msgpack: encodeMsgpack(type, prior) },
        config: { msgpack: encodeMsgpack(type, config(input)) },
        proposedNewState: { msgpack: encodeMsgpack(type, proposed) },
      });
      expect(response.diagnostics ?? []).toEqual([]);
      expect(response.requiresReplace ?? []).toEqual([]);
      const planned = decodeMsgpackValue(type, response.plannedState!.msgpack!) as TfObject;
      expect(planned.updated_at).not.toBeInstanceOf(Unknown);
    }
  });
});
