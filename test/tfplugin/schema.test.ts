import { describe, expect, it } from "vitest";
import { createProvider } from "../../src/provider";
import { checkProviderSchemas, checkSchema } from "../../src/tfplugin/framework";
import { schemaToProto } from "../../src/tfplugin/protocol/schema-proto";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import { providerSchemasJson } from "../../src/tfplugin/framework/schema-json";
import { toyProvider } from "./fixtures/toy-provider";

describe("schema encoding", () => {
  it("encodes attributes with compact type JSON and markdown descriptions", () => {
    const proto = schemaToProto(toyProvider.resources.toy_thing!.schema);
    expect(proto.version).toBe(1);
    const attrs = proto.block!.attributes!;
    expect(attrs.map((a) => a.name)).toEqual(["id", "name", "revision", "secret", "size", "tags"]);
    const tags = attrs.find((a) => a.name === "tags")!;
    expect(new TextDecoder().decode(tags.type!)).toBe('["list","string"]');
    const name = attrs.find((a) => a.name === "name")!;
    expect(new TextDecoder().decode(name.type!)).toBe('"string"');
    expect(name).toMatchObject({ required: true, optional: false, computed: false, descriptionKind: 1 });
    expect(attrs.find((a) => a.name === "secret")).toMatchObject({ sensitive: true, optional: true });
    expect(attrs.find((a) => a.name === "size")).toMatchObject({ optional: true, computed: true });
  });

  it("flags inconsistent schemas", () => {
    expect(
      checkSchema("x", { version: 0, description: "", attributes: { a: { type: "string", description: "", default: "1", optional: true } } }),
    ).toHaveLength(1);
    expect(checkSchema("toy_thing", toyProvider.resources.toy_thing!.schema)).toEqual([]);
  });
});

describe("terraform providers schema -json export", () => {
  it("has the shape Terraform prints", () => {
    const json = providerSchemasJson("registry.terraform.io/example/toy", toyProvider);
    expect(json.format_version).toBe("1.0");
    const p = json.provider_schemas["registry.terraform.io/example/toy"]!;
    expect(p.provider.block.attributes!.token).toEqual({
      type: "string",
      description: "A token that must never be logged.",
      description_kind: "markdown",
      optional: true,
      sensitive: true,
    });
    expect(p.resource_schemas!.toy_thing!.version).toBe(1);
    expect(p.resource_schemas!.toy_thing!.block.attributes!.tags!.type).toEqual(["list", "string"]);
    expect(p.resource_schemas!.toy_thing!.block.attributes!.id).toMatchObject({ computed: true });
    expect(p.data_source_schemas!.toy_count!.block.attributes!.total).toMatchObject({ computed: true, type: "number" });
  });
});

describe("schema checks at start-up", () => {
  it("refuses to serve a provider whose schema Terraform would reject, naming the attribute", () => {
    const bad = {
      ...toyProvider,
      resources: {
        toy_thing: {
          ...toyProvider.resources.toy_thing!,
          schema: { version: 0, description: "", attributes: { a: { type: "string" as const, description: "", default: "1", optional: true } } },
        },
      },
    };
    expect(checkProviderSchemas(bad)).toEqual(["resource toy_thing.a: an attribute with a default must be computed"]);
    expect(() => new ProviderServer(bad)).toThrow(/resource toy_thing\.a: an attribute with a default must be computed/);
  });

  it("finds nothing wrong in the real provider's schemas", () => {
    expect(checkProviderSchemas(createProvider("0.0.0"))).toEqual([]);
    expect(() => new ProviderServer(createProvider("0.0.0"))).not.toThrow();
  });
});
